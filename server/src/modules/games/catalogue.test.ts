import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, operatorAuth, type TestApp } from '../../../test/build-test-app';
import { game, vendor } from '../../db/schema/index';
import { parseCsv } from './csv';

let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await buildTestApp();
  auth = await operatorAuth(t.app);
});
afterAll(async () => {
  await t.close();
});

const importJson = (payload: unknown, query = '') =>
  t.app.inject({ method: 'POST', url: `/ops/api/games/import${query}`, payload: payload as never, headers: { ...auth, 'accept-language': 'en' } });
const importCsv = (body: string) =>
  t.app.inject({ method: 'POST', url: '/ops/api/games/import', payload: body, headers: { ...auth, 'content-type': 'text/csv' } });
const gameCount = async () => (await t.database.db.select({ id: game.id }).from(game)).length;
const auditTotal = async () =>
  (await t.app.inject({ method: 'GET', url: '/ops/api/audit-logs?pageNo=1&pageSize=1', headers: auth })).json().value.total;

const row = (n: number, extra: Record<string, unknown> = {}) => ({
  nodeId: `NEW-${n}`,
  gameType: 'RNG',
  gameClassify: 'SLOT',
  gameName: { en: `New Game ${n}`, pt: `Jogo Novo ${n}` },
  vendor: 'PG',
  gameCode: `NEW${n}`,
  minBet: '0.20',
  minLineNum: 25,
  ...extra,
});

describe('catalogue import', () => {
  it('inserts, then updates by (vendor, gameCode), with an audit row per import', async () => {
    const audits = await auditTotal();
    const first = await importJson([row(1), row(2, { isHot: true })]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value).toEqual({ inserted: 2, updated: 0, rejected: [], vendorsCreated: [] });
    const second = await importJson([row(1, { minBet: '1.00' }), row(3)]);
    expect(second.json().value).toMatchObject({ inserted: 1, updated: 1 });
    const [stored] = await t.database.db.select().from(game).where(eq(game.nodeId, 'NEW-1'));
    expect(stored).toMatchObject({ minBet: 100n, image: 'games/PG/NEW1.svg', enabled: true });
    expect(await auditTotal()).toBe(audits + 2);
    const list = (await t.app.inject({ method: 'GET', url: '/wps/relay/GLS_gameList?gameName=jogo%20novo&vendor=PG' })).json().value; // brand default: pt
    expect(list.total).toBe(3);
  });

  it('rejects a file with any bad row and changes nothing; fields name row and field', async () => {
    const before = await gameCount();
    const audits = await auditTotal();
    const res = await importJson([
      row(10),
      row(11, { minBet: '-1.00', gameType: 'CASINO' }),
      row(12, { gameName: {} }),
      { ...row(13), minBet: undefined },
      row(10, { nodeId: 'NEW-99' }),
      row(14, { colour: 'red' }),
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.any(String) });
    expect(res.json().fields).toMatchObject({
      '2.minBet': 'INVALID_FORMAT',
      '2.gameType': 'INVALID_VALUE',
      '3.gameName': 'INVALID_VALUE',
      '4.minBet': 'REQUIRED',
      '5.gameCode': 'INVALID_VALUE',
      '6.colour': 'UNKNOWN_FIELD',
    });
    expect(res.json().fields['1.nodeId']).toBeUndefined();
    expect(await gameCount()).toBe(before);
    expect(await auditTotal()).toBe(audits);
  });

  it('with partial=true imports the valid rows and reports the rejected ones', async () => {
    const res = await importJson([row(20), row(21, { minLineNum: -1 }), row(22)], '?partial=true');
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual({
      inserted: 2,
      updated: 0,
      rejected: [{ row: 2, fields: { minLineNum: 'INVALID_VALUE' } }],
      vendorsCreated: [],
    });
  });

  it('refuses a nodeId that belongs to another game', async () => {
    const res = await importJson([row(30, { nodeId: 'NEW-1' })]);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ '1.nodeId': 'INVALID_VALUE' });
  });

  it('files SPORTS rows of esports vendors under ESPORTS and creates unknown vendors', async () => {
    const res = await importJson([
      row(40, { gameType: 'SPORTS', vendor: 'AV', vendorName: 'AV Esports', gameClassify: 'ESPORTSBOOK' }),
      row(41, { vendor: 'NEWV', vendorName: 'New Vendor' }),
    ]);
    expect(res.json().value.vendorsCreated).toEqual(['ESPORTS/AV', 'RNG/NEWV']);
    const [av] = await t.database.db.select().from(game).where(eq(game.nodeId, 'NEW-40'));
    expect(av!.gameType).toBe('ESPORTS');
    const [newv] = await t.database.db.select().from(vendor).where(eq(vendor.code, 'NEWV'));
    expect(newv).toMatchObject({ category: 'RNG', name: 'New Vendor', enabled: true });
  });

  it('accepts CSV with quoted fields and names per language', async () => {
    const csv = [
      'nodeId,gameType,gameClassify,gameName.en,gameName.pt,vendor,gameCode,minBet,minLineNum,isHot,demo',
      'CSV-1,RNG,SLOT,"Lucky, ""Quoted"" Reels",Rolos da Sorte,JDB,CSV1,0.50,20,true,1',
      'CSV-2,FISH,FISHING,Fish Frenzy,Pesca Louca,JDB,CSV2,0.10,,false,0',
      '',
    ].join('\r\n');
    const res = await importCsv(csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ inserted: 2, updated: 0 });
    const [one] = await t.database.db.select().from(game).where(eq(game.nodeId, 'CSV-1'));
    expect(one).toMatchObject({ gameName: { en: 'Lucky, "Quoted" Reels', pt: 'Rolos da Sorte' }, isHot: true, demoAllowed: true, minLineNum: 20 });
  });

  it('refuses malformed files: bad CSV, unknown columns, empty, not an array, wrong media type', async () => {
    const before = await gameCount();
    const unterminated = await importCsv('nodeId,gameType\n"CSV-9,RNG\n');
    expect(unterminated.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { file: 'INVALID_FORMAT' } });
    const unknown = await importCsv('nodeId,colour\nX,red\n');
    expect(unknown.json().fields).toEqual({ colour: 'UNKNOWN_FIELD' });
    const typed = await importCsv('nodeId,gameType,gameClassify,gameName.en,vendor,gameCode,minBet,minLineNum\nC-3,RNG,SLOT,X,PG,C3,0.10,many\n');
    expect(typed.json().fields).toEqual({ '1.minLineNum': 'INVALID_TYPE' });
    expect((await importJson([])).json().fields).toEqual({ file: 'REQUIRED' });
    expect((await importJson({ games: [] })).statusCode).toBe(400);
    const xml = await t.app.inject({ method: 'POST', url: '/ops/api/games/import', payload: '<games/>', headers: { ...auth, 'content-type': 'application/xml' } });
    expect(xml.statusCode).toBe(415);
    expect(await gameCount()).toBe(before);
  });

  it('needs an operator', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/ops/api/games/import', payload: [row(50)] });
    expect(res.statusCode).toBe(401);
  });
});

describe('catalogue patch and list', () => {
  it('disables, marks hot and re-sorts a game, audited; the lobby follows', async () => {
    const [target] = await t.database.db.select().from(game).where(eq(game.nodeId, 'NEW-2'));
    const audits = await auditTotal();
    const res = await t.app.inject({ method: 'PATCH', url: `/ops/api/games/${target!.id}`, payload: { enabled: false, isHot: false, sort: -5 }, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ nodeId: 'NEW-2', enabled: false, isHot: false, sort: -5 });
    expect(await auditTotal()).toBe(audits + 1);
    const log = (await t.app.inject({ method: 'GET', url: '/ops/api/audit-logs?pageNo=1&pageSize=1', headers: auth })).json().value.list[0];
    expect(log).toMatchObject({ action: 'games.update', before: { enabled: true, isHot: true }, after: { enabled: false, sort: -5 } });
    const list = (await t.app.inject({ method: 'GET', url: '/wps/relay/GLS_gameList?gameName=new%20game&language=en' })).json().value;
    expect(list.total).toBeGreaterThan(0);
    expect(list.games.map((g: { nodeId: string }) => g.nodeId)).not.toContain('NEW-2');
    const ops = (await t.app.inject({ method: 'GET', url: '/ops/api/games?q=NEW-2', headers: auth })).json().value;
    expect(ops.list.map((g: { nodeId: string }) => g.nodeId)).toContain('NEW-2');
  });

  it('refuses an empty patch, unknown fields, an unknown id', async () => {
    const [target] = await t.database.db.select().from(game).limit(1);
    const patch = (id: string, payload: unknown) =>
      t.app.inject({ method: 'PATCH', url: `/ops/api/games/${id}`, payload: payload as never, headers: auth });
    expect((await patch(String(target!.id), {})).statusCode).toBe(400);
    expect((await patch(String(target!.id), { minBet: '1.00' })).json().fields).toMatchObject({ minBet: 'UNKNOWN_FIELD' });
    expect((await patch('999999', { enabled: false })).statusCode).toBe(404);
    expect((await patch('abc', { enabled: false })).statusCode).toBe(400);
  });
});

describe('parseCsv', () => {
  it('handles quotes, escaped quotes, CRLF, a BOM and blank lines', () => {
    expect(parseCsv('\uFEFFa,b\r\n"x,1","say ""hi"""\n\nlast,\n')).toEqual([
      ['a', 'b'],
      ['x,1', 'say "hi"'],
      ['last', ''],
    ]);
    expect(() => parseCsv('"open')).toThrow();
    expect(() => parseCsv('"a"b')).toThrow();
  });
});
