import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { runSeeds } from '../src/db/seed/index';
import { adminQuery } from './scratch-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** File holding a migrated, demo-seeded PGlite cluster (`dumpDataDir`), unset on PostgreSQL. */
    pgliteTemplate?: string;
    /** Name of a migrated, demo-seeded PostgreSQL database to copy, set on PostgreSQL only. */
    postgresTemplate?: string;
  }
}

/**
 * Once per run: a database migrated and seeded with the demo data, which each test file's
 * `buildTestApp()` copies instead of migrating and seeding its own (the seed hashes the demo
 * passwords with argon2 and writes the demo catalogue and books: seconds per file).
 * - PGlite: the cluster dumped to a file; a copy loads in about 1 s, where creating a cluster
 *   (initdb in WASM, about 4 s), migrating and seeding would take several.
 * - PostgreSQL (TEST_DATABASE_URL): a template database; `create database ... template` copies
 *   its files. Dropped at the end of the run.
 */
export default async function setup(project: TestProject) {
  // eslint-disable-next-line no-restricted-properties -- test harness: chooses the database under test
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) return setupPostgresTemplate(project, adminUrl);
  const database = await openDatabase({ kind: 'pglite' });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sorte-pglite-template-'));
  const file = path.join(dir, 'seeded.tar');
  try {
    await database.migrate();
    await runSeeds(database.db, { demo: true });
    const dump = await database.dumpDataDir!();
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

async function setupPostgresTemplate(project: TestProject, adminUrl: string) {
  const name = `sorte_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    // One connection, closed before any copy: a template must have no open session.
    const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 });
    try {
      await database.migrate();
      await runSeeds(database.db, { demo: true });
    } finally {
      await database.close();
    }
  } catch (error) {
    await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    throw error;
  }
  project.provide('postgresTemplate', name);
  return () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
}
