import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameListSchema } from '@sorte/contracts/games/games';
import { PermissionSchema } from '@sorte/contracts/system/system';
import { buildTestApp, operatorAuth, type TestApp } from '../../test/build-test-app';
import { game } from '../db/schema/index';
import { AnswerCache, SerializedAnswer } from './answer-cache';

let t: TestApp;
let ops: { authorization: string };
beforeAll(async () => {
  t = await buildTestApp();
  ops = await operatorAuth(t.app);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('AnswerCache', () => {
  it('builds once per key and version, shares a build in flight, forgets a failed one', async () => {
    let clock = 0;
    const cache = new AnswerCache({ maxEntries: 2, maxAgeMs: 100, now: () => clock });
    let made = 0;
    const build = async () => new SerializedAnswer(String((made += 1)));
    const [a, b] = await Promise.all([cache.get('k', '1', build), cache.get('k', '1', build)]);
    expect(a.json).toBe('1');
    expect(b).toBe(a);
    expect((await cache.get('k', '2', build)).json).toBe('2');
    clock = 100;
    expect((await cache.get('k', '2', build)).json).toBe('3');
    await expect(cache.get('x', '1', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect((await cache.get('x', '1', build)).json).toBe('4');
    // Least recently used goes first.
    await cache.get('y', '1', build);
    expect(cache.size).toBe(2);
    expect((await cache.get('k', '2', build)).json).toBe('6');
    // Built: k twice (new version, too old), the failed x, x, y, k again after it was evicted.
    expect(cache.builds).toBe(7);
  });
});

describe('permission answer cache', () => {
  const permission = (ip = '198.51.100.7') =>
    t.app.inject({
      method: 'GET',
      url: '/wps/system/permission',
      remoteAddress: ip,
      headers: { 'accept-language': 'en' },
    });

  it('sends the same bytes twice, serialised once per configuration snapshot', async () => {
    const first = await permission();
    expect(first.statusCode, first.body).toBe(200);
    const builds = t.app.system.permissionBuilds;
    const second = await permission();
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(t.app.system.permissionBuilds).toBe(builds);
    expect(String(first.headers['content-type'])).toMatch(/^application\/json/);
    const body = first.json();
    expect(body.success).toBe(true);
    PermissionSchema.strict().parse(body.value);
    // A language does not change the answer (nothing in it is translated).
    const zh = await get('/wps/system/permission', { 'accept-language': 'zh' });
    expect(zh.json().value.brand).toEqual(body.value.brand);
  });

  it('keeps each visitor its own location in the shared answer', async () => {
    const a = (await permission('203.0.113.5')).json().value;
    const b = (await permission('203.0.113.9')).json().value;
    expect(a.location.ip).not.toBe(b.location.ip);
    expect({ ...a, location: null }).toEqual({ ...b, location: null });
  });

  it('serves the new answer after a change through the operator API', async () => {
    const before = (await permission()).json().value;
    const builds = t.app.system.permissionBuilds;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/ops/api/system/status',
      headers: ops,
      payload: { status: 1, message: 'Back at noon' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const during = (await permission()).json().value;
    expect(before.maintenance.enabled).toBe(false);
    expect(during.maintenance).toEqual({ enabled: true, message: 'Back at noon' });
    expect(t.app.system.permissionBuilds).toBe(builds + 1);
    await t.app.inject({
      method: 'PUT',
      url: '/ops/api/system/status',
      headers: ops,
      payload: { status: 0, message: '' },
    });
    expect((await permission()).json().value.maintenance.enabled).toBe(false);
  });
});

describe('game list answer cache', () => {
  const url = '/wps/relay/GLS_gameList?gameType=RNG&vendor=PG';
  const list = (lang: string) => get(url, { 'accept-language': lang });

  it('sends the same bytes twice and builds the list once', async () => {
    const builds = t.app.games.listAnswers.builds;
    const first = await list('en');
    expect(first.statusCode, first.body).toBe(200);
    const second = await list('en');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(t.app.games.listAnswers.builds).toBe(builds + 1);
    GameListSchema.strict().parse(first.json().value);
  });

  it('never mixes languages', async () => {
    const [one] = await t.database.db
      .select()
      .from(game)
      .where(and(eq(game.vendor, 'PG'), eq(game.gameType, 'RNG')))
      .limit(1);
    await t.database.db
      .update(game)
      .set({ gameName: { ...one!.gameName, en: 'Fortune Dragon', zh: '财富巨龙', pt: 'Dragão da Fortuna' } })
      .where(eq(game.id, one!.id));
    // Written behind the server's back: tell it, as the operator API does.
    t.app.system.invalidate();
    const names = async (lang: string) => {
      const games: { id: string; gameName: string }[] = (await list(lang)).json().value.games;
      return games.find((g) => g.id === String(one!.id))?.gameName;
    };
    for (let round = 0; round < 2; round += 1) {
      expect(await names('en')).toBe('Fortune Dragon');
      expect(await names('zh')).toBe('财富巨龙');
      expect(await names('pt')).toBe('Dragão da Fortuna');
    }
  });

  it('serves the new list after a change through the operator API', async () => {
    const before = (await list('en')).json().value;
    const target = before.games[0];
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/ops/api/games/${target.id}`,
      headers: ops,
      payload: { enabled: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = (await list('en')).json().value;
    expect(after.total).toBe(before.total - 1);
    expect(after.games.some((g: { id: string }) => g.id === target.id)).toBe(false);
    await t.app.inject({
      method: 'PATCH',
      url: `/ops/api/games/${target.id}`,
      headers: ops,
      payload: { enabled: true },
    });
    expect((await list('en')).json().value.total).toBe(before.total);
  });
});
