import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadEnv, type Env } from '../src/config/env';
import { openDatabase, type Database } from '../src/db/client';
import { runSeeds } from '../src/db/seed/index';
import { DEMO_OPERATOR } from '../src/db/seed/demo';

/**
 * A fresh database per test file: in-memory PGlite by default, or a new PostgreSQL database
 * (created and dropped here) when TEST_DATABASE_URL is set, as CI does. `seeded`: a copy of the
 * run's migrated and demo-seeded template (test/global-setup.ts) when there is one.
 */
export async function createTestDatabase(
  options: { seeded?: boolean } = {},
): Promise<{
  database: Database;
  drop: () => Promise<void>;
  /** The PostgreSQL URL of the test database (unset on PGlite), for tests that open more pools. */
  url?: string;
}> {
  // eslint-disable-next-line no-restricted-properties -- test harness: chooses the database under test
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    // A migrated and demo-seeded copy of the run's template (test/global-setup.ts) when asked for
    // and available; migrate() and runSeeds() on it then find nothing to do.
    const template = options.seeded ? inject('pgliteTemplate') : undefined;
    const loadDataDir = template ? new Blob([fs.readFileSync(template)]) : undefined;
    const database = await openDatabase({ kind: 'pglite', loadDataDir });
    return { database, drop: async () => {} };
  }
  const name = `sorte_test_${randomBytes(6).toString('hex')}`;
  // A seeded database starts as a copy of the run's template (test/global-setup.ts).
  const template = options.seeded ? inject('postgresTemplate') : undefined;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 5 });
  return {
    database,
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: Database;
  /** PostgreSQL URL of this test's database (unset on PGlite). */
  databaseUrl?: string;
  env: Env;
  close: () => Promise<void>;
}

export async function buildTestApp(overrides: Record<string, string> = {}): Promise<TestApp> {
  // A small bot-check work factor: tests solve challenges in a few milliseconds.
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', BOT_CHECK_MAX_NUMBER: '1000', ...overrides });
  const { database, drop, url } = await createTestDatabase({ seeded: true });
  await database.migrate();
  await runSeeds(database.db, { demo: true });
  const app = await buildApp({ env, database, ownsDatabase: false });
  await app.ready();
  return {
    app,
    database,
    databaseUrl: url,
    env,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

/** Logs the demo operator in and returns the Authorization header. */
export async function operatorAuth(app: TestApp['app']): Promise<{ authorization: string }> {
  const res = await app.inject({ method: 'POST', url: '/ops/api/session/login', payload: DEMO_OPERATOR });
  const token = res.json<{ value: { token: string } }>().value.token;
  return { authorization: `Bearer ${token}` };
}

/** Sets the brand's domain list through the operator API (as an operator would). */
export async function setBrandDomains(app: TestApp['app'], domainList: string[]): Promise<void> {
  const res = await app.inject({
    method: 'PATCH',
    url: '/ops/api/system/brand',
    headers: await operatorAuth(app),
    payload: { domainList },
  });
  if (res.statusCode !== 200) throw new Error(`setting the brand domains answered ${res.statusCode} ${res.body}`);
}
