import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, setBrandDomains, type TestApp } from '../../../test/build-test-app';
import { domainOrigin, servingAddress } from './system.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ TRUST_PROXY: 'true' });
});
afterAll(async () => t?.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const lines = async (headers: Record<string, string>) => {
  const res = await get('/wps/system/domainRoute', headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ value: { domainList: { domain: string; url: string }[] } }>().value.domainList;
};
const connectSrc = async (headers: Record<string, string>) => {
  const csp = (await get('/healthz', headers)).headers['content-security-policy'] as string;
  return /connect-src ([^;]*)/.exec(csp)?.[1]?.trim();
};

const setDomains = (domainList: string[]) => setBrandDomains(t.app, domainList);

describe('the speed test lines and the CSP follow the address serving the site', () => {
  it('lists the demo hosts on the port the site runs on, never the seed port 8080', async () => {
    expect(await lines({ host: 'localhost:9123' })).toEqual([
      { domain: 'localhost:9123', url: 'http://localhost:9123' },
      { domain: '127.0.0.1:9123', url: 'http://127.0.0.1:9123' },
    ]);
    expect(await connectSrc({ host: '127.0.0.1:9123' })).toBe("'self' http://localhost:9123 http://127.0.0.1:9123");
    const body = JSON.stringify(await lines({ host: '127.0.0.1:9123' }));
    expect(body).not.toContain('8080');
  });

  it('takes the scheme and host a trusted proxy forwarded', async () => {
    const forwarded = { host: '10.0.0.5:3000', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'localhost' };
    expect(await lines(forwarded)).toEqual([
      { domain: 'localhost', url: 'https://localhost' },
      { domain: '127.0.0.1', url: 'https://127.0.0.1' },
    ]);
    expect(await connectSrc(forwarded)).toBe("'self' https://localhost https://127.0.0.1");
  });

  it('keeps an operator URL as it is and never lists a foreign or malformed Host', async () => {
    await setDomains(['https://play.example.com', 'alt.example.com', 'https://play.example.com/lobby']);
    try {
      const https = { host: 'play.example.com', 'x-forwarded-proto': 'https' };
      expect(await lines(https)).toEqual([
        { domain: 'play.example.com', url: 'https://play.example.com' },
        { domain: 'alt.example.com', url: 'https://alt.example.com' },
      ]);
      const forged = await lines({ host: 'evil.example:8443' });
      expect(JSON.stringify(forged)).not.toContain('evil.example');
      expect(await connectSrc({ host: 'bad host;script-src *' })).toBe(
        "'self' https://play.example.com https://alt.example.com",
      );
    } finally {
      await setDomains(['localhost', '127.0.0.1']);
    }
  });

  it('adds PUBLIC_URL and lists the serving address when the brand has no domains', async () => {
    await setDomains([]);
    try {
      expect(await lines({ host: 'site.example:8443', 'x-forwarded-proto': 'https' })).toEqual([
        { domain: 'site.example:8443', url: 'https://site.example:8443' },
      ]);
      await t.app.system.config();
      expect(t.app.system.routedOrigins(servingAddress('http', 'localhost:81'), 'https://p.example/site')).toEqual([
        'https://p.example',
      ]);
    } finally {
      await setDomains(['localhost', '127.0.0.1']);
    }
  });
});

describe('domainOrigin and servingAddress', () => {
  it('resolves bare hosts against the serving address and keeps URLs', () => {
    const serving = servingAddress('http', 'localhost:8187');
    expect(domainOrigin('127.0.0.1', serving)).toBe('http://127.0.0.1:8187');
    expect(domainOrigin('127.0.0.1:9000', serving)).toBe('http://127.0.0.1:9000');
    expect(domainOrigin('https://a.example:8443/x', serving)).toBe('https://a.example:8443');
    expect(domainOrigin('a.example', null)).toBe('https://a.example');
    expect(domainOrigin('ftp://a.example', serving)).toBeNull();
    expect(domainOrigin('  ', serving)).toBeNull();
    expect(servingAddress('http', 'a b')).toBeNull();
    expect(servingAddress('http', 'a.example;x')).toBeNull();
    expect(servingAddress('gopher', 'a.example')).toBeNull();
    expect(servingAddress('https', '[::1]:8443')?.origin).toBe('https://[::1]:8443');
  });
});
