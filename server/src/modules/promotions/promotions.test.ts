import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, operatorAuth, type TestApp } from '../../../test/build-test-app';
import { promotionStatus } from './promotions.service';

let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await buildTestApp();
  auth = await operatorAuth(t.app);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, lang = 'en') => t.app.inject({ method: 'GET', url, headers: { 'accept-language': lang } });
const ops = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: { ...auth, 'accept-language': 'en' }, ...(payload === undefined ? {} : { payload: payload as never }) });
const auditTotal = async () =>
  (await ops('GET', '/ops/api/audit-logs?pageNo=1&pageSize=1')).json().value.total as number;

const day = 86_400_000;
const input = (extra: Record<string, unknown> = {}) => ({
  category: 'event',
  title: { en: 'Spring race', pt: 'Corrida da primavera' },
  summary: { en: 'Race to the top.', pt: 'Corra até ao topo.' },
  content: { en: '<p>Rules <strong>here</strong></p><script>alert(1)</script>', pt: '<p>Regras</p>' },
  image: 'promotions/vip.svg',
  startsAt: new Date(Date.now() - day).toISOString(),
  endsAt: new Date(Date.now() + 10 * day).toISOString(),
  sort: 5,
  ...extra,
});

describe('player promotions', () => {
  it('lists the demo promotions: running first, then coming soon, then closed, with the categories present', async () => {
    const res = await get('/wps/promotions');
    expect(res.statusCode, res.body).toBe(200);
    const value = res.json().value;
    expect(value.total).toBe(6);
    expect(value.totalPages).toBe(1);
    expect(value.list.map((p: { status: string }) => p.status)).toEqual([
      'join',
      'join',
      'join',
      'join',
      'coming_soon',
      'close',
    ]);
    expect(value.categories).toEqual([
      { category: 'new_player', count: 2 },
      { category: 'deposit', count: 1 },
      { category: 'daily', count: 2 },
      { category: 'event', count: 1 },
    ]);
    expect(value.list[0]).toMatchObject({
      category: 'new_player',
      title: 'Welcome bonus: 10% on PIX deposits, up to R$ 100',
      image: 'promotions/welcome.svg',
      endsAt: null,
    });
    expect(value.list[0]).not.toHaveProperty('content');
  });

  it('answers in the request language (pt-BR falls back through pt)', async () => {
    const zh = (await get('/wps/promotions?category=event', 'zh')).json().value;
    expect(zh.list[0].title).toBe('Mines 上线周');
    const ptBr = (await get('/wps/promotions?category=new_player&language=pt-BR')).json().value;
    expect(ptBr.list[1].title).toBe('A Sorte na sua tela inicial');
  });

  it('filters by category and pages with pageNo/pageSize', async () => {
    const np = (await get('/wps/promotions?category=new_player')).json().value;
    expect(np.total).toBe(2);
    expect(np.list.every((p: { category: string }) => p.category === 'new_player')).toBe(true);
    // the categories stay those of the whole list, so the chips do not disappear
    expect(np.categories).toHaveLength(4);
    const page2 = (await get('/wps/promotions?pageNo=2&pageSize=4')).json().value;
    expect(page2).toMatchObject({ total: 6, totalPages: 2 });
    expect(page2.list).toHaveLength(2);
    const beyond = (await get('/wps/promotions?pageNo=9&pageSize=4')).json().value;
    expect(beyond.list).toEqual([]);
  });

  it('refuses an unknown category or a page size above 50 with a translated validation error', async () => {
    const bad = await get('/wps/promotions?category=jackpot', 'pt');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', fields: { category: expect.any(String) } });
    expect(bad.json().message).not.toBe('Some fields are not valid. Please check and try again.');
    expect((await get('/wps/promotions?pageSize=51')).statusCode).toBe(400);
  });

  it('answers one promotion with its content; an unknown or disabled id is a translated 404', async () => {
    const first = (await get('/wps/promotions')).json().value.list[0];
    const res = await get(`/wps/promotions/${first.id}`, 'pt');
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ id: first.id, title: 'Bónus de boas-vindas: 10% nos depósitos PIX, até R$ 100', status: 'join' });
    expect(res.json().value.content).toContain('<strong>10%</strong>');
    const missing = await get('/wps/promotions/999999', 'pt');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      success: false,
      code: 'PROMOTION_NOT_FOUND',
      message: 'Esta promoção não existe ou já não está disponível.',
    });
    expect((await get('/wps/promotions/abc')).statusCode).toBe(400);
  });
});

describe('operator promotions', () => {
  it('needs an operator session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ops/api/promotions' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('OPS_UNAUTHORIZED');
  });

  it('creates, lists, updates, disables and enables a promotion, each write audited', async () => {
    const audits = await auditTotal();
    const created = await ops('POST', '/ops/api/promotions', input());
    expect(created.statusCode, created.body).toBe(200);
    const row = created.json().value;
    expect(row).toMatchObject({ category: 'event', enabled: true, status: 'join', sort: 5 });
    // HTML is stored as written; the web sanitises it where it renders it
    expect(row.content.en).toContain('<script>');

    const listed = (await ops('GET', '/ops/api/promotions?category=event')).json().value;
    expect(listed.list.map((p: { id: string }) => p.id)).toContain(row.id);
    expect((await get('/wps/promotions?category=event')).json().value.total).toBe(2);

    const updated = await ops('PUT', `/ops/api/promotions/${row.id}`, input({ category: 'daily', startsAt: new Date(Date.now() + day).toISOString() }));
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().value).toMatchObject({ category: 'daily', status: 'coming_soon' });

    const disabled = await ops('POST', `/ops/api/promotions/${row.id}/disable`);
    expect(disabled.json().value.enabled).toBe(false);
    expect((await get(`/wps/promotions/${row.id}`)).statusCode).toBe(404);
    expect((await get('/wps/promotions?category=daily')).json().value.total).toBe(2);
    expect((await ops('GET', '/ops/api/promotions?enabled=false')).json().value.list.map((p: { id: string }) => p.id)).toEqual([row.id]);

    const enabled = await ops('POST', `/ops/api/promotions/${row.id}/enable`);
    expect(enabled.json().value.enabled).toBe(true);
    expect((await get(`/wps/promotions/${row.id}`)).json().value.status).toBe('coming_soon');
    expect(await auditTotal()).toBe(audits + 4);
  });

  it('refuses bad input with field rules and writes nothing', async () => {
    const before = (await ops('GET', '/ops/api/promotions')).json().value.total;
    const audits = await auditTotal();
    const cases: [Record<string, unknown>, string][] = [
      [input({ category: 'jackpot' }), 'category'],
      [input({ title: {} }), 'title'],
      [input({ image: 'https://evil.example/x.svg' }), 'image'],
      [input({ image: '../secrets.svg' }), 'image'],
      [input({ startsAt: 'yesterday' }), 'startsAt'],
      [input({ unknown: 1 }), ''],
      [input({ endsAt: new Date(Date.now() - 2 * day).toISOString() }), 'endsAt'],
    ];
    for (const [payload, field] of cases) {
      const res = await ops('POST', '/ops/api/promotions', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      if (field) expect(Object.keys(res.json().fields ?? {})).toContain(field);
    }
    expect((await ops('POST', '/ops/api/promotions/999999/disable')).statusCode).toBe(404);
    expect((await ops('PUT', '/ops/api/promotions/999999', input())).statusCode).toBe(404);
    expect((await ops('GET', '/ops/api/promotions')).json().value.total).toBe(before);
    expect(await auditTotal()).toBe(audits);
  });

  it('publishes the promotions endpoints in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/ops/api/openapi.json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/wps/promotions',
        '/wps/promotions/{id}',
        '/ops/api/promotions',
        '/ops/api/promotions/{id}',
        '/ops/api/promotions/{id}/enable',
        '/ops/api/promotions/{id}/disable',
      ]),
    );
    expect(doc.paths['/ops/api/promotions'].post.requestBody).toBeDefined();
  });
});

describe('promotionStatus', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  it('is coming soon before the start, close from the end, join in between or open-ended', () => {
    expect(promotionStatus({ startsAt: new Date('2026-06-02T00:00:00Z'), endsAt: null }, now)).toBe('coming_soon');
    expect(promotionStatus({ startsAt: null, endsAt: now }, now)).toBe('close');
    expect(promotionStatus({ startsAt: null, endsAt: null }, now)).toBe('join');
    expect(promotionStatus({ startsAt: new Date('2026-05-01T00:00:00Z'), endsAt: new Date('2026-07-01T00:00:00Z') }, now)).toBe('join');
  });
});
