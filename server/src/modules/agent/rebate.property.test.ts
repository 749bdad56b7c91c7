import { and, eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_TYPES } from '@sorte/contracts/system/constants';
import { createTestDatabase } from '../../../test/build-test-app';
import { createMember, expectLedgerSound } from '../../../test/ledger-helpers';
import type { Database } from '../../db/client';
import { agentRebateAccrual, agentRebatePayout, ledgerAccount, ledgerEntry, ledgerTransaction } from '../../db/schema/index';
import { runSeeds } from '../../db/seed/index';
import { accrueRebates, payRebates, splitRebate, writeRates } from './rebate';
import { uplineChain } from './tree';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await createTestDatabase({ seeded: true }));
  await database.migrate();
  await runSeeds(database.db, { demo: true });
});
afterAll(async () => {
  await database.close();
  await drop();
});

const DAY = 86_400_000;
const gameType = fc.constantFrom(...GAME_TYPES);

describe('splitRebate (pure)', () => {
  it('never pays more than bet × the top rate, whatever the rates along the chain', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: 1, maxLength: 12 }), fc.bigInt({ min: 0n, max: 10n ** 12n }), (rates, bet) => {
        const chain = rates.map((rateBp, i) => ({ id: i + 1, rateBp }));
        const shares = splitRebate(chain, bet);
        const total = shares.reduce((s, x) => s + x.amountE4, 0n);
        expect(total <= bet * BigInt(rates[rates.length - 1]!)).toBe(true);
        for (const s of shares) expect(s.amountE4 > 0n && s.rateBp > 0).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});

describe('rebates over random trees, rates and bets', () => {
  it('pay each bet at most the top agent rate, and every paid cent is a ledger entry', async () => {
    const db = database.db;
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        // Parent index of each node after the root (a random tree), each node's rates, and bets.
        fc.array(fc.nat(), { minLength: 1, maxLength: 7 }),
        fc.array(fc.record({ RNG: fc.integer({ min: 0, max: 300 }), LIVE: fc.integer({ min: 0, max: 300 }) }), { minLength: 8, maxLength: 8 }),
        fc.array(
          fc.record({ node: fc.nat(), gameType, bet: fc.bigInt({ min: 1n, max: 5_000_000n }), daysAgo: fc.integer({ min: 1, max: 3 }) }),
          { minLength: 1, maxLength: 12 },
        ),
        async (parents, rates, bets) => {
          run += 1;
          const ids: number[] = [await createMember(db, { accountType: 1, prefix: 'rp' })];
          for (const p of parents) ids.push(await createMember(db, { accountType: 2, uplineId: ids[p % ids.length]!, prefix: 'rp' }));
          for (const [i, id] of ids.entries()) await writeRates(db, id, rates[i]!);
          const placed: { ref: string; bettor: number; gameType: string; bet: bigint }[] = [];
          for (const [i, b] of bets.entries()) {
            const bettor = ids[b.node % ids.length]!;
            const ref = `prop-${run}-${i}-${Date.now()}`;
            await db.transaction((tx) =>
              accrueRebates(tx, { betRef: ref, bettorId: bettor, gameType: b.gameType, betMinor: b.bet, demo: false, at: new Date(Date.now() - b.daysAgo * DAY) }),
            );
            placed.push({ ref, bettor, gameType: b.gameType, bet: b.bet });
          }
          // Each bet: its shares sum to at most bet × the top (root) agent's own rate.
          for (const p of placed) {
            const chain = await uplineChain(db, p.bettor);
            const top = chain[chain.length - 1]!.id;
            const topRate = BigInt(rates[ids.indexOf(top)]![p.gameType as 'RNG' | 'LIVE'] ?? 0);
            const [row] = await db
              .select({ total: sql<string>`coalesce(sum(${agentRebateAccrual.amountE4}), 0)::text` })
              .from(agentRebateAccrual)
              .where(eq(agentRebateAccrual.betRef, p.ref));
            expect(BigInt(row!.total) <= p.bet * topRate).toBe(true);
          }
          await payRebates(db);
          // Every accrual of these earners is paid, each payout is its accruals rounded down, and
          // each paid amount is exactly one REBATE_PAYOUT entry on the earner's main wallet.
          const unpaid = await db
            .select()
            .from(agentRebateAccrual)
            .where(and(inArray(agentRebateAccrual.earnerId, ids), sql`${agentRebateAccrual.payoutId} is null`));
          expect(unpaid).toEqual([]);
          const payouts = await db.select().from(agentRebatePayout).where(inArray(agentRebatePayout.earnerId, ids));
          for (const p of payouts) {
            const [sum] = await db
              .select({ total: sql<string>`coalesce(sum(${agentRebateAccrual.amountE4}), 0)::text` })
              .from(agentRebateAccrual)
              .where(eq(agentRebateAccrual.payoutId, p.id));
            expect(p.accruedE4).toBe(BigInt(sum!.total));
            expect(p.amountMinor).toBe(p.accruedE4 / 10_000n);
            if (p.amountMinor === 0n) {
              expect(p.ledgerTransactionId).toBeNull();
              continue;
            }
            const entries = await db
              .select({ amount: ledgerEntry.amount, memberId: ledgerAccount.memberId, kind: ledgerAccount.kind, type: ledgerTransaction.type })
              .from(ledgerEntry)
              .innerJoin(ledgerAccount, eq(ledgerAccount.id, ledgerEntry.accountId))
              .innerJoin(ledgerTransaction, eq(ledgerTransaction.id, ledgerEntry.transactionId))
              .where(eq(ledgerEntry.transactionId, p.ledgerTransactionId!));
            expect(entries.every((e) => e.type === 'REBATE_PAYOUT')).toBe(true);
            expect(entries.find((e) => e.memberId === p.earnerId && e.kind === 'PLAYER_MAIN')?.amount).toBe(p.amountMinor);
            expect(entries.find((e) => e.kind === 'HOUSE')?.amount).toBe(-p.amountMinor);
          }
          // Paying again moves nothing.
          expect((await payRebates(db)).payouts).toBe(0);
        },
      ),
      { numRuns: 12 },
    );
    // Every REBATE_PAYOUT in the ledger belongs to exactly one payout row.
    const [counts] = await db.execute(sql`
      select (select count(*) from ledger_transaction where type = 'REBATE_PAYOUT')::int as posted,
             (select count(*) from agent_rebate_payout where ledger_transaction_id is not null)::int as rows`).then((r) =>
      (Array.isArray(r) ? r : (r as { rows: { posted: number; rows: number }[] }).rows) as { posted: number; rows: number }[],
    );
    expect(counts!.posted).toBe(counts!.rows);
    await expectLedgerSound(db);
  });
});
