import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PermissionSchema, NoticesSchema, HelpCenterSchema, SystemStatusSchema } from '@sorte/contracts/system/system';
import { decryptCsPath } from '@sorte/contracts/system/cs-path';
import { buildTestApp, operatorAuth, type TestApp } from '../../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('system API', () => {
  it('answers status 0 with the visitor ip', async () => {
    const res = await get('/wps/system/status', { 'x-forwarded-for': '203.0.113.9' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(SystemStatusSchema.parse(body.value)).toEqual({ status: 0, message: '', ip: '203.0.113.9' });
  });

  it('serves the permission call with every part the app starts from', async () => {
    const res = await get('/wps/system/permission?url=localhost', { 'x-forwarded-for': '198.51.100.7' });
    expect(res.statusCode).toBe(200);
    const value = PermissionSchema.parse(res.json().value);
    expect(value.brand.defaultLanguage).toBe('pt-BR');
    expect(value.brand.languages).toHaveLength(7);
    expect(value.location.ip).toBe('198.51.100.7');
    expect(value.maintenance.enabled).toBe(false);
    expect(value.regionRestriction.restricted).toBe(false);
    expect(value.whitelabel.map((m) => m.modId)).toContain('HOME');
    const cs = value.whitelabel.find((m) => m.modId === 'CUSTOMER_SERVICE')!;
    expect(cs.childrenNodes.find((c) => c.modId === 'MESSAGES')?.enabled).toBe(false);
    // The demo seed switches the member-centre money pages on (seed:demo:wallet-modules:v1).
    const centre = value.whitelabel.find((m) => m.modId === 'MEMBER_CENTRE')!;
    const on = (modId: string) => centre.childrenNodes.find((c) => c.modId === modId)?.enabled;
    for (const page of ['transferFund', 'depositv2', 'withdraw', 'transferUpline', 'transactionHistory', 'bonusDetails']) {
      expect(on(page), page).toBe(true);
    }
    // Pages whose issue has not landed stay off.
    expect(on('rewardCenter')).toBe(false);
    expect(value.registration.rules.username?.required).toBe(true);
    expect(value.resources.some((r) => r.resourceType === 'FACEBOOK')).toBe(true);
    // No demo app link leads back to the download page (the page says no app is published).
    expect(value.resources.filter((r) => /^\/down\b/.test(r.url) || r.resourceType.endsWith('_APP'))).toEqual([]);
    expect(value.imageCDNs.length).toBeGreaterThan(0);
    // Lottery appears; a category without vendors would not.
    expect(value.categories.map((c) => c.gameCategory)).toContain('LOTT');
    const live = value.customerService.pathList.find((p) => p.type === 3)!;
    await expect(decryptCsPath(live.path, value.brand.merchantCode)).resolves.toBe('/helpmc#customer-service');
  });

  it('serves the whitelabel tree and the domain routes', async () => {
    const wl = (await get('/wps/system/whitelabel')).json();
    expect(wl.value.flags.DIRECTREG3).toBe(true);
    const routes = (await get('/wps/system/domainRoute')).json();
    expect(routes.value.domainList.length).toBeGreaterThan(0);
    expect(routes.value.domainList[0]).toHaveProperty('domain');
  });

  it('serves help sections in the request language, falling back to the default', async () => {
    const en = HelpCenterSchema.parse((await get('/wps/system/helpCenter', { 'accept-language': 'en' })).json().value);
    expect(en.sections.find((s) => s.section === 'terms')?.title).toBe('Terms and conditions');
    const pt = HelpCenterSchema.parse((await get('/wps/system/helpCenter')).json().value);
    expect(pt.sections.find((s) => s.section === 'terms')?.title).toBe('Termos e condições');
  });

  it('serves notices by type and banners by group', async () => {
    const res = await get('/wps/system/notices?types=B,PL,PU,PR&platform=W&groups=w_home&language=en');
    const value = NoticesSchema.parse(res.json().value);
    expect(value.banners.length).toBeGreaterThan(1);
    expect(value.banners.every((b) => b.groupName === 'w_home')).toBe(true);
    expect(value.popup.every((a) => a.type === 'PU')).toBe(true);
    expect(value.popup.length).toBeGreaterThan(0);
    expect(value.promotion[0]?.title).toBe('5% weekly cashback');
    expect(value.player.some((a) => a.type === 'B')).toBe(true);
    expect(value.player[0]?.timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  });

  it('refuses unknown notice types, unknown fields and unknown languages', async () => {
    const badType = await get('/wps/system/notices?types=B,XX');
    expect(badType.statusCode).toBe(400);
    expect(badType.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', fields: { 'types.1': 'INVALID_VALUE' } });
    const unknown = await get('/wps/system/notices?foo=1');
    expect(unknown.json().fields).toEqual({ foo: 'UNKNOWN_FIELD' });
    const lang = await get('/wps/system/helpCenter?language=klingon');
    expect(lang.statusCode).toBe(400);
    expect(lang.json()).toMatchObject({ code: 'UNSUPPORTED_LANGUAGE', message: 'Este idioma não é suportado.' });
  });

  it('takes a language-change notification and sets the cookie', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/wps/system/language', payload: { language: 'TH' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual({ language: 'th' });
    expect(res.cookies.find((c) => c.name === 'lang')?.value).toBe('th');
    const next = await t.app.inject({ method: 'GET', url: '/wps/nowhere', cookies: { lang: 'th' } });
    expect(next.json().message).toBe('ไม่พบ');
    const bad = await t.app.inject({ method: 'PUT', url: '/wps/system/language', payload: { language: 'xx' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('UNSUPPORTED_LANGUAGE');
  });

  it('answers malformed JSON, wrong content type and oversized bodies with envelopes', async () => {
    const malformed = await t.app.inject({
      method: 'PUT',
      url: '/wps/system/language',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: '{"language":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ success: false, code: 'MALFORMED_JSON' });
    const wrongType = await t.app.inject({
      method: 'PUT',
      url: '/wps/system/language',
      headers: { 'content-type': 'text/plain' },
      payload: 'language=en',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const big = await t.app.inject({
      method: 'PUT',
      url: '/wps/system/language',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ language: 'x'.repeat(2_000_000) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('sends security headers and a request id on every answer', async () => {
    const res = await get('/wps/system/status', { 'x-request-id': 'trace-12345678' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(res.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-request-id']).toBe('trace-12345678');
    // The speed test may reach the brand's domains (here on the port of the request), and nothing else.
    await get('/wps/system/domainRoute');
    const later = await get('/healthz', { host: 'localhost:8080' });
    expect(later.headers['content-security-policy']).toMatch(/connect-src 'self' http:\/\/localhost:8080 http:\/\/127\.0\.0\.1:8080;/);
    const notFound = await get('/nothing-here.json');
    expect(notFound.headers['x-content-type-options']).toBe('nosniff');
  });

  it('reports health and readiness', async () => {
    expect((await get('/healthz')).statusCode).toBe(200);
    const ready = await get('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json().value.database).toBe(t.database.kind);
  });

  it('serves the .png vendor icon paths as SVG artwork', async () => {
    const res = await get('/cdn/RNG_LIST_VENDOR/PG-GRAY.png');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect((await get('/cdn/../package.json')).statusCode).toBe(404);
  });
});

describe('maintenance and region restriction', () => {
  it('maintenance wins over a region block, and closes the player API but not the system API', async () => {
    const auth = await operatorAuth(t.app);
    const region = await t.app.inject({
      method: 'PUT',
      url: '/ops/api/system/region-rules',
      headers: auth,
      payload: { blockedCountries: ['US'], blockedRanges: ['192.0.2.0/24'], allowedRanges: [], geo: [], message: 'Not here' },
    });
    expect(region.statusCode).toBe(200);
    const blocked = await get('/wps/system/status', { 'x-forwarded-for': '192.0.2.55' });
    expect(blocked.json().value).toEqual({ status: 2, message: 'Not here', ip: '192.0.2.55' });
    const byCountry = await get('/wps/system/status', { 'x-forwarded-for': '198.51.100.1', 'x-country-code': 'US' });
    expect(byCountry.json().value.status).toBe(2);
    const gated = await get('/wps/member/info', { 'x-forwarded-for': '192.0.2.55' });
    expect(gated.statusCode).toBe(503);
    expect(gated.json().code).toBe('REGION_RESTRICTED');

    await t.app.inject({ method: 'PUT', url: '/ops/api/system/status', headers: auth, payload: { status: 1, message: 'Back soon' } });
    const both = await get('/wps/system/status', { 'x-forwarded-for': '192.0.2.55' });
    expect(both.json().value).toEqual({ status: 1, message: 'Back soon', ip: '192.0.2.55' });
    const permission = PermissionSchema.parse((await get('/wps/system/permission')).json().value);
    expect(permission.maintenance).toEqual({ enabled: true, message: 'Back soon' });
    const closed = await get('/wps/member/info');
    expect(closed.json().code).toBe('MAINTENANCE');

    await t.app.inject({ method: 'PUT', url: '/ops/api/system/status', headers: auth, payload: { status: 0, message: '' } });
    await t.app.inject({
      method: 'PUT',
      url: '/ops/api/system/region-rules',
      headers: auth,
      payload: { blockedCountries: [], blockedRanges: [], allowedRanges: [], geo: [], message: '' },
    });
    expect((await get('/wps/system/status', { 'x-forwarded-for': '192.0.2.55' })).json().value.status).toBe(0);
  });
});
