// Real-time salary settlement benchmark worker, run by scripts/bench/salary.mjs as
// `node --import tsx` (never by the tests). On a scratch PostgreSQL database (created and dropped
// here) it seeds, in set-based SQL (generate_series), one top agent with `--agents` direct
// downline agents, each holding an active real-time salary contract, each with one player below it
// who played `--rounds` settled rounds in the 5-minute period; then it times one tick of the
// settlement job (runSettlements for that period: every contract settled, its lines written and
// paid through the ledger), and a second tick (nothing left to do). Prints one JSON line on stdout.
//
//   --url <admin postgres url>  --agents <n>  --rounds <per player>
import { scratchPostgres } from './scratch-postgres';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { runSeeds } from '../src/db/seed/index';
import { periodOf, runSettlements } from '../src/modules/agent/index';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    agents: { type: 'string', default: '10000' },
    rounds: { type: 'string', default: '3' },
  },
});
const AGENTS = Number(args.agents);
const ROUNDS = Number(args.rounds);

const { database, drop } = await scratchPostgres(args.url);
try {
  await database.migrate();
  await runSeeds(database.db, { demo: true });
  const db = database.db;
  // The previous 5-minute period (finished now); contracts accepted at its start, so one tick
  // settles exactly it.
  const period = periodOf('REALTIME_SALARY', new Date(Date.now() - 5 * 60_000));
  const seedStarted = performance.now();
  await db.execute(
    sql`update agent_contract_setting set enabled = true, max_amount_minor = 1000000 where type = 'REALTIME_SALARY'`,
  );
  await db.execute(
    sql`insert into member (username, referral_code, account_type) values ('salarytop', 'STOP', 1)`,
  );
  await db.execute(sql`
    insert into member (username, referral_code, account_type, upline_id)
    select 'salaryagent' || g, 'SA' || g, 2, (select id from member where username = 'salarytop')
      from generate_series(1, ${AGENTS}) g`);
  await db.execute(sql`
    insert into member (username, referral_code, account_type, upline_id)
    select 'salaryplayer' || g, 'SP' || g, 0, a.id
      from generate_series(1, ${AGENTS}) g join member a on a.username = 'salaryagent' || g`);
  await db.execute(sql`
    insert into agent_contract (type, upline_id, downline_id, tiers, status, offered_at, responded_at, accepted_at)
    select 'REALTIME_SALARY', a.upline_id, a.id,
           '[{"threshold":"10.00","activeMembers":1,"amount":"1.00"},{"threshold":"100.00","activeMembers":1,"amount":"5.00"}]'::jsonb,
           'ACTIVE', ${period.start}, ${period.start}, ${period.start}
      from member a where a.username like 'salaryagent%'`);
  const games: unknown = await db.execute(
    sql`select id, vendor as vendor_code, game_code from game order by id limit 1`,
  );
  const [game] = (games as { rows: { id: string; vendor_code: string; game_code: string }[] }).rows;
  if (game) {
    await db.execute(sql`
      insert into game_round (vendor, game_vendor, game_id, game_code, round_id, member_id, currency, bet, win, status, created_at)
      select ${game.vendor_code}, ${game.vendor_code}, ${Number(game.id)}, ${game.game_code}, 'sb-' || p.id || '-' || r,
             p.id, 'BRL', 4000 + (p.id % 7) * 1000, (p.id % 5) * 1000, 'settled', ${new Date(period.start.getTime() + 60_000)}
        from member p cross join generate_series(1, ${ROUNDS}) r
       where p.username like 'salaryplayer%'`);
  }
  await db.execute(sql`analyze`);
  const seedMs = performance.now() - seedStarted;
  const at = new Date(period.end.getTime() + 1_000);
  const t0 = performance.now();
  const first = await runSettlements(db, { type: 'REALTIME_SALARY', at });
  const tickMs = performance.now() - t0;
  const t1 = performance.now();
  const second = await runSettlements(db, { type: 'REALTIME_SALARY', at });
  const idleMs = performance.now() - t1;
  process.stdout.write(
    `${JSON.stringify({
      agents: AGENTS,
      rounds: game ? AGENTS * ROUNDS : 0,
      seedMs: Math.round(seedMs),
      tickMs: Math.round(tickMs),
      settled: first.settled,
      paid: first.paid,
      paidAmount: String(first.paidMinor),
      secondSettled: second.settled,
      idleMs: Math.round(idleMs),
    })}\n`,
  );
} finally {
  await database.close();
  await drop();
}
