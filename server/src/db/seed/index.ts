import type { Db, Tx } from '../client';
import { brand, jobRun } from '../schema/index';
import { seedBase } from './base';
import { seedDemo, seedDemoMembers } from './demo';

/** Runs `work` once per database: the job key commits with the work, so a crash retries it. */
async function once(db: Db, key: string, work: (tx: Tx) => Promise<void>): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx.insert(jobRun).values({ key }).onConflictDoNothing().returning();
    if (claimed.length === 0) return false;
    await work(tx);
    return true;
  });
}

export interface SeedResult {
  base: boolean;
  demo: boolean;
}

/** Base configuration always; demo data unless told not to (production). Idempotent. */
export async function runSeeds(db: Db, options: { demo: boolean }): Promise<SeedResult> {
  const base = await once(db, 'seed:base:v1', seedBase);
  let demo = false;
  if (options.demo) {
    demo = await once(db, 'seed:demo:v1', async (tx) => {
      const rows = await tx.select({ merchantCode: brand.merchantCode }).from(brand).limit(1);
      await seedDemo(tx, rows[0]?.merchantCode ?? 'SORTE01');
    });
    // Its own key, so databases seeded before the accounts issue get the demo accounts too.
    demo = (await once(db, 'seed:demo:members:v1', seedDemoMembers)) || demo;
  }
  return { base, demo };
}
