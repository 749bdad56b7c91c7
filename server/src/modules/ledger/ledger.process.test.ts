import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER } from '../../db/seed/demo';
import { openDatabase } from '../../db/client';
import { ledgerTransaction } from '../../db/schema/index';
import { REPO_ROOT } from '../../lib/paths';
import {
  ensureServerBundle,
  exitWithin,
  killAllServers,
  startServer,
  type ServerProcess,
} from '../../../test/server-process';

// The built server on the embedded database, SIGKILLed in the middle of a burst of transfers:
// every acknowledged transfer survives, no transfer is half-written, and `ledger:verify` (the CLI
// of the built bundle) finds the ledger clean. Skipped on the PostgreSQL rerun (see process.test.ts).
// eslint-disable-next-line no-restricted-properties -- test harness: chooses the database under test
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const title = onPostgres
  ? 'ledger under SIGKILL [SKIPPED: TEST_DATABASE_URL is set; this test covers the embedded PGlite database]'
  : 'ledger under SIGKILL on embedded PGlite';

const PROCESS_TIMEOUT = 180_000;
let dataDir = '';

function runVerify(dir: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  // eslint-disable-next-line no-restricted-properties -- test harness: the child inherits PATH etc.
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dir, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  delete env.NODE_OPTIONS;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(REPO_ROOT, 'server', 'dist', 'cli.js'), 'ledger:verify', '--json'],
      { cwd: REPO_ROOT, env, timeout: 60_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : null) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

async function json<T>(server: ServerProcess, url: string, init: RequestInit = {}) {
  const res = await fetch(`${server.url}${url}`, { ...init, signal: AbortSignal.timeout(10_000) });
  return { status: res.status, body: (await res.json()) as { success: boolean; value: T; code?: string } };
}

async function login(server: ServerProcess): Promise<string> {
  const { status, body } = await json<{ token: string }>(server, '/wps/session/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...DEMO_MEMBER, type: 'username' }),
  });
  expect(status).toBe(200);
  return body.value.token;
}

describe.skipIf(onPostgres)(title, () => {
  beforeAll(() => {
    ensureServerBundle();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sorte-ledger-kill-'));
  }, PROCESS_TIMEOUT);

  afterAll(async () => {
    await killAllServers();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'keeps every acknowledged transfer and a clean ledger when the server is killed mid-burst',
    async () => {
      const server = await startServer(dataDir);
      const token = await login(server);
      const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
      const acknowledged: string[] = [];
      let killed = false;
      // MAIN and the demo's transfer vendor (only transfer-mode vendors have a wallet).
      const wallets = ['MAIN', 'CQ9'];

      // 8 workers send transfers back and forth until the server dies; after 60 acknowledged
      // transfers it gets SIGKILL while requests are in flight.
      const worker = async (w: number) => {
        for (let i = 0; !killed && i < 1_000; i += 1) {
          const from = wallets[(w + i) % wallets.length]!;
          const to = from === 'MAIN' ? wallets[1 + ((w + i) % (wallets.length - 1))]! : 'MAIN';
          try {
            const res = await fetch(`${server.url}/wps/relay/GCS_walletTransfer`, {
              method: 'POST',
              headers: { ...headers, 'idempotency-key': randomUUID() },
              body: JSON.stringify({ from, to, amount: `${1 + ((w * 7 + i) % 40)}.${String(i % 100).padStart(2, '0')}` }),
              signal: AbortSignal.timeout(10_000),
            });
            const body = (await res.json()) as { success: boolean; value: { transactionId: string } };
            if (res.status === 200) acknowledged.push(body.value.transactionId);
            if (acknowledged.length >= 60 && !killed) {
              killed = true;
              server.child.kill('SIGKILL');
            }
          } catch {
            return; // connection refused or reset: the server is gone
          }
        }
      };
      await Promise.all(Array.from({ length: 8 }, (_, w) => worker(w)));
      expect(killed).toBe(true);
      expect((await exitWithin(server, 10_000)).signal).toBe('SIGKILL');
      expect(acknowledged.length).toBeGreaterThanOrEqual(60);

      // Every acknowledged transfer is on disk.
      const database = await openDatabase({ kind: 'pglite', dataDir });
      try {
        const ids = acknowledged.map(Number);
        const found = await database.db
          .select({ id: ledgerTransaction.id })
          .from(ledgerTransaction)
          .where(inArray(ledgerTransaction.id, ids));
        expect(found).toHaveLength(new Set(ids).size);
      } finally {
        await database.close();
      }

      // ledger:verify of the built CLI: exit 0, nothing out of place.
      const verify = await runVerify(dataDir);
      expect(verify.code, verify.stderr).toBe(0);
      const report = JSON.parse(verify.stdout) as { ok: boolean; entries: number; transactions: number };
      expect(report.ok).toBe(true);
      expect(report.transactions).toBeGreaterThanOrEqual(acknowledged.length);

      // The restarted server answers the same total: transfers only moved demo01's own money.
      const second = await startServer(dataDir);
      const token2 = await login(second);
      const balance = await json<{ sumBalance: string }>(second, '/wps/v2/wallets/balance', {
        headers: { authorization: `Bearer ${token2}` },
      });
      expect(balance.body.value.sumBalance).toBe('10000.00');
      // While a server holds DATA_DIR the CLI cannot check: exit 2, never a verdict.
      const busy = await runVerify(dataDir);
      expect(busy.code).toBe(2);
      expect(busy.stderr).toContain('in use by another Sorte server');
      second.child.kill('SIGTERM');
      expect((await exitWithin(second, 10_000)).code).toBe(0);
    },
    PROCESS_TIMEOUT,
  );

  it(
    'ledger:verify exits 1 and names the account when a balance drifted, 2 when it cannot check',
    async () => {
      const database = await openDatabase({ kind: 'pglite', dataDir });
      try {
        await database.db.execute(sql`alter table ledger_account disable trigger ledger_account_guard`);
        await database.db.execute(
          sql`update ledger_account set balance = balance + 1
              where id = (select min(id) from ledger_account where kind = 'PLAYER_MAIN')`,
        );
        await database.db.execute(sql`alter table ledger_account enable trigger ledger_account_guard`);
      } finally {
        await database.close();
      }
      const drift = await runVerify(dataDir);
      expect(drift.code).toBe(1);
      const report = JSON.parse(drift.stdout) as { ok: boolean; driftCount: number; drift: { kind: string }[] };
      expect(report).toMatchObject({ ok: false, driftCount: 1 });
      expect(report.drift[0]!.kind).toBe('PLAYER_MAIN');

      const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'sorte-ledger-empty-'));
      try {
        const missing = await runVerify(empty);
        expect(missing.code).toBe(2);
        expect(missing.stderr).toContain('no embedded database');
        expect(fs.readdirSync(empty)).toEqual([]);
      } finally {
        fs.rmSync(empty, { recursive: true, force: true });
      }
    },
    PROCESS_TIMEOUT,
  );
});
