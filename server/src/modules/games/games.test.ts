import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameListSchema, VendorsSchema } from '@sorte/contracts/games/games';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { DEMO_MEMBER, DEMO_VIP } from '../../db/seed/demo';
import { game, gameFavourite, member, vendor } from '../../db/schema/index';
import demoGames from '../../db/seed/demo-games.json';
import { seedDemoGameTitles } from '../../db/seed/demo-games';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/session/login',
    payload: { type: 'username', ...DEMO_MEMBER },
  });
  token = res.json().value.token;
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en', ...headers } });
const asMember = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, bearer = token) =>
  t.app.inject({
    method,
    url,
    payload: payload as never,
    headers: { authorization: `Bearer ${bearer}`, 'accept-language': 'en' },
  });

async function memberId(username: string) {
  const [row] = await t.database.db.select({ id: member.id }).from(member).where(eq(member.username, username));
  return row!.id;
}

describe('GLS_gameList', () => {
  it('answers page 1 with 42 games, totalPages and total, in the contract shape', async () => {
    const res = await get('/wps/relay/GLS_gameList?gameType=RNG');
    expect(res.statusCode, res.body).toBe(200);
    const value = GameListSchema.parse(res.json().value);
    const rng = demoGames.filter((g) => g.gameType === 'RNG');
    expect(value.games).toHaveLength(42);
    expect(value.total).toBe(rng.length);
    expect(value.totalPages).toBe(Math.ceil(rng.length / 42));
    expect(value.games.every((g) => g.gameType === 'RNG')).toBe(true);
    expect(value.games[0]).toMatchObject({ minBet: expect.stringMatching(/^\d+\.\d{2}$/), vendorName: expect.any(String) });
  });

  it('pages through the whole category without repeats', async () => {
    const first = (await get('/wps/relay/GLS_gameList?gameType=FISH&pageSize=10')).json().value;
    const ids = new Set<string>();
    for (let p = 1; p <= first.totalPages; p += 1) {
      const page = (await get(`/wps/relay/GLS_gameList?gameType=FISH&pageSize=10&pageNo=${p}`)).json().value;
      for (const g of page.games) ids.add(g.id);
    }
    expect(ids.size).toBe(first.total);
    const beyond = (await get(`/wps/relay/GLS_gameList?gameType=FISH&pageNo=99`)).json().value;
    expect(beyond).toMatchObject({ games: [], total: first.total });
  });

  it('filters by vendor, gameClassify, minBet (at most) and minLineNum (at least)', async () => {
    const q = '/wps/relay/GLS_gameList?gameType=RNG&vendor=PG&gameClassify=SLOT&minBet=0.20&minLineNum=20&pageSize=100';
    const value = (await get(q)).json().value;
    const expected = demoGames.filter(
      (g) => g.gameType === 'RNG' && g.vendor === 'PG' && g.gameClassify === 'SLOT' && Number(g.minBet) <= 0.2 && g.minLineNum >= 20,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(value.total).toBe(expected.length);
    expect(value.games.map((g: { nodeId: string }) => g.nodeId).sort()).toEqual(expected.map((g) => g.nodeId).sort());
  });

  it('searches names case-insensitively in the request language, wildcards taken literally', async () => {
    const en = (await get('/wps/relay/GLS_gameList?gameName=dRaGoN&pageSize=100')).json().value;
    expect(en.total).toBeGreaterThan(0);
    expect(en.games.every((g: { gameName: string }) => /dragon/i.test(g.gameName))).toBe(true);
    // The brand's own in-house titles are worded per locale and searched in that language.
    const pt = (await get('/wps/relay/GLS_gameList?gameName=dados&pageSize=100', { 'accept-language': 'pt' })).json().value;
    expect(pt.games.map((g: { gameName: string }) => g.gameName)).toEqual(['Dados Sorte']);
    const zh = (await get(`/wps/relay/GLS_gameList?gameName=${encodeURIComponent('骰子')}&language=zh&pageSize=100`)).json().value;
    expect(zh.games.map((g: { gameName: string }) => g.gameName)).toEqual(['Sorte 骰子']);
    expect((await get('/wps/relay/GLS_gameList?gameName=%25')).json().value.total).toBe(0);
  });

  it("shows a vendor's game under its own title in every locale; in-house games keep the brand's titles", async () => {
    const titleIn = async (language: string, nodeId: string) => {
      const [gameType, vendorCode] = nodeId.split('-');
      const list = (await get(`/wps/relay/GLS_gameList?gameType=${gameType}&vendor=${vendorCode}&pageSize=100&language=${language}`)).json().value;
      return list.games.find((g: { nodeId: string }) => g.nodeId === nodeId)?.gameName;
    };
    for (const language of ['en', 'pt', 'pt-BR', 'zh', 'id', 'th', 'vi']) {
      expect(await titleIn(language, 'RNG-PG-1001')).toBe('Fortune Dragon');
    }
    // Also a live table and a card game: proper names, never translated.
    expect(await titleIn('pt', 'LIVE-EVO-1198')).toBe(demoGames.find((g) => g.nodeId === 'LIVE-EVO-1198')!.gameName.en);
    for (const row of demoGames.filter((g) => g.vendor !== 'INHOUSE')) {
      expect(new Set(Object.values(row.gameName)), row.nodeId).toEqual(new Set([row.gameName.en]));
      expect(Object.keys(row.gameName).sort()).toEqual(['en', 'id', 'pt', 'pt-BR', 'th', 'vi', 'zh']);
    }
    expect(await titleIn('pt', 'INHOUSE-INHOUSE-1315')).toBe('Dados Sorte');
  });

  it('gives databases seeded with translated vendor titles their own titles back', async () => {
    const db = t.database.db;
    const translated = { en: 'Fortune Dragon', pt: 'Dragão da Fortuna', 'pt-BR': 'Dragão da Fortuna', zh: '财富巨龙' };
    await db.update(game).set({ gameName: translated }).where(and(eq(game.vendor, 'PG'), eq(game.gameCode, 'PG1001')));
    const dice = { en: 'Sorte Dice', pt: 'Dados Sorte', 'pt-BR': 'Dados Sorte', zh: 'Sorte 骰子' };
    await db.transaction((tx) => seedDemoGameTitles(tx));
    const [dragon] = await db.select({ name: game.gameName }).from(game).where(eq(game.gameCode, 'PG1001'));
    expect(dragon!.name).toEqual(Object.fromEntries(['en', 'id', 'pt', 'pt-BR', 'th', 'vi', 'zh'].map((l) => [l, 'Fortune Dragon'])));
    const [inhouse] = await db.select({ name: game.gameName }).from(game).where(and(eq(game.vendor, 'INHOUSE'), eq(game.gameCode, 'INHOUSE1315')));
    expect(inhouse!.name).toMatchObject(dice);
  });

  it('never lists disabled games, vendors or categories', async () => {
    const db = t.database.db;
    const before = (await get('/wps/relay/GLS_gameList?gameType=FISH&pageSize=100')).json().value.total;
    await db.update(vendor).set({ enabled: false }).where(and(eq(vendor.category, 'FISH'), eq(vendor.code, 'JDB')));
    const [one] = await db.select().from(game).where(and(eq(game.gameType, 'FISH'), eq(game.vendor, 'FC'))).limit(1);
    await db.update(game).set({ enabled: false }).where(eq(game.id, one!.id));
    // Written behind the server's back: tell it, as the operator API does after every change
    // (the lists are served from the answer cache until then).
    t.app.system.invalidate();
    const after = (await get('/wps/relay/GLS_gameList?gameType=FISH&pageSize=100')).json().value;
    const jdb = demoGames.filter((g) => g.gameType === 'FISH' && g.vendor === 'JDB').length;
    expect(after.total).toBe(before - jdb - 1);
    expect(after.games.some((g: { vendor: string; id: string }) => g.vendor === 'JDB' || g.id === String(one!.id))).toBe(false);
    const vendors = (await get('/wps/relay/GLS_vendors?gameType=FISH')).json().value.categories[0];
    expect(vendors.vendors.some((v: { vendor: string }) => v.vendor === 'JDB')).toBe(false);
    await db.update(vendor).set({ enabled: true }).where(and(eq(vendor.category, 'FISH'), eq(vendor.code, 'JDB')));
    await db.update(game).set({ enabled: true }).where(eq(game.id, one!.id));
    t.app.system.invalidate();
  });

  it.each([
    ['unknown category', 'gameType=CASINO', 'gameType'],
    ['page size too large', 'pageSize=101', 'pageSize'],
    ['page size zero', 'pageSize=0', 'pageSize'],
    ['negative minBet', 'minBet=-1.00', 'minBet'],
    ['float minBet', 'minBet=1.5', 'minBet'],
    ['negative minLineNum', 'minLineNum=-3', 'minLineNum'],
    ['page 0', 'pageNo=0', 'pageNo'],
    ['unknown field', 'sortBy=name', 'sortBy'],
    ['bad vendor code', 'vendor=pg%20soft', 'vendor'],
  ])('refuses %s with a translated 400', async (_name, query, field) => {
    const res = await get(`/wps/relay/GLS_gameList?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message: expect.any(String) });
    expect(Object.keys(res.json().fields)).toContain(field);
  });

  it('accepts the pass-through fields clients send with the call', async () => {
    const res = await get('/wps/relay/GLS_gameList?clientType=3&platform=html5-desktop&channel=W&merchantCode=SORTE01&gameType=LIVE&language=en');
    expect(res.statusCode).toBe(200);
  });
});

describe('GLS_hotGames and GLS_vendors', () => {
  it('answers up to 20 hot games, most launched first', async () => {
    const all = (await get('/wps/relay/GLS_hotGames')).json().value.games;
    expect(all.length).toBeGreaterThan(0);
    expect(all.length).toBeLessThanOrEqual(20);
    expect(all.every((g: { isHot: boolean }) => g.isHot)).toBe(true);
    const fish = (await get('/wps/relay/GLS_hotGames?gameType=FISH')).json().value.games;
    const last = fish.at(-1);
    const id = await memberId(DEMO_VIP.username);
    await t.app.games.recordRecentGame(id, Number(last.id));
    const again = (await get('/wps/relay/GLS_hotGames?gameType=FISH')).json().value.games;
    expect(again[0].id).toBe(last.id);
    expect((await get('/wps/relay/GLS_hotGames?count=21')).statusCode).toBe(400);
  });

  it('lists vendors per category with game counts and the classify facets', async () => {
    const res = await get('/wps/relay/GLS_vendors');
    const value = VendorsSchema.parse(res.json().value);
    const rng = value.categories.find((c) => c.gameCategory === 'RNG')!;
    const pg = rng.vendors.find((v) => v.vendor === 'PG')!;
    expect(pg.gameCount).toBe(demoGames.filter((g) => g.gameType === 'RNG' && g.vendor === 'PG').length);
    expect(rng.gameCount).toBe(rng.vendors.reduce((s, v) => s + v.gameCount, 0));
    expect(rng.classifies.map((c) => c.gameClassify)).toContain('SLOT');
    const esports = value.categories.find((c) => c.gameCategory === 'ESPORTS')!;
    expect(esports.vendors.map((v) => v.vendor).sort()).toEqual(['IA', 'IMES', 'TF']);
    expect((await get('/wps/relay/GLS_vendors?gameType=NOPE')).statusCode).toBe(400);
  });
});

describe('favourites', () => {
  const target = () => demoGames.find((g) => g.gameType === 'RNG' && g.vendor === 'JL')!;
  const body = () => ({ nodeId: target().nodeId, vendor: target().vendor, gameType: target().gameType });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/relay/GLS_favourites' });
    expect(res.statusCode).toBe(401);
    const add = await t.app.inject({ method: 'POST', url: '/wps/relay/GLS_favourites', payload: body() });
    expect(add.statusCode).toBe(401);
  });

  it('adds if absent and removes if present, idempotently', async () => {
    const id = await memberId(DEMO_MEMBER.username);
    const rows = () => t.database.db.select().from(gameFavourite).where(eq(gameFavourite.memberId, id));
    for (let i = 0; i < 2; i += 1) {
      const add = await asMember('POST', '/wps/relay/GLS_favourites', body());
      expect(add.json().value).toEqual({ nodeId: body().nodeId, favourite: true });
    }
    expect(await rows()).toHaveLength(1);
    const list = (await asMember('GET', '/wps/relay/GLS_favourites')).json().value;
    expect(list.total).toBe(1);
    expect(list.content[0].nodeId).toBe(body().nodeId);
    for (let i = 0; i < 2; i += 1) {
      const remove = await asMember('DELETE', '/wps/relay/GLS_favourites', body());
      expect(remove.json().value).toEqual({ nodeId: body().nodeId, favourite: false });
    }
    expect(await rows()).toHaveLength(0);
    expect((await asMember('GET', '/wps/relay/GLS_favourites')).json().value).toMatchObject({ content: [], total: 0, totalPages: 0 });
  });

  it('refuses unknown games, mismatched vendor or type, disabled games and bad bodies', async () => {
    const notFound = await asMember('POST', '/wps/relay/GLS_favourites', { ...body(), nodeId: 'NOPE-1' });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json().code).toBe('NOT_FOUND');
    expect((await asMember('POST', '/wps/relay/GLS_favourites', { ...body(), vendor: 'PG' })).statusCode).toBe(404);
    expect((await asMember('POST', '/wps/relay/GLS_favourites', { ...body(), gameType: 'LIVE' })).statusCode).toBe(404);
    const bad = await asMember('POST', '/wps/relay/GLS_favourites', { nodeId: body().nodeId, gameType: 'SLOTS' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({ vendor: 'REQUIRED', gameType: 'INVALID_VALUE' });
    const extra = await asMember('POST', '/wps/relay/GLS_favourites', { ...body(), extra: 1 });
    expect(extra.json().fields).toEqual({ extra: 'UNKNOWN_FIELD' });
    await t.database.db.update(game).set({ enabled: false }).where(eq(game.nodeId, body().nodeId));
    expect((await asMember('POST', '/wps/relay/GLS_favourites', body())).statusCode).toBe(404);
    await t.database.db.update(game).set({ enabled: true }).where(eq(game.nodeId, body().nodeId));
  });
});

describe('recent games', () => {
  it('lists what recordRecentGame wrote, last played first, keeping the newest 50', async () => {
    const id = await memberId('demo02');
    const login = await t.app.inject({ method: 'POST', url: '/wps/session/login', payload: { type: 'username', username: 'demo02', password: DEMO_MEMBER.password } });
    const bearer = login.json().value.token;
    const games = await t.database.db.select({ id: game.id }).from(game).limit(55);
    const start = Date.UTC(2026, 0, 1);
    for (const [i, g] of games.entries()) await t.app.games.recordRecentGame(id, g.id, { at: new Date(start + i * 1000) });
    // Playing an older game again moves it to the top.
    await t.app.games.recordRecentGame(id, games[10]!.id, { at: new Date(start + 100_000) });
    const page = (await asMember('GET', '/wps/relay/GLS_recentGames?pageSize=5', undefined, bearer)).json().value;
    expect(page.total).toBe(50);
    expect(page.list[0].id).toBe(String(games[10]!.id));
    expect(page.list[0].lastPlayedAt).toBe('2026-01-01T00:01:40Z');
    expect(page.list[1].id).toBe(String(games[54]!.id));
    expect((await asMember('GET', '/wps/relay/GLS_recentGames?pageSize=500', undefined, bearer)).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/wps/relay/GLS_recentGames' })).statusCode).toBe(401);
  });
});

describe('GLS2_roomList', () => {
  it('answers four stake levels per PVP game with seats', async () => {
    const pvp = demoGames.filter((g) => g.gameType === 'PVP' && g.vendor === 'KY');
    const value = (await get('/wps/relay/GLS2_roomList?vendor=KY&pageSize=100')).json().value;
    expect(value.total).toBe(pvp.length * 4);
    const poker = value.list.filter((r: { nodeId: string }) => r.nodeId === pvp[0]!.nodeId);
    expect(poker.map((r: { level: string }) => r.level)).toEqual(['BEGINNER', 'STANDARD', 'EXPERT', 'VIP']);
    const base = Math.round(Number(pvp[0]!.minBet) * 100);
    expect(poker.map((r: { minBet: string }) => Math.round(Number(r.minBet) * 100))).toEqual([base, base * 5, base * 20, base * 100]);
    expect(poker[0]).toMatchObject({ roomId: `${pvp[0]!.nodeId}:BEGINNER`, seats: 9 });
    expect((await get('/wps/relay/GLS2_roomList?pageSize=1000')).statusCode).toBe(400);
  });
});
