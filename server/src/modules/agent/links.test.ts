import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPES } from '@sorte/contracts/auth/routes';
import {
  DownlineDetailSchema,
  ReferralLinkSchema,
  ReferralLinksSchema,
} from '@sorte/contracts/agent/agent';
import { buildTestApp, operatorAuth, type TestApp } from '../../../test/build-test-app';
import { captchaFor, lastSmsCode, setFlags, solveBotCheck } from '../../../test/accounts-helpers';
import { createMember, sessionFor } from '../../../test/ledger-helpers';
import { member } from '../../db/schema/index';

let t: TestApp;
let ops: { authorization: string };
beforeAll(async () => {
  t = await buildTestApp();
  ops = await operatorAuth(t.app);
  await setFlags(t.app, {
    SMS_VERIFICATION: true,
    USERNAME_REGISTRATION: true,
    MOBILE_REGISTRATION: true,
  });
});
afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;
const call = (
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  auth: Headers = {},
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url,
    headers: { 'accept-language': 'en', ...auth },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

let seq = 0;
/** Registers a new player through the web form with `?referralCode=<code>`; answers its username. */
async function registerWith(referralCode: string) {
  seq += 1;
  const ip = `10.9.0.${seq}`;
  const mobileNum = `1192000${String(seq).padStart(4, '0')}`;
  const sms = await t.app.inject({
    method: 'POST',
    url: '/wps/verification/sms/register',
    remoteAddress: ip,
    payload: { countryDialingCode: '+55', mobileNum, botCheck: await solveBotCheck(t.app) },
  });
  expect(sms.statusCode, sms.body).toBe(200);
  const { cookie, answer } = await captchaFor(t.app, ip);
  const username = `linked${seq}x${Date.now() % 100000}`;
  const res = await t.app.inject({
    method: 'PUT',
    url: '/wps/member/register',
    remoteAddress: ip,
    headers: { cookie, 'accept-language': 'en' },
    payload: {
      username,
      password: 'Secret#123',
      confirmPassword: 'Secret#123',
      countryDialingCode: '+55',
      mobileNum,
      verificationCode: await lastSmsCode(t, `+55${mobileNum}`),
      captcha: answer,
      botCheck: await solveBotCheck(t.app),
      registerUrl: `http://localhost:8080/?referralCode=${referralCode}`,
      registerMethod: 'web',
      domain: 'localhost',
      referralCode,
      login: true,
    },
  });
  return { res, username };
}

describe('register centre: referral links', () => {
  it('creates a link within the agent own rates, registers through it with its rates, counts it, and keeps it private', async () => {
    const db = t.database.db;
    const agent = await createMember(db, { accountType: ACCOUNT_TYPES.AGENT });
    const other = await createMember(db, { accountType: ACCOUNT_TYPES.AGENT });
    const setRates = await call('PUT', `/ops/api/agents/${agent}`, ops, {
      accountType: 1,
      rebate: { RNG: 100, LIVE: 50 },
    });
    expect(setRates.statusCode, setRates.body).toBe(200);
    const auth = await sessionFor(db, agent);
    const otherAuth = await sessionFor(db, other);

    // Above the agent's own: the same error as the downline rate edit, per game type.
    const tooHigh = await call('POST', '/wps/agent/links', auth, {
      rebate: { RNG: 101, LIVE: 50 },
    });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json()).toMatchObject({
      code: 'AGENT_REBATE_ABOVE_UPLINE',
      message: "A rebate rate cannot be higher than the upline's own.",
      fields: { RNG: 'INVALID_VALUE' },
    });
    expect(tooHigh.json().fields.LIVE).toBeUndefined();
    const sportAbove = await call('POST', '/wps/agent/links', auth, { rebate: { SPORTS: 1 } });
    expect(sportAbove.json()).toMatchObject({
      code: 'AGENT_REBATE_ABOVE_UPLINE',
      fields: { SPORTS: 'INVALID_VALUE' },
    });

    const created = await call('POST', '/wps/agent/links', auth, { rebate: { RNG: 80, LIVE: 0 } });
    expect(created.statusCode, created.body).toBe(200);
    const link = ReferralLinkSchema.parse(created.json().value);
    expect(link).toMatchObject({ rebate: { RNG: 80 }, disabled: false, registrations: 0 });
    expect(link.code).toMatch(/^[A-Z2-9]{8}$/);

    // Register through the link (lower case too): a direct downline with the link's rates.
    const { res, username } = await registerWith(link.code.toLowerCase());
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await db
      .select({ id: member.id, uplineId: member.uplineId })
      .from(member)
      .where(eq(member.username, username));
    expect(row!.uplineId).toBe(agent);
    const detail = await call('GET', `/wps/agent/downlines/${row!.id}`, auth);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(DownlineDetailSchema.parse(detail.json().value)).toMatchObject({
      username,
      level: 1,
      direct: true,
      rebate: { RNG: 80 },
    });

    const list = await call('GET', '/wps/agent/links', auth);
    expect(list.statusCode, list.body).toBe(200);
    const links = ReferralLinksSchema.parse(list.json().value).list;
    expect(links).toEqual([{ ...link, registrations: 1 }]);

    // Another agent neither sees nor disables it.
    expect(
      ReferralLinksSchema.parse((await call('GET', '/wps/agent/links', otherAuth)).json().value)
        .list,
    ).toEqual([]);
    const foreign = await call('DELETE', `/wps/agent/links/${link.id}`, otherAuth);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'AGENT_LINK_NOT_FOUND' });

    // Disabled: listed as such, and registration no longer takes the code.
    const disabled = await call('DELETE', `/wps/agent/links/${link.id}`, auth);
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json().value).toMatchObject({ id: link.id, disabled: true, registrations: 1 });
    expect((await call('DELETE', `/wps/agent/links/${link.id}`, auth)).json().value).toMatchObject({
      disabled: true,
    });
    const refused = await registerWith(link.code);
    expect(refused.res.json()).toMatchObject({
      code: 'INVALID_AFFILIATE_CODE',
      fields: { referralCode: 'INVALID_VALUE' },
    });
  });

  it('refuses members and visitors', async () => {
    const db = t.database.db;
    const player = await createMember(db);
    const playerAuth = await sessionFor(db, player);
    for (const [method, url, body] of [
      ['GET', '/wps/agent/links', undefined],
      ['POST', '/wps/agent/links', { rebate: {} }],
      ['DELETE', '/wps/agent/links/1', undefined],
    ] as const) {
      expect((await call(method, url, playerAuth, body)).json()).toMatchObject({
        code: 'NOT_AN_AGENT',
      });
      expect((await call(method, url, {}, body)).statusCode).toBe(401);
    }
  });
});
