import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATOR } from './db/seed/demo';
import {
  ensureServerBundle,
  exitWithin,
  killAllServers,
  startServer,
  spawnServer,
  type ServerProcess,
} from '../test/server-process';

// These tests run the built server on the embedded database (PGlite in DATA_DIR). The CI rerun
// on PostgreSQL (TEST_DATABASE_URL) has nothing to add here, so they skip there.
// eslint-disable-next-line no-restricted-properties -- test harness: chooses the database under test
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const title = onPostgres
  ? 'server process [SKIPPED: TEST_DATABASE_URL is set; these tests cover the embedded PGlite database]'
  : 'server process on embedded PGlite';

const PROCESS_TIMEOUT = 120_000;
const tempDirs: string[] = [];

function dataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sorte-process-test-'));
  tempDirs.push(dir);
  return dir;
}

async function getJson<T>(server: ServerProcess, url: string, init: RequestInit = {}) {
  const res = await fetch(`${server.url}${url}`, { ...init, signal: AbortSignal.timeout(10_000) });
  return { status: res.status, body: (await res.json()) as { success: boolean; value: T } };
}

async function operatorToken(server: ServerProcess): Promise<string> {
  const { status, body } = await getJson<{ token: string }>(server, '/ops/api/session/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_OPERATOR),
  });
  expect(status).toBe(200);
  return body.value.token;
}

async function homeBannerCount(server: ServerProcess): Promise<number> {
  const { body } = await getJson<{ banners: unknown[] }>(
    server,
    '/wps/system/notices?groups=w_home',
  );
  return body.value.banners.length;
}

describe.skipIf(onPostgres)(title, () => {
  // One data directory for the whole file, seeded by the first test's server and started again by
  // the others (each stops its servers before it ends): a fresh start migrates and seeds, which
  // costs several times a restart. The test that leaves the site in maintenance runs last.
  let shared: string;

  beforeAll(() => {
    ensureServerBundle();
    shared = dataDir();
  }, PROCESS_TIMEOUT);

  afterAll(async () => {
    await killAllServers();
    for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it(
    'refuses a second server on the same DATA_DIR at once, naming the problem',
    async () => {
      const first = await startServer(shared);
      const second = await spawnServer(shared);
      const exit = await exitWithin(second, 15_000);
      expect(exit.code).not.toBe(0);
      expect(exit.code).not.toBeNull();
      expect(second.output()).toContain('is in use by another Sorte server');
      // The first server is unaffected.
      expect((await getJson(first, '/wps/system/status')).status).toBe(200);
      first.child.kill('SIGTERM');
      expect((await exitWithin(first, 10_000)).code).toBe(0);
    },
    PROCESS_TIMEOUT,
  );

  it(
    'keeps its data on a second start and does not seed the demo data twice',
    async () => {
      // The directory the first test's server seeded: a second start and a third.
      const first = await startServer(shared);
      const banners = await homeBannerCount(first);
      expect(banners).toBeGreaterThan(0);
      first.child.kill('SIGTERM');
      expect((await exitWithin(first, 10_000)).code).toBe(0);

      const second = await startServer(shared);
      expect(await homeBannerCount(second)).toBe(banners);
      // The demo operator still logs in with the same password (not re-created or reset).
      expect(await operatorToken(second)).toEqual(expect.any(String));
      second.child.kill('SIGTERM');
      expect((await exitWithin(second, 10_000)).code).toBe(0);
    },
    PROCESS_TIMEOUT,
  );

  it(
    'exits 0 on SIGTERM within a few seconds and removes the DATA_DIR lock',
    async () => {
      const server = await startServer(shared);
      const lock = path.join(shared, 'server.lock');
      expect(fs.readFileSync(lock, 'utf8').trim()).toBe(String(server.child.pid));
      const started = Date.now();
      server.child.kill('SIGTERM');
      const exit = await exitWithin(server, 5_000);
      expect(exit).toEqual({ code: 0, signal: null });
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(fs.existsSync(lock)).toBe(false);
    },
    PROCESS_TIMEOUT,
  );
  it(
    'keeps committed changes across SIGKILL, and the stale lock does not block the restart',
    async () => {
      const dir = shared;
      const first = await startServer(dir);
      const token = await operatorToken(first);
      const put = await getJson(first, '/ops/api/system/status', {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ status: 1, message: 'kill test' }),
      });
      expect(put.status).toBe(200);

      first.child.kill('SIGKILL');
      expect((await exitWithin(first, 10_000)).signal).toBe('SIGKILL');
      expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(true);

      const second = await startServer(dir);
      const { body } = await getJson<{ status: number; message: string }>(
        second,
        '/wps/system/status',
      );
      expect(body.value).toMatchObject({ status: 1, message: 'kill test' });
    },
    PROCESS_TIMEOUT,
  );

});
