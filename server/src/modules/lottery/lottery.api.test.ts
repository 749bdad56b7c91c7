import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverSeedCommitment } from '@sorte/contracts/games/fair/rng';
import { drawIssue } from '@sorte/contracts/lottery/draw';
import { buildTestApp, operatorAuth, type TestApp } from '../../../test/build-test-app';
import { createMember, expectLedgerSound, fund, sessionFor } from '../../../test/ledger-helpers';
import { operator } from '../../db/schema/index';

let t: TestApp;
let player: { authorization: string };
let ops: { authorization: string };
/** 12:00 in Hanoi on Thursday 26 November 2026. */
const NOON = new Date('2026-11-26T05:00:00Z');

beforeAll(async () => {
  t = await buildTestApp();
  const memberId = await createMember(t.database.db);
  await fund(t.database.db, memberId, 100_000n);
  player = await sessionFor(t.database.db, memberId);
  ops = await operatorAuth(t.app);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const value = <T>(res: { json: () => unknown }) => (res.json() as { value: T }).value;

describe('player lottery calls', () => {
  it('lists the menu by group in the request language', async () => {
    const res = await get('/lgw/vn/games/game_menu?prizeMode=Lott&device=WEB', { 'accept-language': 'vi' });
    expect(res.statusCode).toBe(200);
    const menus = value<{ gameMenus: { gameGroupCode: string; labelName: string; games: { gameCode: string }[] }[] }>(res).gameMenus;
    expect(menus.map((m) => [m.gameGroupCode, m.labelName])).toEqual([
      ['SOUTH', 'Miền Nam'],
      ['CENTRAL', 'Miền Trung'],
      ['NORTH', 'Miền Bắc'],
    ]);
    expect(menus[2]!.games.map((g) => g.gameCode)).toEqual(['VN_MB']);
    const elott = value<{ gameMenus: { gameGroupCode: string }[] }>(await get('/lgw/vn/games/game_menu?prizeMode=Elott'));
    expect(elott.gameMenus.map((m) => m.gameGroupCode)).toEqual(['FAST_VN', 'FAST_SSC', 'FAST_K3']);
  });

  it('gives the lottery list with the server clock for the lobby countdowns', async () => {
    t.app.lottery.setClock(() => NOON);
    const list = value<{ games: { gameCode: string; current: { closesAt: string } | null }[]; serverTime: string }>(
      await get('/lgw/vn/games/lottery_list?prizeMode=Lott'),
    );
    expect(list.serverTime).toBe(NOON.toISOString());
    expect(list.games.find((g) => g.gameCode === 'VN_MB')?.current?.closesAt).toBe('2026-11-26T11:00:00.000Z');
  });

  it('places a slip with an Idempotency-Key, lists it, refuses a closed draw in the player language', async () => {
    t.app.lottery.setClock(() => NOON);
    const current = value<{ current: { issueNo: string; closesAt: string }; serverTime: string }>(await get('/lgw/vn/issue/current?gameCode=VN_MB'));
    expect(current.current).toMatchObject({ issueNo: '20261126', closesAt: '2026-11-26T11:00:00.000Z' });
    expect(current.serverTime).toBe(NOON.toISOString());

    const body = { prizeMode: 'Lott', bets: [{ gameCode: 'VN_MB', playType: 'LO2', numbers: ['45', '12'], multiplier: 1, unitStake: '1.00' }] };
    const missingKey = await t.app.inject({ method: 'POST', url: '/lgw/vn/bets', headers: player, payload: body });
    expect(missingKey.statusCode).toBe(400);
    const key = randomUUID();
    const placed = await t.app.inject({ method: 'POST', url: '/lgw/vn/bets', headers: { ...player, 'idempotency-key': key }, payload: body });
    expect(placed.statusCode).toBe(200);
    expect(value<{ total: string; lineCount: number }>(placed)).toMatchObject({ total: '54.00', lineCount: 2 });
    const replay = await t.app.inject({ method: 'POST', url: '/lgw/vn/bets', headers: { ...player, 'idempotency-key': key }, payload: body });
    expect(replay.headers['idempotent-replayed']).toBe('true');

    const mine = value<{ list: { status: string; numbers: string[] }[]; total: number }>(await get('/lgw/vn/bets?status=open', player));
    expect(mine.total).toBe(2);
    const recent = value<{ list: { gameCode: string }[] }>(await get('/lgw/vn/recent', player));
    expect(recent.list.map((g) => g.gameCode)).toEqual(['VN_MB']);

    t.app.lottery.setClock(() => new Date('2026-11-26T11:05:00Z'));
    const closed = await t.app.inject({
      method: 'POST',
      url: '/lgw/vn/bets',
      headers: { ...player, 'idempotency-key': randomUUID(), 'accept-language': 'vi' },
      payload: { ...body, bets: [{ ...body.bets[0], issueNo: '20261126' }] },
    });
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({ success: false, code: 'LOTTERY_ISSUE_CLOSED', message: 'Kỳ 20261126 đã đóng cược.' });
    const unknownField = await t.app.inject({
      method: 'POST',
      url: '/lgw/vn/bets',
      headers: { ...player, 'idempotency-key': randomUUID() },
      payload: { ...body, extra: 1 },
    });
    expect(unknownField.statusCode).toBe(400);
    const launch = await t.app.inject({
      method: 'POST',
      url: '/lgw/vn/lotto/launch',
      headers: player,
      payload: { lottoPrizeMode: 'Elott', lottoGameCode: 'ELOTT_K3_3', lottoView: 'betting' },
    });
    expect(value<{ game_url: string }>(launch).game_url).toBe('/elott?prizeMode=Elott&view=betting&gameCode=ELOTT_K3_3');
  });

  it('settles an official draw through the operator API with two operators, and shows results and the report', async () => {
    t.app.lottery.setClock(() => new Date('2026-11-26T11:30:00Z'));
    const prizes = {
      DB: ['12345'], G1: ['67890'], G2: ['11223', '44556'],
      G3: ['77889', '90012', '34545', '67878', '12312', '45645'],
      G4: ['1234', '5678', '9012', '3445'], G5: ['6789', '1245', '4567', '8901', '2345', '6712'],
      G6: ['345', '678', '912'], G7: ['45', '78', '12', '99'],
    };
    const entered = await t.app.inject({ method: 'POST', url: '/ops/api/lottery/results', headers: ops, payload: { gameCode: 'VN_MB', issueNo: '20261126', prizes } });
    expect(entered.statusCode).toBe(200);
    const id = value<{ id: string }>(entered).id;
    const same = await t.app.inject({ method: 'POST', url: `/ops/api/lottery/results/${id}/confirm`, headers: ops });
    expect(same.statusCode).toBe(403);
    expect(same.json()).toMatchObject({ code: 'LOTTERY_RESULT_SAME_OPERATOR' });

    const results = value<{ list: { gameCode: string; result: unknown }[] }>(await get('/lgw/vn/results?date=2026-11-26&gameCode=VN_MB'));
    expect(results.list).toHaveLength(0); // not in force before the second operator confirms

    // A second operator confirms (directly through the service: the demo has one operator login).
    const [second] = await t.database.db
      .insert(operator)
      .values({ username: `lotto-${randomUUID().slice(0, 8)}`, passwordHash: 'x' })
      .returning({ id: operator.id });
    const confirmed = await t.app.lottery.results.confirm({ operatorId: second!.id, ip: '127.0.0.1', requestId: 'r' }, Number(id));
    expect(confirmed.settlement.settled).toBe(true);

    const mine = value<{ list: { numbers: string[]; status: string; payout: string; result: unknown }[] }>(await get('/lgw/vn/bets', player));
    const byNumber = Object.fromEntries(mine.list.map((b) => [b.numbers[0], b]));
    expect(byNumber['45']).toMatchObject({ status: 'won', payout: '776.00' }); // 8 occurrences × 97.00
    expect(byNumber['12']).toMatchObject({ status: 'won', payout: '582.00' }); // 6 × 97.00
    expect(byNumber['45']!.result).toEqual({ kind: 'VN', prizes });

    const listed = value<{ list: { issueNo: string; name: string }[] }>(await get('/lgw/vn/results?date=2026-11-26&gameGroupCode=NORTH'));
    expect(listed.list.map((r) => [r.issueNo, r.name])).toEqual([['20261126', 'Miền Bắc']]);
    const trends = value<{ numbers: { value: string; frequency: number; absent: number }[] }>(await get('/lgw/vn/trends?gameCode=VN_MB&count=10'));
    expect(trends.numbers.find((n) => n.value === '45')).toEqual({ value: '45', frequency: 8, absent: 0 });
    expect(trends.numbers.find((n) => n.value === '00')).toEqual({ value: '00', frequency: 0, absent: 1 });

    const issues = value<{ list: { id: string; issueNo: string }[] }>(await get('/ops/api/lottery/issues?gameCode=VN_MB&status=settled', ops));
    const report = await get(`/ops/api/lottery/issues/${issues.list[0]!.id}/report`, ops);
    expect(value(report)).toMatchObject({ bets: 2, turnover: '54.00', payout: '1358.00', hold: '-1304.00' });
    await expectLedgerSound(t.database.db);
  });

  it('lets an operator set odds, caps and close times, audited and in the OpenAPI document', async () => {
    const odds = await t.app.inject({
      method: 'PUT',
      url: '/ops/api/lottery/odds',
      headers: ops,
      payload: { rows: [{ prizeMode: 'Lott', groupCode: 'SOUTH', playType: 'DE_DB', selection: '', odds: '95.5', stakeUnits: 1, enabled: true }] },
    });
    expect(value<{ rows: { odds: string }[] }>(odds).rows[0]!.odds).toBe('95.50');
    const cap = await t.app.inject({ method: 'PUT', url: '/ops/api/lottery/caps', headers: ops, payload: { gameCode: '*', playType: 'DE_DB', cap: '5000.00' } });
    expect(cap.statusCode).toBe(200);
    const game = await t.app.inject({ method: 'PATCH', url: '/ops/api/lottery/games/VN_HCM', headers: ops, payload: { closeSeconds: 1800 } });
    expect(value<{ closeSeconds: number }>(game).closeSeconds).toBe(1800);
    const unauth = await t.app.inject({ method: 'PUT', url: '/ops/api/lottery/caps', payload: { gameCode: '*', playType: 'DE_DB', cap: null } });
    expect(unauth.statusCode).toBe(401);
    const doc = (await get('/ops/api/openapi.json')).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/ops/api/lottery/results', '/lgw/vn/bets', '/lgw/vn/games/game_menu']));
  });

  it('publishes a fast draw’s seed hash before the draw and the seed after it', async () => {
    const now = new Date();
    t.app.lottery.setClock(() => now);
    const current = value<{ current: { issueNo: string; drawAt: string; serverSeedHash: string } }>(await get('/lgw/vn/issue/current?gameCode=ELOTT_SSC_1'));
    const before = value<{ serverSeed: string | null; serverSeedHash: string }>(
      await get(`/lgw/vn/fairness?gameCode=ELOTT_SSC_1&issueNo=${current.current.issueNo}`),
    );
    expect(before.serverSeed).toBeNull();
    expect(before.serverSeedHash).toBe(current.current.serverSeedHash);
    await t.app.lottery.runJobs(new Date(new Date(current.current.drawAt).getTime() + 1_000));
    const after = value<{ serverSeed: string; clientSeed: string; result: unknown }>(
      await get(`/lgw/vn/fairness?gameCode=ELOTT_SSC_1&issueNo=${current.current.issueNo}`),
    );
    expect(serverSeedCommitment(after.serverSeed)).toBe(before.serverSeedHash);
    expect(after.clientSeed).toBe(`ELOTT_SSC_1-${current.current.issueNo}`);
    expect(after.result).toEqual(drawIssue('ELOTT_SSC', after.serverSeed, 'ELOTT_SSC_1', current.current.issueNo));
    const opened = value<{ list: { issueNo: string }[] }>(await get('/lgw/vn/numeros/opened/game?gameCode=ELOTT_SSC_1&count=5'));
    expect(opened.list[0]!.issueNo).toBe(current.current.issueNo);
  });

  it('draws a fast issue on the next job round once the browser-test hook has made it due', async () => {
    const now = new Date();
    t.app.lottery.setClock(() => now);
    const current = value<{ current: { issueNo: string; drawAt: string } }>(await get('/lgw/vn/issue/current?gameCode=ELOTT_K3_5'));
    const { issueNo } = current.current;
    const moved = await t.app.inject({
      method: 'POST',
      url: '/ops/api/lottery/test/draw-now',
      headers: ops,
      payload: { gameCode: 'ELOTT_K3_5', issueNo },
    });
    expect(moved.statusCode).toBe(200);
    expect(Date.parse(value<{ drawAt: string }>(moved).drawAt)).toBeLessThan(Date.parse(current.current.drawAt));
    // A round of the jobs well before the issue's own draw time draws it.
    await t.app.lottery.runJobs(new Date());
    const fair = value<{ serverSeed: string | null; result: unknown }>(await get(`/lgw/vn/fairness?gameCode=ELOTT_K3_5&issueNo=${issueNo}`));
    expect(fair.serverSeed).not.toBeNull();
    expect(fair.result).toEqual(drawIssue('ELOTT_K3', fair.serverSeed!, 'ELOTT_K3_5', issueNo));
    // A visitor cannot call the hook.
    const visitor = await t.app.inject({ method: 'POST', url: '/ops/api/lottery/test/draw-now', payload: { gameCode: 'ELOTT_K3_5', issueNo } });
    expect(visitor.statusCode).toBe(401);
  });
});
