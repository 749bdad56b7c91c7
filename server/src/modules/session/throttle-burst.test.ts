import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPES } from '@sorte/contracts/auth/routes';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { setFlags } from '../../../test/accounts-helpers';
import { member } from '../../db/schema/index';
import { hashPassword } from '../../lib/password';
import { CONFIRMATION_FAILURES_ALLOWED } from '../account/index';
import { CAPTCHA_AFTER_USERNAME_FAILURES, FREE_PLAY_PER_IP } from './session.constants';

// Parallel bursts (Promise.all of inject) against each throttle: every attempt is counted
// before it is judged, so the limits hold exactly however the requests interleave.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await setFlags(t.app, { FREE_PLAY: true });
});
afterAll(async () => {
  await t.close();
});

let nextIp = 1;
const freshIp = () => `10.7.${nextIp >> 8}.${nextIp++ & 255}`;
let created = 0;
async function createMember(values: Partial<typeof member.$inferInsert> = {}) {
  const username = `burst${++created}`;
  await t.database.db
    .insert(member)
    .values({ username, passwordHash: await hashPassword('Pass#1234'), passwordChangedAt: new Date(), ...values });
  return { username, password: 'Pass#1234' };
}
const FREE_PLAY_BODY = { os: 'Linux', platform: 'W', nonce: 'random-nonce-1234', gatewayVersion: 3 };
const codesOf = (answers: { json: () => { code?: string } }[]) => answers.map((r) => r.json().code ?? 'OK');
const tally = (codes: string[]) => Object.fromEntries([...new Set(codes)].map((c) => [c, codes.filter((x) => x === c).length]));

describe('parallel bursts', () => {
  it(`member login: 40 parallel wrong passwords for one username check exactly ${CAPTCHA_AFTER_USERNAME_FAILURES}`, async () => {
    const user = await createMember();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/wps/session/login',
          remoteAddress: freshIp(),
          payload: { type: 'username', username: user.username, password: `guess${i}` },
        }),
      ),
    );
    const codes = codesOf(answers);
    expect(tally(codes).LOGIN_WRONG_CREDENTIALS).toBe(CAPTCHA_AFTER_USERNAME_FAILURES);
    expect(codes.every((c) => ['LOGIN_WRONG_CREDENTIALS', 'CAPTCHA_REQUIRED', 'RATE_LIMITED'].includes(c))).toBe(true);
  });

  it(`payment password: 7 parallel wrong PINs check exactly ${CONFIRMATION_FAILURES_ALLOWED}`, async () => {
    const user = await createMember({ paymentPasswordHash: await hashPassword('135790') });
    const login = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      remoteAddress: freshIp(),
      payload: { type: 'username', ...user },
    });
    const token = login.json().value.token as string;
    const answers = await Promise.all(
      Array.from({ length: 7 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/wps/member/payment-password',
          headers: { authorization: `Bearer ${token}` },
          payload: { oldPaymentPassword: `00000${i}`, newPaymentPassword: '246801', confirmPaymentPassword: '246801' },
        }),
      ),
    );
    expect(tally(codesOf(answers))).toEqual({ PAYMENT_PASSWORD_WRONG: CONFIRMATION_FAILURES_ALLOWED, RATE_LIMITED: 2 });
    const limited = answers.find((r) => r.statusCode === 429)!;
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it(`free play: 15 parallel requests from one address make exactly ${FREE_PLAY_PER_IP} trial accounts`, async () => {
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 15 }, () =>
        t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', remoteAddress: ip, payload: FREE_PLAY_BODY }),
      ),
    );
    expect(tally(codesOf(answers))).toEqual({ OK: FREE_PLAY_PER_IP, RATE_LIMITED: 15 - FREE_PLAY_PER_IP });
    const [made] = await t.database.db
      .select({ n: count() })
      .from(member)
      .where(and(eq(member.registerIp, ip), eq(member.accountType, ACCOUNT_TYPES.TRIAL)));
    expect(made!.n).toBe(FREE_PLAY_PER_IP);
  });
});
