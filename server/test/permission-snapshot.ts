import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { decryptCsPath } from '@sorte/contracts/system/cs-path';
import type { Permission } from '@sorte/contracts/system/system';
import type { buildApp } from '../src/app';

/**
 * The web tests' permission fixture (`web/src/testing/fixtures/permission.json`) is what
 * `GET /wps/system/permission` answers on a freshly migrated, demo-seeded server for a visitor at
 * 127.0.0.1. `npm run fixtures:generate` writes it; `permission-fixture.test.ts` fails when it
 * differs from what the seed produces.
 */
export const PERMISSION_FIXTURE_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../web/src/testing/fixtures/permission.json',
);

type App = Awaited<ReturnType<typeof buildApp>>;

/** The demo brand's permission answer, as the web sees it on its first call. */
export async function fetchPermission(app: App): Promise<Permission> {
  const response = await app.inject({
    method: 'GET',
    url: '/wps/system/permission',
    remoteAddress: '127.0.0.1',
  });
  if (response.statusCode !== 200) throw new Error(`permission answered ${response.statusCode}`);
  return response.json<{ value: Permission }>().value;
}

/**
 * Customer-service paths are encrypted with a random IV, so two seeds never give the same text.
 * Compared by their decrypted link instead.
 */
export async function withPlainCsPaths(permission: Permission): Promise<Permission> {
  const merchantCode = permission.brand.merchantCode;
  const pathList = await Promise.all(
    permission.customerService.pathList.map(async (entry) => ({
      ...entry,
      path: await decryptCsPath(entry.path, merchantCode),
    })),
  );
  return { ...permission, customerService: { ...permission.customerService, pathList } };
}

export function readPermissionFixture(): Permission {
  return JSON.parse(fs.readFileSync(PERMISSION_FIXTURE_FILE, 'utf8')) as Permission;
}
