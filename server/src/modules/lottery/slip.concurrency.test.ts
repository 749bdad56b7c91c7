import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createMember, expectLedgerSound, fund, walletBalances } from '../../../test/ledger-helpers';
import { buildApp } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { ledgerAccount, lotteryBet, lotteryExposure, lotteryExposureCap, lotteryIssue } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { houseBalance, ledgerCurrency } from '../ledger/index';

// Many players betting on the same number at once, the way the last seconds before a draw closes
// look. On PostgreSQL (TEST_DATABASE_URL) four app instances, each with its own pool, place the
// slips, as four server processes would; on PGlite the single connection serialises them and the
// same assertions hold.

let t: TestApp;
const extra: { database: Database; app: Awaited<ReturnType<typeof buildApp>> }[] = [];
let apps: TestApp['app'][] = [];
/** 12:00 in Hanoi on Thursday 26 November 2026: the South's draw 20261128 is open. */
const NOON = new Date('2026-11-26T05:00:00Z');

beforeAll(async () => {
  t = await buildTestApp();
  apps = [t.app];
  if (t.databaseUrl) {
    for (let i = 0; i < 3; i += 1) {
      const database = await openDatabase({ kind: 'postgres', url: t.databaseUrl, poolSize: 8 });
      const app = await buildApp({ env: t.env, database, ownsDatabase: false });
      await app.ready();
      extra.push({ database, app });
      apps.push(app);
    }
  }
  for (const app of apps) app.lottery.slips.now = () => NOON;
}, 60_000);

afterAll(async () => {
  for (const e of extra) {
    await e.app.close();
    await e.database.close();
  }
  await t?.close();
});

describe('concurrent slips on one number', () => {
  it('accept exactly what the cap allows, refuse the rest cleanly, and keep the house equal to its entries', async () => {
    const db = t.database.db;
    const currency = await ledgerCurrency(db);
    // One line of 1.00 on đề pays 97.00 on a hit: a cap of 1020.00 takes exactly ten such lines.
    await db.insert(lotteryExposureCap).values({ gameCode: 'VN_HCM', playType: 'DE_DB', capMinor: 102_000n });
    const PLAYERS = 48;
    const members: number[] = [];
    for (let i = 0; i < PLAYERS; i += 1) {
      const id = await createMember(db);
      await fund(db, id, 1_000n);
      members.push(id);
    }
    const houseBefore = await houseBalance(db, 'LOTTERY_HOUSE', currency);
    const slip = {
      prizeMode: 'Lott' as const,
      bets: [{ gameCode: 'VN_HCM', issueNo: '20261128', playType: 'DE_DB', numbers: ['42'], multiplier: 1, unitStake: '1.00' }],
    };
    const answers = await Promise.allSettled(
      members.map((id, i) => apps[i % apps.length]!.lottery.slips.place(id, randomUUID(), slip)),
    );
    const accepted = members.filter((_, i) => answers[i]!.status === 'fulfilled');
    const refused = answers.flatMap((a) => (a.status === 'rejected' ? [a.reason as unknown] : []));
    expect(accepted).toHaveLength(10);
    expect(refused).toHaveLength(PLAYERS - 10);
    for (const error of refused) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('LOTTERY_EXPOSURE_LIMIT');
    }

    // The exposure row holds exactly the accepted lines, the bets table agrees.
    const [issue] = await db
      .select({ id: lotteryIssue.id })
      .from(lotteryIssue)
      .where(and(eq(lotteryIssue.gameCode, 'VN_HCM'), eq(lotteryIssue.issueNo, '20261128')));
    const [exposure] = await db
      .select({ liability: lotteryExposure.liabilityMinor })
      .from(lotteryExposure)
      .where(and(eq(lotteryExposure.issueId, issue!.id), eq(lotteryExposure.playType, 'DE_DB'), eq(lotteryExposure.selection, '42')));
    expect(exposure!.liability).toBe(10n * 9_700n);
    const [lines] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(lotteryBet)
      .where(and(eq(lotteryBet.issueId, issue!.id), eq(lotteryBet.selection, '42')));
    expect(Number(lines!.n)).toBe(10);

    // Money: each accepted player paid 1.00, each refused one paid nothing.
    for (const id of members) {
      const main = (await walletBalances(db, id)).PLAYER_MAIN;
      expect(main).toBe(accepted.includes(id) ? 900n : 1_000n);
    }
    // The house took the stakes over its parts; its balance (the sum of the parts) is the sum of
    // its entries.
    const houseAfter = await houseBalance(db, 'LOTTERY_HOUSE', currency);
    expect(houseAfter.balance - houseBefore.balance).toBe(10n * 100n);
    expect(houseAfter.balance).toBe(houseAfter.entries);
    const parts = await db.select({ part: ledgerAccount.vendorCode }).from(ledgerAccount).where(eq(ledgerAccount.kind, 'LOTTERY_HOUSE'));
    expect(parts.length).toBeGreaterThan(1);
    await expectLedgerSound(db);
  });
});
