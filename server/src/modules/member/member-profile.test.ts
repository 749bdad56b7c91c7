import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AvatarSchema } from '@sorte/contracts/auth/account';
import { MemberInfoSchema } from '@sorte/contracts/auth/session';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { DEMO_AGENT, DEMO_MEMBER, DEMO_REFERRAL_CODE } from '../../db/seed/demo';
import { AVATAR_IDS } from './avatars';
import { maskEmail, maskMobile } from './member.service';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  const res = await t.app.inject({ method: 'POST', url: '/wps/session/login', payload: { type: 'username', ...DEMO_MEMBER } });
  token = res.json().value.token;
});
afterAll(async () => {
  await t.close();
});
const auth = () => ({ authorization: `Bearer ${token}`, 'accept-language': 'en' });

describe('GET /wps/member/info (accounts fields)', () => {
  it('answers the masked mobile and e-mail, avatar, password state and referral code', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: auth() });
    const value = MemberInfoSchema.parse(res.json().value);
    expect(value).toMatchObject({
      account: DEMO_MEMBER.username,
      avatar: '1',
      hasPassword: true,
      // The cashier demo seed gives demo01 the payment password 246810 (README).
      hasPaymentPassword: true,
      mobile: '+55 11******321',
      email: 'de***@example.com',
      referralCode: DEMO_REFERRAL_CODE,
    });
    expect(Date.parse(value.createdAt)).not.toBeNaN();
  });

  it('gives every member its own referral code', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/wps/session/login', payload: { type: 'username', ...DEMO_AGENT } });
    const info = await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: { authorization: `Bearer ${res.json().value.token}` } });
    expect(info.json().value.referralCode).toMatch(/^[0-9A-F]{8}$/);
    expect(info.json().value).toMatchObject({ mobile: null, email: null });
  });

  it('masks short values too', () => {
    expect(maskMobile('+351', '912345678')).toBe('+351 91****678');
    expect(maskEmail('ab@x.io')).toBe('a***@x.io');
  });
});

describe('avatars', () => {
  it('lists 12 avatars, each served as SVG under /cdn/avatars', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/relay/MCSFE_getPlayerAvatar', headers: auth() });
    const list = res.json().value.map((a: unknown) => AvatarSchema.parse(a));
    expect(list.map((a: { id: string }) => a.id)).toEqual([...AVATAR_IDS]);
    for (const avatar of list) {
      const svg = await t.app.inject({ method: 'GET', url: avatar.url });
      expect(svg.statusCode, avatar.url).toBe(200);
      expect(svg.headers['content-type']).toContain('image/svg+xml');
      expect(svg.body).toContain('<svg');
    }
  });

  it('reads and sets the icon; refuses an unknown one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/wps/member/info/icon', headers: auth() })).json().value).toEqual({
      id: '1',
      url: '/cdn/avatars/1.svg',
    });
    const set = await t.app.inject({ method: 'PUT', url: '/wps/member/info/icon', headers: auth(), payload: { avatar: '7' } });
    expect(set.json().value).toEqual({ id: '7', url: '/cdn/avatars/7.svg' });
    expect((await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: auth() })).json().value.avatar).toBe('7');
    const bad = await t.app.inject({ method: 'PUT', url: '/wps/member/info/icon', headers: auth(), payload: { avatar: '99' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { avatar: 'INVALID_VALUE' } });
    expect((await t.app.inject({ method: 'GET', url: '/wps/member/info/icon' })).statusCode).toBe(401);
  });
});
