import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { counts, createMember, expectLedgerSound, fund, sessionFor, walletBalances, setWalletModes } from '../../../test/ledger-helpers';
import { buildApp } from '../../app';
import { openDatabase, type Database } from '../../db/client';

// Many connections hitting one wallet. On PostgreSQL (TEST_DATABASE_URL) four app instances, each
// with its own pool of 8 connections, serve the requests, as four server processes would; on
// PGlite the single connection serialises everything and the same assertions hold.

let t: TestApp;
const extra: { database: Database; app: Awaited<ReturnType<typeof buildApp>> }[] = [];
let apps: TestApp['app'][] = [];

beforeAll(async () => {
  t = await buildTestApp();
  // Vendor wallets exist for transfer-mode vendors only (the demo has CQ9).
  await setWalletModes(t.database.db, { PG: 'transfer', EVO: 'transfer' });
  apps = [t.app];
  if (t.databaseUrl) {
    for (let i = 0; i < 3; i += 1) {
      const database = await openDatabase({ kind: 'postgres', url: t.databaseUrl, poolSize: 8 });
      const app = await buildApp({ env: t.env, database, ownsDatabase: false });
      await app.ready();
      extra.push({ database, app });
      apps.push(app);
    }
  }
});
afterAll(async () => {
  for (const e of extra) {
    await e.app.close();
    await e.database.close();
  }
  await t.close();
});

const onPostgres = () => Boolean(t.databaseUrl);

describe('concurrent transfers on one wallet', () => {
  it('serialise: every answer is a success or a clean refusal, money is conserved, nothing goes negative', async () => {
    const id = await createMember(t.database.db);
    await fund(t.database.db, id, 100_000n); // 1000.00
    const auth = await sessionFor(t.database.db, id);
    const before = await counts(t.database.db);
    const wallets = ['MAIN', 'PG', 'EVO'];
    const requests = Array.from({ length: 240 }, (_, i) => {
      const from = wallets[i % 3]!;
      const to = wallets[(i + 1 + (i % 2)) % 3]!;
      const amount = `${(i * 37) % 400}.${String((i * 13) % 100).padStart(2, '0')}`;
      return { key: randomUUID(), body: { from, to, amount: amount === '0.00' ? '0.01' : amount } };
    });
    // Every 10th request is submitted twice, through two different instances.
    const sends = requests.flatMap((r, i) => (i % 10 === 0 ? [r, r] : [r]));
    const answers = await Promise.all(
      sends.map((r, i) =>
        apps[i % apps.length]!.inject({
          method: 'POST',
          url: '/wps/relay/GCS_walletTransfer',
          headers: { ...auth, 'idempotency-key': r.key },
          payload: r.body,
        }),
      ),
    );
    const outcomes = answers.map((a) => (a.statusCode === 200 ? 'ok' : a.json<{ code: string }>().code));
    expect(new Set(outcomes)).toEqual(new Set(outcomes.filter((o) => o === 'ok' || o === 'INSUFFICIENT_BALANCE')));
    expect(outcomes.filter((o) => o === 'ok').length).toBeGreaterThan(0);

    // A double submit moves money at most once: every success of a key names the same transaction.
    // (A refusal does not use up the key, so one copy may be refused while the balance was short
    // and the other succeed after a concurrent transfer refilled it.)
    const byKey = new Map<string, string[]>();
    sends.forEach((r, i) => {
      const a = answers[i]!;
      const id = a.statusCode === 200 ? a.json<{ value: { transactionId: string } }>().value.transactionId : 'refused';
      byKey.set(r.key, [...(byKey.get(r.key) ?? []), id]);
    });
    for (const ids of byKey.values()) expect(new Set(ids.filter((x) => x !== 'refused')).size).toBeLessThanOrEqual(1);

    const moved = [...byKey.values()].filter((ids) => ids.some((x) => x !== 'refused')).length;
    expect(await counts(t.database.db)).toEqual({
      transactions: before.transactions + moved,
      entries: before.entries + 2 * moved,
    });
    const balances = await walletBalances(t.database.db, id);
    expect(Object.values(balances).reduce((s, v) => s + v, 0n)).toBe(100_000n);
    for (const v of Object.values(balances)) expect(v >= 0n).toBe(true);
    await expectLedgerSound(t.database.db);
  });

  it('drains a wallet exactly: N concurrent withdrawals of the whole balance, one wins', async () => {
    const id = await createMember(t.database.db);
    await fund(t.database.db, id, 5_000n);
    const auth = await sessionFor(t.database.db, id);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        apps[i % apps.length]!.inject({
          method: 'POST',
          url: '/wps/relay/GCS_walletTransfer',
          headers: { ...auth, 'idempotency-key': randomUUID() },
          payload: { from: 'MAIN', to: i % 2 ? 'PG' : 'EVO', amount: '50.00' },
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(39);
    expect((await walletBalances(t.database.db, id)).PLAYER_MAIN).toBe(0n);
    await expectLedgerSound(t.database.db);
  });

  it('recall-all, transfers and upline transfers of several members at once never deadlock', async () => {
    const agent = await createMember(t.database.db, { accountType: 1, allowUplineTransfer: true });
    const members = await Promise.all(Array.from({ length: 6 }, () => createMember(t.database.db, { uplineId: agent })));
    for (const m of members) await fund(t.database.db, m, 20_000n);
    const sessions = await Promise.all(members.map((m) => sessionFor(t.database.db, m)));
    const calls = Array.from({ length: 120 }, (_, i) => {
      const auth = sessions[i % sessions.length]!;
      const app = apps[i % apps.length]!;
      const headers = { ...auth, 'idempotency-key': randomUUID() };
      if (i % 7 === 0) return app.inject({ method: 'POST', url: '/wps/relay/GCS_walletRecallAll', headers, payload: {} });
      if (i % 5 === 0) {
        return app.inject({ method: 'POST', url: '/wps/relay/GCS_transferUpline', headers, payload: { amount: '3.00' } });
      }
      return app.inject({
        method: 'POST',
        url: '/wps/relay/GCS_walletTransfer',
        headers,
        payload: { from: i % 2 ? 'MAIN' : 'PG', to: i % 2 ? 'PG' : 'MAIN', amount: '15.00' },
      });
    });
    const answers = await Promise.all(calls);
    const codes = answers.map((a) => (a.statusCode === 200 ? 'ok' : a.json<{ code: string }>().code));
    expect(codes.every((c) => c === 'ok' || c === 'INSUFFICIENT_BALANCE')).toBe(true);
    let total = 0n;
    for (const m of [agent, ...members]) {
      total += Object.values(await walletBalances(t.database.db, m)).reduce((s, v) => s + v, 0n);
    }
    expect(total).toBe(6n * 20_000n);
    await expectLedgerSound(t.database.db);
    if (onPostgres()) expect(apps).toHaveLength(4);
  });
});
