import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FREE_PLAY_PER_IP, PASSWORD_MAX_AGE_DAYS } from './session.constants';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { lastSmsCode, setFlags, solveBotCheck } from '../../../test/accounts-helpers';
import { member, memberSession, verificationCode } from '../../db/schema/index';
import { DEMO_AGENT, DEMO_MEMBER, DEMO_MOBILE } from '../../db/seed/demo';
import { hashPassword } from '../../lib/password';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await setFlags(t.app, { MOBILEVERCODELOGIN3: true, PASSWORD_EXPIRY: false, FREE_PLAY: true });
});

let nextIp = 1;
const freshIp = () => `10.3.0.${nextIp++}`;
const login = (payload: Record<string, unknown>, ip = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/wps/session/login', remoteAddress: ip, headers: { 'accept-language': 'en' }, payload });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let created = 0;
async function createMember(values: Partial<typeof member.$inferInsert> = {}) {
  const username = `sess${++created}`;
  const [row] = await t.database.db
    .insert(member)
    .values({ username, passwordHash: await hashPassword('Pass#1234'), passwordChangedAt: new Date(), ...values })
    .returning();
  expect(row).toBeDefined();
  return { username, password: 'Pass#1234' };
}

async function loginCode(mobile: { countryDialingCode: string; mobileNum: string }) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/verification/sms/noLogin',
    remoteAddress: freshIp(),
    payload: { ...mobile, purpose: 'login', botCheck: await solveBotCheck(t.app) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return lastSmsCode(t, `${mobile.countryDialingCode}${mobile.mobileNum}`);
}

describe('SMS login', () => {
  it('logs the bound account in with the code, once, never with passwordExpired', async () => {
    await t.database.db.update(member).set({ passwordDefault: true }).where(eq(member.username, DEMO_MEMBER.username));
    try {
      const code = await loginCode(DEMO_MOBILE);
      const res = await login({ type: 'sms', ...DEMO_MOBILE, verificationCode: code });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().value).toMatchObject({ passwordExpired: false, isAgent: 0 });
      const info = await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: bearer(res.json().value.token) });
      expect(info.json().value.account).toBe(DEMO_MEMBER.username);
      const again = await login({ type: 'sms', ...DEMO_MOBILE, verificationCode: code });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ code: 'SMS_CODE_INVALID', fields: { verificationCode: 'INVALID_VALUE' } });
    } finally {
      await t.database.db.update(member).set({ passwordDefault: false }).where(eq(member.username, DEMO_MEMBER.username));
    }
  });

  it('refuses a wrong code, an unbound number and a bad number', async () => {
    // One code per number per minute: forget the earlier test's code rows.
    await t.database.db.delete(verificationCode).where(eq(verificationCode.recipient, '+5511987654321'));
    const code = await loginCode(DEMO_MOBILE);
    const wrong = await login({ type: 'sms', ...DEMO_MOBILE, verificationCode: code === '000000' ? '111111' : '000000' });
    expect(wrong.json().code).toBe('SMS_CODE_INVALID');
    const unbound = await login({ type: 'sms', countryDialingCode: '+55', mobileNum: '11955554444', verificationCode: '123456' });
    expect(unbound.json().code).toBe('SMS_CODE_INVALID');
    const bad = await login({ type: 'sms', countryDialingCode: '+55', mobileNum: '12', verificationCode: '123456' });
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { mobileNum: 'INVALID_FORMAT' } });
  }, 20_000);

  it('is 403 FEATURE_DISABLED without flag MOBILEVERCODELOGIN3', async () => {
    await setFlags(t.app, { MOBILEVERCODELOGIN3: false });
    const res = await login({ type: 'sms', ...DEMO_MOBILE, verificationCode: '123456' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FEATURE_DISABLED');
  });
});

describe('agent login', () => {
  it('lets agents in and refuses members with 403 NOT_AN_AGENT only after the password check', async () => {
    expect((await login({ type: 'username', ...DEMO_AGENT, agentLogin: true })).json().value.isAgent).toBe(1);
    const member = await login({ type: 'username', ...DEMO_MEMBER, agentLogin: true });
    expect(member.statusCode).toBe(403);
    expect(member.json()).toEqual({ success: false, code: 'NOT_AN_AGENT', message: 'Non-agents cannot log in.' });
    const guess = await login({ type: 'username', username: DEMO_MEMBER.username, password: 'wrong', agentLogin: true });
    expect(guess.json().code).toBe('LOGIN_WRONG_CREDENTIALS');
  });
});

describe('password expiry', () => {
  it(`is reported after ${PASSWORD_MAX_AGE_DAYS} days only with flag PASSWORD_EXPIRY`, async () => {
    const old = await createMember({ passwordChangedAt: new Date(Date.now() - (PASSWORD_MAX_AGE_DAYS + 1) * 86_400_000) });
    const fresh = await createMember();
    expect((await login({ type: 'username', ...old })).json().value.passwordExpired).toBe(false);
    await setFlags(t.app, { PASSWORD_EXPIRY: true });
    expect((await login({ type: 'username', ...old })).json().value.passwordExpired).toBe(true);
    expect((await login({ type: 'username', ...fresh })).json().value.passwordExpired).toBe(false);
  });
});

describe('DELETE /wps/session/others', () => {
  it("ends the member's other sessions and keeps the current one", async () => {
    const user = await createMember();
    const tokens: string[] = [];
    for (let i = 0; i < 3; i += 1) tokens.push((await login({ type: 'username', ...user })).json().value.token);
    const res = await t.app.inject({ method: 'DELETE', url: '/wps/session/others', headers: bearer(tokens[0]!) });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual({ ended: 2 });
    const info = (token: string) => t.app.inject({ method: 'GET', url: '/wps/member/info', headers: bearer(token) });
    expect((await info(tokens[0]!)).statusCode).toBe(200);
    expect((await info(tokens[1]!)).json().code).toBe('UNAUTHORIZED');
    expect((await t.app.inject({ method: 'DELETE', url: '/wps/session/others' })).statusCode).toBe(401);
  });
});

describe('POST /wps/session/login/freeplay', () => {
  const body = { os: 'Linux', platform: 'W', nonce: 'random-nonce-1234', gatewayVersion: 3 };
  const freePlay = (ip: string) =>
    t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', remoteAddress: ip, payload: body, headers: { 'accept-language': 'en' } });

  it('creates a trial account without password and logs it in', async () => {
    const res = await freePlay(freshIp());
    expect(res.statusCode, res.body).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({ firstTimeLogin: true, passwordExpired: false, isAgent: 4 });
    const info = (await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: bearer(value.token) })).json().value;
    expect(info.account).toMatch(/^demo\d{8}$/);
    expect(info).toMatchObject({ type: 4, hasPassword: false });
    // Funded with demo money in the same transaction (through the ledger).
    const balance = await t.app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: bearer(value.token) });
    expect(balance.json().value).toMatchObject({ sumBalance: '2000.00' });
  });

  it('refuses real-account actions for the trial account', async () => {
    const token = (await freePlay(freshIp())).json().value.token;
    const calls: [string, string, Record<string, unknown>][] = [
      ['POST', '/wps/member/password', { newPassword: 'Better#123', confirmNewPassword: 'Better#123' }],
      ['POST', '/wps/member/payment-password', { newPaymentPassword: '123456', confirmPaymentPassword: '123456' }],
      ['POST', '/wps/member/bind/email', { email: 'a@b.co', password: 'x' }],
      ['POST', '/wps/member/bind/mobile', { countryDialingCode: '+55', mobileNum: '11912345678', verificationCode: '123456' }],
      ['POST', '/wps/verification/sms/member', { countryDialingCode: '+55', mobileNum: '11912345678' }],
    ];
    for (const [method, url, payload] of calls) {
      const res = await t.app.inject({ method: method as 'POST', url, payload, headers: { ...bearer(token), 'accept-language': 'en' } });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ success: false, code: 'TRIAL_ACCOUNT_FORBIDDEN', message: 'Please register an account first.' });
    }
  });

  it(`allows ${FREE_PLAY_PER_IP} trial accounts per IP per hour`, async () => {
    const ip = freshIp();
    const before = (await t.database.db.select({ n: count() }).from(member))[0]!.n;
    for (let i = 0; i < FREE_PLAY_PER_IP; i += 1) expect((await freePlay(ip)).statusCode).toBe(200);
    const refused = await freePlay(ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await t.database.db.select({ n: count() }).from(member))[0]!.n).toBe(before + FREE_PLAY_PER_IP);
    expect((await freePlay(freshIp())).statusCode).toBe(200);
  });

  it('is 403 FEATURE_DISABLED without flag FREE_PLAY and validates its body', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: { ...body, platform: 'X' } });
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { platform: 'INVALID_VALUE' } });
    await setFlags(t.app, { FREE_PLAY: false });
    const res = await freePlay(freshIp());
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FEATURE_DISABLED');
    const sessions = await t.database.db.select({ n: count() }).from(memberSession);
    expect(sessions[0]!.n).toBeGreaterThan(0);
  });
});
