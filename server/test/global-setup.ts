import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { runSeeds } from '../src/db/seed/index';

declare module 'vitest' {
  export interface ProvidedContext {
    /** File holding a migrated, demo-seeded PGlite cluster (`dumpDataDir`), unset on PostgreSQL. */
    pgliteTemplate?: string;
  }
}

/**
 * Once per run: a PGlite cluster migrated and seeded with the demo data, dumped to a file. Each
 * test file's `buildTestApp()` starts from a copy of it (about 1 s) instead of creating a cluster
 * (initdb in WASM, about 4 s) and migrating and seeding it again. Nothing to do on PostgreSQL,
 * where creating a database is cheap.
 */
export default async function setup(project: TestProject) {
  // eslint-disable-next-line no-restricted-properties -- test harness: chooses the database under test
  if (process.env.TEST_DATABASE_URL) return;
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
