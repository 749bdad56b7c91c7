import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { loadEnv, type Env } from './config/env';
import { openDatabase, type Database } from './db/client';
import { openConfiguredDatabase } from './db/open';
import { formatVerifyReport, verifyLedger } from './modules/ledger/index';
import { operator } from './db/schema/index';
import { hashPassword } from './lib/password';
import { AppError } from './lib/app-error';
import { applyCatalogue } from './modules/games/index';
import { validateRows } from './modules/games/index';

const usage = `Usage: sorte-cli <command>
  migrate                         apply migrations and the base seed (demo data outside production)
  seed                            same as migrate (both are idempotent)
  create-operator <username>      create or reset an operator; password from OPS_PASSWORD
  ledger:verify [--json]          recompute every ledger balance from its entries;
                                  exit 0 clean, 1 drift, 2 could not check
  games:import <file> [--partial] import a game catalogue (.json array or .csv), all rows in one
                                  transaction; --partial imports the valid rows and lists the rest`;

/** Reads only: opens the database without migrating or seeding it. Exit 0 clean, 1 drift, 2 could not check. */
async function ledgerVerify(env: Env, json: boolean) {
  let database: Database | undefined;
  try {
    if (!env.DATABASE_URL && !fs.existsSync(path.join(env.dataDir, 'pg'))) {
      // Never create an empty database where the operator expected one (a mistyped DATA_DIR).
      throw new Error(`no embedded database in ${env.dataDir}`);
    }
    database = env.DATABASE_URL
      ? await openDatabase({ kind: 'postgres', url: env.DATABASE_URL, poolSize: 1 })
      : await openDatabase({ kind: 'pglite', dataDir: env.dataDir });
    const report = await verifyLedger(database.db);
    console.log(json ? JSON.stringify(report, null, 2) : formatVerifyReport(report));
    process.exitCode = report.ok ? 0 : 1;
  } catch (error) {
    // Could not check (server holds DATA_DIR, no ledger tables, database down): 2, so it is never
    // read as "clean" or "drift".
    console.error(`ledger:verify failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 2;
  } finally {
    await database?.close();
  }
}

async function main() {
  const [command, ...args] = process.argv.slice(2);
  const env = loadEnv();
  if (command === 'ledger:verify') return ledgerVerify(env, args.includes('--json'));
  if (command !== 'migrate' && command !== 'seed' && command !== 'create-operator' && command !== 'games:import') {
    console.error(usage);
    process.exit(2);
  }
  const { database, seeded } = await openConfiguredDatabase(env);
  try {
    if (command === 'games:import') {
      process.exitCode = await importGames(database.db, args);
    } else if (command === 'create-operator') {
      const username = args[0];
      const password = env.OPS_PASSWORD;
      if (!username || !password || password.length < 10) {
        console.error('create-operator needs a username and OPS_PASSWORD of at least 10 characters');
        process.exitCode = 2;
        return;
      }
      const passwordHash = await hashPassword(password);
      const existing = await database.db
        .select({ id: operator.id })
        .from(operator)
        .where(eq(sql`lower(${operator.username})`, username.toLowerCase()));
      if (existing[0]) {
        await database.db.update(operator).set({ passwordHash, disabled: false }).where(eq(operator.id, existing[0].id));
        console.log(`operator ${username}: password reset`);
      } else {
        await database.db.insert(operator).values({ username, passwordHash });
        console.log(`operator ${username}: created`);
      }
    } else {
      console.log(`migrated (${database.kind}); seeded base: ${seeded.base}, demo: ${seeded.demo}`);
    }
  } finally {
    await database.close();
  }
}

/** `games:import <file> [--partial]`: the operator import (same validation and upsert), from a file. */
async function importGames(db: Awaited<ReturnType<typeof openConfiguredDatabase>>['database']['db'], args: string[]) {
  const file = args.find((a) => !a.startsWith('--'));
  const partial = args.includes('--partial');
  if (!file || !fs.existsSync(file)) {
    console.error('games:import needs an existing .json or .csv file');
    return 2;
  }
  const text = fs.readFileSync(file, 'utf8');
  try {
    const input: unknown = file.toLowerCase().endsWith('.csv') ? text : JSON.parse(text);
    const report = await db.transaction((tx) => applyCatalogue(tx, validateRows(input), partial));
    console.log(`games:import ${file}: inserted ${report.inserted}, updated ${report.updated}, rejected ${report.rejected.length}`);
    if (report.vendorsCreated.length) console.log(`vendors created: ${report.vendorsCreated.join(', ')}`);
    for (const r of report.rejected) console.log(`  row ${r.row}: ${JSON.stringify(r.fields)}`);
    return 0;
  } catch (error) {
    if (error instanceof SyntaxError) {
      console.error(`games:import ${file}: not valid JSON (${error.message}); nothing imported`);
      return 1;
    }
    if (error instanceof AppError) {
      console.error(`games:import ${file}: rejected, nothing imported`);
      for (const [field, rule] of Object.entries(error.fields ?? {})) console.error(`  ${field}: ${rule}`);
      return 1;
    }
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
