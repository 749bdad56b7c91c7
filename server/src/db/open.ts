import type { Env } from '../config/env';
import { openDatabase, type Database } from './client';
import { runSeeds, type SeedResult } from './seed/index';

/** Opens the configured database, migrates it and seeds it (idempotent). */
export async function openConfiguredDatabase(env: Env): Promise<{ database: Database; seeded: SeedResult }> {
  const database = env.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: env.DATABASE_URL })
    : await openDatabase({ kind: 'pglite', dataDir: env.dataDir });
  try {
    await database.migrate();
    const seeded = await runSeeds(database.db, { demo: env.seedDemo });
    return { database, seeded };
  } catch (error) {
    await database.close();
    throw error;
  }
}
