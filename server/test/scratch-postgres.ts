import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/client';

/** One statement on the PostgreSQL server of `adminUrl` (creating or dropping a database). */
export async function adminQuery(adminUrl: string, query: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/**
 * A scratch database for a benchmark worker on the PostgreSQL server of `adminUrl`: created empty
 * (the worker migrates and seeds it), opened with `poolSize` connections. `drop()` removes it once
 * the worker has closed it, or with `keep` only names it on stderr (to look at query plans by
 * hand).
 */
export async function scratchPostgres(
  adminUrl: string,
  options: { poolSize?: number; keep?: boolean } = {},
): Promise<{ database: Database; name: string; drop: () => Promise<void> }> {
  const name = `sorte_bench_${randomBytes(5).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({
    kind: 'postgres',
    url: url.toString(),
    poolSize: options.poolSize ?? 4,
  });
  return {
    database,
    name,
    drop: async () => {
      if (options.keep) return void process.stderr.write(`kept database ${name}\n`);
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
