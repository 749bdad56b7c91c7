import { sql } from 'drizzle-orm';
import { toMinor } from '@sorte/contracts/common/money';
import { CONTRACT_PERIODS, type ContractType } from '@sorte/contracts/agent/salary-routes';
import type { ContractTier } from '@sorte/contracts/agent/salary';
import type { Db } from '../../db/client';
import { agentContractSetting } from '../../db/schema/index';
import { gameRoundView } from '../provider/index';
import type { AccountSpec } from '../ledger/index';
import { ledgerCurrency, moneyTransaction, postMany } from '../ledger/index';

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
 * Set-based: one period of one type is settled by one statement in one transaction (every due
 * contract's figures, gross, differential, settlement row and lines), and the payouts are posted
 * a thousand per transaction through the ledger's batch posting, each its own ledger transaction.
 *
 * Exactly once: a transaction-level advisory lock per (type, period) lets one process settle it at
 * a time; a second one waits, then finds every contract settled and writes nothing; the
 * settlement row is unique per (contract, period key) besides. Payment posts SALARY_PAYOUT /
 * DIVIDEND_PAYOUT (house → the holder's main wallet, key `contract:<id>:<period key>`) in the
 * transaction that moves the row from PENDING to PAID (conditional update), at once or after the
 * brand's hold time.
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

/** Contracts (alias `c` or another) of a type in force at the end of `period` (accepted before it, not ended before it). */
const inForce = (period: Period, alias = 'c') => {
  const c = sql.raw(alias);
  return sql`
  ${c}.accepted_at is not null and ${c}.accepted_at < ${period.end}
  and (${c}.status = 'ACTIVE' or (${c}.status = 'TERMINATED' and ${c}.terminated_at >= ${period.end}))`;
};

export interface RunResult {
  settled: number;
  paid: number;
  paidMinor: bigint;
}

/**
 * Settles every finished period (within the lookback) of every enabled type (or only `type`) at
 * `at`, then pays the due pending settlements (`payBatch` per transaction). Safe with several
 * processes at once.
 */
export async function runSettlements(
  db: Db,
  options: { type?: ContractType; at?: Date; payBatch?: number } = {},
): Promise<RunResult> {
  const at = options.at ?? new Date();
  const settings = await db.select().from(agentContractSetting);
  const result: RunResult = { settled: 0, paid: 0, paidMinor: 0n };
  for (const setting of settings) {
    const type = setting.type as ContractType;
    if (!setting.enabled || (options.type && options.type !== type)) continue;
    // Oldest first: a dividend period carries its balance into the next one.
    for (const period of finishedPeriods(type, at)) {
      result.settled += await settlePeriod(db, type, period, setting.holdMinutes, at);
    }
  }
  const payable = await payDue(db, at, options.payBatch);
  result.paid += payable.paid;
  result.paidMinor += payable.paidMinor;
  return result;
}

/** Advisory lock class of the settlement of one (type, period): the second key is its hash. */
const SETTLEMENT_LOCK_CLASS = 742_201;

/**
 * Settles one period of one type: every contract in force at its end that has no settlement for
 * it yet, in one transaction of one statement (see below). Answers how many it settled (0 when
 * another process did, or nothing was due). Inserted PENDING (payDue pays them) or, at 0.00, PAID.
 */
async function settlePeriod(
  db: Db,
  type: ContractType,
  period: Period,
  holdMinutes: number,
  at: Date,
): Promise<number> {
  const dueSql = sql`
    select c.id, c.downline_id, c.upline_id from agent_contract c
     where c.type = ${type} and ${inForce(period)}
       and not exists (select 1 from agent_settlement s where s.contract_id = c.id and s.period_key = ${period.key})`;
  // Nothing due (the usual case once a period is settled): no transaction, no lock.
  const [any] = rowsOf<{ n: number }>(await db.execute(sql`select 1 as n from (${dueSql}) d limit 1`));
  if (!any) return 0;
  const payableAt = new Date(Math.max(period.end.getTime(), at.getTime()) + holdMinutes * MINUTE);
  const dividend = type === 'DIVIDEND';
  return moneyTransaction(db, async (tx) => {
    // One settler per (type, period) at a time: a second process waits here, then finds nothing
    // due (each statement reads what committed before it); the unique (contract, period key)
    // index stands behind it.
    await tx.execute(
      sql`select pg_advisory_xact_lock(${SETTLEMENT_LOCK_CLASS}, hashtext(${`${type}:${period.key}`}))`,
    );
    // Every due contract's team figures, tier, gross and differential, and its settlement and
    // lines, in one statement:
    //   due     the contracts to settle;
    //   subs    their holders' direct downline contracts of the type in force for the period, with
    //           their gross if already settled (an upline's deduction);
    //   need    the contracts whose figures are computed: the due ones and the unsettled subs;
    //   lines   each team member's turnover and net loss per contract (settled real-money rounds);
    //   figs    per contract: totals, active members, carried-in balance (dividend), tier, gross;
    //   ded     each due contract's deductions (its subs' gross).
    const [row] = rowsOf<{ settled: string }>(
      await tx.execute(sql`
        with due as (${dueSql}),
        subs as (
          select d.id, d.downline_id, d.upline_id, s.gross as settled_gross
            from agent_contract d
            left join agent_settlement s on s.contract_id = d.id and s.period_key = ${period.key}
           where d.type = ${type} and ${inForce(period, 'd')}
             and d.upline_id in (select downline_id from due)),
        need as (
          select c.id, c.downline_id, c.tiers from agent_contract c
           where c.id in (select id from due union select id from subs where settled_gross is null)),
        team as (
          select n.id as contract_id, t.descendant_id as member_id, t.depth
            from need n join agent_tree t on t.ancestor_id = n.downline_id),
        played as (
          select r.member_id, sum(r.bet)::bigint as turnover, sum(r.bet - r.win)::bigint as net_loss
            from ${gameRoundView('r')}
           where r.member_id in (select member_id from team) and not r.demo and r.status = 'settled'
             and r.created_at >= ${period.start} and r.created_at < ${period.end}
           group by r.member_id),
        lines as (
          select tm.contract_id, tm.member_id, tm.depth, p.turnover, p.net_loss
            from team tm join played p on p.member_id = tm.member_id),
        sums as (
          select contract_id, sum(turnover)::bigint as turnover, sum(net_loss)::bigint as net_loss,
                 (count(*) filter (where turnover > 0))::int as active
            from lines group by contract_id),
        based as (
          select n.id as contract_id, n.tiers,
                 coalesce(x.turnover, 0)::bigint as turnover, coalesce(x.net_loss, 0)::bigint as net_loss,
                 coalesce(x.active, 0)::int as active,
                 ${
                   dividend
                     ? sql`coalesce((select p.carry_out from agent_settlement p
                                      where p.contract_id = n.id and p.period_start < ${period.start}
                                      order by p.period_start desc limit 1), 0)::bigint`
                     : sql`0::bigint`
                 } as carry_in
            from need n left join sums x on x.contract_id = n.id),
        tiered as (
          select b.*, ${dividend ? sql`b.net_loss + b.carry_in` : sql`b.turnover`} as base from based b),
        reached as (
          select t.*, case when ${dividend ? sql`t.base <= 0` : sql`false`} then null else (
                   select max(o.i)::int from jsonb_array_elements(t.tiers) with ordinality o(tier, i)
                    where t.base >= round((o.tier->>'threshold')::numeric * 100)
                      and t.active >= (o.tier->>'activeMembers')::int) end as tier
            from tiered t),
        figs as (
          select r.*,
                 ${dividend ? sql`case when r.base < 0 then r.base else 0 end` : sql`0`}::bigint as carry_out,
                 case when r.tier is null then 0 else ${
                   dividend
                     ? sql`(r.base * (r.tiers->(r.tier - 1)->>'shareBp')::bigint) / 10000`
                     : sql`round((r.tiers->(r.tier - 1)->>'amount')::numeric * 100)`
                 } end::bigint as gross
            from reached r),
        ded as (
          select c.id as contract_id, d.id as sub_id, d.downline_id as member_id,
                 coalesce(d.settled_gross, f.gross, 0)::bigint as amount
            from due c join subs d on d.upline_id = c.downline_id left join figs f on f.contract_id = d.id),
        ded_sum as (select contract_id, sum(amount)::bigint as total from ded group by contract_id),
        computed as (
          select c.id as contract_id, c.downline_id as holder_id, c.upline_id, f.turnover, f.net_loss, f.active,
                 f.carry_in, f.carry_out, f.tier, f.gross, coalesce(ds.total, 0)::bigint as downlines_amount,
                 greatest(f.gross - coalesce(ds.total, 0), 0)::bigint as amount
            from due c join figs f on f.contract_id = c.id left join ded_sum ds on ds.contract_id = c.id),
        ins as (
          insert into agent_settlement (contract_id, type, holder_id, upline_id, period_key, period_start, period_end,
                                        valid_turnover, net_loss, active_members, carry_in, carry_out, tier, gross,
                                        downlines_amount, amount, status, paid_at, payable_at)
          select x.contract_id, ${type}::text, x.holder_id, x.upline_id, ${period.key}::text,
                 ${period.start}::timestamptz, ${period.end}::timestamptz,
                 x.turnover, x.net_loss, x.active, x.carry_in, x.carry_out, x.tier, x.gross, x.downlines_amount, x.amount,
                 case when x.amount = 0 then 'PAID' else 'PENDING' end,
                 case when x.amount = 0 then ${at}::timestamptz end, ${payableAt}::timestamptz
            from computed x order by x.contract_id
          on conflict (contract_id, period_key) do nothing
          returning id, contract_id),
        member_lines as (
          insert into agent_settlement_line (settlement_id, kind, member_id, level, valid_turnover, net_loss, amount)
          select i.id, 'MEMBER', l.member_id, l.depth, l.turnover, l.net_loss, 0
            from ins i join lines l on l.contract_id = i.contract_id
           order by i.id, l.depth, l.member_id
          returning 1),
        contract_lines as (
          insert into agent_settlement_line (settlement_id, kind, member_id, level, valid_turnover, net_loss, amount)
          select i.id, 'DOWNLINE_CONTRACT', d.member_id, 1, 0, 0, d.amount
            from ins i join ded d on d.contract_id = i.contract_id
           order by i.id, d.sub_id
          returning 1)
        select (select count(*) from ins)::text as settled,
               (select count(*) from member_lines) + (select count(*) from contract_lines) as lines`),
    );
    return Number(row?.settled ?? 0);
  });
}

/** Settlements paid per transaction by default (each its own ledger transaction, posted together). */
export const PAY_BATCH = 1_000;

/**
 * Pays every PENDING settlement whose hold time is over, in batches: each batch is one
 * transaction that moves its rows PENDING → PAID (conditional update of rows locked with SKIP
 * LOCKED, so two processes take different rows) and posts their SALARY_PAYOUT / DIVIDEND_PAYOUT
 * (house → the holder's main wallet, key `contract:<id>:<period key>`, one ledger transaction
 * each) with the ledger's batch posting. A settlement adjusted to 0.00 is marked paid without one.
 */
export async function payDue(
  db: Db,
  at = new Date(),
  batchSize = PAY_BATCH,
): Promise<{ paid: number; paidMinor: bigint }> {
  let paid = 0;
  let paidMinor = 0n;
  for (;;) {
    const batch = await moneyTransaction(db, async (tx) => {
      const claimed = rowsOf<{
        id: string;
        contract_id: string;
        type: string;
        holder_id: string;
        period_key: string;
        amount: string;
      }>(
        await tx.execute(sql`
          update agent_settlement s set status = 'PAID', paid_at = ${at}
           where s.id in (select id from agent_settlement
                           where status = 'PENDING' and payable_at <= ${at}
                           order by payable_at, id limit ${batchSize} for update skip locked)
             and s.status = 'PENDING'
          returning s.id::text as id, s.contract_id::text as contract_id, s.type, s.holder_id::text as holder_id,
                    s.period_key, s.amount::text as amount`),
      );
      if (claimed.length === 0) return null;
      const payable = claimed.filter((c) => big(c.amount) > 0n);
      const currency = payable.length ? await ledgerCurrency(tx) : '';
      const house: AccountSpec = { kind: 'HOUSE', memberId: null, vendorCode: '', currency, demo: false };
      const posted = await postMany(
        tx,
        payable.map((c) => {
          const contractId = Number(c.contract_id);
          const holderId = Number(c.holder_id);
          const amount = big(c.amount);
          const main: AccountSpec = { kind: 'PLAYER_MAIN', memberId: holderId, vendorCode: '', currency, demo: false };
          return {
            type: c.type === 'DIVIDEND' ? 'DIVIDEND_PAYOUT' : 'SALARY_PAYOUT',
            scope: 'system',
            key: `contract:${contractId}:${c.period_key}`,
            request: { contractId, period: c.period_key, amount },
            memberId: holderId,
            reference: c.period_key,
            metadata: { contractId, settlementId: Number(c.id), type: c.type, period: c.period_key },
            currency,
            demo: false,
            accounts: [house, main],
            legs: (locked) => [
              { accountId: locked.of(house).id, amount: -amount },
              { accountId: locked.of(main).id, amount },
            ],
          };
        }),
      );
      if (posted.length) {
        await tx.execute(sql`
          update agent_settlement s set ledger_transaction_id = v.transaction_id
            from unnest(${`{${payable.map((c) => c.id).join(',')}}`}::bigint[],
                        ${`{${posted.map((p) => p.id).join(',')}}`}::bigint[]) as v(id, transaction_id)
           where s.id = v.id`);
      }
      return { count: claimed.length, minor: payable.reduce((sum, c) => sum + big(c.amount), 0n) };
    });
    if (!batch) break;
    paid += batch.count;
    paidMinor += batch.minor;
  }
  return { paid, paidMinor };
}
