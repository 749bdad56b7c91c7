import { createChallenge, solveChallenge } from 'altcha-lib/v1';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMS_CODE_MAX_ATTEMPTS, SMS_CODE_TTL_MINUTES } from '@sorte/contracts/auth/account';
import { OutboxMessageSchema } from '@sorte/contracts/ops/outbox';
import { buildTestApp, operatorAuth, type TestApp } from '../../../test/build-test-app';
import { lastMessage, lastSmsCode, solveBotCheck } from '../../../test/accounts-helpers';
import { botCheckUsed, messageOutbox, verificationCode } from '../../db/schema/index';
import { DEMO_MOBILE } from '../../db/seed/demo';
import { SmsCodeService } from './sms-code.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

let nextIp = 1;
const freshIp = () => `10.1.0.${nextIp++}`;
let nextNumber = 0;
/** A Brazilian mobile number no account has. */
const freshNumber = () => `1190000${String(++nextNumber).padStart(4, '0')}`;

const post = (url: string, payload: Record<string, unknown>, ip = freshIp(), headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: ip, headers: { 'accept-language': 'en', ...headers } });

describe('bot check', () => {
  it('issues signed ALTCHA challenges with the configured work factor', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/bot-check/challenge' });
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({ algorithm: 'SHA-256', maxnumber: 1000 });
    expect(value.salt).toMatch(/expires=\d+/);
    expect(value.signature).toMatch(/^[0-9a-f]{64}$/);
  });

  it('accepts a solved challenge once, and refuses garbage, wrong numbers and forged signatures', async () => {
    const ip = freshIp();
    const body = (botCheck: string) => ({ countryDialingCode: '+55', mobileNum: freshNumber(), botCheck });
    const solved = await solveBotCheck(t.app);
    expect((await post('/wps/verification/sms/register', body(solved), ip)).statusCode).toBe(200);
    const reused = await post('/wps/verification/sms/register', body(solved), freshIp());
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({
      success: false,
      code: 'BOT_CHECK_FAILED',
      message: 'Security check failed. Please try again.',
      fields: { botCheck: 'INVALID_VALUE' },
    });
    expect((await post('/wps/verification/sms/register', body('not-base64-json'), freshIp())).json().code).toBe(
      'BOT_CHECK_FAILED',
    );
    const payload = JSON.parse(Buffer.from(await solveBotCheck(t.app), 'base64').toString());
    const wrongNumber = Buffer.from(JSON.stringify({ ...payload, number: payload.number + 1 })).toString('base64');
    expect((await post('/wps/verification/sms/register', body(wrongNumber), freshIp())).json().code).toBe('BOT_CHECK_FAILED');
    const forged = Buffer.from(JSON.stringify({ ...payload, signature: '0'.repeat(64) })).toString('base64');
    expect((await post('/wps/verification/sms/register', body(forged), freshIp())).json().code).toBe('BOT_CHECK_FAILED');
    // The genuine answer still works (the failures above did not use it up).
    const genuine = Buffer.from(JSON.stringify(payload)).toString('base64');
    expect((await post('/wps/verification/sms/register', body(genuine), freshIp())).statusCode).toBe(200);
    expect((await t.database.db.select().from(botCheckUsed)).length).toBeGreaterThanOrEqual(2);
  });

  it('refuses an expired challenge and one signed with another key', async () => {
    const solve = async (hmacKey: string, expires: Date) => {
      const c = await createChallenge({ algorithm: 'SHA-256', hmacKey, maxnumber: 50, expires });
      const s = await solveChallenge(c.challenge, c.salt, 'SHA-256', 50).promise;
      return Buffer.from(JSON.stringify({ ...c, number: s!.number })).toString('base64');
    };
    const send = (botCheck: string) =>
      post('/wps/verification/sms/register', { countryDialingCode: '+55', mobileNum: freshNumber(), botCheck });
    expect((await send(await solve(t.env.BOT_CHECK_HMAC_KEY, new Date(Date.now() - 1000)))).json().code).toBe('BOT_CHECK_FAILED');
    expect((await send(await solve('another-key-of-at-least-32-characters!', new Date(Date.now() + 60_000)))).json().code).toBe(
      'BOT_CHECK_FAILED',
    );
    // The same construction with the right key and a future expiry passes.
    expect((await send(await solve(t.env.BOT_CHECK_HMAC_KEY, new Date(Date.now() + 60_000)))).statusCode).toBe(200);
  });
});

describe('POST /wps/verification/sms/register', () => {
  it('sends a 6-digit code to the outbox in the request language, stored only hashed', async () => {
    const mobileNum = freshNumber();
    const res = await post(
      '/wps/verification/sms/register',
      { countryDialingCode: '+55', mobileNum, botCheck: await solveBotCheck(t.app) },
      freshIp(),
      { 'accept-language': 'pt' },
    );
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value.expiredMinutes).toBe(SMS_CODE_TTL_MINUTES);
    const expiresIn = new Date(value.expirationTime).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(0);
    expect(expiresIn).toBeLessThanOrEqual(SMS_CODE_TTL_MINUTES * 60_000);
    const message = await lastMessage(t, `+55${mobileNum}`);
    expect(message).toMatchObject({ channel: 'sms', purpose: 'register' });
    expect(message!.body).toContain('código de verificação');
    const code = await lastSmsCode(t, `+55${mobileNum}`);
    const [row] = await t.database.db.select().from(verificationCode).where(eq(verificationCode.recipient, `+55${mobileNum}`));
    expect(row!.codeHash).not.toContain(code);
  });

  it('refuses a bound number (409 MOBILE_TAKEN), a bad number and an unknown country', async () => {
    const taken = await post('/wps/verification/sms/register', { ...DEMO_MOBILE, botCheck: await solveBotCheck(t.app) });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'MOBILE_TAKEN', fields: { mobileNum: 'INVALID_VALUE' } });
    const bad = await post('/wps/verification/sms/register', { countryDialingCode: '+55', mobileNum: '123', botCheck: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { mobileNum: 'INVALID_FORMAT' } });
    const country = await post('/wps/verification/sms/register', { countryDialingCode: '+999', mobileNum: '11987654321', botCheck: 'x' });
    expect(country.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { countryDialingCode: 'INVALID_VALUE' } });
    const missing = await post('/wps/verification/sms/register', { countryDialingCode: '+55', mobileNum: freshNumber() });
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { botCheck: 'REQUIRED' } });
  });

  it('limits one code per number and purpose per minute with 429 SMS_TOO_MANY and Retry-After', async () => {
    const mobileNum = freshNumber();
    const send = async () =>
      post('/wps/verification/sms/register', { countryDialingCode: '+55', mobileNum, botCheck: await solveBotCheck(t.app) });
    expect((await send()).statusCode).toBe(200);
    const again = await send();
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ code: 'SMS_TOO_MANY', message: 'Too many requests, please try again after 5 minutes.' });
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another form (the password reset) has its own countdown.
    const reset = await post('/wps/verification/sms/noLogin', {
      countryDialingCode: '+55',
      mobileNum,
      purpose: 'resetPassword',
      botCheck: await solveBotCheck(t.app),
    });
    expect(reset.statusCode, reset.body).toBe(200);
  });

  it('limits 5 codes per number per hour and 10 per IP per hour', async () => {
    const mobileNum = freshNumber();
    const recipient = `+55${mobileNum}`;
    // Five earlier codes, more than a minute apart.
    for (let i = 0; i < 5; i += 1) {
      await t.database.db.insert(verificationCode).values({
        purpose: 'register',
        channel: 'sms',
        recipient,
        codeHash: 'x:y',
        expiresAt: new Date(),
        ip: '10.9.9.9',
        createdAt: new Date(Date.now() - (50 - i) * 60_000),
      });
    }
    const byNumber = await post('/wps/verification/sms/register', { countryDialingCode: '+55', mobileNum, botCheck: await solveBotCheck(t.app) });
    expect(byNumber.statusCode).toBe(429);
    expect(Number(byNumber.headers['retry-after'])).toBeGreaterThan(60);

    const ip = freshIp();
    for (let i = 0; i < 10; i += 1) {
      const res = await post(
        '/wps/verification/sms/register',
        { countryDialingCode: '+55', mobileNum: freshNumber(), botCheck: await solveBotCheck(t.app) },
        ip,
      );
      expect(res.statusCode, res.body).toBe(200);
    }
    const byIp = await post(
      '/wps/verification/sms/register',
      { countryDialingCode: '+55', mobileNum: freshNumber(), botCheck: await solveBotCheck(t.app) },
      ip,
    );
    expect(byIp.statusCode).toBe(429);
    expect(byIp.json().code).toBe('SMS_TOO_MANY');
  });
});

describe('POST /wps/verification/sms/noLogin', () => {
  it('answers the same for bound and unbound numbers, and sends only to the bound one', async () => {
    const before = (await t.database.db.select().from(messageOutbox)).length;
    const unbound = freshNumber();
    const a = await post('/wps/verification/sms/noLogin', {
      countryDialingCode: '+55',
      mobileNum: unbound,
      purpose: 'resetPassword',
      botCheck: await solveBotCheck(t.app),
    });
    expect(a.statusCode).toBe(200);
    expect(await lastMessage(t, `+55${unbound}`)).toBeUndefined();
    expect((await t.database.db.select().from(messageOutbox)).length).toBe(before);
    const b = await post('/wps/verification/sms/noLogin', { ...DEMO_MOBILE, purpose: 'login', botCheck: await solveBotCheck(t.app) });
    expect(b.statusCode).toBe(200);
    expect(Object.keys(b.json().value)).toEqual(Object.keys(a.json().value));
    expect(await lastMessage(t, '+5511987654321')).toMatchObject({ purpose: 'login' });
  });

  it('refuses an unknown purpose and a missing bot check', async () => {
    const res = await post('/wps/verification/sms/noLogin', { ...DEMO_MOBILE, purpose: 'register', botCheck: 'x' });
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { purpose: 'INVALID_VALUE' } });
    const bot = await post('/wps/verification/sms/noLogin', { ...DEMO_MOBILE, purpose: 'login', botCheck: 'eyJ9' });
    expect(bot.json().code).toBe('BOT_CHECK_FAILED');
  });
});

describe('SMS codes', () => {
  it('are single use, burn after the allowed wrong guesses, and expire', async () => {
    const service = t.app.smsCodes;
    expect(service).toBeInstanceOf(SmsCodeService);
    const recipient = `+55${freshNumber()}`;
    const send = () => service.send({ purpose: 'bindMobile', recipient, ip: freshIp(), locale: 'en', brand: 'Sorte', deliver: true });
    await send();
    const code = await lastSmsCode(t, recipient);
    const wrong = code === '000000' ? '111111' : '000000';
    await expect(service.check('bindMobile', recipient, wrong)).rejects.toMatchObject({ code: 'SMS_CODE_INVALID' });
    // Another purpose does not see the code.
    await expect(service.check('login', recipient, code)).rejects.toMatchObject({ code: 'SMS_CODE_INVALID' });
    const id = await service.check('bindMobile', recipient, code);
    await service.consume(t.database.db, id);
    await expect(service.check('bindMobile', recipient, code)).rejects.toMatchObject({ code: 'SMS_CODE_INVALID' });
    await expect(service.consume(t.database.db, id)).rejects.toMatchObject({ code: 'SMS_CODE_INVALID' });

    await t.database.db.delete(verificationCode).where(eq(verificationCode.recipient, recipient));
    await send();
    const second = await lastSmsCode(t, recipient);
    const bad = second === '000000' ? '111111' : '000000';
    for (let i = 0; i < SMS_CODE_MAX_ATTEMPTS; i += 1) {
      await expect(service.check('bindMobile', recipient, bad)).rejects.toMatchObject({ code: 'SMS_CODE_INVALID' });
    }
    await expect(service.check('bindMobile', recipient, second)).rejects.toMatchObject({ code: 'SMS_CODE_EXPIRED' });

    await t.database.db.delete(verificationCode).where(eq(verificationCode.recipient, recipient));
    await send();
    const third = await lastSmsCode(t, recipient);
    await t.database.db.update(verificationCode).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(verificationCode.recipient, recipient));
    await expect(service.check('bindMobile', recipient, third)).rejects.toMatchObject({ code: 'SMS_CODE_EXPIRED' });
  });
});

describe('GET /ops/api/outbox', () => {
  it('lists messages newest first for the operator, filtered by channel and recipient', async () => {
    const auth = await operatorAuth(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/ops/api/outbox?channel=sms&recipient=%2B5511987654321', headers: auth });
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value.total).toBeGreaterThanOrEqual(1);
    expect(value.list.every((m: unknown) => OutboxMessageSchema.parse(m).recipient === '+5511987654321')).toBe(true);
    const all = (await t.app.inject({ method: 'GET', url: '/ops/api/outbox?pageSize=2', headers: auth })).json().value;
    expect(all.list).toHaveLength(2);
    expect(Number(all.list[0].id)).toBeGreaterThan(Number(all.list[1].id));
    expect(all.totalPages).toBe(Math.ceil(all.total / 2));
  });

  it('is closed to others', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ops/api/outbox' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('OPS_UNAUTHORIZED');
    const bad = await t.app.inject({ method: 'GET', url: '/ops/api/outbox?channel=fax', headers: await operatorAuth(t.app) });
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { channel: 'INVALID_VALUE' } });
  });
});
