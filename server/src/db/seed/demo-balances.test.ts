import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromMinor, toMinor } from '@sorte/contracts/common/money';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { expectLedgerSound, walletBalances } from '../../../test/ledger-helpers';
import { member } from '../schema/index';
import { DEMO_ROUNDS, seedDemoRounds } from './demo-rounds';

// The README's demo balances are what a fresh demo site shows after its demo rounds.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await expectLedgerSound(t.database.db);
  await t.close();
});

/** "Demo balances (...): demo01 10000.00, agent01 5000.00, ..." from README.md, as username -> amount. */
function readmeBalances(): Map<string, string> {
  const readme = readFileSync(
    fileURLToPath(new URL('../../../../README.md', import.meta.url)),
    'utf8',
  );
  const sentence = /Demo balances[^:]*:([^]*?)\.\s*[A-Z]/.exec(readme)?.[1];
  expect(sentence, 'README names the demo balances').toBeTruthy();
  const pairs = [...sentence!.matchAll(/([a-z]+\d+)\s+(\d+\.\d{2})/g)].map(
    (m) => [m[1]!, m[2]!] as const,
  );
  expect(pairs.length).toBeGreaterThanOrEqual(6);
  return new Map(pairs);
}

describe('demo seed balances', () => {
  it("each player's demo rounds net to 0.00", () => {
    const net = new Map<string, bigint>();
    for (const [username, , bet, outcome] of DEMO_ROUNDS) {
      if (outcome === 'rollback') continue;
      net.set(username, (net.get(username) ?? 0n) + toMinor(outcome) - toMinor(bet));
    }
    expect(Object.fromEntries([...net].map(([u, n]) => [u, fromMinor(n)]))).toEqual(
      Object.fromEntries([...net.keys()].map((u) => [u, '0.00'])),
    );
  });

  it('after the demo rounds every main wallet holds what README says', async () => {
    expect(await seedDemoRounds(t.app)).toBe(true);
    const expected = readmeBalances();
    const actual = new Map<string, string>();
    for (const username of expected.keys()) {
      const [row] = await t.database.db
        .select({ id: member.id })
        .from(member)
        .where(eq(sql`lower(${member.username})`, username));
      expect(row, username).toBeTruthy();
      // README gives agent01's balance before the rebates its demo team has earned it.
      const rebates = await t.database.db.execute(sql`
        select coalesce(sum(e.amount), 0)::text as total
          from ledger_entry e
          join ledger_transaction x on x.id = e.transaction_id and x.type = 'REBATE_PAYOUT'
          join ledger_account a on a.id = e.account_id and a.kind = 'PLAYER_MAIN'
         where a.member_id = ${row!.id}`);
      const paid = ((Array.isArray(rebates) ? rebates : (rebates as { rows: unknown[] }).rows) as { total: string }[])[0]!.total;
      actual.set(
        username,
        fromMinor(((await walletBalances(t.database.db, row!.id)).PLAYER_MAIN ?? 0n) - BigInt(paid)),
      );
    }
    expect(Object.fromEntries(actual)).toEqual(Object.fromEntries(expected));
    // Every round is a launch, a code exchange and signed provider calls: slow on a loaded machine.
  }, 120_000);
});
