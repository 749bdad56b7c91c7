import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/build-test-app';
import type { Database } from './client';
import { runSeeds } from './seed/index';
import { gameView } from '../modules/games/index';
import { ledgerEntryView, ledgerTransactionView } from '../modules/ledger/index';
import { memberView } from '../modules/member/index';
import { gameRoundView } from '../modules/provider/index';

/**
 * The owners' read models (docs/architecture.md "Table ownership") are joined by other modules'
 * reports as if they were the tables: PostgreSQL must pull each subquery up into the query, so a
 * report plans exactly as the join of the tables did. Each pair below is a report's join written
 * on the tables and on the read models; their plans must match once the aliases are set aside.
 * A read model given an aggregate, a limit or a distinct would stop being pulled up and fail here.
 */
let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  await database.migrate();
  await runSeeds(database.db, { demo: true });
  await database.db.execute(sql`analyze`);
});
afterAll(async () => {
  await database.close();
  await drop();
});

async function plan(query: SQL): Promise<string[]> {
  const result = await database.db.execute(sql`explain (costs off) ${query}`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<
    string,
    string
  >[];
  // Aliases aside: "on member m" is "on member", "r.member_id" is "member_id".
  return rows.map((r) =>
    Object.values(r)[0]!
      .replace(/ on (\w+) \w+$/, ' on $1')
      .replace(/\b\w+\.(\w+)/g, '$1')
      .trimEnd(),
  );
}

describe('read models', () => {
  const since = new Date('2026-01-01T00:00:00Z');
  const team = sql`select descendant_id as id, depth from agent_tree where ancestor_id = 2 and depth > 0`;

  it('plan like the tables they read (team bets, team transactions, username filter, betting record page)', async () => {
    const game = gameView('game');
    const pairs: [SQL, SQL][] = [
      [
        sql`select r.id, m.username, game.game_type from game_round r join (${team}) t on t.id = r.member_id
              join member m on m.id = r.member_id join game on game.id = r.game_id
             where not r.demo and r.created_at >= ${since} order by r.created_at desc limit 20`,
        sql`select r.id, m.username, game.game_type from ${gameRoundView('r')} join (${team}) t on t.id = r.member_id
              join ${memberView('m')} on m.id = r.member_id join ${game} on game.id = r.game_id
             where not r.demo and r.created_at >= ${since} order by r.created_at desc limit 20`,
      ],
      [
        sql`select e.id, m.username, x.type from ledger_entry e
              join ledger_account a on a.id = e.account_id and a.kind = 'PLAYER_MAIN' and not a.demo
              join (${team}) t on t.id = a.member_id join member m on m.id = a.member_id
              join ledger_transaction x on x.id = e.transaction_id
             where x.type in ('DEPOSIT', 'WITHDRAW') and x.created_at >= ${since}`,
        sql`select e.id, m.username, x.type from ${ledgerEntryView('e')}
              join (${team}) t on t.id = e.member_id join ${memberView('m')} on m.id = e.member_id
              join ${ledgerTransactionView('x')} on x.id = e.transaction_id
             where e.kind = 'PLAYER_MAIN' and not e.demo and x.type in ('DEPOSIT', 'WITHDRAW') and x.created_at >= ${since}`,
      ],
      [
        sql`select d.descendant_id from agent_tree d join member u on u.id = d.descendant_id
             where d.ancestor_id = 2 and lower(u.username) = 'team001'`,
        sql`select d.descendant_id from agent_tree d join ${memberView('u')} on u.id = d.descendant_id
             where d.ancestor_id = 2 and lower(u.username) = 'team001'`,
      ],
      [
        sql`select r.id, game.game_type from game_round r left join game on game.id = r.game_id
             where r.member_id = 5 and r.created_at >= ${since} order by r.created_at desc, r.id desc limit 20`,
        sql`select r.id, game.game_type from ${gameRoundView('r')} left join ${game} on game.id = r.game_id
             where r.member_id = 5 and r.created_at >= ${since} order by r.created_at desc, r.id desc limit 20`,
      ],
    ];
    for (const [tables, readModels] of pairs) {
      const expected = await plan(tables);
      expect(expected.some((line) => line.includes('Subquery Scan'))).toBe(false);
      expect(await plan(readModels)).toEqual(expected);
    }
  });
});
