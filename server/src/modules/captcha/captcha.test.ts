import { inflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { captcha } from '../../db/schema/index';
import { DEMO_MEMBER } from '../../db/seed/demo';
import { AppError } from '../../lib/app-error';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

let nextIp = 1;
const freshIp = () => `10.9.0.${nextIp++}`;

const getCaptcha = (ip = freshIp()) => t.app.inject({ method: 'GET', url: '/wps/captcha', remoteAddress: ip });

async function issue() {
  const res = await getCaptcha();
  expect(res.statusCode, res.body).toBe(200);
  const id = res.cookies.find((c) => c.name === 'captcha_id')!.value;
  const answer = await t.app.inject({ method: 'GET', url: '/wps/captcha/test-answer', headers: { cookie: `captcha_id=${id}` } });
  return { res, id, code: answer.json().value as string };
}

/** Resolves to true when the captcha is accepted, false on CAPTCHA_INVALID. */
const verify = (id: string | undefined, answer: string) =>
  t.app.captcha.verifyCaptcha({ cookies: id ? { captcha_id: id } : {} }, answer).then(
    () => true,
    (error: unknown) => {
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: 'CAPTCHA_INVALID', statusCode: 400, fields: { captcha: 'INVALID_VALUE' } });
      return false;
    },
  );

describe('GET /wps/captcha', () => {
  it('answers a 160x56 PNG as bare base64 and sets an HttpOnly, SameSite=Strict cookie', async () => {
    const { res, code } = await issue();
    const value = res.json().value as string;
    expect(res.json().success).toBe(true);
    expect(value).toMatch(/^[A-Za-z0-9+/]+=*$/);
    const png = Buffer.from(value, 'base64');
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.toString('ascii', 12, 16)).toBe('IHDR');
    expect(png.readUInt32BE(16)).toBe(160);
    expect(png.readUInt32BE(20)).toBe(56);
    const idatLength = png.readUInt32BE(33);
    expect(png.toString('ascii', 37, 41)).toBe('IDAT');
    expect(inflateSync(png.subarray(41, 41 + idatLength)).length).toBe(56 * (160 * 4 + 1));

    // Four digits, none of them a look-alike (0, 1, 5, 8).
    expect(code).toMatch(/^[234679]{4}$/);
    const cookie = res.cookies.find((c) => c.name === 'captcha_id')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/wps' });
    expect(cookie.secure).toBeFalsy();
  });

  it('stores only a hash of the code, with a 2-minute expiry', async () => {
    const { id, code } = await issue();
    const [row] = await t.database.db.select().from(captcha).where(eq(captcha.id, id));
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.codeHash).not.toContain(code);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(120_000);
    expect(row!.usedAt).toBeNull();
  });

  it('allows one captcha per second per IP (429 with Retry-After)', async () => {
    const ip = freshIp();
    expect((await getCaptcha(ip)).statusCode).toBe(200);
    const second = await getCaptcha(ip);
    expect(second.statusCode).toBe(429);
    expect(second.json().code).toBe('RATE_LIMITED');
    expect(second.headers['retry-after']).toBe('1');
    expect((await getCaptcha()).statusCode).toBe(200);
  });

  it('allows at most 30 captchas a minute per IP', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      // Sidestep the 1-per-second throttle to reach the per-minute ceiling.
      (t.app.captcha as unknown as { lastIssued: Map<string, number> }).lastIssued.clear();
      statuses.push((await getCaptcha(ip)).statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('verifyCaptcha', () => {
  it('accepts the right answer once only', async () => {
    const { id, code } = await issue();
    expect(await verify(id, code)).toBe(true);
    expect(await verify(id, code)).toBe(false);
  });

  it('refuses a wrong answer and uses the captcha up', async () => {
    const { id, code } = await issue();
    expect(await verify(id, code === '0000' ? '1111' : '0000')).toBe(false);
    expect(await verify(id, code)).toBe(false);
  });

  it('refuses an expired captcha, a missing cookie and an unknown id', async () => {
    const { id, code } = await issue();
    await t.database.db.update(captcha).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(captcha.id, id));
    expect(await verify(id, code)).toBe(false);
    expect(await verify(undefined, code)).toBe(false);
    expect(await verify('00000000-0000-4000-8000-000000000000', code)).toBe(false);
  });

  it('lets only one of two concurrent answers through', async () => {
    const { id, code } = await issue();
    const results = await Promise.all([verify(id, code), verify(id, code)]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });
});

describe('login with the captcha', () => {
  it('3 wrong passwords, CAPTCHA_REQUIRED, then password + captcha logs in', async () => {
    const ip = freshIp();
    const login = (payload: Record<string, unknown>, cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/session/login',
        remoteAddress: ip,
        headers: cookie ? { cookie } : {},
        payload: { type: 'username', ...payload },
      });
    const user = { username: DEMO_MEMBER.username, password: DEMO_MEMBER.password };
    for (let i = 0; i < 3; i += 1) expect((await login({ ...user, password: 'wrong' })).statusCode).toBe(401);
    expect((await login(user)).json().code).toBe('CAPTCHA_REQUIRED');
    const got = await t.app.inject({ method: 'GET', url: '/wps/captcha', remoteAddress: ip });
    const cookie = `captcha_id=${got.cookies.find((c) => c.name === 'captcha_id')!.value}`;
    const answer = (await t.app.inject({ method: 'GET', url: '/wps/captcha/test-answer', headers: { cookie } })).json().value;
    const ok = await login({ ...user, captcha: answer }, cookie);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().value.token).toEqual(expect.any(String));
  });
});

describe('test-answer hook outside test mode', () => {
  it('is not registered (404)', async () => {
    const dev = await buildTestApp({ NODE_ENV: 'development' });
    try {
      const got = await dev.app.inject({ method: 'GET', url: '/wps/captcha', remoteAddress: freshIp() });
      expect(got.statusCode).toBe(200);
      const cookie = `captcha_id=${got.cookies.find((c) => c.name === 'captcha_id')!.value}`;
      const res = await dev.app.inject({ method: 'GET', url: '/wps/captcha/test-answer', headers: { cookie } });
      expect(res.statusCode).toBe(404);
      expect(dev.app.hasRoute({ method: 'GET', url: '/wps/captcha/test-answer' })).toBe(false);
    } finally {
      await dev.close();
    }
  });
});
