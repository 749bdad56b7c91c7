import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, operatorAuth, type TestApp } from '../../../test/build-test-app';
import { loginAttempt, operator, operatorSession } from '../../db/schema/index';
import { hashPassword } from '../../lib/password';
import { hashToken } from '../../lib/tokens';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

// Every attempt from its own address, as an attacker rotating addresses would.
let nextIp = 1;
const freshIp = () => `10.9.${nextIp >> 8}.${nextIp++ & 255}`;

let created = 0;
/** An operator of its own for a test (password `Ops#Pass2026`). */
async function createOperator() {
  const username = `op${++created}`;
  await t.database.db.insert(operator).values({ username, passwordHash: await hashPassword('Ops#Pass2026') });
  return { username, password: 'Ops#Pass2026' };
}

const login = (payload: Record<string, unknown>, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/ops/api/session/login',
    remoteAddress: freshIp(),
    headers: { 'accept-language': 'en', ...(cookie ? { cookie } : {}) },
    payload,
  });

/** A captcha from the operator call, and its answer (the test-mode hook reads the cookie). */
async function opsCaptcha() {
  const res = await t.app.inject({ method: 'GET', url: '/ops/api/session/captcha', remoteAddress: freshIp() });
  expect(res.statusCode, res.body).toBe(200);
  const set = res.cookies.find((c) => c.name === 'captcha_id')!;
  expect(set.path).toBe('/ops/api');
  const cookie = `captcha_id=${set.value}`;
  const answer = await t.app.inject({ method: 'GET', url: '/wps/captcha/test-answer', headers: { cookie } });
  return { cookie, code: answer.json().value as string };
}

describe('operator login throttling', () => {
  it('asks for the captcha after 3 failures on a username, from any address, and lets a right captcha through', async () => {
    const op = await createOperator();
    for (let i = 0; i < 3; i += 1) {
      expect((await login({ ...op, password: 'wrong' })).json().code).toBe('OPS_WRONG_CREDENTIALS');
    }
    const noCaptcha = await login(op);
    expect(noCaptcha.statusCode).toBe(401);
    expect(noCaptcha.json()).toMatchObject({ code: 'CAPTCHA_REQUIRED', fields: { captcha: 'REQUIRED' } });
    const wrongCaptcha = await login({ ...op, captcha: '0000x' });
    expect(wrongCaptcha.json()).toMatchObject({ code: 'CAPTCHA_INVALID', fields: { captcha: 'INVALID_VALUE' } });
    const c = await opsCaptcha();
    const ok = await login({ ...op, captcha: c.code }, c.cookie);
    expect(ok.statusCode, ok.body).toBe(200);
    // Success clears the username's counter: the next login needs no captcha.
    expect((await login(op)).statusCode).toBe(200);
  });

  it('refuses a username with 429 and Retry-After once it has 10 failures: 52 guesses check 3 passwords', async () => {
    const op = await createOperator();
    const codes: string[] = [];
    for (let i = 0; i < 52; i += 1) codes.push((await login({ ...op, password: `guess${i}` })).json().code);
    expect(codes.filter((c) => c === 'OPS_WRONG_CREDENTIALS')).toHaveLength(3);
    expect(codes.slice(3, 10)).toEqual(Array(7).fill('CAPTCHA_REQUIRED'));
    expect(codes.slice(10).every((c) => c === 'RATE_LIMITED' || c === 'CAPTCHA_REQUIRED')).toBe(true);
    // Make the wait long whatever the machine's speed: the right password, even with a right
    // captcha, is refused until it ends.
    await t.database.db
      .update(loginAttempt)
      .set({ failures: 20, lastFailureAt: new Date() })
      .where(eq(loginAttempt.key, `ops:u:${op.username}`));
    const c = await opsCaptcha();
    const refused = await login({ ...op, captcha: c.code }, c.cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(890);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(900);
  });

  it('checks exactly 3 passwords of 40 parallel wrong ones', async () => {
    const op = await createOperator();
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => login({ ...op, password: `guess${i}` })));
    const codes = answers.map((r) => r.json().code as string);
    expect(codes.filter((c) => c === 'OPS_WRONG_CREDENTIALS')).toHaveLength(3);
    expect(codes.every((c) => ['OPS_WRONG_CREDENTIALS', 'CAPTCHA_REQUIRED', 'RATE_LIMITED'].includes(c))).toBe(true);
  });
});

describe('operator session idle expiry', () => {
  it(`ends a session unused for OPS_SESSION_IDLE_MINUTES (default 30) and slides while used`, async () => {
    expect(t.env.OPS_SESSION_IDLE_MINUTES).toBe(30);
    const headers = await operatorAuth(t.app);
    const tokenHash = hashToken(headers.authorization.slice('Bearer '.length));
    const status = () => t.app.inject({ method: 'GET', url: '/ops/api/system/status', headers });
    const setLastSeen = (minutesAgo: number) =>
      t.database.db
        .update(operatorSession)
        .set({ lastSeenAt: new Date(Date.now() - minutesAgo * 60_000) })
        .where(eq(operatorSession.tokenHash, tokenHash));

    await setLastSeen(29);
    expect((await status()).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(operatorSession).where(eq(operatorSession.tokenHash, tokenHash));
    expect(Date.now() - row!.lastSeenAt.getTime()).toBeLessThan(60_000);

    await setLastSeen(31);
    const expired = await status();
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('OPS_UNAUTHORIZED');
  });
});

describe('operator routes authenticate before validating', () => {
  it('answers 401 to every anonymous /ops/api call with a bad body and query, except login and the docs', async () => {
    const spec = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const open = new Set(['POST /ops/api/session/login', 'GET /ops/api/session/captcha']);
    const calls: string[] = [];
    for (const [path, methods] of Object.entries(spec.paths)) {
      if (!path.startsWith('/ops/api/')) continue;
      for (const method of Object.keys(methods)) {
        const name = `${method.toUpperCase()} ${path}`;
        if (!open.has(name)) calls.push(name);
      }
    }
    expect(calls.length).toBeGreaterThanOrEqual(45);
    const wrong: string[] = [];
    for (const name of calls) {
      const [method, path] = name.split(' ') as [string, string];
      const url = `${path.replace(/\{[^}]+\}/g, 'x')}?pageNo=zero&pageSize=-1&bogus=1`;
      const res = await t.app.inject({
        method: method as 'POST',
        url,
        remoteAddress: freshIp(),
        headers: { 'accept-language': 'en' },
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: { bogus: true, amount: 'lots' } }),
      });
      if (res.statusCode !== 401 || res.json().code !== 'OPS_UNAUTHORIZED') wrong.push(`${name} -> ${res.statusCode} ${res.body}`);
    }
    expect(wrong).toEqual([]);
  });
});
