import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemberInfoSchema } from '@sorte/contracts/auth/session';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { DEMO_AGENT, DEMO_MEMBER } from '../../db/seed/demo';
import { loginAttempt, member, memberSession } from '../../db/schema/index';
import { hashPassword } from '../../lib/password';
import { hashToken } from '../../lib/tokens';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

// Each test logs in from its own address, so the per-IP counters do not leak between tests.
let nextIp = 1;
const freshIp = () => `10.0.0.${nextIp++}`;

const login = (payload: Record<string, unknown>, ip = freshIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/session/login',
    remoteAddress: ip,
    headers: { 'accept-language': 'en' },
    payload: { type: 'username', ...payload },
  });

const info = (token: string) =>
  t.app.inject({ method: 'GET', url: '/wps/member/info', headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' } });

async function tokenOf(username: string, password: string, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await login({ username, password, ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.token;
}

let created = 0;
/** A member of its own for a test (password `Pass#1234`). */
async function createMember(values: Partial<typeof member.$inferInsert> = {}) {
  const username = `tester${++created}`;
  await t.database.db.insert(member).values({ username, passwordHash: await hashPassword('Pass#1234'), ...values });
  return { username, password: 'Pass#1234' };
}

const sessionRow = async (token: string) =>
  (await t.database.db.select().from(memberSession).where(eq(memberSession.tokenHash, hashToken(token))))[0]!;

describe('member login', () => {
  it('answers a token, firstTimeLogin true on the first login only, and isAgent', async () => {
    const user = await createMember();
    const first = await login(user);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      success: true,
      value: { token: expect.any(String), firstTimeLogin: true, passwordExpired: false, isAgent: 0 },
    });
    expect(first.json().value.token.length).toBeGreaterThanOrEqual(22);
    const second = (await login(user)).json().value;
    expect(second.firstTimeLogin).toBe(false);
    expect(second.token).not.toBe(first.json().value.token);
    expect((await login(DEMO_AGENT)).json().value.isAgent).toBe(1);
  });

  it('welcomes the demo agent on its first login only, also through the agent login', async () => {
    const logins = [
      (await login(DEMO_AGENT)).json().value,
      (await login({ ...DEMO_AGENT, agentLogin: true })).json().value,
      (await login(DEMO_AGENT)).json().value,
    ];
    // Whichever test logged agent01 in first got the welcome; from then on it is never first.
    expect(logins.slice(1).map((v) => v.firstTimeLogin)).toEqual([false, false]);
    const [row] = await t.database.db.select({ at: member.firstLoginAt }).from(member).where(eq(member.username, DEMO_AGENT.username));
    expect(row!.at).toBeInstanceOf(Date);
  });

  it('flags a default password as expired and reports trial accounts', async () => {
    const defaulted = await createMember({ passwordDefault: true, accountType: 4 });
    expect((await login(defaulted)).json().value).toMatchObject({ passwordExpired: true, isAgent: 4 });
  });

  it('answers wrong password and unknown user with identical envelopes', async () => {
    const wrong = await login({ username: DEMO_MEMBER.username, password: 'nope' });
    const unknown = await login({ username: 'ghost-user', password: 'nope' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ success: false, code: 'LOGIN_WRONG_CREDENTIALS', message: 'Wrong username or password.' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    await t.database.db.delete(loginAttempt);
  });

  it('matches the username case-insensitively and after NFKC normalisation', async () => {
    expect((await login({ username: 'DEMO01', password: DEMO_MEMBER.password })).statusCode).toBe(200);
    // Full-width letters and digits normalise to "demo01".
    expect((await login({ username: 'ｄｅｍｏ０１', password: DEMO_MEMBER.password })).statusCode).toBe(200);
  });

  it('refuses unknown fields, missing fields and fields of the other login type', async () => {
    const extra = await login({ ...DEMO_MEMBER, remember: true });
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { remember: 'UNKNOWN_FIELD' } });
    const missing = await t.app.inject({ method: 'POST', url: '/wps/session/login', payload: { username: 'demo01' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ type: 'REQUIRED' });
    const noPassword = await login({ username: 'demo01' });
    expect(noPassword.json().fields).toEqual({ password: 'REQUIRED' });
    const sms = await login({ ...DEMO_MEMBER, type: 'sms' });
    expect(sms.statusCode).toBe(400);
    expect(sms.json().code).toBe('VALIDATION_FAILED');
  });

  it('refuses a disabled account with 403 ACCOUNT_DISABLED, and its live sessions too', async () => {
    const user = await createMember();
    const token = await tokenOf(user.username, user.password);
    await t.database.db.update(member).set({ status: 'disabled' }).where(eq(member.username, user.username));
    const res = await login(user);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, code: 'ACCOUNT_DISABLED', message: 'Non-member account cannot log in.' });
    expect((await info(token)).json().code).toBe('ACCOUNT_DISABLED');
    // A wrong password still answers the generic refusal (nothing revealed without the password).
    expect((await login({ ...user, password: 'wrong' })).json().code).toBe('LOGIN_WRONG_CREDENTIALS');
  });
});

describe('login throttling', () => {
  it('demands the captcha after 3 failures for a username; a captcha without its cookie is invalid', async () => {
    const user = await createMember();
    for (let i = 0; i < 3; i += 1) {
      expect((await login({ ...user, password: 'wrong' })).json().code).toBe('LOGIN_WRONG_CREDENTIALS');
    }
    const res = await login(user);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'CAPTCHA_REQUIRED', fields: { captcha: 'REQUIRED' } });
    const invalid = await login({ ...user, captcha: 'abcd' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ code: 'CAPTCHA_INVALID', fields: { captcha: 'INVALID_VALUE' } });
    // Another username from the same place is not affected.
    expect((await login(await createMember())).statusCode).toBe(200);
  });

  it('lets a correct captcha through to the password check; wrong captcha or password still count', async () => {
    const user = await createMember();
    const ip = freshIp();
    for (let i = 0; i < 3; i += 1) await login({ ...user, password: 'wrong' }, ip);
    expect((await login(user, ip)).json().code).toBe('CAPTCHA_REQUIRED');

    // Reads a fresh captcha and its answer (test hook) from its own address (1/s per IP).
    const fresh = async () => {
      const got = await t.app.inject({ method: 'GET', url: '/wps/captcha', remoteAddress: freshIp() });
      expect(got.statusCode, got.body).toBe(200);
      const cookie = `captcha_id=${got.cookies.find((c) => c.name === 'captcha_id')!.value}`;
      const answer = await t.app.inject({ method: 'GET', url: '/wps/captcha/test-answer', headers: { cookie } });
      return { cookie, code: answer.json().value as string };
    };
    const withCaptcha = (payload: Record<string, unknown>, cookie: string) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/session/login',
        remoteAddress: ip,
        headers: { 'accept-language': 'en', cookie },
        payload: { type: 'username', ...payload },
      });
    const key = `u:${user.username}`;
    const failures = async () =>
      (await t.database.db.select().from(loginAttempt).where(eq(loginAttempt.key, key)))[0]!.failures;

    let c = await fresh();
    const wrongCode = String((Number(c.code) + 1) % 10_000).padStart(4, '0');
    const invalid = await withCaptcha({ ...user, captcha: wrongCode }, c.cookie);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({
      success: false,
      code: 'CAPTCHA_INVALID',
      message: 'Wrong image code. Please type the digits of the new picture.',
      fields: { captcha: 'INVALID_VALUE' },
    });
    expect(await failures()).toBe(5);

    c = await fresh();
    expect((await withCaptcha({ ...user, password: 'wrong', captcha: c.code }, c.cookie)).json().code).toBe(
      'LOGIN_WRONG_CREDENTIALS',
    );
    expect(await failures()).toBe(6);

    c = await fresh();
    const ok = await withCaptcha({ ...user, captcha: c.code }, c.cookie);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().value.token).toEqual(expect.any(String));
  });

  it('demands the captcha after 10 failures from one IP, whatever the username', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i += 1) {
      expect((await login({ username: `nobody${i}`, password: 'wrong' }, ip)).statusCode).toBe(401);
    }
    const res = await login(await createMember(), ip);
    expect(res.json()).toMatchObject({ code: 'CAPTCHA_REQUIRED', fields: { captcha: 'REQUIRED' } });
    expect((await login(await createMember())).statusCode).toBe(200);
  });

  it('rate-limits a username with Retry-After from 10 failures, growing to at most 900 s', async () => {
    const user = await createMember();
    for (let i = 0; i < 10; i += 1) {
      const code = (await login({ ...user, password: 'wrong' })).json().code;
      expect(code).toBe(i < 3 ? 'LOGIN_WRONG_CREDENTIALS' : 'CAPTCHA_REQUIRED');
    }
    const limited = await login(user);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(limited.headers['retry-after']).toBe('1');
    const key = `u:${user.username}`;
    const setFailures = (failures: number) =>
      t.database.db.update(loginAttempt).set({ failures, lastFailureAt: new Date() }).where(eq(loginAttempt.key, key));
    await setFailures(15);
    expect((await login(user)).headers['retry-after']).toBe('32');
    await setFailures(40);
    expect((await login(user)).headers['retry-after']).toBe('900');
    // Refused attempts are not counted.
    const [row] = await t.database.db.select().from(loginAttempt).where(eq(loginAttempt.key, key));
    expect(row!.failures).toBe(40);
  });

  it('forgets failures older than 15 minutes and clears the username counter on success', async () => {
    const user = await createMember();
    for (let i = 0; i < 3; i += 1) await login({ ...user, password: 'wrong' });
    const key = `u:${user.username}`;
    await t.database.db
      .update(loginAttempt)
      .set({ lastFailureAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(loginAttempt.key, key));
    // A new failure after the window restarts the counter at 1.
    expect((await login({ ...user, password: 'wrong' })).json().code).toBe('LOGIN_WRONG_CREDENTIALS');
    const [restarted] = await t.database.db.select().from(loginAttempt).where(eq(loginAttempt.key, key));
    expect(restarted!.failures).toBe(1);
    expect((await login(user)).statusCode).toBe(200);
    expect(await t.database.db.select().from(loginAttempt).where(eq(loginAttempt.key, key))).toEqual([]);
  });
});

describe('member sessions', () => {
  it('stores only the hash of the token', async () => {
    const token = await tokenOf(DEMO_MEMBER.username, DEMO_MEMBER.password);
    const rows = await t.database.db.select().from(memberSession);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows.some((r) => r.tokenHash === hashToken(token))).toBe(true);
  });

  it('answers the member info in the contract shape', async () => {
    const token = await tokenOf(DEMO_MEMBER.username, DEMO_MEMBER.password);
    const res = await info(token);
    expect(res.statusCode).toBe(200);
    const value = MemberInfoSchema.parse(res.json().value);
    expect(value).toMatchObject({
      nickname: 'Demo',
      account: 'demo01',
      type: 0,
      toUpline: false,
      clubLabel: { labelName: 'Gold', rankLevel: 3 },
    });
    expect(value.id).toMatch(/^\d+$/);
    expect(value.memberLabel).toEqual([{ text: 'New', textColor: '#FFFFFF', bgColor: '#2E7D32' }]);
    const downline = MemberInfoSchema.parse((await info(await tokenOf('demo02', 'Demo#2026'))).json().value);
    expect(downline).toMatchObject({ account: 'demo02', toUpline: true, memberLabel: [] });
    const vip = MemberInfoSchema.parse((await info(await tokenOf('vip01', 'Demo#2026'))).json().value);
    expect(vip.clubLabel.rankLevel).toBe(5);
  });

  it('answers 401 without a token or with an unknown one', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: { 'accept-language': 'en' } });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ success: false, code: 'UNAUTHORIZED', message: 'Not logged in, please log in.' });
    expect((await info('a'.repeat(43))).json().code).toBe('UNAUTHORIZED');
  });

  it('revokes the token on logout', async () => {
    const token = await tokenOf(DEMO_MEMBER.username, DEMO_MEMBER.password);
    const headers = { authorization: `Bearer ${token}` };
    const out = await t.app.inject({ method: 'DELETE', url: '/wps/session/logout', headers });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true, value: {} });
    const after = await info(token);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('UNAUTHORIZED');
    expect((await sessionRow(token)).revokedAt).toBeInstanceOf(Date);
  });

  it('expires a session idle for 30 minutes, and slides last_seen_at at most once a minute', async () => {
    const token = await tokenOf(DEMO_MEMBER.username, DEMO_MEMBER.password);
    const setLastSeen = (ms: number) =>
      t.database.db
        .update(memberSession)
        .set({ lastSeenAt: new Date(Date.now() - ms) })
        .where(eq(memberSession.tokenHash, hashToken(token)));

    await setLastSeen(10_000);
    const before = (await sessionRow(token)).lastSeenAt.getTime();
    expect((await info(token)).statusCode).toBe(200);
    expect((await sessionRow(token)).lastSeenAt.getTime()).toBe(before);

    await setLastSeen(29 * 60_000);
    expect((await info(token)).statusCode).toBe(200);
    expect(Date.now() - (await sessionRow(token)).lastSeenAt.getTime()).toBeLessThan(10_000);

    await setLastSeen(31 * 60_000);
    const expired = await info(token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({
      success: false,
      code: 'SESSION_EXPIRED',
      message: 'Your session has expired, please log in again.',
    });
  });

  it('expires a session at its absolute expiry: 12 h, or 24 h with rememberMe', async () => {
    const token = await tokenOf(DEMO_MEMBER.username, DEMO_MEMBER.password);
    const row = await sessionRow(token);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(12 * 3_600_000);
    const remembered = await sessionRow(await tokenOf(DEMO_MEMBER.username, DEMO_MEMBER.password, { rememberMe: true }));
    expect(remembered.expiresAt.getTime() - remembered.createdAt.getTime()).toBe(24 * 3_600_000);

    await t.database.db
      .update(memberSession)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(memberSession.tokenHash, hashToken(token)));
    const res = await info(token);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('SESSION_EXPIRED');
  });

  it('documents the session and member calls in OpenAPI', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/ops/api/openapi.json' })).json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/wps/session/login', '/wps/session/logout', '/wps/member/info']));
    expect(doc.paths['/wps/member/info'].get.security).toEqual([{ memberToken: [] }]);
  });
});
