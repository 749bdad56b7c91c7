import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/build-test-app';
import { openDatabase, type Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { MONEY_RETRIES, moneyTransaction, retryMoney, sqlState } from './money-transaction';

// The retry of money transactions (40P01 deadlock victim, 40001 serialization failure). The real
// deadlock needs two connections: it runs on PostgreSQL (TEST_DATABASE_URL); the rest on both.

let test: Awaited<ReturnType<typeof createTestDatabase>>;
let second: Database | undefined;
beforeAll(async () => {
  test = await createTestDatabase();
  await test.database.db.execute(sql`create table retry_probe (id int primary key, n int not null default 0)`);
  await test.database.db.execute(sql`insert into retry_probe (id) values (1), (2)`);
  if (test.url) second = await openDatabase({ kind: 'postgres', url: test.url, poolSize: 2 });
});
afterAll(async () => {
  await second?.close();
  await test.database.close();
  await test.drop();
});

/** Rows of a raw query on either driver (node-postgres answers `{ rows }`, so does PGlite). */
const firstRow = (result: unknown) => ((result as { rows?: Record<string, unknown>[] }).rows ?? (result as Record<string, unknown>[]))[0]!;

/** An error shaped like Drizzle's: the driver's error (with its SQLSTATE) in `cause`. */
function dbError(code: string): Error {
  return Object.assign(new Error('Failed query'), { cause: Object.assign(new Error(`pg ${code}`), { code }) });
}

describe('retryMoney', () => {
  it('runs the work again after a deadlock or a serialization failure, also when wrapped', async () => {
    for (const code of ['40P01', '40001']) {
      let calls = 0;
      const retries: [number, string][] = [];
      const answer = await retryMoney(
        async () => {
          calls += 1;
          if (calls < 3) throw calls === 1 ? dbError(code) : Object.assign(new Error('bare'), { code });
          return 'done';
        },
        { onRetry: (attempt, state) => retries.push([attempt, state]) },
      );
      expect(answer).toBe('done');
      expect(calls).toBe(3);
      expect(retries).toEqual([
        [1, code],
        [2, code],
      ]);
    }
  });

  it('gives up after MONEY_RETRIES extra attempts with the last error', async () => {
    let calls = 0;
    const error = dbError('40P01');
    await expect(
      retryMoney(async () => {
        calls += 1;
        throw error;
      }),
    ).rejects.toBe(error);
    expect(calls).toBe(MONEY_RETRIES + 1);
  });

  it('never retries a refusal or another database error', async () => {
    for (const error of [new AppError('INSUFFICIENT_BALANCE'), dbError('23505'), dbError('23514'), new Error('bug')]) {
      let calls = 0;
      await expect(
        retryMoney(async () => {
          calls += 1;
          throw error;
        }),
      ).rejects.toBe(error);
      expect(calls).toBe(1);
    }
    expect(sqlState(new AppError('CONFLICT'))).toBeUndefined();
  });
});

describe('moneyTransaction', () => {
  it('leaves nothing of an aborted attempt: the retry is the whole transaction again', async () => {
    let calls = 0;
    const n = await moneyTransaction(test.database.db, async (tx) => {
      calls += 1;
      await tx.execute(sql`update retry_probe set n = n + 1 where id = 1`);
      if (calls === 1) throw dbError('40001');
      return Number(firstRow(await tx.execute(sql`select n from retry_probe where id = 1`)).n);
    });
    expect(calls).toBe(2);
    // Only the committed attempt's increment is there.
    expect(n).toBe(1);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)( // eslint-disable-line no-restricted-properties -- chooses the database under test
    'on PostgreSQL: two transactions locking two rows in opposite order both commit (the deadlock victim runs again)',
    async () => {
      const retried: string[] = [];
      let arrived = 0;
      let release!: () => void;
      const bothHoldOne = new Promise<void>((resolve) => (release = resolve));
      const meet = async () => {
        arrived += 1;
        if (arrived === 2) release();
        await bothHoldOne;
      };
      const crossing = (db: Database['db'], first: number, then: number) =>
        moneyTransaction(
          db,
          async (tx) => {
            await tx.execute(sql`update retry_probe set n = n + 1 where id = ${first}`);
            await meet();
            await tx.execute(sql`update retry_probe set n = n + 1 where id = ${then}`);
            return first;
          },
          { onRetry: (_attempt, state) => retried.push(state) },
        );
      const before = await test.database.db.execute(sql`select sum(n)::int as total from retry_probe`);
      const total = (r: unknown) => Number(firstRow(r).total);
      const results = await Promise.all([crossing(test.database.db, 1, 2), crossing(second!.db, 2, 1)]);
      expect(results.sort()).toEqual([1, 2]);
      // At least one attempt was a deadlock victim and ran again; under heavy load the detector may
      // pick a victim more than once, so count only that every retry was a deadlock.
      expect(retried.length).toBeGreaterThanOrEqual(1);
      expect(new Set(retried)).toEqual(new Set(['40P01']));
      const after = await test.database.db.execute(sql`select sum(n)::int as total from retry_probe`);
      // Each transaction added 2 once: the victim's first attempt left nothing.
      expect(total(after) - total(before)).toBe(4);
    },
    30_000,
  );
});
