// `npm run fixtures:generate`: writes web/src/testing/fixtures/permission.json from a fresh
// in-memory database, migrated and demo-seeded by the server's own code. Encrypted
// customer-service paths whose link did not change keep their committed text, so regenerating
// an unchanged seed rewrites nothing.
import fs from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import * as prettier from 'prettier';
import { buildApp } from '../src/app';
import { loadEnv } from '../src/config/env';
import { openDatabase } from '../src/db/client';
import { runSeeds } from '../src/db/seed/index';
import {
  fetchPermission,
  PERMISSION_FIXTURE_FILE,
  readPermissionFixture,
  withPlainCsPaths,
} from './permission-snapshot';

const database = await openDatabase({ kind: 'pglite' });
try {
  await database.migrate();
  await runSeeds(database.db, { demo: true });
  const app = await buildApp({
    env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    database,
    ownsDatabase: false,
  });
  await app.ready();
  let permission = await fetchPermission(app);
  await app.close();

  if (fs.existsSync(PERMISSION_FIXTURE_FILE)) {
    const committed = readPermissionFixture();
    const [committedPlain, freshPlain] = await Promise.all([
      withPlainCsPaths(committed),
      withPlainCsPaths(permission),
    ]);
    if (isDeepStrictEqual(committedPlain.customerService, freshPlain.customerService)) {
      permission = { ...permission, customerService: committed.customerService };
    }
  }
  const text = await prettier.format(JSON.stringify(permission), {
    ...(await prettier.resolveConfig(PERMISSION_FIXTURE_FILE)),
    filepath: PERMISSION_FIXTURE_FILE,
  });
  fs.writeFileSync(PERMISSION_FIXTURE_FILE, text);
  console.log(`wrote ${PERMISSION_FIXTURE_FILE}`);
} finally {
  await database.close();
}
