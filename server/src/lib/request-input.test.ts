import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { lastSmsCode } from '../../test/accounts-helpers';
import { player } from '../../test/cashier-helpers';
import { member } from '../db/schema/index';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

describe('empty query parameters count as absent', () => {
  it('game list with every filter sent empty answers the unfiltered list', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/wps/relay/GLS_gameList?gameType=RNG' });
    const empty = await t.app.inject({
      method: 'GET',
      url: '/wps/relay/GLS_gameList?gameType=RNG&gameClassify=&minBet=&minLineNum=&gameName=&vendor=&language=',
    });
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toEqual(plain.json());
    expect(empty.json<{ value: { games: unknown[] } }>().value.games.length).toBeGreaterThan(0);
  });

  it('a bare key without "=" is absent too, and a set value still filters', async () => {
    const bare = await t.app.inject({ method: 'GET', url: '/wps/relay/GLS_gameList?gameType=RNG&gameClassify&pageNo' });
    expect(bare.statusCode, bare.body).toBe(200);
    const bad = await t.app.inject({ method: 'GET', url: '/wps/relay/GLS_gameList?gameType=RNG&minBet=abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ fields: Record<string, string> }>().fields).toHaveProperty('minBet');
  });

  it('member history with empty filters answers as without them', async () => {
    const { auth } = await player(t, 5_000n);
    const res = await t.app.inject({
      method: 'GET',
      url: '/wps/v2/transaction/history?type=&wallet=&start=&end=&tzOffset=&pageNo=',
      headers: auth,
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('operator searches with an empty search field answer 200', async () => {
    const { operatorAuth } = await import('../../test/build-test-app');
    const ops = await operatorAuth(t.app);
    for (const url of ['/ops/api/games?q=&vendor=', '/ops/api/cashier/deposits?username=&status=']) {
      const res = await t.app.inject({ method: 'GET', url, headers: ops });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    }
  });
});

describe('mobileNo, the product name of the mobile number field', () => {
  it('is accepted by the SMS calls and binding, next to mobileNum', async () => {
    const { id, auth } = await player(t, 0n);
    const mobileNo = '11955501234';
    const sent = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/member',
      headers: auth,
      payload: { countryDialingCode: '+55', mobileNo },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const code = await lastSmsCode(t, `+55${mobileNo}`);
    const bound = await t.app.inject({
      method: 'POST',
      url: '/wps/member/bind/mobile',
      headers: auth,
      payload: { countryDialingCode: '+55', mobileNo, verificationCode: code },
    });
    expect(bound.statusCode, bound.body).toBe(200);
    const [row] = await t.database.db.select({ mobileNum: member.mobileNum }).from(member).where(eq(member.id, id));
    expect(row?.mobileNum).toBe(mobileNo);

    const old = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/member',
      headers: auth,
      payload: { countryDialingCode: '+55', mobileNum: '11955501235' },
    });
    expect(old.statusCode, old.body).toBe(200);
  });

  it('a bad mobileNo is reported, and an unknown field is still refused', async () => {
    const { auth } = await player(t, 0n);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/member',
      headers: auth,
      payload: { countryDialingCode: '+55', mobileNo: '12' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ code: string }>().code).toBe('VALIDATION_FAILED');
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/member',
      headers: auth,
      payload: { countryDialingCode: '+55', mobileNo: '11955501236', phone: '1' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ fields: Record<string, string> }>().fields).toEqual({ phone: 'UNKNOWN_FIELD' });
  });

  it('SMS login takes mobileNo', async () => {
    // demo01's bound mobile; a wrong code proves the body passed validation (not VALIDATION_FAILED).
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: { type: 'sms', countryDialingCode: '+55', mobileNo: '11987654321', verificationCode: '000000' },
    });
    expect(res.json<{ code: string }>().code).not.toBe('VALIDATION_FAILED');
  });
});
