import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { lastMessage, lastSmsCode, setFlags, solveBotCheck } from '../../../test/accounts-helpers';
import { member, memberSession, messageOutbox, passwordResetToken } from '../../db/schema/index';
import { hashPassword, verifyPassword } from '../../lib/password';
import { CONFIRMATION_FAILURES_ALLOWED } from './password.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

let nextIp = 1;
const freshIp = () => `10.4.${nextIp >> 8}.${nextIp++ & 255}`;
let created = 0;
let nextNumber = 0;
const freshNumber = () => `1192000${String(++nextNumber).padStart(4, '0')}`;

async function createMember(values: Partial<typeof member.$inferInsert> = {}) {
  const username = `pw${++created}user`;
  await t.database.db
    .insert(member)
    .values({ username, passwordHash: await hashPassword('Pass#1234'), passwordChangedAt: new Date(), ...values });
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/session/login',
    remoteAddress: freshIp(),
    payload: { type: 'username', username, password: 'Pass#1234' },
  });
  const row = (await t.database.db.select().from(member).where(eq(member.username, username)))[0]!;
  return { username, token: res.json().value?.token as string, row };
}
const call = (method: 'POST' | 'GET' | 'PUT' | 'DELETE', url: string, token: string | undefined, payload?: Record<string, unknown>) =>
  t.app.inject({
    method,
    url,
    remoteAddress: freshIp(),
    headers: { 'accept-language': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(payload ? { payload } : {}),
  });
const stored = async (username: string) => (await t.database.db.select().from(member).where(eq(member.username, username)))[0]!;
const info = (token: string) => call('GET', '/wps/member/info', token);

describe('POST /wps/member/password', () => {
  it('changes the password, clears the default flag and ends the other sessions only', async () => {
    const user = await createMember({ passwordDefault: true });
    const other = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      remoteAddress: freshIp(),
      payload: { type: 'username', username: user.username, password: 'Pass#1234' },
    });
    const res = await call('POST', '/wps/member/password', user.token, {
      oldPassword: 'Pass#1234',
      newPassword: 'Better#123',
      confirmNewPassword: 'Better#123',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, value: {} });
    const row = await stored(user.username);
    expect(row.passwordDefault).toBe(false);
    expect(await verifyPassword(row.passwordHash, 'Better#123')).toBe(true);
    expect((await info(user.token)).statusCode).toBe(200);
    expect((await info(other.json().value.token)).json().code).toBe('UNAUTHORIZED');
  });

  it('refuses a wrong or missing old password, weak, equal, rule-breaking and unconfirmed new ones', async () => {
    const user = await createMember();
    const change = (body: Record<string, unknown>) => call('POST', '/wps/member/password', user.token, body);
    const wrong = await change({ oldPassword: 'nope', newPassword: 'Better#123', confirmNewPassword: 'Better#123' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      success: false,
      code: 'OLD_PASSWORD_WRONG',
      message: 'The current password is wrong.',
      fields: { oldPassword: 'INVALID_VALUE' },
    });
    expect((await change({ newPassword: 'Better#123', confirmNewPassword: 'Better#123' })).json().fields).toEqual({ oldPassword: 'REQUIRED' });
    const weak = await change({ oldPassword: 'Pass#1234', newPassword: '123456', confirmNewPassword: '123456' });
    expect(weak.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { newPassword: 'INVALID_VALUE' } });
    const same = await change({ oldPassword: 'Pass#1234', newPassword: 'Pass#1234', confirmNewPassword: 'Pass#1234' });
    expect(same.json().fields).toEqual({ newPassword: 'INVALID_VALUE' });
    const spaces = await change({ oldPassword: 'Pass#1234', newPassword: 'has space', confirmNewPassword: 'has space' });
    expect(spaces.json().fields).toEqual({ newPassword: 'INVALID_FORMAT' });
    const confirm = await change({ oldPassword: 'Pass#1234', newPassword: 'Better#123', confirmNewPassword: 'Better#124' });
    expect(confirm.json().fields).toEqual({ confirmNewPassword: 'INVALID_VALUE' });
    expect(await verifyPassword((await stored(user.username)).passwordHash, 'Pass#1234')).toBe(true);
  });

  it('needs no old password for an account without one, and stops a guessing session', async () => {
    const user = await createMember();
    await t.database.db.update(member).set({ passwordHash: null }).where(eq(member.username, user.username));
    const res = await call('POST', '/wps/member/password', user.token, { newPassword: 'Better#123', confirmNewPassword: 'Better#123' });
    expect(res.statusCode, res.body).toBe(200);
    for (let i = 0; i < CONFIRMATION_FAILURES_ALLOWED; i += 1) {
      const bad = await call('POST', '/wps/member/password', user.token, { oldPassword: `x${i}`, newPassword: 'Other#123', confirmNewPassword: 'Other#123' });
      expect(bad.json().code).toBe('OLD_PASSWORD_WRONG');
    }
    const limited = await call('POST', '/wps/member/password', user.token, { oldPassword: 'Better#123', newPassword: 'Other#123', confirmNewPassword: 'Other#123' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('needs a session', async () => {
    expect((await call('POST', '/wps/member/password', undefined, { newPassword: 'Better#123', confirmNewPassword: 'x' })).statusCode).toBe(401);
  });
});

describe('forgot by phone: POST /wps/member/password/verification', () => {
  it('resets with the SMS code, ends every session and logs in', async () => {
    const mobileNum = freshNumber();
    const user = await createMember({ countryDialingCode: '+55', mobileNum });
    const send = await call('POST', '/wps/verification/sms/noLogin', undefined, {
      countryDialingCode: '+55',
      mobileNum,
      purpose: 'resetPassword',
      botCheck: await solveBotCheck(t.app),
    });
    expect(send.statusCode).toBe(200);
    const code = await lastSmsCode(t, `+55${mobileNum}`);
    const body = { countryDialingCode: '+55', mobileNum, verificationCode: code, newPassword: 'Reset#123', confirmNewPassword: 'Reset#123' };
    const weak = await call('POST', '/wps/member/password/verification', undefined, { ...body, newPassword: '123456', confirmNewPassword: '123456' });
    expect(weak.json().fields).toEqual({ newPassword: 'INVALID_VALUE' });
    const res = await call('POST', '/wps/member/password/verification', undefined, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ token: expect.any(String), passwordExpired: false, isAgent: 0 });
    expect((await info(user.token)).json().code).toBe('UNAUTHORIZED');
    expect((await info(res.json().value.token)).statusCode).toBe(200);
    expect(await verifyPassword((await stored(user.username)).passwordHash, 'Reset#123')).toBe(true);
    const again = await call('POST', '/wps/member/password/verification', undefined, body);
    expect(again.json().code).toBe('SMS_CODE_INVALID');
  });

  it('refuses a wrong code and an unbound number', async () => {
    const res = await call('POST', '/wps/member/password/verification', undefined, {
      countryDialingCode: '+55',
      mobileNum: freshNumber(),
      verificationCode: '123456',
      newPassword: 'Reset#123',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'SMS_CODE_INVALID', fields: { verificationCode: 'INVALID_VALUE' } });
  });
});

describe('flag CHNGPASSVERIF3 (forgot password by phone)', () => {
  it('sends no reset code and resets nothing while off', async () => {
    const mobileNum = freshNumber();
    await createMember({ countryDialingCode: '+55', mobileNum });
    const codes = async () =>
      (await t.database.db.select().from(messageOutbox).where(eq(messageOutbox.recipient, `+55${mobileNum}`))).length;
    await setFlags(t.app, { CHNGPASSVERIF3: false });
    try {
      const send = await call('POST', '/wps/verification/sms/noLogin', undefined, {
        countryDialingCode: '+55',
        mobileNum,
        purpose: 'resetPassword',
        botCheck: await solveBotCheck(t.app),
      });
      expect(send.statusCode).toBe(403);
      expect(send.json().code).toBe('FEATURE_DISABLED');
      expect(await codes()).toBe(0);
      const reset = await call('POST', '/wps/member/password/verification', undefined, {
        countryDialingCode: '+55',
        mobileNum,
        verificationCode: '123456',
        newPassword: 'Reset#123',
        confirmNewPassword: 'Reset#123',
      });
      expect(reset.json().code).toBe('FEATURE_DISABLED');
    } finally {
      await setFlags(t.app, { CHNGPASSVERIF3: true });
    }
  });
});

describe('a session with the default or an expired password (flag FORCE_PASSWORD_CHANGE)', () => {
  const balance = (token: string) => call('GET', '/wps/v2/wallets/balance', token);

  it('may only read the member info, change the password and log out', async () => {
    const user = await createMember({ passwordHash: await hashPassword('123456'), passwordDefault: true });
    const login = await call('POST', '/wps/session/login', undefined, { type: 'username', username: user.username, password: '123456' });
    expect(login.json().value.passwordExpired).toBe(true);
    const token = login.json().value.token as string;

    const refused = await balance(token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      success: false,
      code: 'PASSWORD_CHANGE_REQUIRED',
      message: 'Please change your password before you continue.',
    });
    for (const [method, url] of [['POST', '/wps/member/payment-password'], ['GET', '/wps/v2/wallets']] as const) {
      expect((await call(method, url, token, method === 'POST' ? { newPaymentPassword: '135790', confirmPaymentPassword: '135790', password: '123456' } : undefined)).json().code).toBe('PASSWORD_CHANGE_REQUIRED');
    }
    expect((await info(token)).statusCode).toBe(200);

    // With the flag off the change is only suggested.
    await setFlags(t.app, { FORCE_PASSWORD_CHANGE: false });
    try {
      expect((await balance(token)).statusCode).toBe(200);
    } finally {
      await setFlags(t.app, { FORCE_PASSWORD_CHANGE: true });
    }

    const changed = await call('POST', '/wps/member/password', token, {
      oldPassword: '123456',
      newPassword: 'Fresh#2026',
      confirmNewPassword: 'Fresh#2026',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await balance(token)).statusCode).toBe(200);
    const again = await call('POST', '/wps/session/login', undefined, { type: 'username', username: user.username, password: 'Fresh#2026' });
    expect(again.json().value.passwordExpired).toBe(false);
    expect((await balance(again.json().value.token)).statusCode).toBe(200);
  });

  it('may log out', async () => {
    const user = await createMember({ passwordHash: await hashPassword('123456'), passwordDefault: true });
    const login = await call('POST', '/wps/session/login', undefined, { type: 'username', username: user.username, password: '123456' });
    const token = login.json().value.token as string;
    const out = await call('DELETE', '/wps/session/logout', token);
    expect(out.statusCode, out.body).toBe(200);
    expect((await info(token)).json().code).toBe('UNAUTHORIZED');
  });
});

describe('forgot by e-mail and the reset link', () => {
  it('mails a link for a form-encoded request, and the link resets once', async () => {
    const user = await createMember({ email: 'pw.mail@example.com' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      remoteAddress: freshIp(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en', host: 'evil.example' },
      payload: `username=${user.username.toUpperCase()}&email=PW.Mail%40example.com`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, value: {} });
    const mail = (await lastMessage(t, 'pw.mail@example.com', 'mail'))!;
    expect(mail).toMatchObject({ purpose: 'forgotPasswordMail', subject: 'Sorte: reset your password' });
    // A forged Host never makes it into the link: the brand's first domain is used.
    const link = /(\S+\/\?resetToken=([A-Za-z0-9_-]+))/.exec(mail.body)!;
    expect(link[1]).toMatch(/^http:\/\/localhost\/\?resetToken=/);
    const token = link[2]!;
    expect((await t.database.db.select().from(passwordResetToken)).some((r) => r.tokenHash.includes(token))).toBe(false);

    const reset = await call('POST', '/wps/member/password/reset', undefined, {
      resetToken: token,
      newPassword: 'Mailed#123',
      confirmNewPassword: 'Mailed#123',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await info(reset.json().value.token)).statusCode).toBe(200);
    expect((await info(user.token)).json().code).toBe('UNAUTHORIZED');
    const again = await call('POST', '/wps/member/password/reset', undefined, {
      resetToken: token,
      newPassword: 'Mailed#124',
      confirmNewPassword: 'Mailed#124',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'RESET_TOKEN_INVALID', fields: { resetToken: 'INVALID_VALUE' } });
  });

  it('answers a wrong pair exactly like a right one and mails only the right one, at most 3 an hour', async () => {
    const user = await createMember({ email: 'pw.limit@example.com' });
    const ask = (email: string, username = user.username) =>
      call('POST', '/wps/member/password/email', undefined, { username, email });
    const mails = async () =>
      (await t.database.db.select().from(messageOutbox).where(eq(messageOutbox.channel, 'mail'))).filter((m) =>
        ['pw.limit@example.com', 'other@example.com'].includes(m.recipient),
      ).length;
    const right = await ask('pw.limit@example.com');
    expect(right.statusCode).toBe(200);
    expect(await mails()).toBe(1);
    for (const wrong of [await ask('other@example.com'), await ask('pw.limit@example.com', 'nosuchuser')]) {
      expect(wrong.statusCode).toBe(right.statusCode);
      expect(wrong.body).toBe(right.body);
    }
    expect(await mails()).toBe(1);
    for (let i = 0; i < 2; i += 1) expect((await ask('pw.limit@example.com')).statusCode).toBe(200);
    expect(await mails()).toBe(3);
    // Past the account's 3 mails an hour the answer stays the same (a 429 would confirm the pair).
    const over = await ask('pw.limit@example.com');
    expect(over.body).toBe(right.body);
    expect(await mails()).toBe(3);
    const bad = await ask('not-an-email');
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { email: 'INVALID_FORMAT' } });
  });

  it('refuses an expired token', async () => {
    const user = await createMember({ email: 'pw.expired@example.com' });
    await call('POST', '/wps/member/password/email', undefined, { username: user.username, email: 'pw.expired@example.com' });
    const token = /resetToken=([A-Za-z0-9_-]+)/.exec((await lastMessage(t, 'pw.expired@example.com', 'mail'))!.body)![1]!;
    await t.database.db.update(passwordResetToken).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordResetToken.memberId, user.row.id));
    const res = await call('POST', '/wps/member/password/reset', undefined, { resetToken: token, newPassword: 'Mailed#123', confirmNewPassword: 'Mailed#123' });
    expect(res.json().code).toBe('RESET_TOKEN_INVALID');
  });
});

describe('POST /wps/member/payment-password', () => {
  it('sets the PIN with the login password, then changes it with the old PIN', async () => {
    const user = await createMember();
    const pay = (body: Record<string, unknown>) => call('POST', '/wps/member/payment-password', user.token, body);
    expect((await pay({ newPaymentPassword: '246810', confirmPaymentPassword: '246810' })).json().fields).toEqual({ password: 'REQUIRED' });
    const wrong = await pay({ password: 'nope', newPaymentPassword: '246810', confirmPaymentPassword: '246810' });
    expect(wrong.json()).toMatchObject({ code: 'OLD_PASSWORD_WRONG', fields: { password: 'INVALID_VALUE' } });
    const mismatch = await pay({ password: 'Pass#1234', newPaymentPassword: '246810', confirmPaymentPassword: '246811' });
    expect(mismatch.json().fields).toEqual({ confirmPaymentPassword: 'INVALID_VALUE' });
    const notPin = await pay({ password: 'Pass#1234', newPaymentPassword: '12ab56', confirmPaymentPassword: '12ab56' });
    expect(notPin.json().fields).toEqual({ newPaymentPassword: 'INVALID_FORMAT' });
    expect((await pay({ password: 'Pass#1234', newPaymentPassword: '246810', confirmPaymentPassword: '246810' })).statusCode).toBe(200);
    expect((await info(user.token)).json().value.hasPaymentPassword).toBe(true);
    expect(await verifyPassword((await stored(user.username)).paymentPasswordHash, '246810')).toBe(true);

    expect((await pay({ newPaymentPassword: '135790', confirmPaymentPassword: '135790' })).json().fields).toEqual({ oldPaymentPassword: 'REQUIRED' });
    const old = await pay({ oldPaymentPassword: '000000', newPaymentPassword: '135790', confirmPaymentPassword: '135790' });
    expect(old.json()).toMatchObject({ code: 'PAYMENT_PASSWORD_WRONG', fields: { oldPaymentPassword: 'INVALID_VALUE' } });
    expect((await pay({ oldPaymentPassword: '246810', newPaymentPassword: '135790', confirmPaymentPassword: '135790' })).statusCode).toBe(200);
    expect(await verifyPassword((await stored(user.username)).paymentPasswordHash, '135790')).toBe(true);
  });
});

describe('binding a mobile and an e-mail', () => {
  it('binds a mobile with the code sent to it; refuses a number bound elsewhere', async () => {
    const user = await createMember();
    const mobileNum = freshNumber();
    const sent = await call('POST', '/wps/verification/sms/member', user.token, { countryDialingCode: '+55', mobileNum });
    expect(sent.statusCode, sent.body).toBe(200);
    const code = await lastSmsCode(t, `+55${mobileNum}`);
    const wrong = await call('POST', '/wps/member/bind/mobile', user.token, { countryDialingCode: '+55', mobileNum, verificationCode: code === '000000' ? '111111' : '000000' });
    expect(wrong.json().code).toBe('SMS_CODE_INVALID');
    const res = await call('POST', '/wps/member/bind/mobile', user.token, { countryDialingCode: '+55', mobileNum, verificationCode: code });
    expect(res.statusCode, res.body).toBe(200);
    expect((await info(user.token)).json().value.mobile).toBe(`+55 11${'*'.repeat(6)}${mobileNum.slice(-3)}`);

    const other = await createMember();
    const taken = await call('POST', '/wps/verification/sms/member', other.token, { countryDialingCode: '+55', mobileNum });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('MOBILE_TAKEN');
    const bindTaken = await call('POST', '/wps/member/bind/mobile', other.token, { countryDialingCode: '+55', mobileNum, verificationCode: code });
    expect(bindTaken.json().code).toBe('MOBILE_TAKEN');
  });

  it('binds an e-mail (lower-cased) confirmed by the password', async () => {
    const user = await createMember();
    const wrong = await call('POST', '/wps/member/bind/email', user.token, { email: 'Me@Example.com', password: 'nope' });
    expect(wrong.json()).toMatchObject({ code: 'OLD_PASSWORD_WRONG', fields: { password: 'INVALID_VALUE' } });
    const res = await call('POST', '/wps/member/bind/email', user.token, { email: 'Me.Two@Example.com', password: 'Pass#1234' });
    expect(res.statusCode).toBe(200);
    expect((await stored(user.username)).email).toBe('me.two@example.com');
    expect((await info(user.token)).json().value.email).toBe('me***@example.com');
    const bad = await call('POST', '/wps/member/bind/email', user.token, { email: 'nope', password: 'Pass#1234' });
    expect(bad.json().fields).toEqual({ email: 'INVALID_FORMAT' });
    expect((await t.database.db.select().from(memberSession)).length).toBeGreaterThan(0);
  });
});

describe('POST /ops/api/members/:username/password-reset', () => {
  it('resets to 123456, ends the sessions, forces a change at the next login and is audited', async () => {
    const { operatorAuth } = await import('../../../test/build-test-app');
    const ops = await operatorAuth(t.app);
    const { username, token } = await createMember();
    const reset = await t.app.inject({
      method: 'POST',
      url: `/ops/api/members/${username.toUpperCase()}/password-reset`,
      headers: ops,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().value).toEqual({ username, temporaryPassword: '123456', sessionsEnded: 1 });
    // The old session is gone.
    expect((await call('GET', '/wps/member/info', token)).statusCode).toBe(401);
    // The next login with 123456 answers passwordExpired.
    const login = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      remoteAddress: freshIp(),
      payload: { type: 'username', username, password: '123456' },
    });
    expect(login.json().value).toMatchObject({ passwordExpired: true });
    const audit = await t.app.inject({ method: 'GET', url: '/ops/api/audit-logs?pageSize=1', headers: ops });
    expect(audit.json().value.list[0]).toMatchObject({ action: 'member.password.reset', entity: 'member' });
  });

  it('is 404 for an unknown account and 401 without an operator', async () => {
    const { operatorAuth } = await import('../../../test/build-test-app');
    const ops = await operatorAuth(t.app);
    const unknown = await t.app.inject({ method: 'POST', url: '/ops/api/members/nobody-here/password-reset', headers: ops });
    expect(unknown.statusCode).toBe(404);
    const guest = await t.app.inject({ method: 'POST', url: '/ops/api/members/demo01/password-reset' });
    expect(guest.statusCode).toBe(401);
  });
});
