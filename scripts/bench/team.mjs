// Team overview on PostgreSQL: one agent with 10^5 descendants over three levels and 10^6 rounds
// this month by 2 * 10^4 of them (seeded set-based, the rollup built by team_activity_rebuild());
// then the overview (AgentService.overview, in process, no HTTP) timed 50 times per period: today,
// yesterday, this week, this month, custom ranges of 14 and 93 days (the longest); and, for
// contrast, the rolling 24 hours (its partial hours read from the rounds) and this month on a
// clock 5 h 30 min from UTC (every hour read from the rounds). Runs in server/test/team-bench.ts through tsx on a scratch database of
// BENCH_DATABASE_URL (or TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres).
import os from 'node:os';
import { benchDatabaseUrl, runWorker } from '../lib/bench-worker.mjs';

export const name = 'team';
export const title = 'Team overview: 10^5 descendants, 10^6 rounds in the month (PostgreSQL)';
export const order = 56;

const MEMBERS = 100_000;
const PLAYERS = 20_000;
const ROUNDS = 1_000_000;
const CALLS = 50;

export async function run(ctx) {
  const url = benchDatabaseUrl();
  const args = [
    '--url',
    url,
    '--members',
    String(MEMBERS),
    '--players',
    String(PLAYERS),
    '--rounds',
    String(ROUNDS),
    '--calls',
    String(CALLS),
  ];
  const before = os.loadavg().map((x) => x.toFixed(2)).join(' ');
  const result = await runWorker(ctx, 'team-bench.ts', args, 'team');
  ctx.table(
    `Team overview of one agent, ${result.team} descendants, ${result.monthRounds} rounds this month (PostgreSQL, in process)`,
    [
      { key: 'case', label: 'period', align: 'left' },
      { key: 'calls', label: 'calls' },
      { key: 'p50', label: 'p50 ms' },
      { key: 'p99', label: 'p99 ms' },
      { key: 'bets', label: 'bets' },
      { key: 'active', label: 'active' },
    ],
    result.results,
    [
      `Seed: ${result.team} descendants, ${result.players} players, ${result.rounds} rounds, ${result.players} deposits in ${result.seedMs} ms; rollup rebuild ${result.rebuildMs} ms (${result.hourRows} member-hour rows, ${result.monthHourRows} this month).`,
      `Load average before the run ${before}, after the timings ${result.loadavg}.`,
    ],
  );
}
