// Team overview benchmark worker, run by scripts/bench/team.mjs as `node --import tsx` (never by
// the tests). On a scratch PostgreSQL database (created and dropped here) it seeds, in set-based
// SQL (generate_series): one top agent with --members descendants over three levels (100 agents,
// 1,000 sub-agents, the rest players, registered over the last 60 days), --rounds real rounds this
// month by --players of them (sessions of 10 rounds a few seconds apart, settled, some won, some
// rolled back) and one deposit each; the rollup triggers are off during the bulk load and
// the member and per-agent rollups are built by team_activity_rebuild() (the migrations'
// backfill). Then it times the overview in process (AgentService.overview through the app, no
// HTTP), --calls times per period, and prints one JSON line on stdout.
//
//   --url <admin postgres url>  --members <n>  --players <n>  --rounds <n>  --calls <n>  [--keep]
import { scratchPostgres } from './scratch-postgres';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadEnv } from '../src/config/env';
import { runSeeds } from '../src/db/seed/index';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    members: { type: 'string', default: '100000' },
    players: { type: 'string', default: '20000' },
    rounds: { type: 'string', default: '1000000' },
    calls: { type: 'string', default: '50' },
    /** Keep the scratch database (its name on stderr), for EXPLAIN by hand. */
    keep: { type: 'boolean', default: false },
  },
});
const MEMBERS = Number(args.members);
const PLAYERS = Number(args.players);
const ROUNDS = Number(args.rounds);
const CALLS = Number(args.calls);
const TZ = -180;

const { database, drop } = await scratchPostgres(args.url, { keep: args.keep });
const rollupTriggers = [
  ['member', 'team_activity_member_insert'],
  ['member', 'team_activity_member_created'],
  ['game_round', 'team_activity_round_insert'],
  ['game_round', 'team_activity_round_update'],
  ['ledger_entry', 'team_activity_entries'],
  ['agent_tree', 'team_agent_link'],
] as const;
const ms = (t0: number) => Math.round(performance.now() - t0);
try {
  await database.migrate();
  await runSeeds(database.db, { demo: true });
  const db = database.db;
  const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;
  const now = new Date();
  // This month on the agent's clock (Brasília), as the MONTHLY period sees it.
  const local = new Date(now.getTime() + TZ * 60_000);
  const monthStart = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - TZ * 60_000);
  const monthSeconds = Math.floor((now.getTime() - monthStart.getTime()) / 1000) - 60;

  const seedStarted = performance.now();
  for (const [table, trigger] of rollupTriggers) await db.execute(sql.raw(`alter table ${table} disable trigger ${trigger}`));
  const L1 = 100;
  const L2 = 1_000;
  await db.execute(sql`insert into member (username, referral_code, account_type) values ('teamtop', 'TTOP', 1)`);
  await db.execute(sql`
    insert into member (username, referral_code, account_type, upline_id, created_at)
    select 'teamagent' || g, 'TA' || g, 2, (select id from member where username = 'teamtop'), now() - interval '90 days'
      from generate_series(1, ${L1}) g`);
  await db.execute(sql`
    insert into member (username, referral_code, account_type, upline_id, created_at)
    select 'teamsub' || g, 'TS' || g, 2, a.id, now() - interval '80 days'
      from generate_series(1, ${L2}) g join member a on a.username = 'teamagent' || (1 + g % ${L1})`);
  // Players in id order of their sub-agent; registered over the last 60 days.
  await db.execute(sql`
    insert into member (username, referral_code, account_type, upline_id, created_at)
    select 'teamplayer' || g, 'TP' || g, 0, s.id, now() - (g % 5184) * interval '1000 seconds'
      from generate_series(1, ${MEMBERS - L1 - L2}) g join member s on s.username = 'teamsub' || (1 + g % ${L2})`);
  const [game] = rows<{ id: string; vendor: string; game_code: string }>(
    await db.execute(sql`select id::text as id, vendor, game_code from game order by id limit 1`),
  );
  const [house] = rows<{ id: string; currency: string }>(
    await db.execute(sql`select id::text as id, currency from ledger_account where kind = 'HOUSE' and not demo order by id limit 1`),
  );
  // The active players: every (players / members)th player.
  await db.execute(sql`
    create temporary table bench_player as
    select row_number() over (order by id) - 1 as n, id from member
     where username like 'teamplayer%' and id % ${Math.max(1, Math.floor((MEMBERS - L1 - L2) / PLAYERS))} = 0
     order by id limit ${PLAYERS}`);
  const [{ players } = { players: '0' }] = rows<{ players: string }>(await db.execute(sql`select count(*)::text as players from bench_player`));
  const activePlayers = Number(players);
  // Round g: player g % P, its session (g / P) / 10 starting at a pseudo-random second of the
  // month, the round 5 s after the previous one of the session.
  await db.execute(sql`
    insert into game_round (vendor, game_vendor, game_id, game_code, round_id, member_id, currency, bet, win, status, created_at, settled_at)
    select ${game!.vendor}, ${game!.vendor}, ${Number(game!.id)}, ${game!.game_code}, 'tb-' || g, p.id, ${house!.currency},
           100 * (1 + g % 20), case when g % 3 = 0 then 250 * (1 + g % 20) else 0 end,
           case when g % 97 = 0 then 'rolled_back' when g % 50 = 1 then 'open' else 'settled' end,
           ${monthStart}::timestamptz
             + (((p.n * 7919 + (g / ${activePlayers}) / 10 * 104729) % ${monthSeconds}) * interval '1 second')
             + ((g / ${activePlayers}) % 10) * interval '5 seconds',
           null
      from generate_series(0, ${ROUNDS - 1}) g join bench_player p on p.n = g % ${activePlayers}`);
  // One deposit each: main wallets, DEPOSIT transactions at a pseudo-random time of the month.
  await db.execute(sql`
    insert into ledger_account (kind, member_id, vendor_code, currency, demo)
    select 'PLAYER_MAIN', p.id, '', ${house!.currency}, false from bench_player p
    on conflict do nothing`);
  await db.execute(sql`
    insert into ledger_transaction (type, idempotency_scope, idempotency_key, request_hash, member_id, currency, created_at)
    select 'DEPOSIT', 'system', 'tb-dep-' || p.id, 'bench', p.id, ${house!.currency},
           ${monthStart}::timestamptz + ((p.n * 15485863) % ${monthSeconds}) * interval '1 second'
      from bench_player p`);
  await db.execute(sql`
    insert into ledger_entry (transaction_id, account_id, amount, balance_after, currency, demo)
    select x.id, e.account_id, e.amount, 0, ${house!.currency}, false
      from ledger_transaction x
      join ledger_account a on a.member_id = x.member_id and a.kind = 'PLAYER_MAIN' and not a.demo
      cross join lateral (values (${Number(house!.id)}::bigint, -100000::bigint), (a.id, 100000::bigint)) e(account_id, amount)
     where x.idempotency_key like 'tb-dep-%'`);
  for (const [table, trigger] of rollupTriggers) await db.execute(sql.raw(`alter table ${table} enable trigger ${trigger}`));
  const seedMs = ms(seedStarted);
  const t0 = performance.now();
  await db.execute(sql`select team_activity_rebuild()`);
  const rebuildMs = ms(t0);
  // As autovacuum leaves the tables in steady state (visibility map set: index-only scans of agent_tree).
  await db.execute(sql`vacuum analyze`);
  const [counts] = rows<{ team: string; rounds: string; month_rounds: string; hour_rows: string; month_hour_rows: string }>(
    await db.execute(sql`
      select (select count(*) from agent_tree t join member m on m.id = t.ancestor_id and m.username = 'teamtop' where t.depth > 0)::text as team,
             (select count(*) from game_round where round_id like 'tb-%')::text as rounds,
             (select count(*) from game_round where round_id like 'tb-%' and created_at >= ${monthStart})::text as month_rounds,
             (select count(*) from team_activity_hour)::text as hour_rows,
             (select count(*) from team_activity_hour where hour >= ${monthStart})::text as month_hour_rows`),
  );
  const [top] = rows<{ id: string }>(await db.execute(sql`select id::text as id from member where username = 'teamtop'`));
  const agentId = Number(top!.id);

  const app = await buildApp({ env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), database, ownsDatabase: false });
  await app.ready();
  const day = (offset: number) => new Date(local.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const cases = [
    { case: 'today', q: { period: 'TODAY' as const, tzOffset: TZ }, calls: CALLS },
    { case: 'yesterday', q: { period: 'YESTERDAY' as const, tzOffset: TZ }, calls: CALLS },
    { case: 'this week', q: { period: 'WEEKLY' as const, tzOffset: TZ }, calls: CALLS },
    { case: 'this month', q: { period: 'MONTHLY' as const, tzOffset: TZ }, calls: CALLS },
    { case: 'custom (14 days)', q: { period: 'CUSTOM' as const, start: day(-13), end: day(0), tzOffset: TZ }, calls: CALLS },
    { case: 'custom (93 days, the longest)', q: { period: 'CUSTOM' as const, start: day(-92), end: day(0), tzOffset: TZ }, calls: CALLS },
    { case: 'rolling 24 h (DAILY)', q: { period: 'DAILY' as const, tzOffset: TZ }, calls: Math.min(CALLS, 10) },
    { case: 'this month, clock +05:30', q: { period: 'MONTHLY' as const, tzOffset: 330 }, calls: 3 },
  ];
  const results = [];
  for (const c of cases) {
    const first = await app.agents.overview(agentId, c.q); // warm-up
    const times: number[] = [];
    for (let i = 0; i < c.calls; i += 1) {
      const s = performance.now();
      await app.agents.overview(agentId, c.q);
      times.push(performance.now() - s);
    }
    times.sort((a, b) => a - b);
    const pick = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)]!;
    results.push({
      case: c.case,
      calls: c.calls,
      p50: Math.round(pick(50) * 10) / 10,
      p99: Math.round(pick(99) * 10) / 10,
      bets: first.bets,
      active: first.activeMembers,
      days: first.daily.length,
    });
  }
  await app.close();
  process.stdout.write(
    `${JSON.stringify({
      team: Number(counts!.team),
      players: activePlayers,
      rounds: Number(counts!.rounds),
      monthRounds: Number(counts!.month_rounds),
      hourRows: Number(counts!.hour_rows),
      monthHourRows: Number(counts!.month_hour_rows),
      seedMs,
      rebuildMs,
      loadavg: os.loadavg().map((x) => x.toFixed(2)).join(' '),
      results,
    })}\n`,
  );
} finally {
  await database.close();
  await drop();
  if (args.keep) process.exit(0);
}
