import { bonusOf, feeOf } from '@sorte/contracts/common/money';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BonusPageSchema, DepositOrderSchema, HistoryPageSchema } from '@sorte/contracts/wallet/cashier';
import { buildTestApp, operatorAuth, type TestApp } from '../../../test/build-test-app';
import { expectLedgerSound, setWalletModes } from '../../../test/ledger-helpers';
import { api, channelId, expectError, PAY_PASSWORD, player, type Headers } from '../../../test/cashier-helpers';
import { crc16, maskPixKey, normalisePixKey, pixBrCode, usdtAmount } from './cashier.money';
import { periodRange } from './history.service';
import { fundTrialAccount } from '../ledger/index';

let t: TestApp;
let ops: Headers;
let http: ReturnType<typeof api>;
beforeAll(async () => {
  t = await buildTestApp();
  // Vendor wallets exist for transfer-mode vendors only (the demo has CQ9).
  await setWalletModes(t.database.db, { PG: 'transfer' });
  ops = await operatorAuth(t.app);
  http = api(t);
});
afterAll(async () => {
  await expectLedgerSound(t.database.db);
  await t.close();
});

const H = '/wps/v2/transaction/history';

describe('GET /wps/v2/transaction/history (account record)', () => {
  it('lists every movement of the player’s accounts with signed amounts, balance after and reference', async () => {
    const { auth } = await player(t, 0n);
    // Deposit 100 with a 10 % bonus, transfer 30 to PG, withdraw 20 and have it rejected.
    const o = DepositOrderSchema.parse((await http.post('/wps/v2/transaction/deposit', auth, { channelId: await channelId(t, 'PIX'), amount: '100', bonus: true })).json().value);
    expect((await http.post(`/ops/api/cashier/deposits/${o.orderId}/confirm`, ops, {})).statusCode).toBe(200);
    expect((await http.post('/wps/relay/GCS_walletTransfer', auth, { from: 'MAIN', to: 'PG', amount: '30' })).statusCode).toBe(200);
    // The bonus turnover is open: settle it so the withdrawal may go (bets do not exist yet).
    await t.database.db.execute(sql`update turnover_requirement set progress_minor = required_minor where reference = ${o.orderId}`);
    const account = (await http.post('/wps/v2/payout-accounts', auth, { type: 'PIX', pixKeyType: 'EMAIL', pixKey: 'ana@example.com', holderName: 'Ana Souza' })).json().value;
    const w = (await http.post('/wps/v2/transaction/withdraw', auth, { amount: '20', payoutAccountId: account.id, paymentPassword: PAY_PASSWORD })).json().value;
    expect((await http.post(`/ops/api/cashier/withdrawals/${w.id}/reject`, ops, { reason: 'test' })).statusCode).toBe(200);

    const page = HistoryPageSchema.parse((await http.get(H, auth)).json().value);
    expect(page.total).toBe(6);
    expect(page.list.map((r) => [r.type, r.wallet, r.amount, r.balanceAfter])).toEqual([
      ['WITHDRAW_REFUND', 'MAIN', '20.00', '80.00'],
      ['WITHDRAW', 'MAIN', '-20.00', '60.00'],
      ['TRANSFER', 'PG', '30.00', '30.00'],
      ['TRANSFER', 'MAIN', '-30.00', '80.00'],
      ['DEPOSIT_BONUS', 'MAIN', '10.00', '110.00'],
      ['DEPOSIT', 'MAIN', '100.00', '100.00'],
    ]);
    expect(page.list[0]!.reference).toBe(`W${w.id}`);
    expect(page.list[2]!.reference).toBe('MAIN>PG');
    expect(page.list[5]!.reference).toBe(o.orderId);

    const only = async (query: string) => HistoryPageSchema.parse((await http.get(`${H}?${query}`, auth)).json().value);
    expect((await only('type=WITHDRAW')).list.map((r) => r.type)).toEqual(['WITHDRAW_REFUND', 'WITHDRAW']);
    expect((await only('type=DEPOSIT')).total).toBe(1);
    expect((await only('type=BONUS')).list.map((r) => r.amount)).toEqual(['10.00']);
    expect((await only('type=TRANSFER&wallet=PG')).list.map((r) => r.amount)).toEqual(['30.00']);
    expect((await only('type=OTHER')).total).toBe(0);
    const paged = await only('pageNo=2&pageSize=4');
    expect(paged).toMatchObject({ total: 6, totalPages: 2 });
    expect(paged.list).toHaveLength(2);
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    expect((await only(`period=CUSTOM&start=${day(-1)}&end=${day(1)}`)).total).toBe(6);
    expect((await only(`period=CUSTOM&start=${day(-9)}&end=${day(-8)}`)).total).toBe(0);
  });

  it('refuses bad periods and filters; works for trial accounts (demo money)', async () => {
    const { auth } = await player(t, 0n);
    expect(expectError(await http.get(`${H}?period=CUSTOM`, auth), 400, 'VALIDATION_FAILED').fields).toEqual({ start: 'REQUIRED', end: 'REQUIRED' });
    expect(expectError(await http.get(`${H}?period=CUSTOM&start=2026-02-30&end=2026-03-01`, auth), 400, 'VALIDATION_FAILED').fields).toEqual({ start: 'INVALID_VALUE' });
    expect(expectError(await http.get(`${H}?period=CUSTOM&start=2026-03-02&end=2026-03-01`, auth), 400, 'VALIDATION_FAILED').fields).toEqual({ end: 'INVALID_VALUE' });
    expect(expectError(await http.get(`${H}?period=CUSTOM&start=2026-01-01&end=2026-06-01`, auth), 400, 'VALIDATION_FAILED').fields).toEqual({ end: 'INVALID_VALUE' });
    expect(expectError(await http.get(`${H}?period=FOREVER`, auth), 400, 'VALIDATION_FAILED').fields).toEqual({ period: 'INVALID_VALUE' });
    expect(expectError(await http.get(`${H}?type=BETS`, auth), 400, 'VALIDATION_FAILED').fields).toEqual({ type: 'INVALID_VALUE' });
    expect(expectError(await http.get(`${H}?pageSize=500`, auth), 400, 'VALIDATION_FAILED').fields).toEqual({ pageSize: 'INVALID_VALUE' });
    expect(expectError(await http.get(`${H}?tzOffset=900`, auth), 400, 'VALIDATION_FAILED').fields).toEqual({ tzOffset: 'INVALID_VALUE' });
    expectError(await http.get(H, {}), 401, 'UNAUTHORIZED');
    const trial = await player(t, 0n, { accountType: 4 });
    await fundTrialAccount(t.database.db, trial.id);
    const page = HistoryPageSchema.parse((await http.get(H, trial.auth)).json().value);
    expect(page.list.map((r) => [r.type, r.amount, r.balanceAfter])).toEqual([['DEMO_FUNDING', '2000.00', '2000.00']]);
  });
});

describe('GET /wps/v2/transaction/bonus (bonusDetails)', () => {
  it('lists deposit bonuses with their turnover requirement and progress', async () => {
    const { auth } = await player(t, 0n);
    const o = DepositOrderSchema.parse((await http.post('/wps/v2/transaction/deposit', auth, { channelId: await channelId(t, 'PIX'), amount: '2000', bonus: true })).json().value);
    expect(o.bonus).toBe('100.00'); // 10 % capped at 100.00
    await http.post(`/ops/api/cashier/deposits/${o.orderId}/confirm`, ops, {});
    const page = BonusPageSchema.parse((await http.get('/wps/v2/transaction/bonus', auth)).json().value);
    expect(page).toMatchObject({ total: 1, totalBonus: '100.00', turnover: { required: '10500.00', progress: '0.00', met: false } });
    expect(page.list[0]).toMatchObject({ source: 'DEPOSIT_BONUS', reference: o.orderId, bonus: '100.00', turnoverRequired: '10500.00', turnoverProgress: '0.00', status: 'ACTIVE' });
  });
});

describe('periods', () => {
  const now = new Date('2026-03-18T02:30:00Z'); // Wednesday; 23:30 on Tuesday 17th in Brasília
  const range = (period: Parameters<typeof periodRange>[0], tzOffset = 0, extra: { start?: string; end?: string } = {}) => {
    const r = periodRange(period, { now, tzOffset, ...extra });
    return [r.from.toISOString(), r.to.toISOString()];
  };
  it('follows the caller’s calendar', () => {
    expect(range('TODAY')).toEqual(['2026-03-18T00:00:00.000Z', '2026-03-19T00:00:00.000Z']);
    expect(range('TODAY', -180)).toEqual(['2026-03-17T03:00:00.000Z', '2026-03-18T03:00:00.000Z']);
    expect(range('YESTERDAY', -180)).toEqual(['2026-03-16T03:00:00.000Z', '2026-03-17T03:00:00.000Z']);
    expect(range('LAST_7_DAYS')).toEqual(['2026-03-12T00:00:00.000Z', '2026-03-19T00:00:00.000Z']);
    expect(range('DAILY')).toEqual(['2026-03-17T02:30:00.000Z', '2026-03-19T00:00:00.000Z']);
    expect(range('WEEKLY')).toEqual(['2026-03-16T00:00:00.000Z', '2026-03-19T00:00:00.000Z']);
    expect(range('SEMIMONTHLY')).toEqual(['2026-03-16T00:00:00.000Z', '2026-03-19T00:00:00.000Z']);
    expect(range('MONTHLY', 480)).toEqual(['2026-02-28T16:00:00.000Z', '2026-03-18T16:00:00.000Z']);
    expect(range('CUSTOM', -180, { start: '2026-03-01', end: '2026-03-02' })).toEqual(['2026-03-01T03:00:00.000Z', '2026-03-03T03:00:00.000Z']);
  });
});

describe('cashier money rules', () => {
  it('rounds fees up and bonuses down, in integers', () => {
    expect(feeOf(1_001n, 50n, 250)).toBe(50n + 26n);
    expect(feeOf(10_000n, 0n, 0)).toBe(0n);
    expect(bonusOf(15_050n, 1_000, 10_000n)).toBe(1_505n);
    expect(bonusOf(200_000n, 1_000, 10_000n)).toBe(10_000n);
    expect(usdtAmount(10_000n, '5.40')).toBe('18.518519');
  });
  it('checks and masks PIX keys', () => {
    expect(normalisePixKey('CPF', '529.982.247-25')).toBe('52998224725');
    expect(normalisePixKey('CPF', '111.111.111-11')).toBeUndefined();
    expect(normalisePixKey('PHONE', '+55 (11) 98765-4321')).toBe('+5511987654321');
    expect(normalisePixKey('RANDOM', 'not-a-uuid')).toBeUndefined();
    expect(maskPixKey('CPF', '52998224725')).toBe('***.982.247-**');
  });
  it('writes a BR Code with a valid CRC16', () => {
    const code = pixBrCode({ key: 'sandbox@sorte.invalid', merchantName: 'Sorte', city: 'SAO PAULO', amount: 1_050n, txid: 'DABC' });
    expect(code).toContain('540510.50');
    expect(code).toContain('5802BR');
    expect(code).toMatch(/6304[0-9A-F]{4}$/);
    // The check value of CRC16-CCITT-FALSE ("123456789" -> 29B1), and the code's own CRC.
    expect(crc16('123456789')).toBe('29B1');
    expect(crc16(code.slice(0, -4))).toBe(code.slice(-4));
  });
});
