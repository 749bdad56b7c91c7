import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  fetchPermission,
  readPermissionFixture,
  withPlainCsPaths,
} from '../../../test/permission-snapshot';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("the web tests' permission fixture", () => {
  it('is what the demo seed answers (run `npm run fixtures:generate` after changing the seed)', async () => {
    const seeded = await withPlainCsPaths(await fetchPermission(t.app));
    const committed = await withPlainCsPaths(readPermissionFixture());
    expect(committed).toEqual(seeded);
  });
});
