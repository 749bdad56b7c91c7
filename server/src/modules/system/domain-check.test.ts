import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorEnvelopeSchema } from '@sorte/contracts/common/envelope';
import { PermissionSchema } from '@sorte/contracts/system/system';
import { buildTestApp, setBrandDomains, type TestApp } from '../../../test/build-test-app';
import { allowedHost } from './system.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const permission = (url: string, locale = 'en') =>
  t.app.inject({
    method: 'GET',
    url: `/wps/system/permission?url=${encodeURIComponent(url)}`,
    headers: { 'accept-language': locale },
  });

const setDomains = (domainList: string[]) => setBrandDomains(t.app, domainList);

describe('the domain check of the permission call', () => {
  it('refuses an address outside the brand domains with DOMAIN_INVALID and no configuration', async () => {
    for (const url of ['evil.example', 'https://evil.example/', 'http://localhost.evil.example:8080', '%%%']) {
      const res = await permission(url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(403);
      const body = ErrorEnvelopeSchema.parse(res.json());
      expect(body.code).toBe('DOMAIN_INVALID');
      expect(body.message).toBe('Invalid URL. Please contact customer service.');
      expect(res.body).not.toContain('whitelabel');
    }
    const pt = await permission('evil.example', 'pt-BR');
    expect(ErrorEnvelopeSchema.parse(pt.json()).message).toMatch(/atendimento ao cliente/);
  });

  it('lets the demo domains and this server on any port through (host name match)', async () => {
    for (const url of ['localhost:8080', '127.0.0.1:8187', 'http://localhost:5173/lobby', 'LOCALHOST', 'http://127.0.0.1:8080']) {
      const res = await permission(url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      PermissionSchema.parse(res.json<{ value: unknown }>().value);
    }
    // No url (API clients, older apps): not checked.
    expect((await t.app.inject({ method: 'GET', url: '/wps/system/permission' })).statusCode).toBe(200);
  });

  it('follows the operator’s list, and a brand without domains lets every address through', async () => {
    await setDomains(['https://play.example.com', 'm.play.example.com']);
    expect((await permission('play.example.com')).statusCode).toBe(200);
    expect((await permission('https://m.play.example.com/')).statusCode).toBe(200);
    expect((await permission('localhost:8080')).statusCode).toBe(403);
    await setDomains([]);
    expect((await permission('anything.example')).statusCode).toBe(200);
    await setDomains(['http://localhost:8080', 'http://127.0.0.1:8080']);
  });
});

describe('allowedHost', () => {
  it('compares host names only, case-insensitively', () => {
    expect(allowedHost('Play.Example.com.', ['https://play.example.com:443/x'])).toBe(true);
    expect(allowedHost('play.example.com.evil', ['https://play.example.com'])).toBe(false);
    expect(allowedHost('', ['https://play.example.com'])).toBe(false);
    expect(allowedHost('x', [])).toBe(true);
  });
});
