import { eq, sql } from 'drizzle-orm';
import { loadEnv } from './config/env';
import { openConfiguredDatabase } from './db/open';
import { operator } from './db/schema/index';
import { hashPassword } from './lib/password';

const usage = `Usage: sorte-cli <command>
  migrate                         apply migrations and the base seed (demo data outside production)
  seed                            same as migrate (both are idempotent)
  create-operator <username>      create or reset an operator; password from OPS_PASSWORD`;

async function main() {
  const [command, ...args] = process.argv.slice(2);
  const env = loadEnv();
  if (command !== 'migrate' && command !== 'seed' && command !== 'create-operator') {
    console.error(usage);
    process.exit(2);
  }
  const { database, seeded } = await openConfiguredDatabase(env);
  try {
    if (command === 'create-operator') {
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

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
