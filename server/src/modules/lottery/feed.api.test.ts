import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { layoutOfRegion, type Region } from '@sorte/contracts/lottery/games';
import { buildTestApp, operatorAuth, type TestApp } from '../../../test/build-test-app';
import { FakeFeedServer } from '../../../test/fake-feed-server';
import {
  createMember,
  expectLedgerSound,
  fund,
  walletBalances,
} from '../../../test/ledger-helpers';
import { auditLog, lotteryBet, lotteryIssue, lotteryResultEntry } from '../../db/schema/index';
import { FeedService } from './feed.service';

let t: TestApp;
let ops: { authorization: string };
const feed = new FakeFeedServer();

/** 19:00 in Hanoi on Monday 23 November 2026: every region has drawn (Sunday 22 is polled too). */
const MONDAY_EVENING = new Date('2026-11-23T12:00:00Z');

/** A full prize table of a region, every number made from `seed` (the same seed, the same table). */
function prizesOf(region: Region, seed: number): Record<string, string[]> {
  let n = seed;
  const next = () => (n = (n * 7919 + 104_729) % 1_000_003);
  return Object.fromEntries(
    layoutOfRegion(region).map((t) => [
      t.tier,
      Array.from({ length: t.count }, () =>
        String(next() % 10 ** t.digits).padStart(t.digits, '0'),
      ),
    ]),
  );
}

const value = <T>(res: { json: () => unknown }) => (res.json() as { value: T }).value;
const settings = (over: Record<string, unknown> = {}) => ({
  url: feed.url,
  enabled: true,
  pollSeconds: 60,
  timeoutMs: 2000,
  regionCodes: { NORTH: 'mb', SOUTH: 'mn' },
  provinceCodes: { VN_HCM: 'tphcm' },
  ...over,
});
const putFeed = (body: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/ops/api/lottery/feed',
    headers: ops,
    payload: body as object,
  });
const pollNow = async () =>
  value<{
    polled: boolean;
    entered: number;
    known: number;
    errors: { code: string; detail: string }[];
  }>(await t.app.inject({ method: 'POST', url: '/ops/api/lottery/feed/poll', headers: ops }));

async function entriesOf(gameCode: string, issueNo: string) {
  const [issue] = await t.database.db
    .select()
    .from(lotteryIssue)
    .where(and(eq(lotteryIssue.gameCode, gameCode), eq(lotteryIssue.issueNo, issueNo)));
  if (!issue) return [];
  return t.database.db
    .select()
    .from(lotteryResultEntry)
    .where(eq(lotteryResultEntry.issueId, issue.id))
    .orderBy(lotteryResultEntry.id);
}

beforeAll(async () => {
  t = await buildTestApp();
  ops = await operatorAuth(t.app);
  await feed.start();
}, 60_000);

afterAll(async () => {
  await feed.close();
  await t?.close();
});

beforeEach(() => {
  feed.clear();
  t.app.lottery.setClock(() => MONDAY_EVENING);
});

describe('results feed settings', () => {
  it('are set through the operator API, audited, validated and in the OpenAPI document', async () => {
    const bad = await putFeed({ ...settings(), url: 'ftp://feed.example/results', pollSeconds: 1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    const unauth = await t.app.inject({ method: 'GET', url: '/ops/api/lottery/feed' });
    expect(unauth.statusCode).toBe(401);

    const put = await putFeed(settings());
    expect(put.statusCode).toBe(200);
    expect(value(put)).toMatchObject({
      ...settings(),
      lastPollAt: null,
      lastError: null,
      recent: [],
    });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'lottery.feed.update'));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).toMatchObject({ url: feed.url, enabled: true });

    const doc = (await t.app.inject({ method: 'GET', url: '/ops/api/openapi.json' })).json<{
      paths: Record<string, unknown>;
    }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/ops/api/lottery/feed', '/ops/api/lottery/feed/poll']),
    );
  });
});

describe('results feed polls', () => {
  it('enters good results as pending entries an operator confirms, once, and settles them', async () => {
    const db = t.database.db;
    // A bet on the North's đề before Monday's draw closes.
    t.app.lottery.setClock(() => new Date('2026-11-23T05:00:00Z'));
    const memberId = await createMember(db);
    await fund(db, memberId, 10_000n);
    await t.app.lottery.slips.place(memberId, randomUUID(), {
      prizeMode: 'Lott',
      bets: [
        { gameCode: 'VN_MB', playType: 'DE_DB', numbers: ['45'], multiplier: 1, unitStake: '1.00' },
      ],
    });
    const afterBet = (await walletBalances(db, memberId)).PLAYER_MAIN!;
    t.app.lottery.setClock(() => MONDAY_EVENING);

    const north = { ...prizesOf('NORTH', 1), DB: ['12345'] };
    feed.answer('mb', '2026-11-23', {
      json: { date: '2026-11-23', region: 'mb', results: [{ province: 'MB', prizes: north }] },
    });
    feed.answer('mn', '2026-11-23', {
      json: {
        date: '2026-11-23',
        region: 'mn',
        results: [
          { province: 'tphcm', prizes: prizesOf('SOUTH', 2) },
          { province: 'DT', prizes: prizesOf('SOUTH', 3) },
          { province: 'CM', prizes: prizesOf('SOUTH', 4) },
        ],
      },
    });
    const first = await pollNow();
    expect(first).toMatchObject({ polled: true, entered: 4, known: 0, errors: [] });
    expect(feed.requests).toEqual(
      expect.arrayContaining([
        { region: 'mb', date: '2026-11-22' },
        { region: 'mb', date: '2026-11-23' },
        { region: 'mn', date: '2026-11-22' },
        { region: 'mn', date: '2026-11-23' },
      ]),
    );
    const [entry] = await entriesOf('VN_MB', '20261123');
    expect(entry).toMatchObject({
      source: 'feed',
      status: 'pending',
      enteredBy: null,
      prizes: north,
    });
    expect(await entriesOf('VN_HCM', '20261123')).toHaveLength(1);

    // Not a result in force before an operator confirms it.
    const before = value<{ list: unknown[] }>(
      await t.app.inject({ method: 'GET', url: '/lgw/vn/results?date=2026-11-23&gameCode=VN_MB' }),
    );
    expect(before.list).toHaveLength(0);
    // The same results again: nothing new.
    expect(await pollNow()).toMatchObject({ entered: 0, known: 4, errors: [] });
    expect(await entriesOf('VN_MB', '20261123')).toHaveLength(1);

    const listed = value<{ list: { id: string; source: string }[] }>(
      await t.app.inject({
        method: 'GET',
        url: '/ops/api/lottery/results?gameCode=VN_MB&issueNo=20261123',
        headers: ops,
      }),
    );
    expect(listed.list[0]!.source).toBe('feed');
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/ops/api/lottery/results/${entry!.id}/confirm`,
      headers: ops,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(
      value<{ settlement: { settled: boolean; winners: number } }>(confirmed).settlement,
    ).toMatchObject({ settled: true, winners: 1 });
    const [bet] = await db.select().from(lotteryBet).where(eq(lotteryBet.memberId, memberId));
    expect(bet!.status).toBe('won');
    expect((await walletBalances(db, memberId)).PLAYER_MAIN).toBe(afterBet + bet!.payoutMinor);

    // Polled again after confirmation: the result in force, nothing entered.
    expect(await pollNow()).toMatchObject({ entered: 0, errors: [] });
    const view = value<{ lastOkAt: string; recent: { gameCode: string; outcome: string }[] }>(
      await t.app.inject({ method: 'GET', url: '/ops/api/lottery/feed', headers: ops }),
    );
    expect(view.lastOkAt).toBe(MONDAY_EVENING.toISOString());
    expect(view.recent.filter((r) => r.gameCode === 'VN_MB').map((r) => r.outcome)).toEqual([
      'entered',
    ]);

    // A later differing result is a correction: an operator confirms it and the issue re-settles.
    feed.answer('mb', '2026-11-23', {
      json: {
        date: '2026-11-23',
        region: 'mb',
        results: [{ province: 'MB', prizes: { ...north, DB: ['12399'] } }],
      },
    });
    expect(await pollNow()).toMatchObject({ entered: 1, errors: [] });
    const correction = (await entriesOf('VN_MB', '20261123')).at(-1)!;
    expect(correction).toMatchObject({ source: 'feed', status: 'pending' });
    const resettled = await t.app.inject({
      method: 'POST',
      url: `/ops/api/lottery/results/${correction.id}/confirm`,
      headers: ops,
    });
    expect(
      value<{ settlement: { settled: boolean; version: number } }>(resettled).settlement,
    ).toMatchObject({ settled: true, version: 2 });
    const [after] = await db.select().from(lotteryBet).where(eq(lotteryBet.memberId, memberId));
    expect(after!.status).toBe('lost');
    expect((await walletBalances(db, memberId)).PLAYER_MAIN).toBe(afterBet);
    await expectLedgerSound(db);
  });

  it('shows confirmed feed results on the results page of their date, any past date answering', async () => {
    const results = async (query: string) =>
      t.app.inject({ method: 'GET', url: `/lgw/vn/results?${query}` });
    // Monday's North result in force is the corrected one (confirmed in the test above).
    const monday = value<{
      date: string;
      list: { gameCode: string; issueNo: string; result: { prizes: Record<string, string[]> } }[];
    }>(await results('date=2026-11-23&gameGroupCode=NORTH'));
    expect(monday.date).toBe('2026-11-23');
    expect(monday.list.map((r) => [r.gameCode, r.issueNo, r.result.prizes.DB])).toEqual([
      ['VN_MB', '20261123', ['12399']],
    ]);
    // Feed entries still pending are not results: the South of Monday shows nothing yet.
    expect(
      value<{ list: unknown[] }>(await results('date=2026-11-23&gameGroupCode=SOUTH')).list,
    ).toEqual([]);
    // A date long past answers an empty list; a malformed one is refused.
    const old = await results('date=2025-01-06&gameGroupCode=NORTH');
    expect(old.statusCode).toBe(200);
    expect(value<{ date: string; list: unknown[] }>(old)).toEqual({ date: '2025-01-06', list: [] });
    expect((await results('date=2026-13-45')).statusCode).toBe(400);
    expect((await results('date=2026-02-30')).statusCode).toBe(400);
  });

  it('reports a feed result that differs from a pending operator entry and enters nothing', async () => {
    const sunday = prizesOf('NORTH', 20);
    const entered = await t.app.inject({
      method: 'POST',
      url: '/ops/api/lottery/results',
      headers: ops,
      payload: { gameCode: 'VN_MB', issueNo: '20261122', prizes: sunday },
    });
    expect(entered.statusCode).toBe(200);
    feed.answer('mb', '2026-11-22', {
      json: {
        date: '2026-11-22',
        region: 'mb',
        results: [{ province: 'MB', prizes: prizesOf('NORTH', 21) }],
      },
    });
    const report = await pollNow();
    expect(report.errors).toEqual([
      { code: 'FEED_CONFLICT', detail: expect.stringContaining('VN_MB 20261122') as string },
    ]);
    // The same numbers as the operator's: recorded as matching the pending entry, nothing entered.
    feed.answer('mb', '2026-11-22', {
      json: { date: '2026-11-22', region: 'mb', results: [{ province: 'MB', prizes: sunday }] },
    });
    expect(await pollNow()).toMatchObject({ entered: 0, errors: [] });
    expect((await entriesOf('VN_MB', '20261122')).map((e) => e.source)).toEqual(['operator']);
  });

  it.each([
    ['malformed JSON', { raw: '{"date": "2026-11-22", "results": [' }, 'FEED_BAD_JSON'],
    ['HTTP 500', { raw: '{"error":"down"}', status: 500 }, 'FEED_HTTP_STATUS'],
    [
      'a wrong shape',
      { json: { date: '2026-11-22', region: 'mn', results: 'none' } },
      'FEED_INVALID',
    ],
    ['another date', { json: { date: '2026-11-21', region: 'mn', results: [] } }, 'FEED_INVALID'],
  ] as const)(
    'keeps %s out, reports it to the operator and writes nothing',
    async (_, answer, code) => {
      feed.answer('mn', '2026-11-22', answer);
      const report = await pollNow();
      expect(report.errors).toEqual([
        { code, detail: expect.stringContaining('SOUTH 2026-11-22') as string },
      ]);
      const view = value<{ lastError: { code: string; at: string } }>(
        await t.app.inject({ method: 'GET', url: '/ops/api/lottery/feed', headers: ops }),
      );
      expect(view.lastError).toMatchObject({ code, at: MONDAY_EVENING.toISOString() });
      expect(await entriesOf('VN_TG', '20261122')).toHaveLength(0);
    },
  );

  it('refuses a whole answer when one province has a wrong prize count', async () => {
    const short = prizesOf('SOUTH', 30);
    short.G4 = short.G4!.slice(0, 6);
    feed.answer('mn', '2026-11-22', {
      json: {
        date: '2026-11-22',
        region: 'mn',
        results: [
          { province: 'TG', prizes: prizesOf('SOUTH', 31) },
          { province: 'KG', prizes: short },
        ],
      },
    });
    const report = await pollNow();
    expect(report.errors).toEqual([
      { code: 'FEED_INVALID', detail: 'SOUTH 2026-11-22: VN_KG: G4 INVALID_COUNT' },
    ]);
    expect(report.entered).toBe(0);
    expect(await entriesOf('VN_TG', '20261122')).toHaveLength(0);
    expect(await entriesOf('VN_KG', '20261122')).toHaveLength(0);
    // A North table (27 prizes) for a South province is refused too.
    feed.answer('mn', '2026-11-22', {
      json: {
        date: '2026-11-22',
        region: 'mn',
        results: [{ province: 'TG', prizes: prizesOf('NORTH', 32) }],
      },
    });
    expect((await pollNow()).errors[0]).toMatchObject({
      code: 'FEED_INVALID',
      detail: expect.stringContaining('VN_TG') as string,
    });
  });

  it('gives up on a feed that does not answer within the timeout', async () => {
    expect((await putFeed(settings({ timeoutMs: 200 }))).statusCode).toBe(200);
    feed.answer('mn', '2026-11-22', { hang: true });
    const report = await pollNow();
    expect(report.errors).toEqual([
      { code: 'FEED_TIMEOUT', detail: 'SOUTH 2026-11-22: no answer within 200 ms' },
    ]);
    expect(await entriesOf('VN_TG', '20261122')).toHaveLength(0);
    expect((await putFeed(settings())).statusCode).toBe(200);
  });

  it('enters a result once when two pollers run at once, and polls once per interval', async () => {
    const db = t.database.db;
    // Wednesday 25 November, 19:00 in Hanoi: Tuesday's South draw (Bến Tre, Vũng Tàu, Bạc Liêu) comes in.
    const wednesday = new Date('2026-11-25T12:00:00Z');
    feed.answer('mn', '2026-11-24', {
      json: {
        date: '2026-11-24',
        region: 'mn',
        results: ['BTR', 'VT', 'BL'].map((province, i) => ({
          province,
          prizes: prizesOf('SOUTH', 40 + i),
        })),
      },
    });
    const other = new FeedService(db, t.app.ops);
    const [a, b] = await Promise.all([
      t.app.lottery.feed.poll(wednesday, { force: true }),
      other.poll(wednesday, { force: true }),
    ]);
    expect(feed.requests.filter((r) => r.region === 'mn' && r.date === '2026-11-24')).toHaveLength(
      2,
    );
    expect(a.entered + b.entered).toBe(3);
    expect(a.errors.concat(b.errors)).toEqual([]);
    for (const game of ['VN_BTR', 'VN_VT', 'VN_BL'])
      expect(await entriesOf(game, '20261124')).toHaveLength(1);

    // The job's poll: within the interval no process polls; after it exactly one does.
    const later = new Date(wednesday.getTime() + 61_000);
    const [c, d] = await Promise.all([t.app.lottery.feed.poll(later), other.poll(later)]);
    expect([c.polled, d.polled].sort()).toEqual([false, true]);
    expect((await t.app.lottery.feed.poll(new Date(later.getTime() + 1_000))).polled).toBe(false);
  });

  it('catches up draws missed over the last days once, and asks no more for days that have their results', async () => {
    // Friday 27 November, 19:00 in Hanoi: the feed was down since Monday's draw. Tuesday's and
    // Wednesday's North results are there; Monday is outside the window (3 days before today).
    const friday = new Date('2026-11-27T12:00:00Z');
    t.app.lottery.setClock(() => friday);
    for (const [date, seed] of [
      ['2026-11-23', 60],
      ['2026-11-24', 61],
      ['2026-11-25', 62],
    ] as const) {
      feed.answer('mb', date, {
        json: { date, region: 'mb', results: [{ province: 'MB', prizes: prizesOf('NORTH', seed) }] },
      });
    }
    const first = await pollNow();
    expect(first.errors).toEqual([]);
    const asked = (region: string) =>
      feed.requests.filter((r) => r.region === region).map((r) => r.date).sort();
    expect(asked('mb')).toEqual(['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27']);
    expect(await entriesOf('VN_MB', '20261124')).toMatchObject([{ source: 'feed', status: 'pending' }]);
    expect(await entriesOf('VN_MB', '20261125')).toMatchObject([{ source: 'feed', status: 'pending' }]);
    expect(first.entered).toBeGreaterThanOrEqual(2);

    // Again: the caught-up days wait for an operator, so only yesterday and today are asked for,
    // and nothing is entered twice.
    feed.requests.length = 0;
    const second = await pollNow();
    expect(second).toMatchObject({ entered: 0, errors: [] });
    expect(asked('mb')).toEqual(['2026-11-26', '2026-11-27']);
    expect(await entriesOf('VN_MB', '20261124')).toHaveLength(1);

    // Confirmed, a caught-up result is in force: still not asked for, not entered again.
    const [entry] = await entriesOf('VN_MB', '20261125');
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/ops/api/lottery/results/${entry!.id}/confirm`,
      headers: ops,
    });
    expect(confirmed.statusCode).toBe(200);
    feed.requests.length = 0;
    expect(await pollNow()).toMatchObject({ entered: 0, errors: [] });
    expect(asked('mb')).toEqual(['2026-11-26', '2026-11-27']);
    expect(await entriesOf('VN_MB', '20261125')).toHaveLength(1);

    // The window is configurable: one day asks for yesterday and today only.
    feed.requests.length = 0;
    const short = new FeedService(t.database.db, t.app.ops, { catchUpDays: 1 });
    await short.poll(new Date('2026-11-29T12:00:00Z'), { force: true });
    expect(asked('mb')).toEqual(['2026-11-28', '2026-11-29']);
  });

  it('does not poll while the feed is off', async () => {
    expect((await putFeed(settings({ enabled: false }))).statusCode).toBe(200);
    expect(await pollNow()).toMatchObject({ polled: false, requests: 0 });
    expect(feed.requests).toHaveLength(0);
  });
});
