import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorEnvelopeSchema } from '@sorte/contracts/common/envelope';
import { BalanceSchema, TransferResultSchema, WalletListSchema } from '@sorte/contracts/wallet/wallet';
import { buildTestApp, operatorAuth, type TestApp } from '../../../test/build-test-app';
import {
  counts,
  createMember,
  setWalletModes,
  expectLedgerSound,
  fund,
  sessionFor,
  walletBalances,
} from '../../../test/ledger-helpers';
import type { Tx } from '../../db/client';
import { runSeeds } from '../../db/seed/index';
import { DEMO_AGENT, DEMO_DOWNLINES, DEMO_MEMBER } from '../../db/seed/demo';
import { ledgerTransaction, member, vendor } from '../../db/schema/index';
import { fundTrialAccount, post } from './ledger.service';
import { ledgerRepository } from './ledger.repository';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  // The vendors these tests move money to play from their own wallets (the demo has only CQ9).
  await setWalletModes(t.database.db, { PG: 'transfer', EVO: 'transfer', JDB: 'transfer', KY: 'transfer', SABA: 'transfer' });
});
afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;
const en = { 'accept-language': 'en' };

const get = (url: string, auth: Headers) => t.app.inject({ method: 'GET', url, headers: { ...en, ...auth } });
const postJson = (url: string, auth: Headers, payload: unknown, key: string | null = randomUUID(), extra: Headers = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...en, ...auth, ...(key === null ? {} : { 'idempotency-key': key }), ...extra },
    payload: payload as Record<string, unknown>,
  });
const transfer = (auth: Headers, body: unknown, key?: string | null) =>
  postJson('/wps/relay/GCS_walletTransfer', auth, body, key);
const recall = (auth: Headers, key?: string | null) => postJson('/wps/relay/GCS_walletRecallAll', auth, {}, key);
const upline = (auth: Headers, body: unknown, key?: string | null) =>
  postJson('/wps/relay/GCS_transferUpline', auth, body, key);

async function memberId(username: string): Promise<number> {
  const rows = await t.database.db.select({ id: member.id }).from(member).where(eq(member.username, username));
  return rows[0]!.id;
}

/** A fresh real member with `minor` in MAIN and a session. */
async function funded(minor: bigint, options: Parameters<typeof createMember>[1] = {}) {
  const id = await createMember(t.database.db, options);
  if (minor > 0n) await fund(t.database.db, id, minor);
  return { id, auth: await sessionFor(t.database.db, id) };
}

function expectError(res: { statusCode: number; json: () => unknown }, status: number, code: string) {
  expect(res.statusCode).toBe(status);
  const body = ErrorEnvelopeSchema.parse(res.json());
  expect(body.code).toBe(code);
  expect(body.message).not.toBe(code);
  return body;
}

describe('demo seed', () => {
  it('gives demo01 10000.00 in MAIN through one house transaction, and seeds only once', async () => {
    const id = await memberId(DEMO_MEMBER.username);
    const auth = await sessionFor(t.database.db, id);
    const res = await get('/wps/v2/wallets/balance', auth);
    expect(res.statusCode).toBe(200);
    expect(BalanceSchema.parse(res.json().value)).toEqual({ sumBalance: '10000.00', currency: 'BRL' });
    const seeded = await t.database.db
      .select()
      .from(ledgerTransaction)
      .where(and(eq(ledgerTransaction.memberId, id), eq(ledgerTransaction.type, 'SEED_CREDIT')));
    expect(seeded).toHaveLength(1);
    const before = await counts(t.database.db);
    await runSeeds(t.database.db, { demo: true });
    expect(await counts(t.database.db)).toEqual(before);
    const [agent] = await t.database.db.select().from(member).where(eq(member.username, DEMO_AGENT.username));
    expect(agent!.allowUplineTransfer).toBe(true);
    await expectLedgerSound(t.database.db);
  });
});

describe('GET /wps/v2/wallets and /balance', () => {
  it('needs a member session', async () => {
    expectError(await get('/wps/v2/wallets/balance', {}), 401, 'UNAUTHORIZED');
    expectError(await get('/wps/v2/wallets', {}), 401, 'UNAUTHORIZED');
  });

  it('lists MAIN first, then one wallet per enabled transfer vendor (no in-house or lottery vendor)', async () => {
    const { auth } = await funded(12_345n);
    const res = await get('/wps/v2/wallets', auth);
    expect(res.statusCode).toBe(200);
    const value = WalletListSchema.parse(res.json().value);
    expect(value.currency).toBe('BRL');
    expect(value.list[0]).toEqual({ wallet: 'MAIN', balance: '123.45', transferIn: true });
    const names = value.list.map((w) => w.wallet);
    expect(names).toContain('PG');
    expect(names).toContain('EVO');
    expect(names).not.toContain('INHOUSE');
    expect(names).not.toContain('SORTE');
    expect(new Set(names).size).toBe(names.length); // JDB is in two categories, one wallet
    expect(value.list.slice(1).every((w) => w.balance === '0.00')).toBe(true);
  });

  it('sums MAIN and vendor wallets in sumBalance', async () => {
    const { auth } = await funded(100_000n);
    expect((await transfer(auth, { from: 'MAIN', to: 'PG', amount: '250.25' })).statusCode).toBe(200);
    expect((await transfer(auth, { from: 'MAIN', to: 'EVO', amount: '0.75' })).statusCode).toBe(200);
    expect((await get('/wps/v2/wallets/balance', auth)).json().value.sumBalance).toBe('1000.00');
    const list = WalletListSchema.parse((await get('/wps/v2/wallets', auth)).json().value).list;
    expect(list.find((w) => w.wallet === 'MAIN')!.balance).toBe('749.00');
    expect(list.find((w) => w.wallet === 'PG')!.balance).toBe('250.25');
    expect(list.find((w) => w.wallet === 'EVO')!.balance).toBe('0.75');
  });
});

describe('POST /wps/relay/GCS_walletTransfer', () => {
  it('moves money MAIN -> vendor and back, answering the balances after', async () => {
    const { id, auth } = await funded(50_000n);
    const res = await transfer(auth, { from: 'MAIN', to: 'PG', amount: '100.5' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['idempotent-replayed']).toBeUndefined();
    const value = TransferResultSchema.parse(res.json().value);
    expect(value).toMatchObject({ from: 'MAIN', to: 'PG', amount: '100.50', currency: 'BRL' });
    expect(value.wallets).toEqual([
      { wallet: 'MAIN', balance: '399.50' },
      { wallet: 'PG', balance: '100.50' },
    ]);
    const back = await transfer(auth, { from: 'PG', to: 'MAIN', amount: '0.50' });
    expect(back.statusCode).toBe(200);
    expect(await walletBalances(t.database.db, id)).toEqual({ PLAYER_MAIN: 40_000n, PG: 10_000n });
    await expectLedgerSound(t.database.db);
  });

  it('replays a repeated key with the first answer and moves nothing', async () => {
    const { id, auth } = await funded(10_000n);
    const key = randomUUID();
    const first = await transfer(auth, { from: 'MAIN', to: 'JDB', amount: '10.00' }, key);
    expect(first.statusCode).toBe(200);
    const before = await counts(t.database.db);
    // "10" is the same amount as "10.00": the same request.
    const again = await transfer(auth, { from: 'MAIN', to: 'JDB', amount: '10' }, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await counts(t.database.db)).toEqual(before);
    expect(await walletBalances(t.database.db, id)).toEqual({ PLAYER_MAIN: 9_000n, JDB: 1_000n });
  });

  it('refuses the same key with a different body (409) and moves nothing', async () => {
    const { id, auth } = await funded(10_000n);
    const key = randomUUID();
    expect((await transfer(auth, { from: 'MAIN', to: 'JDB', amount: '10.00' }, key)).statusCode).toBe(200);
    const before = await counts(t.database.db);
    expectError(await transfer(auth, { from: 'MAIN', to: 'JDB', amount: '11.00' }, key), 409, 'IDEMPOTENCY_KEY_REUSED');
    expectError(await transfer(auth, { from: 'MAIN', to: 'PG', amount: '10.00' }, key), 409, 'IDEMPOTENCY_KEY_REUSED');
    // The same key for another kind of call is another request too.
    expectError(await recall(auth, key), 409, 'IDEMPOTENCY_KEY_REUSED');
    expect(await counts(t.database.db)).toEqual(before);
    expect(await walletBalances(t.database.db, id)).toEqual({ PLAYER_MAIN: 9_000n, JDB: 1_000n });
  });

  it('keeps keys per member: another member may use the same key', async () => {
    const a = await funded(1_000n);
    const b = await funded(1_000n);
    const key = randomUUID();
    expect((await transfer(a.auth, { from: 'MAIN', to: 'PG', amount: '1.00' }, key)).statusCode).toBe(200);
    const res = await transfer(b.auth, { from: 'MAIN', to: 'PG', amount: '2.00' }, key);
    expect(res.statusCode).toBe(200);
    expect(res.headers['idempotent-replayed']).toBeUndefined();
    expect((await walletBalances(t.database.db, b.id)).PG).toBe(200n);
  });

  it('needs a usable Idempotency-Key header', async () => {
    const { id, auth } = await funded(1_000n);
    expectError(await transfer(auth, { from: 'MAIN', to: 'PG', amount: '1.00' }, null), 400, 'IDEMPOTENCY_KEY_REQUIRED');
    expectError(await transfer(auth, { from: 'MAIN', to: 'PG', amount: '1.00' }, ''), 400, 'IDEMPOTENCY_KEY_REQUIRED');
    expectError(
      await transfer(auth, { from: 'MAIN', to: 'PG', amount: '1.00' }, 'has spaces in it'),
      400,
      'IDEMPOTENCY_KEY_REQUIRED',
    );
    expectError(await transfer(auth, { from: 'MAIN', to: 'PG', amount: '1.00' }, 'x'.repeat(129)), 400, 'IDEMPOTENCY_KEY_REQUIRED');
    expectError(await recall(auth, null), 400, 'IDEMPOTENCY_KEY_REQUIRED');
    expectError(await upline(auth, { amount: '1.00' }, null), 400, 'IDEMPOTENCY_KEY_REQUIRED');
    expect(await walletBalances(t.database.db, id)).toEqual({ PLAYER_MAIN: 1_000n });
  });

  it.each([
    ['-1.00', 'INVALID_VALUE'],
    ['0', 'INVALID_VALUE'],
    ['0.00', 'INVALID_VALUE'],
    ['1.005', 'INVALID_FORMAT'],
    ['abc', 'INVALID_FORMAT'],
    ['1e3', 'INVALID_FORMAT'],
    ['', 'INVALID_FORMAT'],
    ['1000000000000.00', 'INVALID_VALUE'],
  ])('refuses amount %j (AMOUNT_INVALID, fields.amount = %s) and moves nothing', async (amount, rule) => {
    const { id, auth } = await funded(1_000n);
    const before = await counts(t.database.db);
    const body = expectError(await transfer(auth, { from: 'MAIN', to: 'PG', amount }), 400, 'AMOUNT_INVALID');
    expect(body.fields).toEqual({ amount: rule });
    expect(await counts(t.database.db)).toEqual(before);
    expect(await walletBalances(t.database.db, id)).toEqual({ PLAYER_MAIN: 1_000n });
  });

  it('refuses a number (floats never carry money) and unknown fields', async () => {
    const { auth } = await funded(1_000n);
    const numeric = expectError(await transfer(auth, { from: 'MAIN', to: 'PG', amount: 1.5 }), 400, 'VALIDATION_FAILED');
    expect(numeric.fields).toEqual({ amount: 'INVALID_TYPE' });
    const extra = expectError(
      await transfer(auth, { from: 'MAIN', to: 'PG', amount: '1.00', memberId: 1 }),
      400,
      'VALIDATION_FAILED',
    );
    expect(extra.fields).toEqual({ memberId: 'UNKNOWN_FIELD' });
  });

  it('refuses more than the source holds, moves nothing, and leaves the key unused', async () => {
    const { id, auth } = await funded(1_000n);
    const key = randomUUID();
    const before = await counts(t.database.db);
    expectError(await transfer(auth, { from: 'MAIN', to: 'PG', amount: '10.01' }, key), 400, 'INSUFFICIENT_BALANCE');
    expectError(await transfer(auth, { from: 'PG', to: 'MAIN', amount: '0.01' }), 400, 'INSUFFICIENT_BALANCE');
    expect(await counts(t.database.db)).toEqual(before);
    const ok = await transfer(auth, { from: 'MAIN', to: 'PG', amount: '10.00' }, key);
    expect(ok.statusCode).toBe(200);
    expect((await walletBalances(t.database.db, id)).PLAYER_MAIN).toBe(0n);
  });

  it('answers in the request language', async () => {
    const { auth } = await funded(0n);
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      headers: { ...auth, 'accept-language': 'pt-BR', 'idempotency-key': randomUUID() },
      payload: { from: 'MAIN', to: 'PG', amount: '1.00' },
    });
    expect(res.json()).toMatchObject({ code: 'INSUFFICIENT_BALANCE', message: 'Saldo insuficiente.' });
  });

  it('refuses unknown wallets, seamless vendors and a wallet to itself', async () => {
    const { id, auth } = await funded(1_000n);
    expect(expectError(await transfer(auth, { from: 'MAIN', to: 'NOPE', amount: '1.00' }), 400, 'UNKNOWN_WALLET').fields).toEqual({
      to: 'INVALID_VALUE',
    });
    expect(expectError(await transfer(auth, { from: 'NOPE', to: 'MAIN', amount: '1.00' }), 400, 'UNKNOWN_WALLET').fields).toEqual({
      from: 'INVALID_VALUE',
    });
    expectError(await transfer(auth, { from: 'MAIN', to: 'INHOUSE', amount: '1.00' }), 400, 'UNKNOWN_WALLET');
    expectError(await transfer(auth, { from: 'MAIN', to: 'main', amount: '1.00' }), 400, 'UNKNOWN_WALLET');
    expectError(await transfer(auth, { from: 'MAIN', to: 'MAIN', amount: '1.00' }), 400, 'SAME_WALLET');
    expectError(await transfer(auth, { from: 'PG', to: 'PG', amount: '1.00' }), 400, 'SAME_WALLET');
    expect(await walletBalances(t.database.db, id)).toEqual({ PLAYER_MAIN: 1_000n });
  });

  it('lets money out of a disabled vendor wallet but none in', async () => {
    const { id, auth } = await funded(1_000n);
    expect((await transfer(auth, { from: 'MAIN', to: 'KY', amount: '4.00' })).statusCode).toBe(200);
    await t.database.db.update(vendor).set({ enabled: false }).where(eq(vendor.code, 'KY'));
    t.app.system.invalidate();
    try {
      expectError(await transfer(auth, { from: 'MAIN', to: 'KY', amount: '1.00' }), 400, 'UNKNOWN_WALLET');
      const listed = WalletListSchema.parse((await get('/wps/v2/wallets', auth)).json().value).list;
      expect(listed.find((w) => w.wallet === 'KY')).toEqual({ wallet: 'KY', balance: '4.00', transferIn: false });
      expect((await transfer(auth, { from: 'KY', to: 'MAIN', amount: '4.00' })).statusCode).toBe(200);
      const after = WalletListSchema.parse((await get('/wps/v2/wallets', auth)).json().value).list;
      expect(after.some((w) => w.wallet === 'KY')).toBe(false);
      expect((await walletBalances(t.database.db, id)).PLAYER_MAIN).toBe(1_000n);
    } finally {
      await t.database.db.update(vendor).set({ enabled: true }).where(eq(vendor.code, 'KY'));
      t.app.system.invalidate();
    }
  });

  it('gives a seamless vendor no wallet: not listed, nothing moves in; one made seamless lets its money out', async () => {
    const { id, auth } = await funded(1_000n);
    const names = () => get('/wps/v2/wallets', auth).then((r) => WalletListSchema.parse(r.json().value).list);
    // FC is seamless (no operator setting): its games bet from MAIN, so it has no wallet.
    expect((await names()).some((w) => w.wallet === 'FC')).toBe(false);
    expectError(await transfer(auth, { from: 'MAIN', to: 'FC', amount: '1.00' }), 400, 'UNKNOWN_WALLET');
    // The demo's transfer vendor is listed and takes money.
    expect((await names()).find((w) => w.wallet === 'CQ9')).toEqual({ wallet: 'CQ9', balance: '0.00', transferIn: true });
    expect((await transfer(auth, { from: 'MAIN', to: 'CQ9', amount: '3.00' })).statusCode).toBe(200);
    await setWalletModes(t.database.db, { CQ9: 'seamless' });
    try {
      expect((await names()).find((w) => w.wallet === 'CQ9')).toEqual({ wallet: 'CQ9', balance: '3.00', transferIn: false });
      expectError(await transfer(auth, { from: 'MAIN', to: 'CQ9', amount: '1.00' }), 400, 'UNKNOWN_WALLET');
      expect((await transfer(auth, { from: 'CQ9', to: 'MAIN', amount: '3.00' })).statusCode).toBe(200);
      expect((await names()).some((w) => w.wallet === 'CQ9')).toBe(false);
      expect(await walletBalances(t.database.db, id)).toEqual({ PLAYER_MAIN: 1_000n, CQ9: 0n });
    } finally {
      await setWalletModes(t.database.db, { CQ9: 'transfer' });
    }
    await expectLedgerSound(t.database.db);
  });

  it('moves money once when the same request is submitted several times at once', async () => {
    const { id, auth } = await funded(10_000n);
    const key = randomUUID();
    const before = await counts(t.database.db);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => transfer(auth, { from: 'MAIN', to: 'PG', amount: '30.00' }, key)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((a) => a.json().value.transactionId)).size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(5);
    expect(await counts(t.database.db)).toEqual({ transactions: before.transactions + 1, entries: before.entries + 2 });
    expect(await walletBalances(t.database.db, id)).toEqual({ PLAYER_MAIN: 7_000n, PG: 3_000n });
  });

  it('lets exactly as many concurrent transfers through as the wallet can pay', async () => {
    const { id, auth } = await funded(10_000n);
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) => transfer(auth, { from: 'MAIN', to: i % 2 ? 'PG' : 'EVO', amount: '10.00' })),
    );
    const codes = answers.map((a) => (a.statusCode === 200 ? 'ok' : a.json().code));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(10);
    expect(codes.filter((c) => c === 'INSUFFICIENT_BALANCE')).toHaveLength(5);
    const balances = await walletBalances(t.database.db, id);
    expect(balances.PLAYER_MAIN).toBe(0n);
    expect(balances.PG! + balances.EVO!).toBe(10_000n);
    await expectLedgerSound(t.database.db);
  });
});

describe('POST /wps/relay/GCS_walletRecallAll', () => {
  it('moves every vendor wallet back to MAIN in one transaction, once per key', async () => {
    const { id, auth } = await funded(10_000n);
    for (const [to, amount] of [
      ['PG', '10.00'],
      ['EVO', '20.00'],
      ['SABA', '0.01'],
    ]) {
      expect((await transfer(auth, { from: 'MAIN', to, amount })).statusCode).toBe(200);
    }
    const before = await counts(t.database.db);
    const key = randomUUID();
    const res = await recall(auth, key);
    expect(res.statusCode, res.body).toBe(200);
    const value = res.json().value;
    expect(value.amount).toBe('30.01');
    expect(value.wallets).toEqual(
      expect.arrayContaining([
        { wallet: 'MAIN', balance: '100.00' },
        { wallet: 'PG', balance: '0.00' },
        { wallet: 'EVO', balance: '0.00' },
        { wallet: 'SABA', balance: '0.00' },
      ]),
    );
    expect(await counts(t.database.db)).toEqual({ transactions: before.transactions + 1, entries: before.entries + 4 });
    const again = await recall(auth, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(res.json());
    expect(await walletBalances(t.database.db, id)).toEqual({ PLAYER_MAIN: 10_000n, PG: 0n, EVO: 0n, SABA: 0n });
  });

  it('answers 0.00 when there is nothing to recall, and still keeps the key', async () => {
    const { auth } = await funded(500n);
    const key = randomUUID();
    const res = await recall(auth, key);
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ amount: '0.00', wallets: [{ wallet: 'MAIN', balance: '5.00' }] });
    // Money moved into a vendor afterwards is not recalled by replaying the same key.
    expect((await transfer(auth, { from: 'MAIN', to: 'PG', amount: '5.00' })).statusCode).toBe(200);
    const again = await recall(auth, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().value.amount).toBe('0.00');
  });
});

describe('transfer to upline', () => {
  it('sends money from a downline to its agent when the agent allows it', async () => {
    const agentId = await memberId(DEMO_AGENT.username);
    const downId = await memberId(DEMO_DOWNLINES[0]);
    const auth = await sessionFor(t.database.db, downId);
    expect((await get('/wps/v2/wallets/upline', auth)).json().value).toEqual({ upline: DEMO_AGENT.username, allowed: true });
    const agentBefore = (await walletBalances(t.database.db, agentId)).PLAYER_MAIN!;
    const downBefore = (await walletBalances(t.database.db, downId)).PLAYER_MAIN!;
    const key = randomUUID();
    const res = await upline(auth, { amount: '12.34' }, key);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ upline: DEMO_AGENT.username, amount: '12.34' });
    expect(res.json().value.wallets).toEqual([{ wallet: 'MAIN', balance: expect.any(String) }]);
    expect((await upline(auth, { amount: '12.34' }, key)).headers['idempotent-replayed']).toBe('true');
    expect((await walletBalances(t.database.db, agentId)).PLAYER_MAIN).toBe(agentBefore + 1234n);
    expect((await walletBalances(t.database.db, downId)).PLAYER_MAIN).toBe(downBefore - 1234n);
    expectError(await upline(auth, { amount: '999999.00' }), 400, 'INSUFFICIENT_BALANCE');
    expectError(await upline(auth, { amount: '-5' }), 400, 'AMOUNT_INVALID');
  });

  it('is refused when the agent does not accept transfers (switched by the operator), and without an upline', async () => {
    const ops = await operatorAuth(t.app);
    const agentId = await createMember(t.database.db, { accountType: 1 });
    const down = await funded(1_000n, { uplineId: agentId });
    expect((await get('/wps/v2/wallets/upline', down.auth)).json().value).toMatchObject({ allowed: false });
    expectError(await upline(down.auth, { amount: '1.00' }), 403, 'UPLINE_TRANSFER_NOT_ALLOWED');
    const put = await t.app.inject({
      method: 'PUT',
      url: `/ops/api/agents/${agentId}/upline-transfer`,
      headers: ops,
      payload: { allow: true },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().value).toEqual({ memberId: String(agentId), allowUplineTransfer: true });
    expect((await upline(down.auth, { amount: '1.00' })).statusCode).toBe(200);
    // Not an agent: 404 for the operator switch.
    const notAgent = await t.app.inject({
      method: 'PUT',
      url: `/ops/api/agents/${down.id}/upline-transfer`,
      headers: ops,
      payload: { allow: true },
    });
    expect(notAgent.statusCode).toBe(404);
    const loner = await funded(1_000n);
    expect((await get('/wps/v2/wallets/upline', loner.auth)).json().value).toEqual({ upline: null, allowed: false });
    expectError(await upline(loner.auth, { amount: '1.00' }), 403, 'NO_UPLINE');
  });
});

describe('trial accounts (demo money)', () => {
  it('are funded once from the demo house and move demo money between their own wallets', async () => {
    const id = await createMember(t.database.db, { accountType: 4 });
    const first = await fundTrialAccount(t.database.db, id);
    const second = await fundTrialAccount(t.database.db, id);
    expect(first).toMatchObject({ amountMinor: 200_000n, replayed: false });
    expect(second).toEqual({ ...first, replayed: true });
    const auth = await sessionFor(t.database.db, id);
    expect((await get('/wps/v2/wallets/balance', auth)).json().value.sumBalance).toBe('2000.00');
    expect((await transfer(auth, { from: 'MAIN', to: 'PG', amount: '500.00' })).statusCode).toBe(200);
    expect((await recall(auth)).json().value.amount).toBe('500.00');
    expectError(await upline(auth, { amount: '1.00' }), 403, 'TRIAL_ACCOUNT_FORBIDDEN');
    const accounts = await ledgerRepository.memberAccounts(t.database.db, id, 'BRL', ['PLAYER_MAIN', 'PLAYER_VENDOR']);
    expect(accounts.every((a) => a.demo)).toBe(true);
    await expectLedgerSound(t.database.db);
  });

  it('run inside the caller’s transaction (free play creates the member and funds it atomically)', async () => {
    const id = await t.database.db.transaction(async (tx) => {
      const [row] = await tx.insert(member).values({ username: `trial${randomUUID().slice(0, 8)}`, accountType: 4 }).returning();
      await fundTrialAccount(tx, row!.id);
      return row!.id;
    });
    expect((await walletBalances(t.database.db, id)).PLAYER_MAIN).toBe(200_000n);
    await expect(
      t.database.db.transaction(async (tx) => {
        const [row] = await tx.insert(member).values({ username: `trial${randomUUID().slice(0, 8)}`, accountType: 4 }).returning();
        await fundTrialAccount(tx, row!.id);
        throw new Error('free play failed after funding');
      }),
    ).rejects.toThrow('free play failed');
    await expectLedgerSound(t.database.db);
  });

  it('refuses to fund a real account with demo money', async () => {
    const id = await createMember(t.database.db, { accountType: 0 });
    await expect(fundTrialAccount(t.database.db, id)).rejects.toThrow(/not a trial account/);
  });

  it('can never move demo money into a real account: the database refuses mixed entries', async () => {
    const trial = await createMember(t.database.db, { accountType: 4 });
    await fundTrialAccount(t.database.db, trial);
    const real = await createMember(t.database.db);
    const trialSpec = { kind: 'PLAYER_MAIN', memberId: trial, vendorCode: '', currency: 'BRL', demo: true } as const;
    const realSpec = { kind: 'PLAYER_MAIN', memberId: real, vendorCode: '', currency: 'BRL', demo: false } as const;
    const ids = await ledgerRepository.ensureAccounts(t.database.db, [trialSpec, realSpec]);
    const [trialMain, realMain] = [ids.get(`PLAYER_MAIN|${trial}||BRL`), ids.get(`PLAYER_MAIN|${real}||BRL`)];
    const before = await counts(t.database.db);
    // Bypassing the service's own book check: the composite foreign keys refuse it.
    await expect(
      t.database.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(ledgerTransaction)
          .values({ type: 'TRANSFER', idempotencyScope: 'test', idempotencyKey: randomUUID(), requestHash: 'x', currency: 'BRL', demo: true })
          .returning();
        await ledgerRepository.insertEntries(tx, row!.id, 'BRL', true, [
          { accountId: trialMain!, amount: -100n },
          { accountId: realMain!, amount: 100n },
        ]);
      }),
    ).rejects.toThrow();
    // And the service refuses to post across books before the database has to.
    await expect(
      post(t.database.db, {
        type: 'TRANSFER',
        scope: 'test',
        key: randomUUID(),
        request: {},
        currency: 'BRL',
        demo: true,
        accounts: [trialSpec, realSpec],
        legs: (locked) => [
          { accountId: locked.of(trialSpec).id, amount: -100n },
          { accountId: locked.of(realSpec).id, amount: 100n },
        ],
      }),
    ).rejects.toThrow(/not in book/);
    expect(await counts(t.database.db)).toEqual(before);
  });
});

describe('database guards', () => {
  const rejects = (query: ReturnType<typeof sql>) => expect(t.database.db.execute(query)).rejects.toThrow();
  /** A funded member with the ids of their main wallet and of the house account. */
  const fundedWithHouse = async () => {
    const { id } = await funded(1_000n);
    const ids = await ledgerRepository.ensureAccounts(t.database.db, [
      { kind: 'PLAYER_MAIN', memberId: id, vendorCode: '', currency: 'BRL', demo: false },
      { kind: 'HOUSE', memberId: null, vendorCode: '', currency: 'BRL', demo: false },
    ]);
    return { id, main: ids.get(`PLAYER_MAIN|${id}||BRL`)!, house: ids.get('HOUSE|0||BRL')! };
  };
  /** A ledger transaction row written by hand (its entries are the test's). */
  const openTransaction = async (tx: Tx) => {
    const [row] = await tx
      .insert(ledgerTransaction)
      .values({ type: 'TRANSFER', idempotencyScope: 'test', idempotencyKey: randomUUID(), requestHash: 'x', currency: 'BRL' })
      .returning();
    return row!.id;
  };

  it('refuse updates and deletes of entries and transactions, and direct balance writes', async () => {
    const { id } = await funded(1_000n);
    const before = await counts(t.database.db);
    await rejects(sql`update ledger_entry set amount = amount + 1`);
    await rejects(sql`delete from ledger_entry`);
    await rejects(sql`truncate ledger_entry cascade`);
    await rejects(sql`update ledger_transaction set type = 'OTHER'`);
    await rejects(sql`delete from ledger_transaction`);
    await rejects(sql`update ledger_account set balance = balance + 100 where member_id = ${id}`);
    await rejects(sql`update ledger_account set member_id = null where member_id = ${id}`);
    expect(await counts(t.database.db)).toEqual(before);
    expect((await walletBalances(t.database.db, id)).PLAYER_MAIN).toBe(1_000n);
  });

  it('refuse a member balance below zero and an unbalanced transaction', async () => {
    const { id, main, house } = await fundedWithHouse();
    const attempt = (legs: { accountId: number; amount: bigint }[]) =>
      t.database.db.transaction(async (tx) => ledgerRepository.insertEntries(tx, await openTransaction(tx), 'BRL', false, legs));
    await expect(attempt([{ accountId: main, amount: -1_001n }, { accountId: house, amount: 1_001n }])).rejects.toThrow();
    await expect(attempt([{ accountId: main, amount: 5n }])).rejects.toThrow();
    expect((await walletBalances(t.database.db, id)).PLAYER_MAIN).toBe(1_000n);
    await expectLedgerSound(t.database.db);
  });

  it('check every transaction of a database transaction, and one checked early again after a new entry', async () => {
    const { id, main, house } = await fundedWithHouse();
    const balanced = [
      { accountId: main, amount: 10n },
      { accountId: house, amount: -10n },
    ];
    // A balanced transaction (checked first at the commit) does not excuse the next, unbalanced one.
    await expect(
      t.database.db.transaction(async (tx) => {
        await ledgerRepository.insertEntries(tx, await openTransaction(tx), 'BRL', false, balanced);
        await ledgerRepository.insertEntries(tx, await openTransaction(tx), 'BRL', false, [{ accountId: main, amount: 7n }]);
      }),
    ).rejects.toThrow();
    // Checked mid-transaction (immediate), then given one more entry: checked again at the commit.
    await expect(
      t.database.db.transaction(async (tx) => {
        const txId = await openTransaction(tx);
        await ledgerRepository.insertEntries(tx, txId, 'BRL', false, balanced);
        await tx.execute(sql`set constraints all immediate`);
        await tx.execute(sql`set constraints all deferred`);
        await ledgerRepository.insertEntries(tx, txId, 'BRL', false, [{ accountId: main, amount: 7n }]);
      }),
    ).rejects.toThrow();
    // Many balanced transactions in one database transaction still commit.
    await t.database.db.transaction(async (tx) => {
      for (let i = 0; i < 3; i += 1) await ledgerRepository.insertEntries(tx, await openTransaction(tx), 'BRL', false, balanced);
    });
    expect((await walletBalances(t.database.db, id)).PLAYER_MAIN).toBe(1_030n);
    await expectLedgerSound(t.database.db);
  });
});

describe('GET /ops/api/ledger/verify', () => {
  it('needs an operator and reports a sound ledger', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/ops/api/ledger/verify' })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'GET', url: '/ops/api/ledger/verify', headers: await operatorAuth(t.app) });
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({ ok: true, driftCount: 0, unbalancedCount: 0, chainBreakCount: 0, negativeCount: 0 });
    expect(value.entries).toBeGreaterThan(0);
    expect(value.transactions).toBeGreaterThan(0);
  });

  it('reports drift when a balance was changed behind the ledger’s back', async () => {
    const { id } = await funded(1_000n);
    const ops = await operatorAuth(t.app);
    // Only a deliberate owner action can do this: switch the guard off, write, switch it on.
    await t.database.db.execute(sql`alter table ledger_account disable trigger ledger_account_guard`);
    await t.database.db.execute(sql`update ledger_account set balance = balance + 7 where member_id = ${id}`);
    await t.database.db.execute(sql`alter table ledger_account enable trigger ledger_account_guard`);
    try {
      const value = (await t.app.inject({ method: 'GET', url: '/ops/api/ledger/verify', headers: ops })).json().value;
      expect(value.ok).toBe(false);
      expect(value.driftCount).toBe(1);
      expect(value.drift[0]).toMatchObject({ kind: 'PLAYER_MAIN', memberId: String(id), balance: '10.07', computed: '10.00' });
    } finally {
      await t.database.db.execute(sql`alter table ledger_account disable trigger ledger_account_guard`);
      await t.database.db.execute(sql`update ledger_account set balance = balance - 7 where member_id = ${id}`);
      await t.database.db.execute(sql`alter table ledger_account enable trigger ledger_account_guard`);
    }
    const value = (await t.app.inject({ method: 'GET', url: '/ops/api/ledger/verify', headers: ops })).json().value;
    expect(value.ok).toBe(true);
  });
});
