import { and, eq, sql } from 'drizzle-orm';
import { toMinor } from '@sorte/contracts/common/money';
import { CONTRACT_PERIODS, type ContractType } from '@sorte/contracts/agent/salary-routes';
import type { ContractTier } from '@sorte/contracts/agent/salary';
import type { Db } from '../../db/client';
import {
  agentContract,
  agentContractSetting,
  agentSettlement,
  agentSettlementLine,
} from '../../db/schema/index';
import type { AccountSpec, Executor } from '../ledger/index';
import { ledgerCurrency, post } from '../ledger/index';
import { moneyTransaction } from '../ledger/index';

/**
 * Salary and dividend settlements (docs/decisions.md "Salary and dividend contracts").
 *
 * Each period of a contract type (UTC day, UTC hour, 5 minutes, half month) every contract in
 * force at the period's end is settled once: the holder's team (itself and its subtree) gives the
 * period's valid turnover, net loss (bets - wins of settled real-money rounds) and active members;
 * the highest tier reached gives the gross (salary: the tier amount; dividend: the tier's share of
 * the net loss plus the negative balance carried in). The house pays the holder its gross minus
 * the gross of its direct downlines' contracts of the same type for the same period (differential,
 * never negative), so the house pays each team at most the top holder's gross. A dividend period
 * whose base is negative pays nothing and carries the base to the next period.
 *
 * Exactly once: the settlement row is unique per (contract, period key) and is written in one
 * transaction that first locks the contract row; a second process waits for that lock, then sees
 * the row and does nothing. Payment posts SALARY_PAYOUT / DIVIDEND_PAYOUT (house → the holder's
 * main wallet, key `contract:<id>:<period key>`) in the transaction that moves the row from
 * PENDING to PAID (conditional update), at once or after the brand's hold time.
 */

const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
const big = (v: string | number | bigint | null | undefined) => BigInt(v ?? 0);

export interface Period {
  key: string;
  start: Date;
  end: Date;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const pad = (n: number) => String(n).padStart(2, '0');

/** The period of `type` that contains `at`. */
export function periodOf(type: ContractType, at: Date): Period {
  const t = at.getTime();
  switch (CONTRACT_PERIODS[type]) {
    case 'DAY': {
      const start = Math.floor(t / DAY) * DAY;
      return {
        key: new Date(start).toISOString().slice(0, 10),
        start: new Date(start),
        end: new Date(start + DAY),
      };
    }
    case 'HOUR': {
      const start = Math.floor(t / HOUR) * HOUR;
      return {
        key: new Date(start).toISOString().slice(0, 13),
        start: new Date(start),
        end: new Date(start + HOUR),
      };
    }
    case 'FIVE_MINUTES': {
      const start = Math.floor(t / (5 * MINUTE)) * 5 * MINUTE;
      return {
        key: new Date(start).toISOString().slice(0, 16),
        start: new Date(start),
        end: new Date(start + 5 * MINUTE),
      };
    }
    case 'HALF_MONTH': {
      const y = at.getUTCFullYear();
      const m = at.getUTCMonth();
      const first = at.getUTCDate() <= 15;
      const start = Date.UTC(y, m, first ? 1 : 16);
      const end = first ? Date.UTC(y, m, 16) : Date.UTC(y, m + 1, 1);
      return {
        key: `${y}-${pad(m + 1)}-H${first ? 1 : 2}`,
        start: new Date(start),
        end: new Date(end),
      };
    }
  }
}

/** How many finished periods back a run still settles (after downtime), per type. */
const LOOKBACK: Record<ContractType, number> = {
  DAILY_SALARY: 7,
  HOURLY_SALARY: 48,
  REALTIME_SALARY: 36,
  DIVIDEND: 2,
};

/** The finished periods of `type` at `at` (oldest first), at most the type's lookback. */
export function finishedPeriods(type: ContractType, at: Date): Period[] {
  const out: Period[] = [];
  let p = periodOf(type, at);
  for (let i = 0; i < LOOKBACK[type]; i += 1) {
    p = periodOf(type, new Date(p.start.getTime() - 1));
    out.unshift(p);
  }
  return out;
}

/** The tier reached (0-based) by `value` and `active`, or -1. Tiers are ascending by threshold. */
export function tierReached(tiers: ContractTier[], value: bigint, active: number): number {
  let reached = -1;
  tiers.forEach((tier, i) => {
    if (value >= toMinor(tier.threshold) && active >= tier.activeMembers) reached = i;
  });
  return reached;
}

interface MemberFigures {
  memberId: number;
  depth: number;
  turnover: bigint;
  netLoss: bigint;
}

export interface Figures {
  members: MemberFigures[];
  turnover: bigint;
  netLoss: bigint;
  active: number;
  carryIn: bigint;
  carryOut: bigint;
  tier: number | null;
  gross: bigint;
}

type ContractRow = typeof agentContract.$inferSelect;

/** The period's team figures and gross of one contract (nothing written). */
export async function figuresOf(
  tx: Executor,
  contract: ContractRow,
  period: Period,
): Promise<Figures> {
  const rows = rowsOf<{ member_id: string; depth: number; turnover: string; net_loss: string }>(
    await tx.execute(sql`
      select r.member_id::text as member_id, t.depth, sum(r.bet)::text as turnover, sum(r.bet - r.win)::text as net_loss
        from agent_tree t
        join game_round r on r.member_id = t.descendant_id
       where t.ancestor_id = ${contract.downlineId} and not r.demo and r.status = 'settled'
         and r.created_at >= ${period.start} and r.created_at < ${period.end}
       group by r.member_id, t.depth
       order by t.depth, r.member_id`),
  );
  const members = rows.map((r) => ({
    memberId: Number(r.member_id),
    depth: Number(r.depth),
    turnover: big(r.turnover),
    netLoss: big(r.net_loss),
  }));
  const turnover = members.reduce((s, m) => s + m.turnover, 0n);
  const netLoss = members.reduce((s, m) => s + m.netLoss, 0n);
  const active = members.filter((m) => m.turnover > 0n).length;
  let carryIn = 0n;
  let carryOut = 0n;
  let tier = -1;
  let gross = 0n;
  if (contract.type === 'DIVIDEND') {
    const [previous] = rowsOf<{ carry_out: string }>(
      await tx.execute(sql`
        select carry_out::text as carry_out from agent_settlement
         where contract_id = ${contract.id} and period_start < ${period.start}
         order by period_start desc limit 1`),
    );
    carryIn = big(previous?.carry_out);
    const base = netLoss + carryIn;
    if (base > 0n) {
      tier = tierReached(contract.tiers, base, active);
      if (tier >= 0) gross = (base * BigInt(contract.tiers[tier]!.shareBp ?? 0)) / 10_000n;
    } else {
      carryOut = base;
    }
  } else {
    tier = tierReached(contract.tiers, turnover, active);
    if (tier >= 0) gross = toMinor(contract.tiers[tier]!.amount ?? '0.00');
  }
  return {
    members,
    turnover,
    netLoss,
    active,
    carryIn,
    carryOut,
    tier: tier >= 0 ? tier + 1 : null,
    gross,
  };
}

/** Contracts of `type` in force at the end of `period` (accepted before it, not ended before it). */
const inForce = (period: Period) => sql`
  c.accepted_at is not null and c.accepted_at < ${period.end}
  and (c.status = 'ACTIVE' or (c.status = 'TERMINATED' and c.terminated_at >= ${period.end}))`;

export interface RunResult {
  settled: number;
  paid: number;
  paidMinor: bigint;
}

/**
 * Settles every finished period (within the lookback) of every enabled type (or only `type`) at
 * `at`, then pays the due pending settlements. Safe with several processes at once.
 */
export async function runSettlements(
  db: Db,
  options: { type?: ContractType; at?: Date } = {},
): Promise<RunResult> {
  const at = options.at ?? new Date();
  const settings = await db.select().from(agentContractSetting);
  const result: RunResult = { settled: 0, paid: 0, paidMinor: 0n };
  for (const setting of settings) {
    const type = setting.type as ContractType;
    if (!setting.enabled || (options.type && options.type !== type)) continue;
    for (const period of finishedPeriods(type, at)) {
      // Deeper holders first: an upline's differential reads its downlines' settled gross.
      const due = rowsOf<{ id: string }>(
        await db.execute(sql`
          select c.id::text as id from agent_contract c
           where c.type = ${type} and ${inForce(period)}
             and not exists (select 1 from agent_settlement s where s.contract_id = c.id and s.period_key = ${period.key})
           order by (select count(*) from agent_tree t where t.descendant_id = c.downline_id) desc, c.id`),
      );
      for (const row of due) {
        const settled = await settleOne(db, Number(row.id), period, setting.holdMinutes, at);
        if (settled) {
          result.settled += 1;
          if (settled.paidMinor !== null) {
            result.paid += 1;
            result.paidMinor += settled.paidMinor;
          }
        }
      }
    }
  }
  const payable = await payDue(db, at);
  result.paid += payable.paid;
  result.paidMinor += payable.paidMinor;
  return result;
}

/** Settles one contract's period; null when it is already settled (by this or another process). */
async function settleOne(
  db: Db,
  contractId: number,
  period: Period,
  holdMinutes: number,
  at: Date,
) {
  return moneyTransaction(db, async (tx) => {
    const [contract] = await tx
      .select()
      .from(agentContract)
      .where(eq(agentContract.id, contractId))
      .for('update');
    if (!contract) return null;
    const [existing] = await tx
      .select({ id: agentSettlement.id })
      .from(agentSettlement)
      .where(
        and(eq(agentSettlement.contractId, contractId), eq(agentSettlement.periodKey, period.key)),
      );
    if (existing) return null;
    const figures = await figuresOf(tx, contract, period);
    // The direct downlines' contracts of the same type in force for the same period.
    const downlines = rowsOf<{ id: string; downline_id: string; gross: string | null }>(
      await tx.execute(sql`
        select c.id::text as id, c.downline_id::text as downline_id, s.gross::text as gross
          from agent_contract c
          left join agent_settlement s on s.contract_id = c.id and s.period_key = ${period.key}
         where c.upline_id = ${contract.downlineId} and c.type = ${contract.type} and ${inForce(period)}
         order by c.id`),
    );
    const deductions: { memberId: number; amount: bigint }[] = [];
    for (const d of downlines) {
      let gross = d.gross === null ? null : big(d.gross);
      if (gross === null) {
        const [row] = await tx
          .select()
          .from(agentContract)
          .where(eq(agentContract.id, Number(d.id)));
        gross = row ? (await figuresOf(tx, row, period)).gross : 0n;
      }
      deductions.push({ memberId: Number(d.downline_id), amount: gross });
    }
    const downlinesAmount = deductions.reduce((s, d) => s + d.amount, 0n);
    const amount = figures.gross > downlinesAmount ? figures.gross - downlinesAmount : 0n;
    const payableAt = new Date(Math.max(period.end.getTime(), at.getTime()) + holdMinutes * MINUTE);
    const [settlement] = await tx
      .insert(agentSettlement)
      .values({
        contractId,
        type: contract.type,
        holderId: contract.downlineId,
        uplineId: contract.uplineId,
        periodKey: period.key,
        periodStart: period.start,
        periodEnd: period.end,
        validTurnover: figures.turnover,
        netLoss: figures.netLoss,
        activeMembers: figures.active,
        carryIn: figures.carryIn,
        carryOut: figures.carryOut,
        tier: figures.tier,
        gross: figures.gross,
        downlinesAmount,
        amount,
        status: amount === 0n ? 'PAID' : 'PENDING',
        paidAt: amount === 0n ? at : null,
        payableAt,
      })
      .onConflictDoNothing()
      .returning();
    if (!settlement) return null;
    const lines = [
      ...figures.members.map((m) => ({
        settlementId: settlement.id,
        kind: 'MEMBER',
        memberId: m.memberId,
        level: m.depth,
        validTurnover: m.turnover,
        netLoss: m.netLoss,
        amount: 0n,
      })),
      ...deductions.map((d) => ({
        settlementId: settlement.id,
        kind: 'DOWNLINE_CONTRACT',
        memberId: d.memberId,
        level: 1,
        validTurnover: 0n,
        netLoss: 0n,
        amount: d.amount,
      })),
    ];
    if (lines.length) await tx.insert(agentSettlementLine).values(lines);
    let paidMinor: bigint | null = null;
    if (amount > 0n && payableAt.getTime() <= at.getTime())
      paidMinor = await payLocked(tx, settlement, at);
    return { id: settlement.id, paidMinor };
  });
}

type SettlementRow = typeof agentSettlement.$inferSelect;

/** Pays a PENDING settlement (inside the caller's transaction); null when it was not pending any more. */
async function payLocked(
  tx: Executor,
  settlement: SettlementRow,
  at: Date,
): Promise<bigint | null> {
  const [claimed] = await tx
    .update(agentSettlement)
    .set({ status: 'PAID', paidAt: at })
    .where(and(eq(agentSettlement.id, settlement.id), eq(agentSettlement.status, 'PENDING')))
    .returning();
  if (!claimed) return null;
  if (claimed.amount <= 0n) return 0n;
  const currency = await ledgerCurrency(tx);
  const house: AccountSpec = {
    kind: 'HOUSE',
    memberId: null,
    vendorCode: '',
    currency,
    demo: false,
  };
  const main: AccountSpec = {
    kind: 'PLAYER_MAIN',
    memberId: claimed.holderId,
    vendorCode: '',
    currency,
    demo: false,
  };
  const amount = claimed.amount;
  const posted = await post(tx, {
    type: claimed.type === 'DIVIDEND' ? 'DIVIDEND_PAYOUT' : 'SALARY_PAYOUT',
    scope: 'system',
    key: `contract:${claimed.contractId}:${claimed.periodKey}`,
    request: { contractId: claimed.contractId, period: claimed.periodKey, amount },
    memberId: claimed.holderId,
    reference: claimed.periodKey,
    metadata: {
      contractId: claimed.contractId,
      settlementId: claimed.id,
      type: claimed.type,
      period: claimed.periodKey,
    },
    currency,
    demo: false,
    accounts: [house, main],
    legs: (locked) => [
      { accountId: locked.of(house).id, amount: -amount },
      { accountId: locked.of(main).id, amount },
    ],
  });
  await tx
    .update(agentSettlement)
    .set({ ledgerTransactionId: posted.id })
    .where(eq(agentSettlement.id, claimed.id));
  return amount;
}

/** Pays every PENDING settlement whose hold time is over. */
export async function payDue(
  db: Db,
  at = new Date(),
): Promise<{ paid: number; paidMinor: bigint }> {
  const due = rowsOf<{ id: string }>(
    await db.execute(sql`
      select id::text as id from agent_settlement where status = 'PENDING' and payable_at <= ${at} order by payable_at, id`),
  );
  let paid = 0;
  let paidMinor = 0n;
  for (const row of due) {
    const amount = await moneyTransaction(db, async (tx) => {
      const [settlement] = await tx
        .select()
        .from(agentSettlement)
        .where(eq(agentSettlement.id, Number(row.id)))
        .for('update');
      if (!settlement || settlement.status !== 'PENDING') return null;
      return payLocked(tx, settlement, at);
    });
    if (amount !== null) {
      paid += 1;
      paidMinor += amount;
    }
  }
  return { paid, paidMinor };
}
