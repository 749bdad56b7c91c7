import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  createMember,
  expectLedgerSound,
  fund,
  walletBalances,
} from '../../../test/ledger-helpers';
import { ledgerEntry, ledgerTransaction, lotteryBet, lotteryIssue } from '../../db/schema/index';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
}, 60_000);

afterAll(async () => {
  await t?.close();
});

/** A North table whose special prize ends in `de` (the rest fixed). */
const north = (de: string) => ({
  DB: [`123${de}`],
  G1: ['67890'],
  G2: ['11223', '44556'],
  G3: ['77889', '90012', '34545', '67878', '12312', '45645'],
  G4: ['1234', '5678', '9012', '3445'],
  G5: ['6789', '1245', '4567', '8901', '2345', '6712'],
  G6: ['345', '678', '912'],
  G7: ['45', '78', '12', '99'],
});

describe('settlement paying many wallets', () => {
  it('pays 60 winners in one posting, and a correction moves only the differences', async () => {
    const db = t.database.db;
    const { slips, settlement } = t.app.lottery;
    // Friday 27 November 2026, noon in Hanoi: the North's draw is open.
    slips.now = () => new Date('2026-11-27T05:00:00Z');
    const members: number[] = [];
    for (let i = 0; i < 60; i += 1) {
      const id = await createMember(db);
      await fund(db, id, 10_000n);
      // Each bets 1.00 on đề 45 and 1.00 on đề 07.
      await slips.place(id, randomUUID(), {
        prizeMode: 'Lott',
        bets: [
          {
            gameCode: 'VN_MB',
            playType: 'DE_DB',
            numbers: ['45', '07'],
            multiplier: 1,
            unitStake: '1.00',
          },
        ],
      });
      members.push(id);
    }
    const [{ odds }] = (await db
      .select({ odds: lotteryBet.oddsCenti })
      .from(lotteryBet)
      .where(eq(lotteryBet.memberId, members[0]!))) as [{ odds: number }];
    const win = BigInt(odds); // 1.00 × odds
    const afterBets = 10_000n - 200n;
    const [issue] = await db
      .select()
      .from(lotteryIssue)
      .where(sql`${lotteryIssue.gameCode} = 'VN_MB' and ${lotteryIssue.issueNo} = '20261127'`);
    const drawAt = new Date('2026-11-27T11:20:00Z');

    const draw = async (de: string) => {
      await db
        .update(lotteryIssue)
        .set({
          status: 'drawn',
          result: { kind: 'VN', prizes: north(de) },
          resultVersion: sql`${lotteryIssue.resultVersion} + 1`,
          drawnAt: drawAt,
        })
        .where(eq(lotteryIssue.id, issue!.id));
      return settlement.settle(issue!.id, drawAt);
    };
    expect(await draw('45')).toMatchObject({ settled: true, version: 1, bets: 120, winners: 60 });
    for (const id of members)
      expect((await walletBalances(db, id)).PLAYER_MAIN).toBe(afterBets + win);
    const [first] = await db
      .select()
      .from(ledgerTransaction)
      .where(eq(ledgerTransaction.idempotencyKey, `lottery:settle:${issue!.id}:1:real`));
    const legs = await db
      .select()
      .from(ledgerEntry)
      .where(eq(ledgerEntry.transactionId, first!.id));
    expect(legs).toHaveLength(61); // 60 wallets and the house

    // Correction: 07 wins instead of 45, same payout each: nothing moves.
    expect(await draw('07')).toMatchObject({
      settled: true,
      version: 2,
      winners: 60,
      paid: '0.00',
    });
    for (const id of members)
      expect((await walletBalances(db, id)).PLAYER_MAIN).toBe(afterBets + win);
    // Another: nobody wins, every win is taken back.
    expect(await draw('99')).toMatchObject({ settled: true, version: 3, winners: 0 });
    for (const id of members) expect((await walletBalances(db, id)).PLAYER_MAIN).toBe(afterBets);
    const lines = await db.select().from(lotteryBet).where(eq(lotteryBet.issueId, issue!.id));
    expect(
      lines.every((l) => l.status === 'lost' && l.paidMinor === 0n && l.settledVersion === 3),
    ).toBe(true);
    await expectLedgerSound(db);
  });
});
