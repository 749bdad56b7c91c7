import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle: same query API as Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs pending migrations (idempotent; serialised across processes on PostgreSQL). */
  migrate(): Promise<void>;
  /** Checks the database answers. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole cluster as a tarball (`loadDataDir` restores it). */
  dumpDataDir?(): Promise<Blob>;
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | {
      kind: 'pglite';
      dataDir?: string;
      /** In memory only: start from this `dumpDataDir()` snapshot instead of an empty cluster. */
      loadDataDir?: Blob;
    };

/** Migrations sit beside this file in source and beside the bundle in dist. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    path.join(here, 'migrations'),
    path.join(here, 'db', 'migrations'),
    path.join(here, '..', 'src', 'db', 'migrations'),
  ];
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`Migrations folder not found (looked in ${candidates.join(', ')})`);
  return found;
}

const MIGRATION_LOCK_KEY = 742_001;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    pool.on('error', () => {
      // An idle client lost its connection; the pool replaces it. Queries report their own errors.
    });
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      async migrate() {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
          await migratePg(drizzlePg({ client, schema }), { migrationsFolder: migrationsFolder() });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
          client.release();
        }
      },
      async ping() {
        await db.execute(sql`select 1`);
      },
      async close() {
        await pool.end();
      },
    };
  }

  let lock: DataDirLock | undefined;
  let client: PGlite;
  if (options.dataDir) {
    lock = acquireDataDirLock(options.dataDir);
    try {
      client = await PGlite.create({ dataDir: path.join(options.dataDir, 'pg') });
    } catch (error) {
      lock.release();
      throw error;
    }
  } else {
    client = await PGlite.create(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async migrate() {
      await migratePglite(drizzlePglite({ client, schema }), {
        migrationsFolder: migrationsFolder(),
      });
    },
    async ping() {
      await client.query('select 1');
    },
    dumpDataDir: () => client.dumpDataDir('none'),
    async close() {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}
