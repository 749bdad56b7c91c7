import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { GAME_TYPES, type GameType } from '@sorte/contracts/system/constants';
import type { RebateRates } from '@sorte/contracts/agent/agent';
import type { Db } from '../../db/client';
import {
  agentRebateAccrual,
  agentRebateAdjustment,
  agentRebatePayout,
  agentRebateRate,
  agentTree,
} from '../../db/schema/index';
import type { AccountSpec, Executor } from '../ledger/index';
import { ledgerCurrency, post } from '../ledger/index';
import { moneyTransaction } from '../ledger/index';
import { uplineChain } from './tree';

/**
 * Rebates (commission on turnover), docs/decisions.md "Rebates".
 *
 * Each member has a rate per game type (basis points; no row = 0). Along a bettor's upline chain
 * the *effective* rate of a member is its own rate capped by every effective rate above it, so the
 * effective rates never grow downwards even after an upline's rate was lowered. On a settled bet,
 * each member of the chain (the bettor included: its own rate is its own rebate) earns
 * bet × (its effective rate − the effective rate of the member below it in the chain); the
 * earnings telescope to bet × the top member's effective rate, never more.
 *
 * Accrual rows are exact (1/10000 of a minor unit); the daily payout pays each earner's day
 * rounded down to the minor unit, through the ledger (REBATE_PAYOUT, house → earner's main wallet,
 * key `rebate:<earner>:<day>`), once: the payout row is unique per (earner, day) and is written in
 * the same transaction as the posting.
 */

export const ratesToRecord = (rows: { gameType: string; rateBp: number }[]): RebateRates => {
  const out: RebateRates = {};
  for (const r of rows) if ((GAME_TYPES as readonly string[]).includes(r.gameType) && r.rateBp > 0) out[r.gameType as GameType] = r.rateBp;
  return out;
};

export async function ratesOf(db: Executor, memberId: number): Promise<RebateRates> {
  const rows = await db
    .select({ gameType: agentRebateRate.gameType, rateBp: agentRebateRate.rateBp })
    .from(agentRebateRate)
    .where(eq(agentRebateRate.memberId, memberId));
  return ratesToRecord(rows);
}

/** Replaces a member's rates (every game type: a missing one becomes 0). */
export async function writeRates(tx: Executor, memberId: number, rates: RebateRates): Promise<void> {
  await tx.delete(agentRebateRate).where(eq(agentRebateRate.memberId, memberId));
  const rows = Object.entries(rates)
    .filter(([, bp]) => (bp ?? 0) > 0)
    .map(([gameType, rateBp]) => ({ memberId, gameType, rateBp: rateBp }));
  if (rows.length) await tx.insert(agentRebateRate).values(rows);
}

/** Game types whose rate in `rates` is above the one in `ceiling` (field rule INVALID_VALUE). */
export function ratesAbove(rates: RebateRates, ceiling: RebateRates): Record<string, 'INVALID_VALUE'> {
  const fields: Record<string, 'INVALID_VALUE'> = {};
  for (const [gameType, bp] of Object.entries(rates)) {
    if ((bp ?? 0) > (ceiling[gameType as GameType] ?? 0)) fields[gameType] = 'INVALID_VALUE';
  }
  return fields;
}

/** What each member of a chain earns on `bet` (minor units), in 1/10000 of a minor unit. */
export function splitRebate(
  chain: { id: number; rateBp: number }[],
  betMinor: bigint,
): { earnerId: number; rateBp: number; amountE4: bigint }[] {
  // chain[0] is the bettor, chain[last] the top of the tree.
  const effective = new Array<number>(chain.length);
  let cap = Number.POSITIVE_INFINITY;
  for (let i = chain.length - 1; i >= 0; i -= 1) {
    cap = Math.min(cap, Math.max(0, chain[i]!.rateBp));
    effective[i] = cap;
  }
  const out: { earnerId: number; rateBp: number; amountE4: bigint }[] = [];
  for (let i = 0; i < chain.length; i += 1) {
    const diff = effective[i]! - (i === 0 ? 0 : effective[i - 1]!);
    if (diff > 0 && betMinor > 0n) out.push({ earnerId: chain[i]!.id, rateBp: diff, amountE4: betMinor * BigInt(diff) });
  }
  return out;
}

/** The UTC date of an instant (YYYY-MM-DD). */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** Of these members, the ones in the tree under an agent with a rate for the game type: those `accrueRebates` shares stakes of. */
export async function underRebatingAgent(
  db: Executor,
  memberIds: readonly number[],
  gameType: GameType,
): Promise<Set<number>> {
  if (memberIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: agentTree.descendantId })
    .from(agentTree)
    .innerJoin(agentRebateRate, and(eq(agentRebateRate.memberId, agentTree.ancestorId), eq(agentRebateRate.gameType, gameType)))
    .where(sql`${agentTree.descendantId} = any(${`{${memberIds.join(',')}}`}::bigint[])`);
  return new Set(rows.map((r) => Number(r.id)));
}

/**
 * Accrues the rebates of one settled bet, inside the transaction that settles it (the provider
 * API's first win call for the bet). Demo money earns nothing. Idempotent per (bet, earner).
 */
export async function accrueRebates(
  tx: Executor,
  input: { betRef: string; bettorId: number; gameType: string; betMinor: bigint; demo: boolean; at?: Date },
): Promise<void> {
  if (input.demo || input.betMinor <= 0n) return;
  const chain = await uplineChain(tx, input.bettorId);
  if (chain.length === 0) return;
  const rates = await tx
    .select({ memberId: agentRebateRate.memberId, rateBp: agentRebateRate.rateBp })
    .from(agentRebateRate)
    .where(and(inArray(agentRebateRate.memberId, chain.map((c) => c.id)), eq(agentRebateRate.gameType, input.gameType)));
  if (rates.length === 0) return;
  const rateOf = new Map(rates.map((r) => [Number(r.memberId), r.rateBp]));
  const shares = splitRebate(
    chain.map((c) => ({ id: c.id, rateBp: rateOf.get(c.id) ?? 0 })),
    input.betMinor,
  );
  if (shares.length === 0) return;
  const day = utcDay(input.at ?? new Date());
  await tx
    .insert(agentRebateAccrual)
    .values(
      shares.map((s) => ({
        earnerId: s.earnerId,
        bettorId: input.bettorId,
        betRef: input.betRef,
        gameType: input.gameType,
        betMinor: input.betMinor,
        rateBp: s.rateBp,
        amountE4: s.amountE4,
        day,
      })),
    )
    .onConflictDoNothing();
}

const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/**
 * Pays every unpaid (earner, day) with day < `before` (a UTC date; default today): one transaction
 * per (earner, day) that claims the payout row (unique), posts REBATE_PAYOUT for the rounded-down
 * sum and marks the day's accrual rows. Several processes may run it at once: the loser of the row
 * claim pays nothing, and the ledger key would refuse a second posting anyway.
 */
export async function payRebates(db: Db, options: { before?: string } = {}): Promise<{ payouts: number; paidMinor: bigint }> {
  const before = options.before ?? utcDay(new Date());
  const due = rowsOf<{ earner_id: string | number; day: string }>(
    await db.execute(sql`
      select distinct earner_id, day::text as day from agent_rebate_accrual
       where payout_id is null and day < ${before}::date
       order by day, earner_id`),
  );
  if (due.length === 0) return { payouts: 0, paidMinor: 0n };
  const currency = await ledgerCurrency(db);
  let payouts = 0;
  let paidMinor = 0n;
  for (const row of due) {
    const earnerId = Number(row.earner_id);
    const paid = await payOne(db, earnerId, row.day, currency);
    if (paid !== null) {
      payouts += 1;
      paidMinor += paid;
    }
  }
  return { payouts, paidMinor };
}

/** Pays one earner's day; null when another run already paid it. */
async function payOne(db: Db, earnerId: number, day: string, currency: string): Promise<bigint | null> {
  return moneyTransaction(db, async (tx) => {
    const [claimed] = await tx
      .insert(agentRebatePayout)
      .values({ earnerId, day, accruedE4: 0n, amountMinor: 0n })
      .onConflictDoNothing()
      .returning({ id: agentRebatePayout.id });
    if (!claimed) return null;
    // Accruals of this day not paid yet (a late accrual after an earlier payout of the same day
    // cannot happen: the job pays only finished UTC days).
    const marked = await tx
      .update(agentRebateAccrual)
      .set({ payoutId: claimed.id })
      .where(and(eq(agentRebateAccrual.earnerId, earnerId), eq(agentRebateAccrual.day, day), isNull(agentRebateAccrual.payoutId)))
      .returning({ amountE4: agentRebateAccrual.amountE4 });
    const accruedE4 = marked.reduce((sum, r) => sum + r.amountE4, 0n);
    // An operator's adjustment of this unpaid day replaces the rounded-down sum (read after the
    // accruals are marked: an adjustment in flight holds their rows, see adjustRebateDay).
    const [adjusted] = await tx
      .select({ amountMinor: agentRebateAdjustment.amountMinor })
      .from(agentRebateAdjustment)
      .where(and(eq(agentRebateAdjustment.earnerId, earnerId), eq(agentRebateAdjustment.day, day)));
    const amount = adjusted ? adjusted.amountMinor : accruedE4 / 10_000n;
    let ledgerTransactionId: number | null = null;
    if (amount > 0n) {
      const house: AccountSpec = { kind: 'HOUSE', memberId: null, vendorCode: '', currency, demo: false };
      const main: AccountSpec = { kind: 'PLAYER_MAIN', memberId: earnerId, vendorCode: '', currency, demo: false };
      const posted = await post(tx, {
        type: 'REBATE_PAYOUT',
        scope: 'system',
        key: `rebate:${earnerId}:${day}`,
        request: { earnerId, day, amount },
        memberId: earnerId,
        reference: day,
        metadata: { day, accruals: marked.length },
        currency,
        demo: false,
        accounts: [house, main],
        legs: (locked) => [
          { accountId: locked.of(house).id, amount: -amount },
          { accountId: locked.of(main).id, amount },
        ],
      });
      ledgerTransactionId = posted.id;
    }
    await tx
      .update(agentRebatePayout)
      .set({ accruedE4, amountMinor: amount, ledgerTransactionId })
      .where(eq(agentRebatePayout.id, claimed.id));
    return amount;
  });
}
