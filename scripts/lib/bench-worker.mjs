// What the database benchmarks share: the PostgreSQL server they use and how they run a worker
// (a TypeScript file under server/test, run with tsx) whose last line of output is its JSON result.
import { execFile } from 'node:child_process';
import path from 'node:path';

/** BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local server's postgres database. */
export function benchDatabaseUrl() {
  return (
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres'
  );
}

/**
 * Runs `server/test/<script>` with `args` (at most 30 minutes) and resolves with the JSON of its
 * last output line; a failure names `label` and carries the worker's stderr.
 */
export function runWorker(ctx, script, args, label) {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', path.join(ctx.repoRoot, 'server', 'test', script), ...args],
      { cwd: ctx.repoRoot, maxBuffer: 16 * 1024 * 1024, timeout: 30 * 60_000 },
      (error, stdout, stderr) => {
        if (error) return reject(new Error(`${label} worker failed: ${stderr || error.message}`));
        resolve(JSON.parse(stdout.trim().split('\n').pop()));
      },
    );
  });
}
