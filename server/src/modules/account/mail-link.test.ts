import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { lastMessage } from '../../../test/accounts-helpers';
import { loadEnv } from '../../config/env';
import { AppError } from '../../lib/app-error';
import { mailLinkOrigin } from './account.routes';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'https://play.example.com/' });
});
afterAll(async () => t?.close());

describe('links in mails start with the public URL', () => {
  it('uses PUBLIC_URL whatever host the request came to', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      remoteAddress: '10.61.0.1',
      headers: { 'accept-language': 'en', host: 'localhost:8080' },
      payload: { username: 'demo01', email: 'demo01@example.com' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = (await lastMessage(t, 'demo01@example.com', 'mail'))!;
    expect(mail.body).toMatch(/https:\/\/play\.example\.com\/\?resetToken=[A-Za-z0-9_-]{20,}/);
    expect(mail.body).not.toContain('localhost');
  });
});

describe('mailLinkOrigin', () => {
  const request = (host: string) => {
    const errors: string[] = [];
    return {
      req: { protocol: 'http', host, log: { error: (m: string) => errors.push(m) } } as unknown as FastifyRequest,
      errors,
    };
  };
  const dev = { NODE_ENV: 'development' as const, PUBLIC_URL: undefined };
  const prod = { NODE_ENV: 'production' as const, PUBLIC_URL: undefined };

  it('prefers PUBLIC_URL, then a brand domain the request came to, then the primary domain', () => {
    const domains = ['https://a.example', 'https://b.example'];
    expect(mailLinkOrigin(request('evil.example').req, domains, { ...prod, PUBLIC_URL: 'https://p.example/site' })).toBe(
      'https://p.example/site',
    );
    expect(mailLinkOrigin({ ...request('b.example').req, protocol: 'https' }, domains, prod)).toBe('https://b.example');
    expect(mailLinkOrigin(request('evil.example').req, domains, prod)).toBe('https://a.example');
  });

  it('with no domain: the request origin outside production, a refusal in production', () => {
    expect(mailLinkOrigin(request('127.0.0.1:3000').req, [], dev)).toBe('http://127.0.0.1:3000');
    const { req, errors } = request('evil.example');
    let thrown: unknown;
    try {
      mailLinkOrigin(req, [], prod);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect((thrown as AppError).code).toBe('SERVICE_UNAVAILABLE');
    expect(errors.join()).toMatch(/PUBLIC_URL/);
  });

  it('PUBLIC_URL must be an http(s) URL; a trailing slash is dropped', () => {
    expect(loadEnv({ PUBLIC_URL: 'https://play.example.com/' }).PUBLIC_URL).toBe('https://play.example.com');
    expect(() => loadEnv({ PUBLIC_URL: 'ftp://x.example' })).toThrow(/PUBLIC_URL/);
    expect(() => loadEnv({ PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/);
  });
});
