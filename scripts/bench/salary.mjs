// Real-time salary on PostgreSQL: one tick of the settlement job over 10^4 agents, each holding a
// real-time salary contract whose team played in the 5-minute period (seeded set-based), every
// contract settled once with its lines and paid through the ledger; then a second tick that finds
// nothing to do. Runs in server/test/salary-bench.ts through tsx on a scratch database of
// BENCH_DATABASE_URL (or TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres).
import { benchDatabaseUrl, runWorker } from '../lib/bench-worker.mjs';

export const name = 'salary';
export const title = 'Real-time salary: one settlement tick over 10^4 contracts (PostgreSQL)';
export const order = 55;

const AGENTS = 10_000;

export async function run(ctx) {
  const url = benchDatabaseUrl();
  const result = await runWorker(ctx, 'salary-bench.ts', ['--url', url, '--agents', String(AGENTS)], 'salary');
  ctx.table(
    `Real-time salary settlement, ${result.agents} contracts in one 5-minute period (PostgreSQL)`,
    [
      { key: 'case', label: 'case', align: 'left' },
      { key: 'value', label: 'result' },
    ],
    [
      {
        case: 'seed (set-based)',
        value: `${result.agents} agents, ${result.rounds} rounds: ${result.seedMs} ms`,
      },
      {
        case: 'first tick',
        value: `${result.settled} settled, ${result.paid} paid: ${result.tickMs} ms`,
      },
      {
        case: 'per contract',
        value: `${(result.tickMs / Math.max(1, result.settled)).toFixed(2)} ms`,
      },
      { case: 'second tick', value: `${result.secondSettled} settled: ${result.idleMs} ms` },
    ],
  );
}
