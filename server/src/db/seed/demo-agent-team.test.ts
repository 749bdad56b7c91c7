import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { expectLedgerSound } from '../../../test/ledger-helpers';
import { DEMO_TEAM_SIZE } from './demo-agent-team';

// agent01's demo team: three levels, a month of deposits and rounds, all through ledger postings.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
}, 180_000);
afterAll(async () => {
  await expectLedgerSound(t.database.db);
  await t.close();
});

const one = async <T>(query: ReturnType<typeof sql>) => {
  const result = await t.database.db.execute(query);
  return ((Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[])[0]!;
};

describe('demo agent team', () => {
  it('gives agent01 a three-level team with rounds, deposits and rebates', async () => {
    const agent = await one<{ id: string }>(sql`select id::text as id from member where username = 'agent01'`);
    const tree = await one<{ size: string; depth: number; direct: string }>(sql`
      select count(*) filter (where depth > 0)::text as size, max(depth)::int as depth,
             count(*) filter (where depth = 1)::text as direct
        from agent_tree where ancestor_id = ${Number(agent.id)}`);
    // The three named downlines plus the generated team.
    expect(Number(tree.size)).toBe(DEMO_TEAM_SIZE + 3);
    expect(tree.depth).toBe(3);
    expect(Number(tree.direct)).toBe(13);

    const money = await one<{ rounds: string; players: string; deposits: string; depositors: string; accruals: string }>(sql`
      select (select count(*) from game_round r join member m on m.id = r.member_id where m.username like 'team%')::text as rounds,
             (select count(distinct r.member_id) from game_round r join member m on m.id = r.member_id where m.username like 'team%')::text as players,
             (select count(*) from ledger_transaction x join member m on m.id = x.member_id where x.type = 'DEPOSIT' and m.username like 'team%')::text as deposits,
             (select count(distinct x.member_id) from ledger_transaction x join member m on m.id = x.member_id where x.type = 'DEPOSIT' and m.username like 'team%')::text as depositors,
             (select count(*) from agent_rebate_accrual where earner_id = ${Number(agent.id)})::text as accruals`);
    // Members whose number is not a multiple of 5 play 8 of 12 offered rounds each.
    const players = DEMO_TEAM_SIZE - Math.floor(DEMO_TEAM_SIZE / 5);
    expect(Number(money.players)).toBe(players);
    expect(Number(money.depositors)).toBe(players);
    expect(Number(money.deposits)).toBe(players);
    expect(Number(money.rounds)).toBe(players * 8);
    expect(Number(money.accruals)).toBeGreaterThan(0);

    const overview = await t.app.agents.overview(Number(agent.id), { period: 'MONTHLY', tzOffset: 0 });
    expect(overview.teamSize).toBe(DEMO_TEAM_SIZE + 3);
    expect(overview.activeMembers).toBeGreaterThan(0);
    expect(overview.bets).not.toBe('0.00');
  });
});

