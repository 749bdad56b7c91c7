import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPES } from '@sorte/contracts/auth/routes';
import { fromMinor } from '@sorte/contracts/common/money';
import { HISTORY_PERIODS, type HistoryPeriod } from '@sorte/contracts/wallet/routes';
import type { TeamOverview } from '@sorte/contracts/agent/agent';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createMember, expectLedgerSound, fund, sessionFor } from '../../../test/ledger-helpers';
import type { Db } from '../../db/client';
import { createProviderClient, injectTransport, launchCodeOf, vendorSecret, type ProviderClient } from '../provider/index';
import { periodRange } from '../cashier/index';
import { emptyTeamDays, type PeriodInput } from './agent.service';

// The team overview reads rollups kept by triggers: per member (team_activity_hour,
// team_first_deposit) and per agent (team_agent_hour, team_agent_active_gap,
// team_agent_active_month). Here its answers are compared with the overview as it was computed
// before the rollups — straight from the rounds, the members and the ledger (`fromFacts` below) —
// over a mixed set of activity: real
// provider rounds (won, lost, open, rolled back), rounds written at past hours and then settled,
// corrected and voided, demo rounds, deposits (one earlier than the first recorded), withdrawals
// and refunds, registrations moved back in time; every period, several clocks, two agents, then
// a move of part of the team under a third.

let t: TestApp;
let vsim: ProviderClient;
let seq = 0;
const id = (p: string) => `${p}-${Date.now()}-${(seq += 1)}`;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

beforeAll(async () => {
  t = await buildTestApp();
  vsim = createProviderClient({ vendorCode: 'VSIM', secret: vendorSecret(t.env, 'VSIM'), transport: injectTransport(t.app) });
}, 180_000);
afterAll(async () => {
  await expectLedgerSound(t.database.db);
  await t.close();
});

const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
const big = (v: string | number | bigint | null | undefined) => BigInt(v ?? 0);

/** The overview as computed before the rollup: every number straight from the facts. */
async function fromFacts(db: Db, agentId: number, q: PeriodInput, now: Date): Promise<TeamOverview> {
  const { from, to } = periodRange(q.period, { now, tzOffset: q.tzOffset, start: q.start, end: q.end });
  const tz = q.tzOffset;
  const localDay = (column: ReturnType<typeof sql>) => sql`((${column} at time zone 'UTC') + ${tz} * interval '1 minute')::date::text`;
  const team = sql`select descendant_id as id from agent_tree where ancestor_id = ${agentId} and depth > 0`;
  const [sizes] = rowsOf<{ team: string; direct: string }>(
    await db.execute(sql`
      select count(*) as team, count(*) filter (where depth = 1) as direct
        from agent_tree where ancestor_id = ${agentId} and depth > 0`),
  );
  const registered = rowsOf<{ d: string; n: string }>(
    await db.execute(sql`
      select ${localDay(sql`m.created_at`)} as d, count(*) as n
        from member m join (${team}) t on t.id = m.id
       where m.created_at >= ${from} and m.created_at < ${to}
       group by 1`),
  );
  const rounds = rowsOf<{ d: string; active: string; bets: string; valid: string; profit: string }>(
    await db.execute(sql`
      select ${localDay(sql`r.created_at`)} as d,
             count(distinct r.member_id) as active,
             coalesce(sum(r.bet) filter (where r.status <> 'rolled_back'), 0) as bets,
             coalesce(sum(r.bet) filter (where r.status = 'settled'), 0) as valid,
             coalesce(sum(r.bet - r.win) filter (where r.status <> 'rolled_back'), 0) as profit
        from game_round r join (${team}) t on t.id = r.member_id
       where not r.demo and r.created_at >= ${from} and r.created_at < ${to}
       group by 1`),
  );
  const [activeTotal] = rowsOf<{ n: string }>(
    await db.execute(sql`
      select count(distinct r.member_id) as n
        from game_round r join (${team}) t on t.id = r.member_id
       where not r.demo and r.created_at >= ${from} and r.created_at < ${to}`),
  );
  const money = rowsOf<{ d: string; deposits: string; withdrawals: string }>(
    await db.execute(sql`
      select ${localDay(sql`x.created_at`)} as d,
             coalesce(sum(e.amount) filter (where x.type = 'DEPOSIT'), 0) as deposits,
             coalesce(-sum(e.amount) filter (where x.type in ('WITHDRAW', 'WITHDRAW_REFUND')), 0) as withdrawals
        from ledger_entry e
        join ledger_account a on a.id = e.account_id and a.kind = 'PLAYER_MAIN' and not a.demo
        join (${team}) t on t.id = a.member_id
        join ledger_transaction x on x.id = e.transaction_id
       where x.type in ('DEPOSIT', 'WITHDRAW', 'WITHDRAW_REFUND')
         and x.created_at >= ${from} and x.created_at < ${to}
       group by 1`),
  );
  const firsts = rowsOf<{ d: string; n: string; amount: string }>(
    await db.execute(sql`
      select ${localDay(sql`f.first_at`)} as d, count(*) as n, sum(f.amount) as amount
        from (
          select distinct on (a.member_id) a.member_id, x.created_at as first_at, e.amount
            from ledger_entry e
            join ledger_account a on a.id = e.account_id and a.kind = 'PLAYER_MAIN' and not a.demo
            join (${team}) t on t.id = a.member_id
            join ledger_transaction x on x.id = e.transaction_id and x.type = 'DEPOSIT'
           order by a.member_id, x.created_at, x.id
        ) f
       where f.first_at >= ${from} and f.first_at < ${to}
       group by 1`),
  );
  const days = emptyTeamDays(from, to, now, tz);
  for (const r of registered) {
    const day = days.get(r.d);
    if (day) day.newMembers = Number(r.n);
  }
  for (const r of rounds) {
    const day = days.get(r.d);
    if (!day) continue;
    day.activeMembers = Number(r.active);
    day.bets = fromMinor(big(r.bets));
    day.validTurnover = fromMinor(big(r.valid));
    day.profit = fromMinor(big(r.profit));
  }
  for (const r of money) {
    const day = days.get(r.d);
    if (!day) continue;
    day.deposits = fromMinor(big(r.deposits));
    day.withdrawals = fromMinor(big(r.withdrawals));
  }
  for (const r of firsts) {
    const day = days.get(r.d);
    if (day) day.firstDeposits = Number(r.n);
  }
  const sum = (rows: { [k: string]: string }[], key: string) => rows.reduce((s, r) => s + big(r[key]), 0n);
  return {
    period: { from: from.toISOString(), to: to.toISOString() },
    teamSize: Number(sizes?.team ?? 0),
    directDownlines: Number(sizes?.direct ?? 0),
    newMembers: registered.reduce((s, r) => s + Number(r.n), 0),
    activeMembers: Number(activeTotal?.n ?? 0),
    firstDeposits: firsts.reduce((s, r) => s + Number(r.n), 0),
    firstDepositAmount: fromMinor(sum(firsts, 'amount')),
    deposits: fromMinor(sum(money, 'deposits')),
    withdrawals: fromMinor(sum(money, 'withdrawals')),
    bets: fromMinor(sum(rounds, 'bets')),
    validTurnover: fromMinor(sum(rounds, 'valid')),
    profit: fromMinor(sum(rounds, 'profit')),
    daily: [...days.values()],
  };
}

async function launchPg(memberId: number) {
  const auth = await sessionFor(t.database.db, memberId);
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/game/launchGame',
    headers: { ...auth, 'accept-language': 'en' },
    payload: { nodeId: 'RNG-PG-1001', accountType: 1, launchMode: 'GLS', platform: 'html5-desktop' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (await vsim.exchange({ code: launchCodeOf(res.json().value.game_url)! })).token;
}

/** A real ledger posting of `type` between the house and the member's main wallet, dated `at`. */
async function postAt(memberId: number, type: 'DEPOSIT' | 'WITHDRAW' | 'WITHDRAW_REFUND', minor: bigint, at: Date) {
  const db = t.database.db;
  await db.transaction(async (tx) => {
    const [house] = rowsOf<{ id: string; currency: string }>(
      await tx.execute(sql`select id::text as id, currency from ledger_account where kind = 'HOUSE' and not demo order by id limit 1`),
    );
    const [main] = rowsOf<{ id: string }>(
      await tx.execute(sql`select id::text as id from ledger_account where kind = 'PLAYER_MAIN' and member_id = ${memberId} and not demo`),
    );
    const credit = type === 'WITHDRAW' ? -minor : minor;
    const [x] = rowsOf<{ id: string }>(
      await tx.execute(sql`
        insert into ledger_transaction (type, idempotency_scope, idempotency_key, request_hash, member_id, currency, created_at)
        values (${type}, 'system', ${`team-overview:${randomUUID()}`}, 'test', ${memberId}, ${house!.currency}, ${at})
        returning id::text as id`),
    );
    await tx.execute(sql`
      insert into ledger_entry (transaction_id, account_id, amount, balance_after, currency, demo)
      values (${x!.id}, ${house!.id}, ${-credit}, 0, ${house!.currency}, false), (${x!.id}, ${main!.id}, ${credit}, 0, ${house!.currency}, false)`);
  });
}

describe('team overview rollup', () => {
  it('answers exactly what the rounds, the members and the ledger say, for every period and clock', async () => {
    const db = t.database.db;
    const now = new Date();
    const top = await createMember(db, { accountType: ACCOUNT_TYPES.AGENT });
    const sub = await createMember(db, { accountType: 2, uplineId: top });
    const p1 = await createMember(db, { uplineId: sub });
    const p2 = await createMember(db, { uplineId: sub });
    const direct = await createMember(db, { uplineId: top });
    const outsider = await createMember(db);
    // Registrations at other hours and days.
    await db.execute(sql`update member set created_at = now() - interval '3 days 5 hours 17 minutes' where id = ${p2}`);
    await db.execute(sql`update member set created_at = now() - interval '26 hours 40 minutes' where id = ${direct}`);

    // Real provider rounds today: a loss, a win, one left open, one rolled back.
    for (const m of [p1, p2, direct, outsider]) await fund(db, m, 100_000n);
    const token = await launchPg(p1);
    const bet = async (amount: string) => {
      const b = { token, playerId: String(p1), transactionId: id('b'), roundId: id('r'), gameCode: 'PG1001', amount };
      await vsim.bet(b);
      return b;
    };
    const lost = await bet('10.00');
    await vsim.win({ playerId: String(p1), transactionId: id('w'), betTransactionId: lost.transactionId, roundId: lost.roundId, gameCode: 'PG1001', amount: '0.00', roundClosed: true });
    const won = await bet('20.00');
    await vsim.win({ playerId: String(p1), transactionId: id('w'), betTransactionId: won.transactionId, roundId: won.roundId, gameCode: 'PG1001', amount: '55.50', roundClosed: true });
    await bet('7.00');
    const voided = await bet('30.00');
    await vsim.rollback({ playerId: String(p1), transactionId: id('rb'), betTransactionId: voided.transactionId });

    // Rounds at past hours (every 37 minutes over 40 days, round-robin over the members), some demo.
    const [game] = rowsOf<{ id: string; code: string; vendor: string }>(
      await db.execute(sql`select id::text as id, game_code as code, vendor from game order by id limit 1`),
    );
    const members = [p1, p2, direct, outsider, sub];
    await db.execute(sql`
      insert into game_round (vendor, game_vendor, game_id, game_code, round_id, member_id, currency, demo, bet, win, status, created_at)
      select 'VSIM', ${game!.vendor}, ${game!.id}, ${game!.code}, ${`past-${randomUUID()}-`} || g, (${sql.raw(`array[${members.join(',')}]`)})[1 + g % 5],
             (select currency from ledger_account where kind = 'HOUSE' order by id limit 1), g % 11 = 0, 100 + g * 7, 0, 'open', now() - g * interval '37 minutes'
        from generate_series(1, 1560) g`);
    // Settled with a win, then a result correction; some voided; one moved to another hour.
    await db.execute(sql`update game_round set status = 'settled', win = bet * (1 + id % 3) / 2 where round_id like 'past-%' and id % 4 <> 0`);
    await db.execute(sql`update game_round set win = win + 13 where round_id like 'past-%' and id % 9 = 0 and status = 'settled'`);
    await db.execute(sql`update game_round set status = 'rolled_back', win = 0 where round_id like 'past-%' and id % 13 = 0`);
    await db.execute(sql`update game_round set created_at = created_at - interval '90 minutes' where round_id like 'past-%' and id % 17 = 0`);

    // Play at the very start of the rolling 24 hours (its partial first hour, read from the
    // rounds): one player plays only there in the period, one also two hours later.
    const edgeOnly = await createMember(db, { uplineId: sub });
    const edgeAndLater = await createMember(db, { uplineId: sub });
    const dayAgo = new Date(now.getTime() - DAY);
    await db.execute(sql`
      insert into game_round (vendor, game_vendor, game_id, game_code, round_id, member_id, currency, demo, bet, win, status, created_at)
      select 'VSIM', ${game!.vendor}, ${game!.id}, ${game!.code}, ${`edge-${randomUUID()}-`} || v.n, v.m,
             (select currency from ledger_account where kind = 'HOUSE' order by id limit 1), false, 500, 200, 'settled', v.at
        from (values (1, ${edgeOnly}::bigint, ${dayAgo}::timestamptz), (2, ${edgeOnly}, ${dayAgo}::timestamptz - interval '3 days'),
                     (3, ${edgeAndLater}, ${dayAgo}::timestamptz), (4, ${edgeAndLater}, ${dayAgo}::timestamptz + interval '2 hours')) v(n, m, at)`);

    // Money: deposits (p1's second one dated before its first), withdrawals and a refund.
    await postAt(p1, 'DEPOSIT', 5_000n, new Date(now.getTime() - 2 * HOUR));
    await postAt(p1, 'DEPOSIT', 3_000n, new Date(now.getTime() - 9 * DAY - 3 * HOUR));
    await postAt(p2, 'DEPOSIT', 4_400n, new Date(now.getTime() - 20 * DAY));
    await postAt(direct, 'DEPOSIT', 1_250n, new Date(now.getTime() - 50 * 60_000));
    await postAt(outsider, 'DEPOSIT', 999n, new Date(now.getTime() - 50 * 60_000));
    await postAt(p1, 'WITHDRAW', 2_000n, new Date(now.getTime() - 30 * 60_000));
    await postAt(p1, 'WITHDRAW_REFUND', 500n, new Date(now.getTime() - 20 * 60_000));
    await postAt(direct, 'WITHDRAW', 700n, new Date(now.getTime() - 6 * DAY));

    const clocks = [0, -180, 420, 480, 330, -570];
    // Custom ranges of 40 days and of the longest allowed (93 days): several UTC months.
    const customs = [40, 92].map((back) => ({
      start: new Date(now.getTime() - back * DAY).toISOString().slice(0, 10),
      end: now.toISOString().slice(0, 10),
    }));
    const compare = async (agents: number[]) => {
      let busy = 0;
      for (const agentId of agents) {
        for (const tzOffset of clocks) {
          for (const period of HISTORY_PERIODS as readonly HistoryPeriod[]) {
            for (const custom of period === 'CUSTOM' ? customs : [{}]) {
              const q: PeriodInput = { period, tzOffset, ...custom };
              const expected = await fromFacts(db, agentId, q, now);
              expect(await t.app.agents.overview(agentId, q, now), `${agentId} ${period} ${tzOffset}`).toEqual(expected);
              if (expected.bets !== '0.00' && expected.deposits !== '0.00' && expected.newMembers > 0) busy += 1;
            }
          }
        }
      }
      return busy;
    };
    // The comparisons were not all of empty periods.
    expect(await compare([top, sub])).toBeGreaterThan(20);

    // The rollups the triggers kept are the ones a rebuild from the facts makes (the migration's
    // backfill): the member rows with their gaps, and every agent's rows.
    const snapshot = async () => ({
      hours: rowsOf(await db.execute(sql`
        select member_id, hour, new_members, rounds, bets::text, valid_turnover::text, profit::text, deposits::text, withdrawals::text,
               active_gap
          from team_activity_hour
         where (new_members, rounds, bets, valid_turnover, profit, deposits, withdrawals) <> (0, 0, 0, 0, 0, 0, 0)
         order by member_id, hour`)),
      firsts: rowsOf(await db.execute(sql`select member_id, transaction_id, created_at, amount::text from team_first_deposit order by member_id`)),
      agentHours: rowsOf(await db.execute(sql`
        select agent_id, hour, new_members, rounds, bets::text, valid_turnover::text, profit::text, deposits::text, withdrawals::text,
               first_deposits, first_deposit_amount::text
          from team_agent_hour
         where (new_members, rounds, bets, valid_turnover, profit, deposits, withdrawals, first_deposits, first_deposit_amount)
               <> (0, 0, 0, 0, 0, 0, 0, 0, 0)
         order by agent_id, hour`)),
      gaps: rowsOf(await db.execute(sql`
        select agent_id, hour, gap, members from team_agent_active_gap where members <> 0 order by agent_id, hour, gap`)),
      months: rowsOf(await db.execute(sql`
        select agent_id, month, member_id, hours::text from team_agent_active_month order by agent_id, month, member_id`)),
    });
    const kept = await snapshot();
    expect(kept.gaps.length).toBeGreaterThan(0);
    expect(kept.months.length).toBeGreaterThan(0);
    await db.execute(sql`select team_activity_rebuild()`);
    expect(await snapshot()).toEqual(kept);

    // A move (as the operator's move writes it): the sub-agent and its players go under another
    // agent; both agents' numbers follow, and the rows still equal a rebuild.
    const other = await createMember(db, { accountType: ACCOUNT_TYPES.AGENT });
    await db.execute(sql`update member set upline_id = ${other} where id = ${sub}`);
    await compare([top, other, sub]);
    const moved = await snapshot();
    await db.execute(sql`select team_activity_rebuild()`);
    expect(await snapshot()).toEqual(moved);
  }, 120_000);
});
