import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MemberInfoSchema } from '@sorte/contracts/auth/session';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { captchaFor, lastSmsCode, setFlags, solveBotCheck } from '../../../test/accounts-helpers';
import { member } from '../../db/schema/index';
import { DEMO_AFFILIATE_CODE, DEMO_AGENT, DEMO_MEMBER, DEMO_MOBILE, DEMO_REFERRAL_CODE } from '../../db/seed/demo';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await setFlags(t.app, { SMS_VERIFICATION: true, USERNAME_REGISTRATION: true, MOBILE_REGISTRATION: true });
});

let nextIp = 1;
const freshIp = () => `10.2.0.${nextIp++}`;
let nextNumber = 0;
const freshNumber = () => `1191000${String(++nextNumber).padStart(4, '0')}`;
let nextName = 0;
const freshName = () => `player${++nextName}x`;

const memberCount = async () => (await t.database.db.select({ n: count() }).from(member))[0]!.n;
const memberRow = async (username: string) =>
  (await t.database.db.select().from(member).where(eq(member.username, username)))[0];

/** Asks for an SMS code for the number and reads it from the outbox. */
async function smsCode(mobileNum: string, countryDialingCode = '+55') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/verification/sms/register',
    remoteAddress: freshIp(),
    payload: { countryDialingCode, mobileNum, botCheck: await solveBotCheck(t.app) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return lastSmsCode(t, `${countryDialingCode}${mobileNum}`);
}

/** A complete, valid username-tab form (captcha, SMS code, bot check). */
async function form(overrides: Record<string, unknown> = {}, ip = freshIp()) {
  const mobileNum = (overrides.mobileNum as string | undefined) ?? freshNumber();
  const { cookie, answer } = await captchaFor(t.app, ip);
  return {
    ip,
    cookie,
    payload: {
      username: freshName(),
      password: 'Secret#123',
      confirmPassword: 'Secret#123',
      countryDialingCode: '+55',
      mobileNum,
      verificationCode: 'verificationCode' in overrides ? undefined : await smsCode(mobileNum),
      captcha: answer,
      botCheck: await solveBotCheck(t.app),
      registerUrl: 'http://localhost:8080/register',
      registerMethod: 'web',
      domain: 'localhost',
      login: true,
      ...overrides,
    } as Record<string, unknown>,
  };
}

const register = (f: { ip: string; cookie: string; payload: Record<string, unknown> }, url = '/wps/member/register') =>
  t.app.inject({
    method: 'PUT',
    url,
    payload: f.payload,
    remoteAddress: f.ip,
    headers: { cookie: f.cookie, 'accept-language': 'en' },
  });

describe('PUT /wps/member/register', () => {
  it('creates the account, binds the verified mobile and logs it in', async () => {
    const f = await form({ payeeName: '<b>Ana</b>' });
    const res = await register(f);
    expect(res.statusCode, res.body).toBe(200);
    const value = res.json().value;
    expect(value).toEqual({
      token: expect.any(String),
      firstTimeLogin: true,
      passwordExpired: false,
      isAgent: 0,
      account: f.payload.username,
    });
    const info = await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: { authorization: `Bearer ${value.token}` } });
    const member = MemberInfoSchema.parse(info.json().value);
    expect(member).toMatchObject({ account: f.payload.username, toUpline: false, hasPassword: true, hasPaymentPassword: false });
    expect(member.mobile).toMatch(/^\+55 11\*+\d{3}$/);
    const row = (await memberRow(f.payload.username as string))!;
    expect(row).toMatchObject({
      countryDialingCode: '+55',
      mobileNum: f.payload.mobileNum,
      registerMethod: 'web',
      registerIp: f.ip,
      registerDomain: 'localhost',
      registerUrl: 'http://localhost:8080/register',
      // Hidden fields are ignored.
      payeeName: null,
    });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    // The login answer's firstTimeLogin was the first login.
    const login = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      remoteAddress: freshIp(),
      payload: { type: 'username', username: f.payload.username, password: 'Secret#123' },
    });
    expect(login.json().value.firstTimeLogin).toBe(false);
  });

  it('refuses what the form refuses: username, password and confirmation rules', async () => {
    const before = await memberCount();
    const res = await register(
      await form({ username: '1<script>', password: 'short', confirmPassword: 'other' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { username: 'INVALID_FORMAT', password: 'TOO_SHORT', confirmPassword: 'INVALID_VALUE' },
    });
    const long = await register(await form({ username: 'a'.repeat(17) }));
    expect(long.json().fields).toEqual({ username: 'TOO_LONG' });
    const spaces = await register(await form({ password: 'has space1', confirmPassword: 'has space1' }));
    expect(spaces.json().fields).toEqual({ password: 'INVALID_FORMAT' });
    const missing = await register(await form({ username: undefined, captcha: undefined, verificationCode: undefined }));
    expect(missing.json().fields).toEqual({ username: 'REQUIRED', captcha: 'REQUIRED', verificationCode: 'REQUIRED' });
    const unknown = await register(await form({ nickname: 'x' }));
    expect(unknown.json().fields).toEqual({ nickname: 'UNKNOWN_FIELD' });
    expect(await memberCount()).toBe(before);
  });

  it('stores a visible field typed as HTML as plain text', async () => {
    const auth = await import('../../../test/build-test-app').then((m) => m.operatorAuth(t.app));
    const rule = { visible: true, required: false, acceptedPattern: '*', patternId: 0, minLength: 0, maxLength: 50 };
    await t.app.inject({ method: 'PUT', url: '/ops/api/system/registration-fields/payeeName', headers: auth, payload: rule });
    try {
      const f = await form({ payeeName: '<img src=x onerror=alert(1)>' });
      expect((await register(f)).statusCode).toBe(200);
      expect((await memberRow(f.payload.username as string))!.payeeName).toBe('<img src=x onerror=alert(1)>');
    } finally {
      await t.app.inject({
        method: 'PUT',
        url: '/ops/api/system/registration-fields/payeeName',
        headers: auth,
        payload: { ...rule, visible: false, minLength: 2 },
      });
    }
  });

  it('answers 409 USERNAME_TAKEN case-insensitively and after NFKC', async () => {
    for (const username of ['DEMO01', 'ｄｅｍｏ０１']) {
      const res = await register(await form({ username }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        success: false,
        code: 'USERNAME_TAKEN',
        message: expect.any(String),
        fields: { username: 'INVALID_VALUE' },
      });
    }
  });

  it('answers 409 MOBILE_TAKEN when the number was bound meanwhile, and writes nothing', async () => {
    const f = await form();
    await t.database.db.update(member).set({ countryDialingCode: '+55', mobileNum: f.payload.mobileNum as string }).where(eq(member.username, 'demo02'));
    const before = await memberCount();
    const res = await register(f);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'MOBILE_TAKEN', fields: { mobileNum: 'INVALID_VALUE' } });
    expect(await memberCount()).toBe(before);
    await t.database.db.update(member).set({ countryDialingCode: null, mobileNum: null }).where(eq(member.username, 'demo02'));
  });

  it('refuses a wrong captcha, bot check and SMS code without writing anything', async () => {
    const before = await memberCount();
    const captcha = await register(await form({ captcha: 'abcd' }));
    expect(captcha.json().fields).toEqual({ captcha: 'INVALID_FORMAT' });
    const f = await form();
    f.payload.captcha = String((Number(f.payload.captcha) + 1) % 10000).padStart(4, '0');
    const wrongCaptcha = await register(f);
    expect(wrongCaptcha.statusCode).toBe(400);
    expect(wrongCaptcha.json()).toMatchObject({ code: 'CAPTCHA_INVALID', fields: { captcha: 'INVALID_VALUE' } });
    const bot = await register(await form({ botCheck: 'eyJhIjoxfQ==' }));
    expect(bot.json()).toMatchObject({ code: 'BOT_CHECK_FAILED', fields: { botCheck: 'INVALID_VALUE' } });
    const g = await form();
    g.payload.verificationCode = g.payload.verificationCode === '000000' ? '111111' : '000000';
    const sms = await register(g);
    expect(sms.json()).toMatchObject({ code: 'SMS_CODE_INVALID', fields: { verificationCode: 'INVALID_VALUE' } });
    expect(await memberCount()).toBe(before);
  });

  it('links the account to the agent of an affiliate code, or the member of a referral code', async () => {
    const agent = (await memberRow(DEMO_AGENT.username))!;
    const demo = (await memberRow(DEMO_MEMBER.username))!;
    const a = await form({ affiliateCode: DEMO_AFFILIATE_CODE.toLowerCase() });
    expect((await register(a)).statusCode).toBe(200);
    expect((await memberRow(a.payload.username as string))!.uplineId).toBe(agent.id);
    const r = await form({ referralCode: DEMO_REFERRAL_CODE });
    expect((await register(r)).statusCode).toBe(200);
    expect((await memberRow(r.payload.username as string))!.uplineId).toBe(demo.id);

    const badAffiliate = await register(await form({ affiliateCode: 'NOPE42' }));
    expect(badAffiliate.statusCode).toBe(400);
    expect(badAffiliate.json()).toMatchObject({ code: 'INVALID_AFFILIATE_CODE', fields: { affiliateCode: 'INVALID_VALUE' } });
    const badReferral = await register(await form({ referralCode: 'NOPE42' }));
    expect(badReferral.json()).toMatchObject({ code: 'INVALID_AFFILIATE_CODE', fields: { referralCode: 'INVALID_VALUE' } });
  });

  it('with the default field settings registers by username without a number or an SMS code', async () => {
    const f = await form({ verificationCode: undefined, mobileNum: undefined, countryDialingCode: undefined });
    const res = await register(f);
    expect(res.statusCode, res.body).toBe(200);
    expect((await memberRow(f.payload.username as string))!.mobileNum).toBeNull();
    // A number given there is verified: without its code it is refused.
    const unverified = await register(await form({ verificationCode: undefined }));
    expect(unverified.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { verificationCode: 'REQUIRED' } });
  });

  it('follows the operator field settings: hidden is neither required nor stored, required is enforced', async () => {
    const auth = await import('../../../test/build-test-app').then((m) => m.operatorAuth(t.app));
    const put = (field: string, rule: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: `/ops/api/system/registration-fields/${field}`, headers: auth, payload: rule });
    const email = { acceptedPattern: '*', patternId: 3, minLength: 5, maxLength: 100 };
    const mobile = { acceptedPattern: '^[0-9]+$', patternId: 2, minLength: 8, maxLength: 15 };
    const captcha = { acceptedPattern: '^[0-9]+$', patternId: 2, minLength: 4, maxLength: 4 };
    try {
      // Required e-mail and mobile number (then verified by SMS); a hidden captcha is not checked.
      expect((await put('email', { ...email, visible: true, required: true })).statusCode).toBe(200);
      expect((await put('mobileNum', { ...mobile, visible: true, required: true })).statusCode).toBe(200);
      expect((await put('captcha', { ...captcha, visible: false, required: true })).statusCode).toBe(200);
      const missing = await register(
        await form({ verificationCode: undefined, mobileNum: undefined, countryDialingCode: undefined, captcha: undefined }),
      );
      expect(missing.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { email: 'REQUIRED', mobileNum: 'REQUIRED', verificationCode: 'REQUIRED' },
      });
      expect(missing.json().fields).not.toHaveProperty('captcha');
      const ok = await form({ email: 'New@Example.com', captcha: 'junk' });
      expect((await register(ok)).statusCode).toBe(200);
      expect((await memberRow(ok.payload.username as string))!.email).toBe('new@example.com');

      // Hidden e-mail and mobile number: not asked for, and what is sent anyway is not kept.
      expect((await put('email', { ...email, visible: false, required: true })).statusCode).toBe(200);
      expect((await put('mobileNum', { ...mobile, visible: false, required: true })).statusCode).toBe(200);
      const hidden = await form({ email: 'x', verificationCode: undefined, captcha: undefined });
      expect((await register(hidden)).statusCode).toBe(200);
      expect(await memberRow(hidden.payload.username as string)).toMatchObject({ email: null, mobileNum: null });
    } finally {
      await put('email', { ...email, visible: false, required: false });
      await put('mobileNum', { ...mobile, visible: true, required: false });
      await put('captcha', { ...captcha, visible: true, required: true });
    }
  });

  it('takes either kind of invitation code in either field, whatever its case', async () => {
    const agent = (await memberRow(DEMO_AGENT.username))!;
    const demo = (await memberRow(DEMO_MEMBER.username))!;
    // An agent's link written as ?referralCode=AGENT01 (lower case too) lands under the agent.
    const viaReferral = await form({ referralCode: DEMO_AFFILIATE_CODE.toLowerCase() });
    expect((await register(viaReferral)).statusCode).toBe(200);
    expect((await memberRow(viaReferral.payload.username as string))!.uplineId).toBe(agent.id);
    // A member's code typed into the invitation field lands under that member.
    const viaField = await form({ affiliateCode: DEMO_REFERRAL_CODE.toLowerCase() });
    expect((await register(viaField)).statusCode).toBe(200);
    expect((await memberRow(viaField.payload.username as string))!.uplineId).toBe(demo.id);

    const check = (code: string) =>
      t.app.inject({ method: 'GET', url: `/wps/agent/affiliate?code=${encodeURIComponent(code)}&domain=localhost` });
    const agentCheck = await check('agent01');
    expect(agentCheck.statusCode, agentCheck.body).toBe(200);
    expect(agentCheck.json().value).toEqual({ code: DEMO_AFFILIATE_CODE, agentName: agent.nickname });
    const memberCheck = await check(DEMO_REFERRAL_CODE.toLowerCase());
    expect(memberCheck.json().value).toEqual({ code: DEMO_REFERRAL_CODE, agentName: demo.nickname });
    expect((await check('NOPE42')).json()).toMatchObject({ code: 'INVALID_AFFILIATE_CODE' });
  });

  it('refuses an affiliate code whose owner is no longer an agent', async () => {
    const agent = (await memberRow(DEMO_AGENT.username))!;
    await t.database.db.update(member).set({ accountType: 0 }).where(eq(member.id, agent.id));
    try {
      const res = await register(await form({ referralCode: DEMO_AFFILIATE_CODE }));
      expect(res.json()).toMatchObject({ code: 'INVALID_AFFILIATE_CODE', fields: { referralCode: 'INVALID_VALUE' } });
    } finally {
      await t.database.db.update(member).set({ accountType: agent.accountType }).where(eq(member.id, agent.id));
    }
  });

  it('asks for no SMS code on the username tab when SMS_VERIFICATION is off', async () => {
    await setFlags(t.app, { SMS_VERIFICATION: false });
    const f = await form({ verificationCode: undefined, mobileNum: undefined, countryDialingCode: undefined });
    const res = await register(f);
    expect(res.statusCode, res.body).toBe(200);
    expect((await memberRow(f.payload.username as string))!.mobileNum).toBeNull();
    // A number already bound elsewhere is still refused.
    const taken = await register(await form({ ...DEMO_MOBILE, verificationCode: undefined }));
    expect(taken.json().code).toBe('MOBILE_TAKEN');
  });

  it('asks for no SMS code on the username tab when the mobile field is hidden', async () => {
    const auth = await import('../../../test/build-test-app').then((m) => m.operatorAuth(t.app));
    const url = '/ops/api/system/registration-fields/mobileNum';
    const rule = { visible: false, required: false, acceptedPattern: '^[0-9]+$', patternId: 2, minLength: 8, maxLength: 15 };
    expect((await t.app.inject({ method: 'PUT', url, headers: auth, payload: rule })).statusCode).toBe(200);
    try {
      const f = await form({ verificationCode: undefined, mobileNum: undefined, countryDialingCode: undefined });
      expect((await register(f)).statusCode).toBe(200);
    } finally {
      await t.app.inject({ method: 'PUT', url, headers: auth, payload: { ...rule, visible: true } });
    }
  });

  it('is 403 FEATURE_DISABLED when username registration is off', async () => {
    await setFlags(t.app, { USERNAME_REGISTRATION: false });
    const res = await register(await form());
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FEATURE_DISABLED');
  });
});

describe('flag DIRECTREG3 (players may register themselves)', () => {
  it('refuses both registration forms and their SMS codes with 403 FEATURE_DISABLED while off', async () => {
    const f = await form();
    const mobile = await form({ verificationCode: undefined });
    const before = await memberCount();
    await setFlags(t.app, { DIRECTREG3: false });
    try {
      for (const res of [await register(f), await register(mobile, '/wps/member/register/mobile')]) {
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json()).toEqual({ success: false, code: 'FEATURE_DISABLED', message: 'This feature is not available.' });
      }
      const code = await t.app.inject({
        method: 'POST',
        url: '/wps/verification/sms/register',
        remoteAddress: freshIp(),
        payload: { countryDialingCode: '+55', mobileNum: freshNumber(), botCheck: await solveBotCheck(t.app) },
      });
      expect(code.json().code).toBe('FEATURE_DISABLED');
      expect(await memberCount()).toBe(before);
    } finally {
      await setFlags(t.app, { DIRECTREG3: true });
    }
    expect((await register(f)).statusCode).toBe(200);
  });
});

describe('PUT /wps/member/register/mobile', () => {
  it('uses the national number as the account, consumes the code once', async () => {
    const mobileNum = freshNumber();
    const f = await form({ mobileNum, username: 'ignored' });
    const res = await register(f, '/wps/member/register/mobile');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ account: mobileNum, firstTimeLogin: true, isAgent: 0 });
    expect((await memberRow(mobileNum))!).toMatchObject({ registerMethod: 'mobile', mobileNum, countryDialingCode: '+55' });
    // The same code cannot register again.
    const again = await register({ ...f, payload: { ...f.payload, botCheck: await solveBotCheck(t.app) } }, '/wps/member/register/mobile');
    expect(again.statusCode).toBe(400);
  });

  it('requires the mobile number and the SMS code whatever the settings say', async () => {
    await setFlags(t.app, { SMS_VERIFICATION: false });
    const res = await register(await form({ mobileNum: undefined, verificationCode: undefined }), '/wps/member/register/mobile');
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { mobileNum: 'REQUIRED', verificationCode: 'REQUIRED' } });
  });

  it('is 403 FEATURE_DISABLED when mobile registration is off', async () => {
    await setFlags(t.app, { MOBILE_REGISTRATION: false });
    const res = await register(await form(), '/wps/member/register/mobile');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FEATURE_DISABLED');
  });
});

describe('GET /wps/agent/affiliate', () => {
  it("answers the agent's nickname for an enabled code, case-insensitively", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/agent/affiliate?code=agent01&domain=localhost' });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual({ code: DEMO_AFFILIATE_CODE, agentName: 'Agent' });
  });

  it('refuses unknown codes and missing ones', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/agent/affiliate?code=NOPE', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_AFFILIATE_CODE');
    const missing = await t.app.inject({ method: 'GET', url: '/wps/agent/affiliate' });
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { code: 'REQUIRED' } });
  });
});
