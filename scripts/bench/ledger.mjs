// Ledger: transfers per second and latency on one hot wallet and spread over 1000 wallets, on
// PGlite and on PostgreSQL, and the time of ledger:verify over about 1 million entries.
//
// The work runs in server/test/ledger-bench.ts (TypeScript, through tsx) against scratch
// databases: an in-memory PGlite, and a database created and dropped on the PostgreSQL server of
// BENCH_DATABASE_URL (or TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres;
// skipped when it does not answer). Transfers go through WalletService, the code the
// POST /wps/relay/GCS_walletTransfer route calls, without HTTP (the http section measures that).
import pg from 'pg';
import { benchDatabaseUrl, runWorker } from '../lib/bench-worker.mjs';

export const name = 'ledger';
export const title = 'Ledger transfers and ledger:verify';
export const order = 40;

const CONCURRENCY = 16;
const WALLETS = 1000;
const ENTRIES = 1_000_000;

function worker(ctx, db, url) {
  return runWorker(
    ctx,
    'ledger-bench.ts',
    [
      '--db',
      db,
      '--url',
      url,
      '--seconds',
      String(ctx.duration),
      '--concurrency',
      String(CONCURRENCY),
      '--wallets',
      String(WALLETS),
      '--entries',
      String(ENTRIES),
    ],
    db,
  );
}

async function postgresAnswers(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

export async function run(ctx) {
  const url = benchDatabaseUrl();
  const results = [];
  ctx.log('PGlite (in memory)...');
  results.push(await worker(ctx, 'pglite', url));
  if (await postgresAnswers(url)) {
    ctx.log('PostgreSQL...');
    results.push(await worker(ctx, 'postgres', url));
  } else {
    ctx.log(`PostgreSQL at ${url.replace(/\/\/[^@]*@/, '//')} does not answer: skipped`);
  }

  const label = (db) => (db === 'pglite' ? 'PGlite' : 'PostgreSQL');
  const rows = [];
  for (const r of results) {
    for (const [key, name] of [
      ['hot', 'one hot wallet'],
      ['spread', `spread over ${WALLETS} wallets`],
    ]) {
      const t = r.transfers[key];
      rows.push({
        db: label(r.db),
        case: name,
        rps: t.perSecond.toFixed(0),
        p50: t.p50.toFixed(1),
        p99: t.p99.toFixed(1),
        total: t.transfers,
        failed: t.failures,
      });
    }
  }
  ctx.table(
    `Ledger transfers: ${CONCURRENCY} concurrent callers, ${ctx.duration} s per case`,
    [
      { key: 'db', label: 'database', align: 'left' },
      { key: 'case', label: 'case', align: 'left' },
      { key: 'rps', label: 'transfers/s' },
      { key: 'p50', label: 'p50 ms' },
      { key: 'p99', label: 'p99 ms' },
      { key: 'total', label: 'transfers' },
      { key: 'failed', label: 'failed' },
    ],
    rows,
    ['(WalletService.transfer, MAIN -> PG 0.01 with a fresh Idempotency-Key each; PostgreSQL pool = callers)'],
  );
  ctx.table(
    `ledger:verify over ${ENTRIES.toLocaleString('en')} bulk-loaded entries`,
    [
      { key: 'db', label: 'database', align: 'left' },
      { key: 'entries', label: 'entries' },
      { key: 'load', label: 'bulk load s' },
      { key: 'median', label: 'verify median ms' },
      { key: 'runs', label: 'runs ms' },
    ],
    results.map((r) => {
      const sorted = [...r.verify.verifyMs].sort((a, b) => a - b);
      return {
        db: label(r.db),
        entries: r.verify.entries,
        load: (r.verify.loadMs / 1000).toFixed(1),
        median: sorted[1].toFixed(0),
        runs: r.verify.verifyMs.map((v) => v.toFixed(0)).join(' / '),
      };
    }),
    ['(3 runs; each checks balances, per-transaction sums, running balance_after and negatives in one snapshot)'],
  );
}
