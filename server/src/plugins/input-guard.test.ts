import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorEnvelopeSchema } from '@sorte/contracts/common/envelope';
import { buildTestApp, operatorAuth, type TestApp } from '../../test/build-test-app';
import { channelId, player } from '../../test/cashier-helpers';

let t: TestApp;
let ops: Record<string, string>;
let member: Record<string, string>;
let pix: string;

beforeAll(async () => {
  t = await buildTestApp();
  ops = await operatorAuth(t.app);
  member = (await player(t, 100_000n)).auth;
  pix = await channelId(t, 'PIX');
});
afterAll(async () => t?.close());

type Who = 'anon' | 'member' | 'ops';
interface Case {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  who: Who;
  payload?: Record<string, unknown>;
}

const NUL = '\u0000';

/** Requests carrying a NUL byte in the JSON body, the query string or a path parameter. */
const cases = (): Case[] => [
  { name: 'member login (body)', method: 'POST', url: '/wps/session/login', who: 'anon', payload: { username: `demo${NUL}01`, password: 'x', type: 'username' } },
  { name: 'operator login (body)', method: 'POST', url: '/ops/api/session/login', who: 'anon', payload: { username: `ad${NUL}min`, password: 'Admin#2026' } },
  { name: 'forgot password by e-mail (body)', method: 'POST', url: '/wps/member/password/email', who: 'anon', payload: { username: `demo01${NUL}`, email: 'demo01@example.com' } },
  { name: 'game list search (query)', method: 'GET', url: '/wps/relay/GLS_gameList?gameType=SLOT&gameName=a%00b', who: 'anon' },
  { name: 'transaction history wallet filter (query)', method: 'GET', url: '/wps/v2/transaction/history?wallet=MA%00IN', who: 'member' },
  { name: 'deposit (body)', method: 'POST', url: '/wps/v2/transaction/deposit', who: 'member', payload: { channelId: pix, amount: `10${NUL}.00` } },
  { name: 'deposit order (path)', method: 'GET', url: '/wps/v2/transaction/deposit/D%00123', who: 'member' },
  { name: 'operator game search (query)', method: 'GET', url: '/ops/api/games?q=sl%00ot', who: 'ops' },
  { name: 'operator deposit search (query)', method: 'GET', url: '/ops/api/cashier/deposits?username=demo%0001', who: 'ops' },
  { name: 'operator withdrawal search (query)', method: 'GET', url: '/ops/api/cashier/withdrawals?username=demo%0001', who: 'ops' },
  { name: 'operator outbox search (query)', method: 'GET', url: '/ops/api/outbox?recipient=%2B55%00', who: 'ops' },
  { name: 'operator password reset (path)', method: 'POST', url: '/ops/api/members/demo%0001/password-reset', who: 'ops', payload: {} },
  { name: 'sandbox pay page (path)', method: 'GET', url: '/sandbox-gateway/pay/D%00123', who: 'anon' },
  { name: 'sandbox pay (path)', method: 'POST', url: '/sandbox-gateway/pay/D%00123', who: 'anon', payload: { result: 'PAID' } },
  { name: 'language query', method: 'GET', url: '/wps/system/status?language=e%00n', who: 'anon' },
  { name: 'nested body field', method: 'PUT', url: '/wps/member/register', who: 'anon', payload: { username: 'nul01', password: 'Abc#12345', extra: { deep: [`x${NUL}`] } } },
  { name: 'object key in body', method: 'POST', url: '/wps/session/login', who: 'anon', payload: { [`user${NUL}name`]: 'demo01', password: 'x', type: 'username' } },
];

describe('a NUL byte anywhere in a request', () => {
  it.each(cases().map((c) => [c.name, c] as const))('%s: 400 VALIDATION_FAILED, never a 5xx', async (_name, c) => {
    const headers = { 'accept-language': 'en', ...(c.who === 'member' ? member : c.who === 'ops' ? ops : {}) };
    const res = await t.app.inject({
      method: c.method,
      url: c.url,
      headers,
      remoteAddress: '10.77.0.1',
      ...(c.payload ? { payload: c.payload } : {}),
    });
    expect(res.statusCode, res.body).toBe(400);
    const body = ErrorEnvelopeSchema.parse(res.json());
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).not.toBe('VALIDATION_FAILED');
  });

  it('nothing was created or changed by the refused requests', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: { username: 'demo01', password: 'Demo#2026', type: 'username' },
      remoteAddress: '10.77.0.2',
    });
    expect(login.statusCode, login.body).toBe(200);
  });
});


describe('the database refusing a byte sequence', () => {
  it('answers 400 VALIDATION_FAILED, not 500 (backstop behind the request check)', async () => {
    // A code path the request check does not see (text built by the server) still is no 5xx.
    const { default: Fastify } = await import('fastify');
    const { sql } = await import('drizzle-orm');
    const { errorHandlerPlugin } = await import('./error-handler');
    const probe = Fastify();
    probe.decorateRequest('locale', 'en');
    await probe.register(errorHandlerPlugin);
    probe.get('/probe', async () => {
      await t.database.db.execute(sql`select ${`a${NUL}b`}::text as v`);
      return { success: true, value: null };
    });
    const res = await probe.inject({ method: 'GET', url: '/probe' });
    await probe.close();
    expect(res.statusCode, res.body).toBe(400);
    expect(ErrorEnvelopeSchema.parse(res.json()).code).toBe('VALIDATION_FAILED');
  });
});
