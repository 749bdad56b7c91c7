import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, operatorAuth, type TestApp } from '../../../test/build-test-app';

let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await buildTestApp();
  auth = await operatorAuth(t.app);
});
afterAll(async () => {
  await t.close();
});

const req = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown, headers = auth) =>
  t.app.inject({ method, url, payload: payload as never, headers });

async function auditCount(): Promise<number> {
  return (await req('GET', '/ops/api/audit-logs?pageNo=1&pageSize=1')).json().value.total;
}

describe('operator sessions', () => {
  it('refuses wrong credentials with a translated 401, the same for unknown users', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/ops/api/session/login',
      headers: { 'accept-language': 'en' },
      payload: { username: 'admin', password: 'nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ success: false, code: 'OPS_WRONG_CREDENTIALS', message: 'Wrong username or password.' });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/ops/api/session/login',
      headers: { 'accept-language': 'en' },
      payload: { username: 'ghost', password: 'nope' },
    });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('answers 401 to a missing or unknown token, and after logout', async () => {
    expect((await req('GET', '/ops/api/system/status', undefined, { authorization: '' })).statusCode).toBe(401);
    const bogus = await req('GET', '/ops/api/system/status', undefined, { authorization: 'Bearer aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' });
    expect(bogus.statusCode).toBe(401);
    expect(bogus.json().code).toBe('OPS_UNAUTHORIZED');
    const session = await operatorAuth(t.app);
    expect((await req('GET', '/ops/api/system/status', undefined, session)).statusCode).toBe(200);
    expect((await req('POST', '/ops/api/session/logout', undefined, session)).statusCode).toBe(200);
    expect((await req('GET', '/ops/api/system/status', undefined, session)).statusCode).toBe(401);
  });
});

describe('operator settings', () => {
  it('switches maintenance and writes who, what, before and after to the audit log', async () => {
    const before = await auditCount();
    const on = await req('PUT', '/ops/api/system/status', { status: 1, message: 'Upgrade' });
    expect(on.json().value).toMatchObject({ status: 1, message: 'Upgrade' });
    expect((await t.app.inject({ method: 'GET', url: '/wps/system/status' })).json().value.status).toBe(1);
    await req('PUT', '/ops/api/system/status', { status: 0, message: '' });
    expect(await auditCount()).toBe(before + 2);
    const log = (await req('GET', '/ops/api/audit-logs?pageNo=1&pageSize=2')).json().value;
    expect(log.list[1]).toMatchObject({
      operator: 'admin',
      action: 'system.status.update',
      before: { status: 0 },
      after: { status: 1, message: 'Upgrade' },
    });
    expect(log.list[1].createdAt).toMatch(/Z$/);
  });

  it('rejects bad input without writing anything', async () => {
    const before = await auditCount();
    const cases = [
      ['PUT', '/ops/api/system/status', { status: 2, message: '' }],
      ['PUT', '/ops/api/system/status', { status: 1, message: 'x', extra: true }],
      [
        'PUT',
        '/ops/api/system/region-rules',
        { blockedCountries: [], blockedRanges: ['10.0.0.0/99'], allowedRanges: [], geo: [], message: '' },
      ],
      ['PUT', '/ops/api/system/region-rules', { blockedCountries: ['usa'], blockedRanges: [], allowedRanges: [], geo: [], message: '' }],
      ['PATCH', '/ops/api/system/feature-flags', { NOT_A_FLAG: true }],
      ['PATCH', '/ops/api/system/feature-flags', { DIRECTREG3: 'yes' }],
      ['PUT', '/ops/api/system/languages', { languages: ['en'], defaultLanguage: 'pt', defaultGameLanguage: 'en' }],
      ['PUT', '/ops/api/system/languages', { languages: ['xx'], defaultLanguage: 'xx', defaultGameLanguage: 'en' }],
      ['PATCH', '/ops/api/system/brand', { currency: 'EURO' }],
      ['POST', '/ops/api/banners', { groupName: 'w_nowhere', imageUrl: { pt: '/cdn/x.svg' }, title: { pt: 'x' } }],
      ['POST', '/ops/api/resources', { resourceType: 'FACEBOOK', url: 'javascript:alert(1)', labelNameEn: 'x' }],
    ] as const;
    for (const [method, url, payload] of cases) {
      const res = await req(method, url, payload);
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(res.json().success).toBe(false);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(res.json().fields).toBeTypeOf('object');
    }
    const range = await req('PUT', '/ops/api/system/region-rules', {
      blockedCountries: [],
      blockedRanges: ['10.0.0.0/99'],
      allowedRanges: [],
      geo: [],
      message: '',
    });
    expect(range.json().fields).toEqual({ 'blockedRanges.0': 'INVALID_FORMAT' });
    expect((await req('PUT', '/ops/api/system/modules/NOPE', { enabled: true })).statusCode).toBe(404);
    expect(await auditCount()).toBe(before);
  });

  it('patches feature flags and languages, seen by the permission call', async () => {
    const flags = await req('PATCH', '/ops/api/system/feature-flags', { LOGIN_REQUIRED_FOR_HOME: true, FREE_PLAY: false });
    expect(flags.json().value).toMatchObject({ LOGIN_REQUIRED_FOR_HOME: true, FREE_PLAY: false, DIRECTREG3: true });
    const langs = await req('PUT', '/ops/api/system/languages', {
      languages: ['en', 'pt'],
      defaultLanguage: 'en',
      defaultGameLanguage: 'en',
    });
    expect(langs.statusCode).toBe(200);
    const permission = (await t.app.inject({ method: 'GET', url: '/wps/system/permission' })).json().value;
    expect(permission.flags.LOGIN_REQUIRED_FOR_HOME).toBe(true);
    expect(permission.brand.languages).toEqual(['en', 'pt']);
    // A language the brand dropped is refused; the default now answers in English.
    const th = await t.app.inject({ method: 'GET', url: '/wps/system/helpCenter?language=th' });
    expect(th.json()).toMatchObject({ code: 'UNSUPPORTED_LANGUAGE', message: 'This language is not supported.' });
    await req('PATCH', '/ops/api/system/feature-flags', { LOGIN_REQUIRED_FOR_HOME: false, FREE_PLAY: true });
    await req('PUT', '/ops/api/system/languages', {
      languages: ['pt-BR', 'pt', 'en', 'zh', 'id', 'th', 'vi'],
      defaultLanguage: 'pt-BR',
      defaultGameLanguage: 'en',
    });
  });

  it('switches a whitelabel module; children of a switched-off module read as off', async () => {
    await req('PUT', '/ops/api/system/modules/CUSTOMER_SERVICE', { enabled: false });
    const tree = (await t.app.inject({ method: 'GET', url: '/wps/system/whitelabel' })).json().value.modules;
    const cs = tree.find((m: { modId: string }) => m.modId === 'CUSTOMER_SERVICE');
    expect(cs.enabled).toBe(false);
    expect(cs.childrenNodes.every((c: { enabled: boolean }) => !c.enabled)).toBe(true);
    await req('PUT', '/ops/api/system/modules/CUSTOMER_SERVICE', { enabled: true });
  });

  it('patches the brand', async () => {
    const res = await req('PATCH', '/ops/api/system/brand', { name: 'Sorte Bet', imageCDNs: ['/cdn'] });
    expect(res.json().value.name).toBe('Sorte Bet');
    await req('PATCH', '/ops/api/system/brand', { name: 'Sorte' });
  });
});

describe('operator content', () => {
  it('creates, lists, replaces and deletes a banner, and the notices follow', async () => {
    const input = {
      groupName: 'w_help',
      imageUrl: { pt: '/cdn/banners/help-1.svg' },
      title: { pt: 'Ajuda 24h', en: 'Help 24h' },
      linkageType: 'ROUTE',
      linkage: '/helpmc',
    };
    const created = await req('POST', '/ops/api/banners', input);
    expect(created.statusCode).toBe(200);
    const id = created.json().value.id;
    const notices = async () =>
      (await t.app.inject({ method: 'GET', url: '/wps/system/notices?groups=w_help&language=en' })).json().value.banners;
    expect((await notices()).some((b: { title: string }) => b.title === 'Help 24h')).toBe(true);
    const replaced = await req('PUT', `/ops/api/banners/${id}`, { ...input, enabled: false });
    expect(replaced.json().value.enabled).toBe(false);
    expect((await notices()).some((b: { title: string }) => b.title === 'Help 24h')).toBe(false);
    expect((await req('DELETE', `/ops/api/banners/${id}`)).statusCode).toBe(200);
    expect((await req('DELETE', `/ops/api/banners/${id}`)).statusCode).toBe(404);
    const list = (await req('GET', '/ops/api/banners')).json().value.list;
    expect(list.some((b: { id: string }) => b.id === id)).toBe(false);
  });

  it('stores customer-service links encrypted and shows operators the plain link', async () => {
    const created = (await req('POST', '/ops/api/customer-service-paths', { type: 3, url: 'https://chat.example.org/room', sort: 0 })).json()
      .value;
    expect(created.url).toBe('https://chat.example.org/room');
    const permission = (await t.app.inject({ method: 'GET', url: '/wps/system/permission' })).json().value;
    const paths = permission.customerService.pathList.map((p: { path: string }) => p.path);
    expect(paths.join()).not.toContain('chat.example.org');
    await req('DELETE', `/ops/api/customer-service-paths/${created.id}`);
  });

  it('creates help sections and announcements', async () => {
    const help = await req('POST', '/ops/api/help-sections', { section: 'bonus-rules', title: { en: 'Bonus rules' }, content: { en: '<p>Rules</p>' } });
    expect(help.statusCode).toBe(200);
    const dup = await req('POST', '/ops/api/help-sections', { section: 'bonus-rules', title: { en: 'x' }, content: { en: 'y' } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe('CONFLICT');
    const a = await req('POST', '/ops/api/announcements', { type: 'PU', title: { en: 'Hi' }, content: { en: 'There' } });
    expect(a.json().value.type).toBe('PU');
  });
});

describe('OpenAPI', () => {
  it('documents the player and operator APIs with readable docs', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/ops/api/openapi.json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of ['/wps/system/status', '/wps/system/permission', '/ops/api/system/status', '/ops/api/banners/{id}']) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    const docs = await t.app.inject({ method: 'GET', url: '/ops/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toContain('text/html');
  });
});
