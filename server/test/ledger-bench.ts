// Ledger benchmark worker, run by scripts/bench/ledger.mjs as `node --import tsx` (never by the
// tests). Measures transfers through WalletService (the same code the HTTP route calls, without
// HTTP) on one hot wallet and spread over 1000 wallets, and ledger:verify over about 1 million
// entries bulk-inserted into a scratch database. Prints one JSON line on stdout.
//
//   --db pglite|postgres  --url <admin postgres url>  --seconds <per case>  --concurrency <n>
//   --entries <n, for verify; 0 skips>
import { DEMO_TRANSFER_VENDORS } from '../src/db/seed/demo-games';
import { scratchPostgres } from './scratch-postgres';
import { randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/db/client';
import { member } from '../src/db/schema/index';
import { runSeeds } from '../src/db/seed/index';
import { creditMainFromHouse } from '../src/modules/ledger/index';
import { verifyLedger } from '../src/modules/ledger/index';
import { SystemService } from '../src/modules/system/index';
import { transferVendorCodes } from '../src/modules/provider/index';
import { enabledCatalogue } from '../src/modules/games/index';
import { WalletService, type WalletCaller } from '../src/modules/ledger/index';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    url: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    seconds: { type: 'string', default: '5' },
    concurrency: { type: 'string', default: '16' },
    entries: { type: 'string', default: '1000000' },
    wallets: { type: 'string', default: '1000' },
  },
});

const seconds = Number(args.seconds);
const concurrency = Number(args.concurrency);

async function scratch(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (args.db === 'pglite') return { database: await openDatabase({ kind: 'pglite' }), drop: async () => {} };
  return scratchPostgres(args.url, { poolSize: concurrency });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

/** `concurrency` loops calling `once` for `seconds`; throughput and latency percentiles. */
async function load(once: () => Promise<unknown>) {
  const latencies: number[] = [];
  let failures = 0;
  const end = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        try {
          await once();
          latencies.push(performance.now() - t0);
        } catch {
          failures += 1;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    transfers: latencies.length,
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    failures,
  };
}

async function createFundedMembers(database: Database, count: number, minor: bigint): Promise<WalletCaller[]> {
  const tag = randomBytes(3).toString('hex');
  const rows = await database.db
    .insert(member)
    .values(Array.from({ length: count }, (_, i) => ({ username: `bench${tag}${i}` })))
    .returning({ id: member.id });
  for (const r of rows) {
    await creditMainFromHouse(database.db, { memberId: r.id, amount: minor, demo: false, type: 'SEED_CREDIT', key: `bench:${r.id}` });
  }
  return rows.map((r) => ({ id: r.id, accountType: 0 }));
}

async function transfers() {
  const { database, drop } = await scratch();
  try {
    await database.migrate();
    await runSeeds(database.db, { demo: true });
    const system = new SystemService(database.db, () => enabledCatalogue(database.db));
    const wallets = new WalletService(database.db, system, () => transferVendorCodes(database.db));
    const [hot] = await createFundedMembers(database, 1, 100_000_000n);
    const spread = await createFundedMembers(database, Number(args.wallets), 1_000_000n);
    // A vendor whose games play from their own wallet (the demo's transfer vendor).
    const body = { from: 'MAIN', to: DEMO_TRANSFER_VENDORS[0], amount: '0.01' };
    // Warm-up (every wallet's vendor account exists, as in steady state), then one hot wallet,
    // then spread over the wallets.
    for (let i = 0; i < 50; i += 1) await wallets.transfer(hot!, randomUUID(), body);
    for (const c of spread) await wallets.transfer(c, randomUUID(), body);
    const hotResult = await load(() => wallets.transfer(hot!, randomUUID(), body));
    let next = 0;
    const spreadResult = await load(() => {
      next = (next + 1) % spread.length;
      return wallets.transfer(spread[next]!, randomUUID(), body);
    });
    const report = await verifyLedger(database.db);
    if (!report.ok) throw new Error('ledger not sound after the transfer benchmark');
    return { hot: hotResult, spread: spreadResult };
  } finally {
    await database.close();
    await drop();
  }
}

/** Bulk-inserts `entries` entries (half house debits, half credits over 1000 players), then times verify. */
async function verifyAtScale(entries: number) {
  const { database, drop } = await scratch();
  try {
    await database.migrate();
    await runSeeds(database.db, { demo: true });
    const db = database.db;
    const transactions = Math.floor(entries / 2);
    const started = performance.now();
    await db.transaction(async (tx) => {
      // Bulk load only: replica mode skips triggers and foreign-key checks for this transaction's
      // inserts; the balances and balance_after columns are computed here instead.
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`insert into member (username) select 'bulk' || g from generate_series(1, 1000) g`);
      await tx.execute(sql`insert into ledger_account (kind, currency) values ('HOUSE', 'BRL') on conflict do nothing`);
      await tx.execute(sql`insert into ledger_account (kind, member_id, currency)
        select 'PLAYER_MAIN', id, 'BRL' from member where username like 'bulk%'`);
      await tx.execute(sql`insert into ledger_transaction (type, idempotency_scope, idempotency_key, request_hash, currency)
        select 'BULK', 'bench', g::text, 'bulk', 'BRL' from generate_series(1, ${transactions}) g`);
      await tx.execute(sql`
        with house as (select id from ledger_account where kind = 'HOUSE' and currency = 'BRL'),
             players as (select id, row_number() over (order by id) - 1 as n from ledger_account where kind = 'PLAYER_MAIN'),
             txs as (select id, row_number() over (order by id) as g from ledger_transaction where type = 'BULK'),
             legs as (
               select txs.id as transaction_id, v.k,
                      case when v.k = 0 then (select id from house) else p.id end as account_id,
                      (case when v.k = 0 then -1 else 1 end) * (100 + (txs.g % 9900)) as amount
               from txs
               join players p on p.n = txs.g % 1000
               cross join (values (0), (1)) as v(k)
             )
        insert into ledger_entry (transaction_id, account_id, amount, balance_after, currency, demo)
        select legs.transaction_id, legs.account_id, legs.amount,
               a.balance + sum(legs.amount) over (partition by legs.account_id order by legs.transaction_id, legs.k),
               'BRL', false
        from legs
        join ledger_account a on a.id = legs.account_id
        order by legs.transaction_id, legs.k`);
      await tx.execute(sql`update ledger_account a set balance = s.total
        from (select account_id, sum(amount) as total from ledger_entry group by account_id) s
        where s.account_id = a.id`);
    });
    const loadMs = performance.now() - started;
    await db.execute(sql`analyze`);
    const runs = [];
    for (let i = 0; i < 3; i += 1) {
      const t0 = performance.now();
      const report = await verifyLedger(db);
      runs.push({ ms: performance.now() - t0, ok: report.ok, entries: report.entries });
    }
    if (!runs.every((r) => r.ok)) throw new Error('verify found drift in the bulk-loaded ledger');
    return { entries: runs[0]!.entries, loadMs, verifyMs: runs.map((r) => r.ms) };
  } finally {
    await database.close();
    await drop();
  }
}

const result: Record<string, unknown> = { db: args.db, concurrency, seconds };
result.transfers = await transfers();
if (Number(args.entries) > 0) result.verify = await verifyAtScale(Number(args.entries));
console.log(JSON.stringify(result));
