import { describe, expect, it } from 'vitest';
import { cacheable, swRoute, type SwRequest } from './sw-routing';

const ORIGIN = 'https://play.example.com';
const get = (path: string, mode: RequestMode = 'cors', method = 'GET'): SwRequest => ({
  url: new URL(path, ORIGIN).href,
  method,
  mode,
});

describe('swRoute', () => {
  it('never intercepts the APIs, money, sessions, games or the worker itself', () => {
    const never = [
      '/wps/session/login',
      '/wps/v2/wallets/balance',
      '/wps/member/info',
      '/wps/relay/GCS_walletTransfer',
      '/wps/cashier/deposit/orders',
      '/lgw/games/popular',
      '/ops/api/session/login',
      '/play/dice',
      '/sandbox-gateway/pay/D123',
      '/provider/v1/debit',
      '/vendor-sim/game',
      '/cdn/avatars/1.svg',
      '/healthz',
      '/readyz',
      '/manifest.webmanifest',
      '/sw.js',
    ];
    for (const path of never) {
      for (const mode of ['navigate', 'cors', 'no-cors', 'same-origin'] as const) {
        expect(swRoute(get(path, mode), ORIGIN), `${path} ${mode}`).toBe('pass');
      }
    }
  });

  it('passes writes, other origins and addresses carrying a token', () => {
    expect(swRoute(get('/assets/index-AbCdEf12.js', 'cors', 'POST'), ORIGIN)).toBe('pass');
    expect(swRoute({ ...get('/'), url: 'https://cdn.example/assets/index-AbCdEf12.js' }, ORIGIN)).toBe(
      'pass',
    );
    expect(swRoute(get('/?token=abc', 'navigate'), ORIGIN)).toBe('pass');
    expect(swRoute(get('/?resetToken=abc', 'navigate'), ORIGIN)).toBe('pass');
    expect(swRoute({ url: 'not a url', method: 'GET', mode: 'cors' }, ORIGIN)).toBe('pass');
  });

  it('serves page navigations network first and hashed assets and icons from the cache', () => {
    expect(swRoute(get('/', 'navigate'), ORIGIN)).toBe('shell');
    expect(swRoute(get('/rng?page=PG', 'navigate'), ORIGIN)).toBe('shell');
    expect(swRoute(get('/assets/index-AbCdEf12.js'), ORIGIN)).toBe('static');
    expect(swRoute(get('/assets/home-Zx_9-aQ1.css'), ORIGIN)).toBe('static');
    expect(swRoute(get('/icons/app-192.png'), ORIGIN)).toBe('static');
    // Not hashed: left to the browser's own cache rules.
    expect(swRoute(get('/favicon.svg'), ORIGIN)).toBe('pass');
    expect(swRoute(get('/assets/logo.svg'), ORIGIN)).toBe('pass');
  });
});

describe('cacheable', () => {
  const response = (init: Partial<{ status: number; type: ResponseType; control: string }> = {}) => ({
    ok: (init.status ?? 200) < 300,
    status: init.status ?? 200,
    type: init.type ?? 'basic',
    headers: new Headers(init.control ? { 'cache-control': init.control } : {}),
  });
  it('stores only complete same-origin successes that allow it', () => {
    expect(cacheable(response())).toBe(true);
    expect(cacheable(response({ control: 'public, max-age=31536000, immutable' }))).toBe(true);
    expect(cacheable(response({ status: 206 }))).toBe(false);
    expect(cacheable(response({ status: 404 }))).toBe(false);
    expect(cacheable(response({ type: 'opaque' }))).toBe(false);
    expect(cacheable(response({ control: 'no-store' }))).toBe(false);
    expect(cacheable(response({ control: 'private, max-age=60' }))).toBe(false);
  });
});
