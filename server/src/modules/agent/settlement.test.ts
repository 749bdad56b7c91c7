import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPES } from '@sorte/contracts/auth/routes';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createMember, expectLedgerSound, walletBalances } from '../../../test/ledger-helpers';
import {
  agentContract,
  agentSettlement,
  agentSettlementLine,
  game,
  gameRound,
  ledgerTransaction,
  member,
} from '../../db/schema/index';
import { periodOf, runSettlements, type Period } from './settlement';

// The set-based settlement of one real-time salary tick over many contracts: each contract is
// settled and paid exactly once, whatever runs it and however often.

let t: TestApp;
let seq = 0;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const TIERS = [
  { threshold: '10.00', activeMembers: 1, amount: '1.00' },
  { threshold: '100.00', activeMembers: 1, amount: '5.00' },
];

/**
 * `n` agents under a fresh top agent, each holding an active real-time salary contract accepted at
 * the start of `period`, each with one player who played one settled round in it: agent i's
 * player bets 50.00 (tier 1, 1.00) for even i and 150.00 (tier 2, 5.00) for odd i.
 */
async function tick(n: number, period: Period) {
  const db = t.database.db;
  const top = await createMember(db, { accountType: ACCOUNT_TYPES.AGENT });
  const [g] = await db.select().from(game).limit(1);
  const holders: number[] = [];
  const contracts: number[] = [];
  const expected = new Map<number, bigint>();
  for (let i = 0; i < n; i += 1) {
    const holder = await createMember(db, { accountType: 2, uplineId: top });
    const player = await createMember(db, { uplineId: holder });
    const [c] = await db
      .insert(agentContract)
      .values({
        type: 'REALTIME_SALARY',
        uplineId: top,
        downlineId: holder,
        tiers: TIERS,
        status: 'ACTIVE',
        offeredAt: period.start,
        respondedAt: period.start,
        acceptedAt: period.start,
      })
      .returning({ id: agentContract.id });
    await db.insert(gameRound).values({
      vendor: g!.vendor,
      gameVendor: g!.vendor,
      gameId: g!.id,
      gameCode: g!.gameCode,
      roundId: `tick-${process.pid}-${(seq += 1)}`,
      memberId: player,
      currency: 'BRL',
      bet: i % 2 ? 15_000n : 5_000n,
      win: 1_000n,
      status: 'settled',
      createdAt: new Date(period.start.getTime() + 60_000),
    });
    holders.push(holder);
    contracts.push(c!.id);
    expected.set(holder, i % 2 ? 500n : 100n);
  }
  return { top, holders, contracts, expected };
}

const payouts = (holders: number[]) =>
  t.database.db
    .select()
    .from(ledgerTransaction)
    .where(
      and(eq(ledgerTransaction.type, 'SALARY_PAYOUT'), inArray(ledgerTransaction.memberId, holders)),
    );

/** A finished 5-minute period of its own (`back` periods ago), so tests do not share one. */
const periodBack = (back: number) =>
  periodOf('REALTIME_SALARY', new Date(Date.now() - back * 5 * 60_000));

describe('a real-time salary tick over many contracts', () => {
  it('settles and pays each contract exactly once, in several payment batches, and a second tick pays nothing', async () => {
    const db = t.database.db;
    const period = periodBack(3);
    const m = await tick(25, period);
    const at = new Date(period.end.getTime() + 1_000);
    const before = new Map<number, bigint>();
    for (const h of m.holders) before.set(h, (await walletBalances(db, h)).PLAYER_MAIN ?? 0n);

    // Seven payouts per transaction: four batches for these 25 (plus any others due).
    const first = await runSettlements(db, { type: 'REALTIME_SALARY', at, payBatch: 7 });
    expect(first.settled).toBeGreaterThanOrEqual(25);
    const rows = await db
      .select()
      .from(agentSettlement)
      .where(inArray(agentSettlement.contractId, m.contracts));
    expect(rows).toHaveLength(25);
    expect(rows.every((r) => r.status === 'PAID' && r.periodKey === period.key)).toBe(true);
    expect(rows.every((r) => r.ledgerTransactionId !== null)).toBe(true);
    for (const r of rows) expect(r.amount).toBe(m.expected.get(r.holderId));
    const lines = await db
      .select()
      .from(agentSettlementLine)
      .where(
        inArray(
          agentSettlementLine.settlementId,
          rows.map((r) => r.id),
        ),
      );
    // One member line each (the player, level 1); no downline contracts.
    expect(lines).toHaveLength(25);
    expect(lines.every((l) => l.kind === 'MEMBER' && l.level === 1)).toBe(true);

    const paid = await payouts(m.holders);
    expect(paid).toHaveLength(25);
    expect(new Set(paid.map((p) => p.memberId)).size).toBe(25);
    expect(paid.map((p) => p.id).sort()).toEqual(rows.map((r) => r.ledgerTransactionId).sort());
    for (const h of m.holders) {
      expect(((await walletBalances(db, h)).PLAYER_MAIN ?? 0n) - before.get(h)!).toBe(
        m.expected.get(h),
      );
    }

    // The next tick: nothing to settle, nothing to pay, no ledger row more.
    const [{ n: txBefore }] = (await db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerTransaction)) as [{ n: number }];
    const second = await runSettlements(db, { type: 'REALTIME_SALARY', at });
    expect(second).toEqual({ settled: 0, paid: 0, paidMinor: 0n });
    const [{ n: txAfter }] = (await db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerTransaction)) as [{ n: number }];
    expect(txAfter).toBe(txBefore);
    expect(await payouts(m.holders)).toHaveLength(25);
    await expectLedgerSound(db);
  });

  it('pays once when two ticks run at once', async () => {
    const db = t.database.db;
    const period = periodBack(5);
    const m = await tick(12, period);
    const at = new Date(period.end.getTime() + 1_000);
    const [a, b] = await Promise.all([
      runSettlements(db, { type: 'REALTIME_SALARY', at, payBatch: 5 }),
      runSettlements(db, { type: 'REALTIME_SALARY', at, payBatch: 5 }),
    ]);
    expect(a.settled + b.settled).toBeGreaterThanOrEqual(12);
    const rows = await db
      .select()
      .from(agentSettlement)
      .where(inArray(agentSettlement.contractId, m.contracts));
    expect(rows).toHaveLength(12);
    expect(rows.every((r) => r.status === 'PAID')).toBe(true);
    const paid = await payouts(m.holders);
    expect(paid).toHaveLength(12);
    expect(new Set(paid.map((p) => p.memberId)).size).toBe(12);
    for (const h of m.holders)
      expect((await walletBalances(db, h)).PLAYER_MAIN ?? 0n).toBe(m.expected.get(h));
    await expectLedgerSound(db);
  });

  it('settles and pays a holder whose account is disabled like any other (as the one-by-one run did)', async () => {
    const db = t.database.db;
    const period = periodBack(7);
    const m = await tick(3, period);
    const disabled = m.holders[1]!;
    await db.update(member).set({ status: 'disabled' }).where(eq(member.id, disabled));
    const at = new Date(period.end.getTime() + 1_000);
    await runSettlements(db, { type: 'REALTIME_SALARY', at });
    const [row] = await db
      .select()
      .from(agentSettlement)
      .where(eq(agentSettlement.holderId, disabled));
    expect(row).toMatchObject({ status: 'PAID', amount: 500n, periodKey: period.key });
    expect((await walletBalances(db, disabled)).PLAYER_MAIN).toBe(500n);
    expect(await payouts(m.holders)).toHaveLength(3);
    await expectLedgerSound(db);
  });
});
