import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../app';
import { loadEnv } from '../../config/env';
import { createTestDatabase } from '../../../test/build-test-app';
import { brand, jobRun } from '../schema/index';
import { DEMO_BRAND } from './demo';
import { runSeeds } from './index';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function freshDatabase(seeded = false) {
  const { database, drop } = await createTestDatabase({ seeded });
  cleanups.push(async () => {
    await database.close();
    await drop();
  });
  await database.migrate();
  return database;
}

const productionEnv = () =>
  loadEnv({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    BOT_CHECK_HMAC_KEY: 'k'.repeat(40),
    VENDOR_SECRET_KEY: 'v'.repeat(40),
    SANDBOX_GATEWAY: 'false',
    CASHIER_JOB_INTERVAL_SECONDS: '0',
  });

// A database migrated from nothing takes a while on a busy machine.
describe('the base seed (production)', { timeout: 180_000 }, () => {
  it('leaves the licence line and the domains empty, and the site starts and answers', async () => {
    const database = await freshDatabase();
    expect(await runSeeds(database.db, { demo: false })).toEqual({ base: true, demo: false });
    const [row] = await database.db.select().from(brand);
    expect(row?.licenseText).toBe('');
    expect(row?.domainList).toEqual([]);

    const app = await buildApp({ env: productionEnv(), database, ownsDatabase: false });
    cleanups.push(async () => app.close());
    await app.ready();
    const permission = await app.inject({ method: 'GET', url: '/wps/system/permission?url=https%3A%2F%2Fany.example%2F' });
    expect(permission.statusCode, permission.body).toBe(200);
    expect(permission.json<{ value: { brand: { licenseText: string } } }>().value.brand.licenseText).toBe('');
    // No domain configured: the speed test has only the address serving the page.
    const domains = await app.inject({ method: 'GET', url: '/wps/system/domainRoute', headers: { host: 'any.example' } });
    expect(domains.json<{ value: { domainList: unknown[] } }>().value.domainList).toEqual([
      { domain: 'any.example', url: 'http://any.example' },
    ]);
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('drops the demo placeholders of a database seeded before, keeping values an operator set', async () => {
    const database = await freshDatabase();
    await runSeeds(database.db, { demo: false });
    await database.db.update(brand).set({ licenseText: DEMO_BRAND.licenseText, domainList: DEMO_BRAND.domainList });
    await database.db.delete(jobRun).where(eq(jobRun.key, 'seed:base:drop-demo-brand:v1'));
    await runSeeds(database.db, { demo: false });
    let [row] = await database.db.select().from(brand);
    expect(row).toMatchObject({ licenseText: '', domainList: [] });

    await database.db.update(brand).set({ licenseText: 'Curaçao 1668/JAZ', domainList: ['https://play.example'] });
    await database.db.delete(jobRun).where(eq(jobRun.key, 'seed:base:drop-demo-brand:v1'));
    await runSeeds(database.db, { demo: false });
    [row] = await database.db.select().from(brand);
    expect(row).toMatchObject({ licenseText: 'Curaçao 1668/JAZ', domainList: ['https://play.example'] });
  });

  it('the demo seed fills them', async () => {
    const database = await freshDatabase(true);
    await runSeeds(database.db, { demo: true });
    const [row] = await database.db.select().from(brand);
    expect(row).toMatchObject(DEMO_BRAND);
  });
});
