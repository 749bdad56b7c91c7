import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DepositChannelListSchema, DepositOrderSchema, type DepositOrder } from '@sorte/contracts/wallet/cashier';
import { OpsDepositSchema } from '@sorte/contracts/ops/cashier';
import { buildTestApp, operatorAuth, type TestApp } from '../../../test/build-test-app';
import { counts, expectLedgerSound, walletBalances } from '../../../test/ledger-helpers';
import { api, channelId, expectError, player, rowCount, type Headers } from '../../../test/cashier-helpers';
import { auditLog, depositOrder, member, ledgerTransaction, paymentChannel, turnoverRequirement } from '../../db/schema/index';
import { signCallback } from './gateway';

let t: TestApp;
let ops: Headers;
let http: ReturnType<typeof api>;
beforeAll(async () => {
  t = await buildTestApp();
  ops = await operatorAuth(t.app);
  http = api(t);
});
afterAll(async () => {
  await expectLedgerSound(t.database.db);
  await t.close();
});

const DEPOSIT = '/wps/v2/transaction/deposit';
const deposit = (auth: Headers, body: unknown, key?: string | null) => http.post(DEPOSIT, auth, body, key);

async function order(auth: Headers, body: Record<string, unknown>): Promise<DepositOrder> {
  const res = await deposit(auth, body);
  expect(res.statusCode, res.body).toBe(200);
  return DepositOrderSchema.parse(res.json().value);
}

function callback(o: { orderId: string; amount: string }, status: 'PAID' | 'FAILED', extra: { eventId?: string; now?: Date; amount?: string } = {}) {
  return t.app.cashier.deposits.sandbox.signedCallback(
    { orderId: o.orderId, status, amount: extra.amount ?? o.amount, currency: 'BRL', eventId: extra.eventId },
    extra.now,
  );
}
const sendCallback = (signed: { body: string; headers: Record<string, string> }, gateway = 'SANDBOX') =>
  t.app.inject({ method: 'POST', url: `/wps/callback/gateway/${gateway}`, headers: { ...signed.headers, 'accept-language': 'en' }, payload: signed.body });

const main = async (id: number) => (await walletBalances(t.database.db, id)).PLAYER_MAIN ?? 0n;

describe('GET /wps/v2/transaction/deposit/channels', () => {
  it('lists the enabled channels with limits, fee, bonus and pay-to details', async () => {
    const { auth } = await player(t, 0n);
    const res = await http.get(`${DEPOSIT}/channels`, auth);
    expect(res.statusCode, res.body).toBe(200);
    const value = DepositChannelListSchema.parse(res.json().value);
    expect(value.currency).toBe('BRL');
    expect(value.list.map((c) => c.type)).toEqual(['PIX', 'BANK_TRANSFER', 'USDT']);
    const [pix, bank, usdt] = value.list;
    expect(pix).toMatchObject({ gateway: 'SANDBOX', min: '10.00', max: '50000.00', bonus: { type: 'PERCENT', percent: '10.00', cap: '100.00', turnoverMultiplier: 5 } });
    expect(bank!.bank).toMatchObject({ bankCode: '001', holderName: 'Sorte Pagamentos Ltda' });
    expect(usdt!.usdt).toMatchObject({ network: 'TRC20', rate: '5.40' });
    expect(usdt!.fee).toEqual({ fixed: '0.00', percent: '1.00' });
  });

  it('names and explains each channel in the request language; an order keeps the text it was created with', async () => {
    const { auth } = await player(t, 0n);
    const list = async (lang: string) =>
      DepositChannelListSchema.parse((await t.app.inject({ method: 'GET', url: `${DEPOSIT}/channels`, headers: { ...auth, 'accept-language': lang } })).json().value).list;
    const [enPix, enBank] = await list('en');
    expect(enBank!.name).toBe('Bank transfer');
    expect(enPix!.instructions).toMatch(/^Scan the QR code/);
    const [brPix, brBank] = await list('pt-BR');
    expect(brBank!.name).toBe('Transferência bancária');
    expect(brPix!.instructions).toMatch(/^Escaneie o QR code/);
    expect((await list('zh'))[1]!.name).toBe('银行转账');
    const res = await t.app.inject({ method: 'POST', url: DEPOSIT, headers: { ...auth, 'accept-language': 'th', 'idempotency-key': randomUUID() }, payload: { channelId: enBank!.id, amount: '100' } });
    const created = DepositOrderSchema.parse(res.json().value);
    expect(created.channelName).toBe('โอนผ่านธนาคาร');
    expect(created.payment.instructions).toMatch(/^โอนยอดเงิน/);
    // Read back in another language: still the text the player was shown when paying.
    const again = await t.app.inject({ method: 'GET', url: `${DEPOSIT}/${created.orderId}`, headers: { ...auth, 'accept-language': 'en' } });
    expect(again.json().value.channelName).toBe('โอนผ่านธนาคาร');
  });

  it('hides disabled channels; needs a session; refuses trial accounts', async () => {
    const { auth } = await player(t, 0n);
    const id = await channelId(t, 'USDT');
    await t.database.db.update(paymentChannel).set({ enabled: false }).where(eq(paymentChannel.id, Number(id)));
    const list = DepositChannelListSchema.parse((await http.get(`${DEPOSIT}/channels`, auth)).json().value).list;
    expect(list.map((c) => c.type)).toEqual(['PIX', 'BANK_TRANSFER']);
    expectError(await deposit(auth, { channelId: id, amount: '100' }), 400, 'CHANNEL_UNAVAILABLE');
    await t.database.db.update(paymentChannel).set({ enabled: true }).where(eq(paymentChannel.id, Number(id)));
    expectError(await http.get(`${DEPOSIT}/channels`, {}), 401, 'UNAUTHORIZED');
    const trial = await player(t, 0n, { accountType: 4 });
    expectError(await http.get(`${DEPOSIT}/channels`, trial.auth), 403, 'TRIAL_ACCOUNT_FORBIDDEN');
    expectError(await deposit(trial.auth, { channelId: await channelId(t, 'PIX'), amount: '100' }), 403, 'TRIAL_ACCOUNT_FORBIDDEN');
  });
});

describe('POST /wps/v2/transaction/deposit', () => {
  it('creates a pending PIX order with a BR Code and the sandbox pay page; nothing moves yet', async () => {
    const { id, auth } = await player(t, 0n);
    const before = await counts(t.database.db);
    const o = await order(auth, { channelId: await channelId(t, 'PIX'), amount: '150.5', bonus: true });
    expect(o).toMatchObject({ status: 'PENDING', amount: '150.50', fee: '0.00', credit: '150.50', bonus: '15.05', type: 'PIX' });
    expect(o.orderId).toMatch(/^D[0-9A-Z]{24}$/);
    expect(o.payment.pixCode).toMatch(/^000201.*5406150\.50.*6304[0-9A-F]{4}$/);
    expect(o.payment.pixCode).toContain(o.orderId);
    expect(o.sandbox).toEqual({ payUrl: `/sandbox-gateway/pay/${o.orderId}` });
    expect(new Date(o.expiresAt).getTime() - new Date(o.createdAt).getTime()).toBe(30 * 60_000);
    expect(await counts(t.database.db)).toEqual(before);
    expect(await main(id)).toBe(0n);
    // USDT: fee 1 %, amount in USDT at the channel's rate (rounded up).
    const u = await order(auth, { channelId: await channelId(t, 'USDT'), amount: '100' });
    expect(u).toMatchObject({ fee: '1.00', credit: '99.00', payment: { usdt: { network: 'TRC20', amount: '18.518519' } } });
    // Bank transfer: the operator's account and the reference to write.
    const b = await order(auth, { channelId: await channelId(t, 'BANK_TRANSFER'), amount: '50' });
    expect(b.payment.bank).toMatchObject({ bankName: 'Banco do Brasil', accountNumber: '12345678-9' });
    expect(b.payment.reference).toBe(b.orderId);
    expect(b.sandbox).toBeNull();
  });

  it('refuses bad input with a translated error and writes nothing', async () => {
    const { auth } = await player(t, 0n);
    const pix = await channelId(t, 'PIX');
    const rows = await rowCount(t, 'deposit_order');
    for (const [amount, rule] of [['-1', 'INVALID_VALUE'], ['0', 'INVALID_VALUE'], ['1.234', 'INVALID_FORMAT'], ['abc', 'INVALID_FORMAT'], ['1e3', 'INVALID_FORMAT']] as const) {
      expect(expectError(await deposit(auth, { channelId: pix, amount }), 400, 'AMOUNT_INVALID').fields).toEqual({ amount: rule });
    }
    expect(expectError(await deposit(auth, { channelId: pix, amount: 100 }), 400, 'VALIDATION_FAILED').fields).toEqual({ amount: 'INVALID_TYPE' });
    const low = expectError(await deposit(auth, { channelId: pix, amount: '9.99' }), 400, 'AMOUNT_OUT_OF_RANGE');
    expect(low.message).toBe('The amount must be between 10.00 and 50,000.00.');
    expect(low.fields).toEqual({ amount: 'INVALID_VALUE' });
    expectError(await deposit(auth, { channelId: pix, amount: '50000.01' }), 400, 'AMOUNT_OUT_OF_RANGE');
    const pt = await t.app.inject({ method: 'POST', url: DEPOSIT, headers: { ...auth, 'accept-language': 'pt-BR', 'idempotency-key': randomUUID() }, payload: { channelId: pix, amount: '1' } });
    // min and max in the message, formatted for the language (the envelope has no params field).
    expect(pt.json().message).toBe('O valor deve estar entre 10,00 e 50.000,00.');
    expect(expectError(await deposit(auth, { channelId: '999999', amount: '100' }), 400, 'CHANNEL_UNAVAILABLE').fields).toEqual({ channelId: 'INVALID_VALUE' });
    expectError(await deposit(auth, { channelId: 'x', amount: '100' }), 400, 'VALIDATION_FAILED');
    expect(expectError(await deposit(auth, { channelId: await channelId(t, 'USDT'), amount: '100', bonus: true }), 400, 'VALIDATION_FAILED').fields).toEqual({ bonus: 'INVALID_VALUE' });
    expect(expectError(await deposit(auth, { channelId: pix, amount: '100', extra: 1 }), 400, 'VALIDATION_FAILED').fields).toEqual({ extra: 'UNKNOWN_FIELD' });
    expectError(await deposit(auth, { channelId: pix, amount: '100' }, null), 400, 'IDEMPOTENCY_KEY_REQUIRED');
    expectError(await deposit(auth, { channelId: pix, amount: '100' }, 'bad key!'), 400, 'IDEMPOTENCY_KEY_REQUIRED');
    expect(await rowCount(t, 'deposit_order')).toBe(rows);
  });

  it('answers a double-clicked submit once (same key), refuses the key for another body', async () => {
    const { id, auth } = await player(t, 0n);
    const pix = await channelId(t, 'PIX');
    const key = randomUUID();
    const [a, b] = await Promise.all([deposit(auth, { channelId: pix, amount: '20' }, key), deposit(auth, { channelId: pix, amount: '20' }, key)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().value.orderId).toBe(b.json().value.orderId);
    expect([a.headers['idempotent-replayed'], b.headers['idempotent-replayed']].filter(Boolean)).toEqual(['true']);
    expectError(await deposit(auth, { channelId: pix, amount: '21' }, key), 409, 'IDEMPOTENCY_KEY_REUSED');
    const mine = await t.database.db.select().from(depositOrder).where(eq(depositOrder.memberId, id));
    expect(mine).toHaveLength(1);
  });

  it('allows at most 5 unpaid orders', async () => {
    const { auth } = await player(t, 0n);
    const pix = await channelId(t, 'PIX');
    for (let i = 0; i < 5; i += 1) await order(auth, { channelId: pix, amount: '10' });
    expectError(await deposit(auth, { channelId: pix, amount: '10' }), 400, 'PENDING_ORDERS_LIMIT');
  });
});

describe('orders of the member', () => {
  it('gets, lists and cancels own orders; someone else’s order is not found', async () => {
    const alice = await player(t, 0n);
    const bob = await player(t, 0n);
    const o = await order(alice.auth, { channelId: await channelId(t, 'PIX'), amount: '30' });
    expect(DepositOrderSchema.parse((await http.get(`${DEPOSIT}/${o.orderId}`, alice.auth)).json().value).orderId).toBe(o.orderId);
    const list = (await http.get(`${DEPOSIT}?pageNo=1&pageSize=10`, alice.auth)).json().value;
    expect(list).toMatchObject({ total: 1, totalPages: 1 });
    expectError(await http.get(`${DEPOSIT}/${o.orderId}`, bob.auth), 404, 'ORDER_NOT_FOUND');
    expectError(await http.post(`${DEPOSIT}/${o.orderId}/cancel`, bob.auth, {}), 404, 'ORDER_NOT_FOUND');
    expectError(await http.get(`${DEPOSIT}/DNOTANORDER`, alice.auth), 404, 'ORDER_NOT_FOUND');
    const cancelled = await http.post(`${DEPOSIT}/${o.orderId}/cancel`, alice.auth, {});
    expect(cancelled.json().value.status).toBe('CANCELLED');
    expect((await http.post(`${DEPOSIT}/${o.orderId}/cancel`, alice.auth, {})).json().value.status).toBe('CANCELLED');
    const paid = await order(alice.auth, { channelId: await channelId(t, 'PIX'), amount: '30' });
    expect((await sendCallback(callback(paid, 'PAID'))).statusCode).toBe(200);
    expectError(await http.post(`${DEPOSIT}/${paid.orderId}/cancel`, alice.auth, {}), 409, 'ORDER_NOT_PENDING');
  });
});

describe('POST /wps/callback/gateway/:gateway (signed)', () => {
  it('credits MAIN exactly once with the bonus and its turnover requirement; a replay changes nothing', async () => {
    const { id, auth } = await player(t, 0n);
    const o = await order(auth, { channelId: await channelId(t, 'PIX'), amount: '200', bonus: true });
    const signed = callback(o, 'PAID');
    const res = await sendCallback(signed);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toEqual({ orderId: o.orderId, status: 'PAID', duplicate: false });
    expect(await main(id)).toBe(20_000n + 2_000n);
    const after = await counts(t.database.db);
    // The same event again (a gateway retry or a replay attack): duplicate, nothing moves.
    const replay = await sendCallback(signed);
    expect(replay.json().value).toEqual({ orderId: o.orderId, status: 'PAID', duplicate: true });
    // Another event saying PAID for the same order: still credited once.
    expect((await sendCallback(callback(o, 'PAID'))).json().value).toMatchObject({ status: 'PAID', duplicate: false });
    expect(await counts(t.database.db)).toEqual(after);
    expect(await main(id)).toBe(22_000n);
    const [req] = await t.database.db.select().from(turnoverRequirement).where(eq(turnoverRequirement.memberId, id));
    expect(req).toMatchObject({ source: 'DEPOSIT_BONUS', reference: o.orderId, bonusMinor: 2_000n, requiredMinor: 110_000n, status: 'ACTIVE' });
    const got = DepositOrderSchema.parse((await http.get(`${DEPOSIT}/${o.orderId}`, auth)).json().value);
    expect(got.status).toBe('PAID');
    expect(got.settledAt).not.toBeNull();
  });

  it('refuses a forged signature, a stale or future timestamp, a wrong amount and an unknown gateway, changing nothing', async () => {
    const { id, auth } = await player(t, 0n);
    const o = await order(auth, { channelId: await channelId(t, 'PIX'), amount: '75' });
    const good = callback(o, 'PAID');
    const forged = { ...good, headers: { ...good.headers, 'x-gateway-signature': signCallback('not-the-secret-not-the-secret-xx', good.headers['x-gateway-timestamp']!, good.body) } };
    expectError(await sendCallback(forged), 401, 'CALLBACK_SIGNATURE_INVALID');
    const tampered = { ...good, body: good.body.replace('"75.00"', '"7500.00"') };
    expectError(await sendCallback(tampered), 401, 'CALLBACK_SIGNATURE_INVALID');
    expectError(await sendCallback({ ...good, headers: { ...good.headers, 'x-gateway-signature': '' } }), 401, 'CALLBACK_SIGNATURE_INVALID');
    expectError(await sendCallback(callback(o, 'PAID', { now: new Date(Date.now() - 6 * 60_000) })), 401, 'CALLBACK_TIMESTAMP_INVALID');
    expectError(await sendCallback(callback(o, 'PAID', { now: new Date(Date.now() + 6 * 60_000) })), 401, 'CALLBACK_TIMESTAMP_INVALID');
    expectError(await sendCallback(callback(o, 'PAID', { amount: '75.01' })), 400, 'CALLBACK_AMOUNT_MISMATCH');
    expectError(await sendCallback(good, 'MANUAL'), 401, 'CALLBACK_SIGNATURE_INVALID');
    expectError(await sendCallback(good, 'NOPE'), 401, 'CALLBACK_SIGNATURE_INVALID');
    expectError(await sendCallback(callback({ orderId: 'DUNKNOWN000000000000000000', amount: '75.00' }, 'PAID')), 404, 'ORDER_NOT_FOUND');
    expect(await main(id)).toBe(0n);
    expect(await rowCount(t, `gateway_callback where order_no = '${o.orderId}'`)).toBe(0);
    // The refused attempts did not use up the real event: it still settles the order.
    expect((await sendCallback(good)).json().value.status).toBe('PAID');
    expect(await main(id)).toBe(7_500n);
  });

  it('a FAILED callback fails a pending order; a later PAID is refused; maintenance does not stop callbacks', async () => {
    const { id, auth } = await player(t, 0n);
    const o = await order(auth, { channelId: await channelId(t, 'PIX'), amount: '40' });
    await t.app.inject({ method: 'PUT', url: '/ops/api/system/status', headers: ops, payload: { status: 1, message: '' } });
    try {
      const failed = await sendCallback(callback(o, 'FAILED'));
      expect(failed.json().value).toMatchObject({ status: 'FAILED' });
    } finally {
      await t.app.inject({ method: 'PUT', url: '/ops/api/system/status', headers: ops, payload: { status: 0, message: '' } });
    }
    expectError(await sendCallback(callback(o, 'PAID')), 409, 'ORDER_NOT_PENDING');
    expect((await http.get(`${DEPOSIT}/${o.orderId}`, auth)).json().value).toMatchObject({ status: 'FAILED', failReason: 'Declined by the gateway' });
    expect(await main(id)).toBe(0n);
  });
});

describe('sandbox gateway page', () => {
  it('is a same-origin page without script whose Pay button sends the signed callback', async () => {
    const { id, auth } = await player(t, 0n);
    const o = await order(auth, { channelId: await channelId(t, 'PIX'), amount: '60' });
    const page = await t.app.inject({ method: 'GET', url: o.sandbox!.payUrl, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).not.toMatch(/<script/i);
    expect(page.body).toContain('data-testid="sandbox-status">PENDING<');
    const paid = await t.app.inject({
      method: 'POST',
      url: o.sandbox!.payUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=PAY',
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${o.sandbox!.payUrl}?result=ok`);
    expect(await main(id)).toBe(6_000n);
    const after = await t.app.inject({ method: 'GET', url: paid.headers.location as string });
    expect(after.body).toContain('data-testid="sandbox-status">PAID<');
    expect((await t.app.inject({ method: 'GET', url: '/sandbox-gateway/pay/DNOPE' })).statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'POST', url: o.sandbox!.payUrl, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'action=STEAL' });
    expect(bad.statusCode).toBe(404);
  });

  it('does not exist when the sandbox gateway is off, and its channels are hidden', async () => {
    const off = await buildTestApp({ SANDBOX_GATEWAY: 'false' });
    try {
      const { auth } = await player(off, 0n);
      const list = DepositChannelListSchema.parse((await api(off).get(`${DEPOSIT}/channels`, auth)).json().value).list;
      expect(list.map((c) => c.type)).toEqual(['BANK_TRANSFER']);
      expect((await off.app.inject({ method: 'GET', url: '/sandbox-gateway/pay/DX', headers: { accept: 'application/json' } })).statusCode).toBe(404);
      expectError(await api(off).post(DEPOSIT, auth, { channelId: await channelId(off, 'PIX'), amount: '100' }), 400, 'CHANNEL_UNAVAILABLE');
    } finally {
      await off.close();
    }
  });
});

describe('manual bank transfer and the operator', () => {
  it('stays pending until an operator confirms it; confirming twice credits once; audited', async () => {
    const { id, auth } = await player(t, 0n);
    const o = await order(auth, { channelId: await channelId(t, 'BANK_TRANSFER'), amount: '500' });
    // A sandbox-signed event cannot settle another gateway's order.
    expectError(await sendCallback(callback(o, 'PAID')), 404, 'ORDER_NOT_FOUND');
    expect(await main(id)).toBe(0n);
    const [who] = await t.database.db.select({ username: member.username }).from(member).where(eq(member.id, id));
    const list = (await http.get(`/ops/api/cashier/deposits?status=PENDING&username=${who!.username.toUpperCase()}`, ops)).json().value;
    expect(list.total).toBe(1);
    const [a, b] = await Promise.all([
      http.post(`/ops/api/cashier/deposits/${o.orderId}/confirm`, ops, {}),
      http.post(`/ops/api/cashier/deposits/${o.orderId}/confirm`, ops, {}),
    ]);
    expect([a.statusCode, b.statusCode], a.body + b.body).toEqual([200, 200]);
    expect(OpsDepositSchema.parse(a.json().value)).toMatchObject({ status: 'PAID', gateway: 'MANUAL' });
    expect(await main(id)).toBe(50_000n);
    const deposits = await t.database.db
      .select()
      .from(ledgerTransaction)
      .where(and(eq(ledgerTransaction.type, 'DEPOSIT'), eq(ledgerTransaction.reference, o.orderId)));
    expect(deposits).toHaveLength(1);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.entity, `deposit_order:${o.orderId}`));
    expect(audits.map((r) => r.action)).toContain('cashier.deposit.confirm');
    expectError(await http.post(`/ops/api/cashier/deposits/DNOPE/confirm`, ops, {}), 404, 'ORDER_NOT_FOUND');
    expectError(await http.post(`/ops/api/cashier/deposits/${o.orderId}/confirm`, {}, {}), 401, 'OPS_UNAUTHORIZED');
  });

  it('marks a pending order failed with a reason; a failed order cannot be confirmed', async () => {
    const { auth } = await player(t, 0n);
    const o = await order(auth, { channelId: await channelId(t, 'BANK_TRANSFER'), amount: '80' });
    expect(expectError(await http.post(`/ops/api/cashier/deposits/${o.orderId}/fail`, ops, { reason: '' }), 400, 'VALIDATION_FAILED').fields).toEqual({ reason: 'TOO_SHORT' });
    const failed = await http.post(`/ops/api/cashier/deposits/${o.orderId}/fail`, ops, { reason: 'No transfer arrived' });
    expect(failed.json().value).toMatchObject({ status: 'FAILED', failReason: 'No transfer arrived' });
    expectError(await http.post(`/ops/api/cashier/deposits/${o.orderId}/confirm`, ops, {}), 409, 'ORDER_NOT_PENDING');
    expectError(await http.post(`/ops/api/cashier/deposits/${o.orderId}/fail`, ops, { reason: 'again' }), 409, 'ORDER_NOT_PENDING');
  });

  it('a crash between the credit and the order update leaves neither (one transaction)', async () => {
    const { id, auth } = await player(t, 0n);
    const o = await order(auth, { channelId: await channelId(t, 'PIX'), amount: '90', bonus: true });
    const before = await counts(t.database.db);
    t.app.cashier.deposits.faults.afterCredit = () => {
      throw new Error('crash between steps');
    };
    try {
      expectError(await sendCallback(callback(o, 'PAID')), 500, 'INTERNAL_ERROR');
      expectError(await http.post(`/ops/api/cashier/deposits/${o.orderId}/confirm`, ops, {}), 500, 'INTERNAL_ERROR');
    } finally {
      t.app.cashier.deposits.faults = {};
    }
    expect(await counts(t.database.db)).toEqual(before);
    expect(await main(id)).toBe(0n);
    const [row] = await t.database.db.select().from(depositOrder).where(eq(depositOrder.orderNo, o.orderId));
    expect(row).toMatchObject({ status: 'PENDING', ledgerTransactionId: null, gatewayEventId: null });
    expect(await rowCount(t, `gateway_callback where order_no = '${o.orderId}'`)).toBe(0);
    expect(await rowCount(t, `turnover_requirement where reference = '${o.orderId}'`)).toBe(0);
    expect((await sendCallback(callback(o, 'PAID'))).json().value.status).toBe('PAID');
    expect(await main(id)).toBe(9_000n + 900n);
  });
});

describe('expiry job', () => {
  it('expires pending orders past expiresAt once, also when two runs race; a late payment still credits', async () => {
    const { id, auth } = await player(t, 0n);
    const o = await order(auth, { channelId: await channelId(t, 'PIX'), amount: '25' });
    const fresh = await order(auth, { channelId: await channelId(t, 'PIX'), amount: '26' });
    await t.database.db
      .update(depositOrder)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(depositOrder.orderNo, o.orderId));
    const [r1, r2] = await Promise.all([t.app.cashier.runJobs(), t.app.cashier.runJobs()]);
    expect(r1.expired + r2.expired).toBe(1);
    expect((await t.app.cashier.runJobs()).expired).toBe(0);
    expect((await http.get(`${DEPOSIT}/${o.orderId}`, auth)).json().value.status).toBe('EXPIRED');
    expect((await http.get(`${DEPOSIT}/${fresh.orderId}`, auth)).json().value.status).toBe('PENDING');
    expectError(await http.post(`${DEPOSIT}/${o.orderId}/cancel`, auth, {}), 409, 'ORDER_NOT_PENDING');
    // Money that arrives after expiry is the player's: the gateway's PAID still credits it.
    expect((await sendCallback(callback(o, 'PAID'))).json().value.status).toBe('PAID');
    expect(await main(id)).toBe(2_500n);
  });
});

describe('operator payment channels', () => {
  it('creates, changes and removes channels with cross-field checks, audited', async () => {
    const base = {
      type: 'EWALLET',
      gateway: 'SANDBOX',
      name: 'PicPay',
      min: '5',
      max: '1000',
      fee: { fixed: '0.50', percent: '2.5' },
      bonus: { type: 'NONE' },
    };
    const created = await http.post('/ops/api/cashier/channels', ops, base);
    expect(created.statusCode, created.body).toBe(200);
    const ch = created.json().value;
    expect(ch.translations).toEqual({});
    // Texts per locale: only the seven locales, names 1..64 characters.
    expect(expectError(await http.post('/ops/api/cashier/channels', ops, { ...base, translations: { fr: { name: 'Portefeuille' } } }), 400, 'VALIDATION_FAILED').fields).toHaveProperty(['translations.fr']);
    expectError(await http.post('/ops/api/cashier/channels', ops, { ...base, translations: { pt: { name: '' } } }), 400, 'VALIDATION_FAILED');
    const named = await t.app.inject({ method: 'PATCH', url: `/ops/api/cashier/channels/${ch.id}`, headers: ops, payload: { translations: { pt: { name: 'Carteira PicPay', instructions: 'Pague na app PicPay.' } } } });
    expect(named.json().value.translations).toEqual({ pt: { name: 'Carteira PicPay', instructions: 'Pague na app PicPay.' } });
    const seen = async (lang: string) => {
      const { auth: a } = await player(t, 0n);
      const l = (await t.app.inject({ method: 'GET', url: `${DEPOSIT}/channels`, headers: { ...a, 'accept-language': lang } })).json().value.list;
      return l.find((c: { id: string }) => c.id === ch.id);
    };
    expect(await seen('pt-BR')).toMatchObject({ name: 'Carteira PicPay', instructions: 'Pague na app PicPay.' });
    expect(await seen('en')).toMatchObject({ name: 'PicPay', instructions: '' });
    expect(ch).toMatchObject({ name: 'PicPay', min: '5.00', fee: { fixed: '0.50', percent: '2.50' }, enabled: true, expiresMinutes: 30 });
    expect(expectError(await http.post('/ops/api/cashier/channels', ops, { ...base, min: '10', max: '5' }), 400, 'VALIDATION_FAILED').fields).toEqual({ max: 'INVALID_VALUE' });
    expect(expectError(await http.post('/ops/api/cashier/channels', ops, { ...base, type: 'BANK_TRANSFER' }), 400, 'VALIDATION_FAILED').fields).toEqual({ bank: 'REQUIRED', gateway: 'INVALID_VALUE' });
    expect(expectError(await http.post('/ops/api/cashier/channels', ops, { ...base, type: 'USDT' }), 400, 'VALIDATION_FAILED').fields).toEqual({ usdt: 'REQUIRED' });
    expectError(await http.post('/ops/api/cashier/channels', ops, { ...base, min: '0' }), 400, 'VALIDATION_FAILED');
    expectError(await http.post('/ops/api/cashier/channels', ops, { ...base, fee: { fixed: '1', percent: '101' } }), 400, 'VALIDATION_FAILED');
    const patched = await t.app.inject({ method: 'PATCH', url: `/ops/api/cashier/channels/${ch.id}`, headers: ops, payload: { max: '2000', bonus: { type: 'PERCENT', percent: '5', cap: '50', turnoverMultiplier: 3 } } });
    expect(patched.json().value).toMatchObject({ max: '2000.00', bonus: { type: 'PERCENT', percent: '5.00', cap: '50.00', turnoverMultiplier: 3 } });
    expectError(await t.app.inject({ method: 'PATCH', url: `/ops/api/cashier/channels/${ch.id}`, headers: ops, payload: { min: '3000' } }), 400, 'VALIDATION_FAILED');
    const { auth } = await player(t, 0n);
    // Fee 0.50 + 2.5 % of 10.00 (0.25) = 0.75.
    expect((await order(auth, { channelId: ch.id, amount: '10' })).fee).toBe('0.75');
    expect((await t.app.inject({ method: 'DELETE', url: `/ops/api/cashier/channels/${ch.id}`, headers: ops })).statusCode).toBe(200);
    expectError(await deposit(auth, { channelId: ch.id, amount: '10' }), 400, 'CHANNEL_UNAVAILABLE');
    expect((await http.get('/ops/api/cashier/channels', ops)).json().value.list.map((c: { id: string }) => c.id)).not.toContain(ch.id);
    expectError(await t.app.inject({ method: 'DELETE', url: `/ops/api/cashier/channels/${ch.id}`, headers: ops }), 404, 'NOT_FOUND');
    const actions = (await t.database.db.select().from(auditLog).where(eq(auditLog.entity, `payment_channel:${ch.id}`))).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['cashier.channel.update', 'cashier.channel.delete']));
  });
});

describe('OpenAPI', () => {
  it('documents the cashier calls', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/ops/api/openapi.json' })).json<{ paths: Record<string, unknown> }>();
    for (const path of [
      '/wps/v2/transaction/deposit',
      '/wps/v2/transaction/deposit/{orderId}/cancel',
      '/wps/v2/transaction/withdraw/{id}/receipt',
      '/wps/v2/payout-accounts',
      '/wps/v2/transaction/history',
      '/wps/callback/gateway/{gateway}',
      '/ops/api/cashier/withdrawals/{id}/approve',
      '/ops/api/cashier/channels/{id}',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
  });
});
