import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PayoutAccountSchema, WithdrawInfoSchema, WithdrawalSchema, type Withdrawal } from '@sorte/contracts/wallet/cashier';
import { OpsWithdrawalSchema } from '@sorte/contracts/ops/cashier';
import { buildTestApp, operatorAuth, type TestApp } from '../../../test/build-test-app';
import { counts, expectLedgerSound, sessionFor, walletBalances } from '../../../test/ledger-helpers';
import { api, expectError, PAY_PASSWORD, player, PNG_1X1, rowCount, type Headers } from '../../../test/cashier-helpers';
import { DEMO_PAYMENT_PASSWORD, DEMO_PIX_KEY } from '../../db/seed/demo-cashier';
import { DEMO_MEMBER } from '../../db/seed/demo';
import { auditLog, loginAttempt, member, turnoverRequirement, withdrawalRequest } from '../../db/schema/index';

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

const W = '/wps/v2/transaction/withdraw';
const PAYOUT = '/wps/v2/payout-accounts';
const balances = (id: number) => walletBalances(t.database.db, id);
const main = async (id: number) => (await balances(id)).PLAYER_MAIN ?? 0n;

async function pixAccount(auth: Headers, holderName = 'Ana Souza', pixKey = `${randomUUID()}`) {
  const res = await http.post(PAYOUT, auth, { type: 'PIX', pixKeyType: 'RANDOM', pixKey, holderName });
  expect(res.statusCode, res.body).toBe(200);
  return PayoutAccountSchema.parse(res.json().value);
}

/** A member with `minor` in MAIN, a payment password and one payout account. */
async function ready(minor: bigint) {
  const p = await player(t, minor);
  const account = await pixAccount(p.auth);
  return { ...p, account };
}

const withdraw = (auth: Headers, body: Record<string, unknown>, key?: string | null) => http.post(W, auth, body, key);

async function requested(auth: Headers, body: Record<string, unknown>): Promise<Withdrawal> {
  const res = await withdraw(auth, body);
  expect(res.statusCode, res.body).toBe(200);
  return WithdrawalSchema.parse(res.json().value);
}

const opsStep = (id: string, step: 'approve' | 'reject' | 'paid' | 'force-received', body: unknown = {}) =>
  http.post(`/ops/api/cashier/withdrawals/${id}/${step}`, ops, body);

describe('payout accounts', () => {
  it('binds bank and PIX accounts in the payee name, masked; refuses bad keys, other names, duplicates and too many', async () => {
    const { auth } = await player(t, 0n, { payeeName: 'Ana  Souza' });
    const cpf = await http.post(PAYOUT, auth, { type: 'PIX', pixKeyType: 'CPF', pixKey: '529.982.247-25', holderName: 'ana souza' });
    expect(cpf.statusCode, cpf.body).toBe(200);
    expect(PayoutAccountSchema.parse(cpf.json().value)).toMatchObject({ type: 'PIX', pixKeyType: 'CPF', masked: '***.982.247-**', holderName: 'ana souza' });
    const bank = await http.post(PAYOUT, auth, { type: 'BANK', bankCode: '341', bankName: 'Itaú', branch: '0001', accountNumber: '123456-7', holderName: 'ANA SOUZA' });
    expect(bank.json().value).toMatchObject({ type: 'BANK', bankCode: '341', masked: '****4567' });
    expect(expectError(await http.post(PAYOUT, auth, { type: 'PIX', pixKeyType: 'CPF', pixKey: '529.982.247-24', holderName: 'Ana Souza' }), 400, 'VALIDATION_FAILED').fields).toEqual({ pixKey: 'INVALID_FORMAT' });
    expect(expectError(await http.post(PAYOUT, auth, { type: 'PIX', pixKeyType: 'EMAIL', pixKey: 'not-an-email', holderName: 'Ana Souza' }), 400, 'VALIDATION_FAILED').fields).toEqual({ pixKey: 'INVALID_FORMAT' });
    expect(expectError(await http.post(PAYOUT, auth, { type: 'PIX', pixKeyType: 'PHONE', pixKey: '11987654321', holderName: 'Ana Souza' }), 400, 'VALIDATION_FAILED').fields).toEqual({ pixKey: 'INVALID_FORMAT' });
    expect(expectError(await http.post(PAYOUT, auth, { type: 'BANK', bankCode: '341', bankName: 'Itaú', accountNumber: '12ab', holderName: 'Ana Souza' }), 400, 'VALIDATION_FAILED').fields).toEqual({ accountNumber: 'INVALID_FORMAT' });
    expect(expectError(await http.post(PAYOUT, auth, { type: 'CARD', holderName: 'Ana Souza' }), 400, 'VALIDATION_FAILED').fields).toBeDefined();
    expect(expectError(await http.post(PAYOUT, auth, { type: 'PIX', pixKeyType: 'EMAIL', pixKey: 'x@example.com', holderName: 'Bruno Lima' }), 400, 'PAYEE_NAME_MISMATCH').fields).toEqual({ holderName: 'INVALID_VALUE' });
    expectError(await http.post(PAYOUT, auth, { type: 'PIX', pixKeyType: 'CPF', pixKey: '52998224725', holderName: 'Ana Souza' }), 409, 'PAYOUT_ACCOUNT_EXISTS');
    await http.post(PAYOUT, auth, { type: 'PIX', pixKeyType: 'PHONE', pixKey: '+55 11 98765-4321', holderName: 'Ana Souza' });
    await http.post(PAYOUT, auth, { type: 'PIX', pixKeyType: 'EMAIL', pixKey: 'Ana@Example.com', holderName: 'Ana Souza' });
    await http.post(PAYOUT, auth, { type: 'PIX', pixKeyType: 'RANDOM', pixKey: randomUUID(), holderName: 'Ana Souza' });
    const list = (await http.get(PAYOUT, auth)).json().value.list;
    expect(list).toHaveLength(5);
    expect(list.find((a: { pixKeyType: string }) => a.pixKeyType === 'EMAIL').masked).toBe('a***@example.com');
    expect(list.find((a: { pixKeyType: string }) => a.pixKeyType === 'PHONE').masked).toBe('+55*******4321');
    expectError(await http.post(PAYOUT, auth, { type: 'PIX', pixKeyType: 'RANDOM', pixKey: randomUUID(), holderName: 'Ana Souza' }), 400, 'PAYOUT_ACCOUNT_LIMIT');
  });

  it('names the payee with the first account when none is set; unbinds only own accounts', async () => {
    const alice = await player(t, 0n, { payeeName: null });
    const first = await pixAccount(alice.auth, 'Carla Dias');
    const [row] = await t.database.db.select({ payeeName: member.payeeName }).from(member).where(eq(member.id, alice.id));
    expect(row!.payeeName).toBe('Carla Dias');
    expectError(await http.post(PAYOUT, alice.auth, { type: 'PIX', pixKeyType: 'RANDOM', pixKey: randomUUID(), holderName: 'Other Name' }), 400, 'PAYEE_NAME_MISMATCH');
    const bob = await player(t, 0n);
    expectError(await http.send('DELETE', `${PAYOUT}/${first.id}`, bob.auth), 404, 'PAYOUT_ACCOUNT_NOT_FOUND');
    expectError(await http.send('DELETE', `${PAYOUT}/abc`, alice.auth), 404, 'PAYOUT_ACCOUNT_NOT_FOUND');
    expect((await http.send('DELETE', `${PAYOUT}/${first.id}`, alice.auth)).statusCode).toBe(200);
    expect((await http.get(PAYOUT, alice.auth)).json().value.list).toEqual([]);
    expectError(await http.send('DELETE', `${PAYOUT}/${first.id}`, alice.auth), 404, 'PAYOUT_ACCOUNT_NOT_FOUND');
  });
});

describe('GET /wps/v2/transaction/withdraw/info', () => {
  it('answers limits, fee, turnover, balance, accounts and the payment-password flag (demo01 seeded)', async () => {
    const [demo] = await t.database.db.select({ id: member.id }).from(member).where(eq(member.username, DEMO_MEMBER.username));
    const auth = await sessionFor(t.database.db, demo!.id);
    const res = await http.get(`${W}/info`, auth);
    expect(res.statusCode, res.body).toBe(200);
    const info = WithdrawInfoSchema.parse(res.json().value);
    expect(info).toMatchObject({
      currency: 'BRL',
      balance: '10000.00',
      min: '20.00',
      max: '50000.00',
      dailyCount: 5,
      usedToday: 0,
      fee: { fixed: '0.00', percent: '0.00' },
      turnover: { required: '0.00', progress: '0.00', remaining: '0.00', met: true },
      hasPaymentPassword: true,
      payeeName: 'Demo Player',
      receiptAutoConfirmMinutes: 1440,
    });
    expect(info.payoutAccounts).toHaveLength(1);
    expect(info.payoutAccounts[0]).toMatchObject({ type: 'PIX', pixKeyType: 'EMAIL', masked: 'd***@example.com' });
    // demo01 can withdraw with the seeded payment password.
    const w = await requested(auth, { amount: '100', payoutAccountId: info.payoutAccounts[0]!.id, paymentPassword: DEMO_PAYMENT_PASSWORD });
    expect(w.payoutAccount.masked).toBe(`d***@${DEMO_PIX_KEY.split('@')[1]}`);
    expect((await opsStep(w.id, 'reject', { reason: 'test' })).statusCode).toBe(200);
  });
});

describe('POST /wps/v2/transaction/withdraw', () => {
  it('holds the amount at once, replays a double click, refuses the key for another body', async () => {
    const { id, auth, account } = await ready(100_000n);
    const key = randomUUID();
    const body = { amount: '250.5', payoutAccountId: account.id, paymentPassword: PAY_PASSWORD };
    const [a, b] = await Promise.all([withdraw(auth, body, key), withdraw(auth, body, key)]);
    expect([a.statusCode, b.statusCode], a.body + b.body).toEqual([200, 200]);
    expect(a.json().value.id).toBe(b.json().value.id);
    expect([a.headers['idempotent-replayed'], b.headers['idempotent-replayed']].filter(Boolean)).toEqual(['true']);
    const w = WithdrawalSchema.parse(a.json().value);
    expect(w).toMatchObject({ status: 'PENDING_REVIEW', amount: '250.50', fee: '0.00', payout: '250.50', receipt: { status: null, remainingAmount: '250.50' } });
    expect(await balances(id)).toEqual({ PLAYER_MAIN: 100_000n - 25_050n });
    expectError(await withdraw(auth, { ...body, amount: '10' }, key), 409, 'IDEMPOTENCY_KEY_REUSED');
    const list = (await http.get(`${W}?pageNo=1&pageSize=5`, auth)).json().value;
    expect(list).toMatchObject({ total: 1, totalPages: 1 });
    expect(WithdrawalSchema.parse(list.list[0]).id).toBe(w.id);
    expect((await http.get(`${W}/${w.id}`, auth)).json().value.id).toBe(w.id);
  });

  it('refuses bad input with a translated error, holding nothing', async () => {
    const { id, auth, account } = await ready(5_000n);
    const ok = { amount: '30', payoutAccountId: account.id, paymentPassword: PAY_PASSWORD };
    const before = await counts(t.database.db);
    const rows = await rowCount(t, 'withdrawal_request');
    for (const [amount, rule] of [['0', 'INVALID_VALUE'], ['-5', 'INVALID_VALUE'], ['1.001', 'INVALID_FORMAT'], ['', 'INVALID_FORMAT']] as const) {
      expect(expectError(await withdraw(auth, { ...ok, amount }), 400, 'AMOUNT_INVALID').fields).toEqual({ amount: rule });
    }
    expect(expectError(await withdraw(auth, { ...ok, amount: '19.99' }), 400, 'AMOUNT_OUT_OF_RANGE').message).toBe('The amount must be between 20.00 and 50,000.00.');
    expectError(await withdraw(auth, { ...ok, amount: '50000.01' }), 400, 'AMOUNT_OUT_OF_RANGE');
    expectError(await withdraw(auth, { ...ok, amount: '50.01' }), 400, 'INSUFFICIENT_BALANCE');
    expectError(await withdraw(auth, { ...ok, payoutAccountId: '999999' }), 404, 'PAYOUT_ACCOUNT_NOT_FOUND');
    const other = await ready(0n);
    expectError(await withdraw(auth, { ...ok, payoutAccountId: other.account.id }), 404, 'PAYOUT_ACCOUNT_NOT_FOUND');
    expect(expectError(await withdraw(auth, { ...ok, paymentPassword: '000000' }), 400, 'PAYMENT_PASSWORD_WRONG').fields).toEqual({ paymentPassword: 'INVALID_VALUE' });
    expect(expectError(await withdraw(auth, { amount: '30', payoutAccountId: account.id }), 400, 'VALIDATION_FAILED').fields).toEqual({ paymentPassword: 'REQUIRED' });
    expectError(await withdraw(auth, ok, null), 400, 'IDEMPOTENCY_KEY_REQUIRED');
    expect(await counts(t.database.db)).toEqual(before);
    expect(await rowCount(t, 'withdrawal_request')).toBe(rows);
    expect(await main(id)).toBe(5_000n);
    const noPin = await player(t, 5_000n, { paymentPassword: false });
    const acc = await pixAccount(noPin.auth);
    expectError(await withdraw(noPin.auth, { ...ok, payoutAccountId: acc.id }), 400, 'PAYMENT_PASSWORD_REQUIRED');
    const trial = await player(t, 0n, { accountType: 4 });
    expectError(await withdraw(trial.auth, ok), 403, 'TRIAL_ACCOUNT_FORBIDDEN');
    expectError(await http.get(`${W}/info`, trial.auth), 403, 'TRIAL_ACCOUNT_FORBIDDEN');
    expectError(await http.get(PAYOUT, trial.auth), 403, 'TRIAL_ACCOUNT_FORBIDDEN');
    expectError(await http.post(PAYOUT, trial.auth, { type: 'PIX', pixKeyType: 'RANDOM', pixKey: randomUUID(), holderName: 'Ana Souza' }), 403, 'TRIAL_ACCOUNT_FORBIDDEN');
    expectError(await http.get(`${W}/info`, {}), 401, 'UNAUTHORIZED');
  });

  it('limits wrong payment passwords with the password service’s counter (429 after 5)', async () => {
    const { id, auth, account } = await ready(10_000n);
    const body = { amount: '20', payoutAccountId: account.id, paymentPassword: '000000' };
    for (let i = 0; i < 5; i += 1) expectError(await withdraw(auth, body), 400, 'PAYMENT_PASSWORD_WRONG');
    const limited = expectError(await withdraw(auth, { ...body, paymentPassword: PAY_PASSWORD }), 429, 'RATE_LIMITED');
    expect(limited).toBeDefined();
    await t.database.db.delete(loginAttempt).where(eq(loginAttempt.key, `confirm:${id}`));
    expect((await withdraw(auth, { ...body, paymentPassword: PAY_PASSWORD })).statusCode).toBe(200);
  });

  it('refuses a withdrawal while a bonus turnover is open, and past the daily count', async () => {
    const { id, auth, account } = await ready(100_000n);
    await t.database.db.insert(turnoverRequirement).values({ memberId: id, source: 'DEPOSIT_BONUS', reference: `test-${id}`, bonusMinor: 1_000n, requiredMinor: 50_000n });
    const body = { amount: '20', payoutAccountId: account.id, paymentPassword: PAY_PASSWORD };
    expectError(await withdraw(auth, body), 400, 'TURNOVER_NOT_MET');
    expect(WithdrawInfoSchema.parse((await http.get(`${W}/info`, auth)).json().value).turnover).toEqual({ required: '500.00', progress: '0.00', remaining: '500.00', met: false, bonus: '10.00' });
    await t.database.db.update(turnoverRequirement).set({ progressMinor: 50_000n }).where(eq(turnoverRequirement.memberId, id));
    for (let i = 0; i < 5; i += 1) expect((await withdraw(auth, body)).statusCode).toBe(200);
    expectError(await withdraw(auth, body), 400, 'WITHDRAW_LIMIT_REACHED');
    expect(WithdrawInfoSchema.parse((await http.get(`${W}/info`, auth)).json().value).usedToday).toBe(5);
  });

  it('two tabs withdrawing at once never overdraw', async () => {
    const { id, auth, account } = await ready(10_000n);
    const results = await Promise.all(
      Array.from({ length: 4 }, () => withdraw(auth, { amount: '60', payoutAccountId: account.id, paymentPassword: PAY_PASSWORD })),
    );
    const codes = results.map((r) => (r.statusCode === 200 ? 'OK' : r.json().code)).sort();
    expect(codes).toEqual(['INSUFFICIENT_BALANCE', 'INSUFFICIENT_BALANCE', 'INSUFFICIENT_BALANCE', 'OK']);
    expect(await main(id)).toBe(4_000n);
    expect(await rowCount(t, `withdrawal_request where member_id = ${id}`)).toBe(1);
  });

  it('a crash between the hold and the request row leaves neither', async () => {
    const { id, auth, account } = await ready(10_000n);
    const before = await counts(t.database.db);
    t.app.cashier.withdrawals.faults.afterHold = () => {
      throw new Error('crash between steps');
    };
    try {
      expectError(await withdraw(auth, { amount: '50', payoutAccountId: account.id, paymentPassword: PAY_PASSWORD }), 500, 'INTERNAL_ERROR');
    } finally {
      t.app.cashier.withdrawals.faults = {};
    }
    expect(await counts(t.database.db)).toEqual(before);
    expect(await main(id)).toBe(10_000n);
    expect(await rowCount(t, `withdrawal_request where member_id = ${id}`)).toBe(0);
  });
});

describe('operator review and receipt confirmation', () => {
  it('approve -> paid -> received in part -> not received with proof -> all received, audited', async () => {
    const { id, auth, account } = await ready(100_000n);
    await t.app.inject({ method: 'PUT', url: '/ops/api/cashier/settings', headers: ops, payload: { withdrawMin: '20', withdrawMax: '50000', withdrawDailyCount: 5, withdrawFee: { fixed: '1', percent: '1' } } });
    let w: Withdrawal;
    try {
      w = await requested(auth, { amount: '300', payoutAccountId: account.id, paymentPassword: PAY_PASSWORD });
    } finally {
      await t.app.inject({ method: 'PUT', url: '/ops/api/cashier/settings', headers: ops, payload: { withdrawMin: '20', withdrawMax: '50000', withdrawDailyCount: 5, withdrawFee: { fixed: '0', percent: '0' } } });
    }
    expect(w).toMatchObject({ amount: '300.00', fee: '4.00', payout: '296.00' });
    const pending = (await http.get('/ops/api/cashier/withdrawals?status=PENDING_REVIEW&pageSize=200', ops)).json().value;
    const mine = pending.list.map((x: unknown) => OpsWithdrawalSchema.parse(x)).find((x: { id: string }) => x.id === w.id);
    expect(mine.destination).toContain('PIX RANDOM');
    expectError(await opsStep(w.id, 'paid'), 409, 'WITHDRAWAL_STATE_INVALID');
    expectError(await http.post(`${W}/${w.id}/receipt`, auth, { result: 'ALL_RECEIVED' }), 409, 'RECEIPT_NOT_ALLOWED');
    expect((await opsStep(w.id, 'approve')).json().value.status).toBe('APPROVED');
    expectError(await opsStep(w.id, 'approve'), 409, 'WITHDRAWAL_STATE_INVALID');
    const paid = OpsWithdrawalSchema.parse((await opsStep(w.id, 'paid')).json().value);
    expect(paid.status).toBe('PAID');
    expect(paid.receipt.autoConfirmAt).not.toBeNull();
    expect(await main(id)).toBe(70_000n);

    const receipt = (body: unknown) => http.post(`${W}/${w.id}/receipt`, auth, body);
    expect(expectError(await receipt({ result: 'RECEIVED' }), 400, 'VALIDATION_FAILED').fields).toEqual({ receivedAmount: 'REQUIRED' });
    expect(expectError(await receipt({ result: 'RECEIVED', receivedAmount: '296.01' }), 400, 'VALIDATION_FAILED').fields).toEqual({ receivedAmount: 'INVALID_VALUE' });
    expect(expectError(await receipt({ result: 'RECEIVED', receivedAmount: '-1' }), 400, 'AMOUNT_INVALID').fields).toEqual({ receivedAmount: 'INVALID_VALUE' });
    const part = WithdrawalSchema.parse((await receipt({ result: 'RECEIVED', receivedAmount: '200' })).json().value);
    expect(part.receipt).toMatchObject({ status: 'RECEIVED', receivedAmount: '200.00', remainingAmount: '96.00', hasProof: false });
    expect(expectError(await receipt({ result: 'NOT_RECEIVED' }), 400, 'VALIDATION_FAILED').fields).toEqual({ proof: 'REQUIRED' });
    expectError(await receipt({ result: 'NOT_RECEIVED', proof: { contentType: 'image/png', data: Buffer.from('GIF89a not a png').toString('base64') } }), 400, 'PROOF_INVALID');
    expectError(await receipt({ result: 'NOT_RECEIVED', proof: { contentType: 'image/jpeg', data: PNG_1X1 } }), 400, 'PROOF_INVALID');
    expectError(await receipt({ result: 'NOT_RECEIVED', proof: { contentType: 'image/png', data: 'not base64!' } }), 400, 'PROOF_INVALID');
    expectError(await receipt({ result: 'NOT_RECEIVED', proof: { contentType: 'image/gif', data: PNG_1X1 } }), 400, 'VALIDATION_FAILED');
    const big = Buffer.alloc(5 * 1024 * 1024 + 1);
    Buffer.from(PNG_1X1, 'base64').copy(big);
    expectError(await receipt({ result: 'NOT_RECEIVED', proof: { contentType: 'image/png', data: big.toString('base64') } }), 400, 'PROOF_INVALID');
    const disputed = WithdrawalSchema.parse((await receipt({ result: 'NOT_RECEIVED', proof: { contentType: 'image/png', data: PNG_1X1 } })).json().value);
    expect(disputed.receipt).toMatchObject({ status: 'NOT_RECEIVED', receivedAmount: '200.00', hasProof: true, autoConfirmAt: null });
    const image = await t.app.inject({ method: 'GET', url: `/ops/api/cashier/withdrawals/${w.id}/proof`, headers: ops });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(Buffer.from(PNG_1X1, 'base64'))).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/ops/api/cashier/withdrawals/${w.id}/proof` })).statusCode).toBe(401);
    const all = WithdrawalSchema.parse((await receipt({ result: 'ALL_RECEIVED' })).json().value);
    expect(all.receipt).toMatchObject({ status: 'ALL_RECEIVED', receivedAmount: '296.00', remainingAmount: '0.00' });
    expectError(await receipt({ result: 'RECEIVED', receivedAmount: '1' }), 409, 'RECEIPT_NOT_ALLOWED');
    expectError(await opsStep(w.id, 'force-received'), 409, 'RECEIPT_NOT_ALLOWED');
    const other = await player(t, 0n);
    expectError(await http.post(`${W}/${w.id}/receipt`, other.auth, { result: 'ALL_RECEIVED' }), 404, 'WITHDRAWAL_NOT_FOUND');
    expectError(await http.get(`${W}/${w.id}`, other.auth), 404, 'WITHDRAWAL_NOT_FOUND');
    const actions = (await t.database.db.select().from(auditLog).where(eq(auditLog.entity, `withdrawal_request:${w.id}`))).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['cashier.withdrawal.approve', 'cashier.withdrawal.paid']));
  });

  it('rejection returns the held amount with the reason; a rejected request cannot be approved', async () => {
    const { id, auth, account } = await ready(10_000n);
    const w = await requested(auth, { amount: '40', payoutAccountId: account.id, paymentPassword: PAY_PASSWORD });
    expect(await main(id)).toBe(6_000n);
    expect(expectError(await opsStep(w.id, 'reject', {}), 400, 'VALIDATION_FAILED').fields).toEqual({ reason: 'REQUIRED' });
    const rejected = await opsStep(w.id, 'reject', { reason: 'Name does not match the bank' });
    expect(rejected.json().value).toMatchObject({ status: 'REJECTED', rejectReason: 'Name does not match the bank' });
    expect(await main(id)).toBe(10_000n);
    expectError(await opsStep(w.id, 'approve'), 409, 'WITHDRAWAL_STATE_INVALID');
    expectError(await opsStep(w.id, 'reject', { reason: 'again' }), 409, 'WITHDRAWAL_STATE_INVALID');
    expectError(await opsStep('999999', 'approve'), 404, 'WITHDRAWAL_NOT_FOUND');
    expect((await http.get(`${W}/${w.id}`, auth)).json().value.rejectReason).toBe('Name does not match the bank');
  });

  it('operator steps need no body at all (curl -XPOST without data, as in the README)', async () => {
    const { auth, account } = await ready(10_000n);
    const w = await requested(auth, { amount: '30', payoutAccountId: account.id, paymentPassword: PAY_PASSWORD });
    const bare = (step: string) => t.app.inject({ method: 'POST', url: `/ops/api/cashier/withdrawals/${w.id}/${step}`, headers: ops });
    const approved = await bare('approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await bare('paid')).json().value.status).toBe('PAID');
    // A body, when sent, is still checked: unknown fields are refused.
    expect(expectError(await opsStep(w.id, 'force-received', { extra: 1 }), 400, 'VALIDATION_FAILED').fields).toEqual({ extra: 'UNKNOWN_FIELD' });
    expect((await bare('force-received')).json().value.receipt.status).toBe('FORCED_RECEIVED');
  });

  it('the auto-confirm job marks unconfirmed paid withdrawals FORCED_RECEIVED once; a dispute waits', async () => {
    const { auth, account } = await ready(100_000n);
    const open = await requested(auth, { amount: '50', payoutAccountId: account.id, paymentPassword: PAY_PASSWORD });
    const disputed = await requested(auth, { amount: '60', payoutAccountId: account.id, paymentPassword: PAY_PASSWORD });
    const recent = await requested(auth, { amount: '70', payoutAccountId: account.id, paymentPassword: PAY_PASSWORD });
    for (const w of [open, disputed, recent]) {
      await opsStep(w.id, 'approve');
      await opsStep(w.id, 'paid');
    }
    await http.post(`${W}/${disputed.id}/receipt`, auth, { result: 'NOT_RECEIVED', proof: { contentType: 'image/png', data: PNG_1X1 } });
    await t.database.db
      .update(withdrawalRequest)
      .set({ paidAt: sql`now() - interval '1441 minutes'` })
      .where(sql`${withdrawalRequest.id} in (${Number(open.id)}, ${Number(disputed.id)})`);
    const [a, b] = await Promise.all([t.app.cashier.runJobs(), t.app.cashier.runJobs()]);
    expect(a.autoConfirmed + b.autoConfirmed).toBe(1);
    expect((await t.app.cashier.runJobs()).autoConfirmed).toBe(0);
    const status = async (id: string) => WithdrawalSchema.parse((await http.get(`${W}/${id}`, auth)).json().value).receipt;
    expect(await status(open.id)).toMatchObject({ status: 'FORCED_RECEIVED', remainingAmount: '0.00', autoConfirmAt: null });
    expect((await status(disputed.id)).status).toBe('NOT_RECEIVED');
    expect((await status(recent.id)).status).toBeNull();
    // The operator settles the dispute.
    expect((await opsStep(disputed.id, 'force-received')).json().value.receipt.status).toBe('FORCED_RECEIVED');
  });
});

describe('operator settings', () => {
  it('reads and sets withdrawal limits with checks, audited', async () => {
    const get = (await http.get('/ops/api/cashier/settings', ops)).json().value;
    expect(get).toMatchObject({ withdrawMin: '20.00', withdrawDailyCount: 5, receiptAutoConfirmMinutes: 1440 });
    const bad = await t.app.inject({ method: 'PUT', url: '/ops/api/cashier/settings', headers: ops, payload: { withdrawMin: '100', withdrawMax: '50', withdrawDailyCount: 5, withdrawFee: { fixed: '0', percent: '0' } } });
    expect(expectError(bad, 400, 'VALIDATION_FAILED').fields).toEqual({ withdrawMax: 'INVALID_VALUE' });
    const zero = await t.app.inject({ method: 'PUT', url: '/ops/api/cashier/settings', headers: ops, payload: { withdrawMin: '0', withdrawMax: '50', withdrawDailyCount: 5, withdrawFee: { fixed: '0', percent: '0' } } });
    expect(expectError(zero, 400, 'VALIDATION_FAILED').fields).toEqual({ withdrawMin: 'INVALID_VALUE' });
    expect((await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'cashier.settings.update'))).length).toBeGreaterThan(0);
  });
});
