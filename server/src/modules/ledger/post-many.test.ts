import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/build-test-app';
import { counts, createMember, expectLedgerSound, fund, walletBalances } from '../../../test/ledger-helpers';
import type { Database } from '../../db/client';
import { runSeeds } from '../../db/seed/index';
import type { AccountSpec } from './ledger.repository';
import { ledgerCurrency, post, postMany, type PostRequest } from './ledger.service';

// The batch posting: many ledger transactions claimed, locked and written together, each its own
// transaction with its own key, replayable, all or nothing.

let database: Database;
let drop: () => Promise<void>;
let currency: string;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  await database.migrate();
  await runSeeds(database.db, { demo: false });
  currency = await ledgerCurrency(database.db);
});
afterAll(async () => {
  await database.close();
  await drop();
});

const main = (memberId: number): AccountSpec => ({ kind: 'PLAYER_MAIN', memberId, vendorCode: '', currency, demo: false });
const house = (): AccountSpec => ({ kind: 'HOUSE', memberId: null, vendorCode: '', currency, demo: false });

/** `from` pays `to` `amount` (house when from is null), keyed `key`. */
const payment = (key: string, from: number | null, to: number, amount: bigint): PostRequest => {
  const source = from === null ? house() : main(from);
  return {
    type: 'SALARY_PAYOUT',
    scope: 'system',
    key,
    request: { from, to, amount },
    memberId: to,
    currency,
    demo: false,
    accounts: [source, main(to)],
    legs: (locked) => [
      { accountId: locked.of(source).id, amount: -amount },
      { accountId: locked.of(main(to)).id, amount },
    ],
  };
};

describe('postMany', () => {
  it('posts each request as its own transaction, and a second run of the same batch moves nothing', async () => {
    const db = database.db;
    const members = [await createMember(db), await createMember(db), await createMember(db)];
    const run = randomUUID();
    const batch = members.map((m, i) => payment(`${run}:${i}`, null, m, BigInt(100 * (i + 1))));
    const before = await counts(db);
    const first = await postMany(db, batch);
    expect(first.map((p) => p.replayed)).toEqual([false, false, false]);
    expect(new Set(first.map((p) => p.id)).size).toBe(3);
    expect(first.map((p) => p.entries.length)).toEqual([2, 2, 2]);
    expect(first[2]!.entries.find((e) => e.memberId === members[2])).toMatchObject({ amount: 300n, balanceAfter: 300n });
    expect(await counts(db)).toEqual({ transactions: before.transactions + 3, entries: before.entries + 6 });

    const again = await postMany(db, batch);
    expect(again.map((p) => p.replayed)).toEqual([true, true, true]);
    expect(again.map((p) => p.id)).toEqual(first.map((p) => p.id));
    expect(await counts(db)).toEqual({ transactions: before.transactions + 3, entries: before.entries + 6 });
    for (const [i, m] of members.entries()) expect((await walletBalances(db, m)).PLAYER_MAIN).toBe(BigInt(100 * (i + 1)));
    await expectLedgerSound(db);
  });

  it('applies the requests in order and refuses the whole batch when one would take a member below zero', async () => {
    const db = database.db;
    const [a, b] = [await createMember(db), await createMember(db)];
    await fund(db, a, 500n);
    const run = randomUUID();
    // a pays b 300.00 twice: the second finds 2.00 left.
    const batch = [payment(`${run}:1`, a, b, 300n), payment(`${run}:2`, a, b, 300n)];
    const before = await counts(db);
    await expect(postMany(db, batch)).rejects.toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    expect(await counts(db)).toEqual(before);
    expect((await walletBalances(db, a)).PLAYER_MAIN).toBe(500n);

    const ok = await postMany(db, [batch[0]!, payment(`${run}:3`, b, a, 100n)]);
    expect(ok.map((p) => p.entries.map((e) => [e.memberId, e.balanceAfter]))).toEqual([
      [
        [a, 200n],
        [b, 300n],
      ],
      [
        [a, 300n],
        [b, 200n],
      ],
    ]);
    // A key already used with another request.
    await expect(postMany(db, [payment(`${run}:1`, a, b, 1n)])).rejects.toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    await expectLedgerSound(db);
  });
});

describe('a posting naming more accounts than one statement can carry', () => {
  // A longer timeout: 11,000 members and wallets are written, on the embedded database beside other test files.
  it('creates, locks and pays 11,000 new wallets in one transaction that sums to zero', async () => {
    const db = database.db;
    const run = randomUUID().slice(0, 8);
    // 11,000 × 6 values of entries (and × 5 of new accounts) is past PostgreSQL's 65,535 parameters.
    const inserted = await db.execute<{ id: string }>(
      sql`insert into member (username, referral_code)
          select ${`wide${run}x`} || g, ${`W${run}`} || g from generate_series(1, 11000) g returning id`,
    );
    const ids = (inserted as { rows: { id: string }[] }).rows.map((r) => Number(r.id));
    const specs = ids.map(main);
    const posted = await post(db, {
      type: 'LOTTERY_WIN',
      scope: 'system',
      key: `wide:${run}`,
      request: { run },
      currency,
      demo: false,
      accounts: [house(), ...specs],
      legs: (locked) => [
        ...specs.map((s) => ({ accountId: locked.of(s).id, amount: 100n })),
        { accountId: locked.of(house()).id, amount: -100n * BigInt(specs.length) },
      ],
    });
    expect(posted.entries).toHaveLength(11_001);
    expect((await walletBalances(db, ids[0]!)).PLAYER_MAIN).toBe(100n);
    expect((await walletBalances(db, ids.at(-1)!)).PLAYER_MAIN).toBe(100n);
    await expectLedgerSound(db);
  }, 180_000);
});
