import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChasePlan } from '@sorte/contracts/lottery/chase';
import { drawIssue } from '@sorte/contracts/lottery/draw';
import { lotteryGame as gameDef } from '@sorte/contracts/lottery/games';
import { upcomingIssues } from '@sorte/contracts/lottery/schedule';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  createMember,
  expectLedgerSound,
  fund,
  sessionFor,
  walletBalances,
} from '../../../test/ledger-helpers';
import { ledgerTransaction, lotteryBet, lotteryChase, lotteryIssue } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { lotteryRepository } from './lottery.repository';
import type { PlaceSlipInput } from './slip.service';

let t: TestApp;
const GAME = 'ELOTT_K3_1';
/** Mid-period on Thursday 26 November 2026 (a fixed clock: each test starts on its own hour). */
const base = (hour: number) => new Date(Date.UTC(2026, 10, 26, hour, 0, 10));

beforeAll(async () => {
  t = await buildTestApp();
}, 60_000);

afterAll(async () => {
  await t?.close();
});

async function mainBalance(memberId: number): Promise<bigint> {
  return (await walletBalances(t.database.db, memberId)).PLAYER_MAIN ?? 0n;
}

async function refusal(work: Promise<unknown>): Promise<AppError> {
  try {
    await work;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

/** The next `count` issues of the fast 3-dice game from `now`, created (seeds committed) so their outcomes are known. */
async function nextIssues(now: Date, count: number) {
  const game = (await lotteryRepository.game(t.database.db, GAME))!;
  const windows = upcomingIssues(gameDef(GAME)!, now, count + 1, game.closeSeconds)
    .filter((w) => now < w.closesAt)
    .slice(0, count);
  const out = [];
  for (const w of windows) {
    const row = await lotteryRepository.ensureIssue(t.database.db, game, w);
    const outcome = drawIssue('ELOTT_K3', row.serverSeed!, GAME, row.issueNo);
    if (outcome.kind !== 'ELOTT_K3') throw new Error('kind');
    out.push({ ...row, sum: outcome.dice.reduce((a, b) => a + b, 0) });
  }
  return out;
}

const chaseInput = (
  numbers: string[],
  chase: PlaceSlipInput['chase'],
  multiplier = 1,
): PlaceSlipInput => ({
  prizeMode: 'Elott',
  bets: [{ gameCode: GAME, playType: 'K3_SUM', numbers, multiplier, unitStake: '1.00' }],
  chase,
});

/** Draws and settles each issue in turn (two job runs at once, as two processes would). */
async function drawAll(issues: Array<{ drawAt: Date }>) {
  for (const issue of issues) {
    const at = new Date(issue.drawAt.getTime() + 1_000);
    await Promise.all([t.app.lottery.runJobs(at), t.app.lottery.runJobs(at)]);
  }
}

describe('chase placement', () => {
  const plans: Array<[string, ChasePlan, number, bigint[]]> = [
    ['fixed ×2', { kind: 'fixed', start: 2 }, 3, [200n, 200n, 200n]],
    ['double every issue', { kind: 'double', start: 1, every: 1 }, 4, [100n, 200n, 400n, 800n]],
    [
      'double every 2 issues',
      { kind: 'double', start: 1, every: 2 },
      5,
      [100n, 100n, 200n, 200n, 400n],
    ],
    ['add 2 per issue', { kind: 'add', start: 1, step: 2 }, 3, [100n, 300n, 500n]],
  ];
  it.each(plans)(
    'debits the whole plan (%s) in one ledger transaction',
    async (_label, plan, issues, stakes) => {
      const db = t.database.db;
      const now = base(1);
      t.app.lottery.setClock(() => now);
      const memberId = await createMember(db);
      await fund(db, memberId, 100_000n);
      const key = randomUUID();
      const input = chaseInput(['10'], { issues, plan, winStop: true });
      const placed = await t.app.lottery.slips.place(memberId, key, input);
      const total = stakes.reduce((a, b) => a + b, 0n);
      expect(placed.result.total).toBe((Number(total) / 100).toFixed(2));
      expect(placed.result.chaseNo).toMatch(/^C/);
      expect(placed.result.bets.map((b) => b.stake)).toEqual(
        stakes.map((s) => (Number(s) / 100).toFixed(2)),
      );
      expect(new Set(placed.result.bets.map((b) => b.issueNo)).size).toBe(issues);
      expect(await mainBalance(memberId)).toBe(100_000n - total);
      const postings = await db
        .select()
        .from(ledgerTransaction)
        .where(
          and(eq(ledgerTransaction.memberId, memberId), eq(ledgerTransaction.type, 'LOTTERY_BET')),
        );
      expect(postings).toHaveLength(1);
      const again = await t.app.lottery.slips.place(memberId, key, input);
      expect(again.replayed).toBe(true);
      expect(await mainBalance(memberId)).toBe(100_000n - total);
      await expectLedgerSound(db);
    },
  );

  it('refuses bad chases and changes nothing', async () => {
    const db = t.database.db;
    const now = base(2);
    t.app.lottery.setClock(() => now);
    const memberId = await createMember(db);
    await fund(db, memberId, 10_000n);
    const fixed: ChasePlan = { kind: 'fixed', start: 1 };
    const [first] = await nextIssues(now, 1);
    const cases: Array<[string, PlaceSlipInput, string]> = [
      [
        'two games',
        {
          prizeMode: 'ZY',
          bets: [
            {
              gameCode: GAME,
              playType: 'K3_SUM',
              numbers: ['10'],
              multiplier: 1,
              unitStake: '1.00',
            },
            {
              gameCode: 'VN_MB',
              playType: 'DE_DB',
              numbers: ['45'],
              multiplier: 1,
              unitStake: '1.00',
            },
          ],
          chase: { issues: 3, plan: fixed, winStop: false },
        },
        'LOTTERY_CHASE_ONE_GAME',
      ],
      [
        'an issue named',
        {
          prizeMode: 'Elott',
          bets: [
            {
              gameCode: GAME,
              issueNo: first!.issueNo,
              playType: 'K3_SUM',
              numbers: ['10'],
              multiplier: 1,
              unitStake: '1.00',
            },
          ],
          chase: { issues: 3, plan: fixed, winStop: false },
        },
        'LOTTERY_CHASE_ONE_GAME',
      ],
      [
        '51 fast draws',
        chaseInput(['10'], { issues: 51, plan: fixed, winStop: false }),
        'LOTTERY_CHASE_TOO_LONG',
      ],
      [
        '8 official draws',
        {
          prizeMode: 'Lott',
          bets: [
            {
              gameCode: 'VN_MB',
              playType: 'DE_DB',
              numbers: ['45'],
              multiplier: 1,
              unitStake: '1.00',
            },
          ],
          chase: { issues: 8, plan: fixed, winStop: false },
        },
        'LOTTERY_CHASE_TOO_LONG',
      ],
      [
        'doubling past 10000×',
        chaseInput(['10'], {
          issues: 20,
          plan: { kind: 'double', start: 1, every: 1 },
          winStop: false,
        }),
        'LOTTERY_CHASE_MULTIPLIER_TOO_HIGH',
      ],
      [
        'own multiplier × plan past 10000×',
        chaseInput(['10'], { issues: 2, plan: { kind: 'fixed', start: 2 }, winStop: false }, 6_000),
        'LOTTERY_CHASE_MULTIPLIER_TOO_HIGH',
      ],
      [
        'more than the wallet',
        chaseInput(['10'], {
          issues: 50,
          plan: { kind: 'add', start: 1, step: 1 },
          winStop: false,
        }),
        'INSUFFICIENT_BALANCE',
      ],
    ];
    for (const [label, input, code] of cases) {
      expect(
        (await refusal(t.app.lottery.slips.place(memberId, randomUUID(), input))).code,
        label,
      ).toBe(code);
    }
    expect(await mainBalance(memberId)).toBe(10_000n);
    expect(
      await db.select().from(lotteryChase).where(eq(lotteryChase.memberId, memberId)),
    ).toHaveLength(0);
  });

  it('chases the official draws of the following days, past the week a plain bet may reach ahead', async () => {
    const db = t.database.db;
    const now = new Date('2026-11-26T05:00:00Z');
    t.app.lottery.setClock(() => now);
    const memberId = await createMember(db);
    await fund(db, memberId, 100_000n);
    // Ho Chi Minh City draws on Mondays and Saturdays: 7 issues reach into late December.
    const placed = await t.app.lottery.slips.place(memberId, randomUUID(), {
      prizeMode: 'Lott',
      bets: [
        {
          gameCode: 'VN_HCM',
          playType: 'DE_DB',
          numbers: ['45'],
          multiplier: 1,
          unitStake: '1.00',
        },
      ],
      chase: { issues: 7, plan: { kind: 'fixed', start: 1 }, winStop: true },
    });
    const issues = [...new Set(placed.result.bets.map((b) => b.issueNo))];
    expect(issues).toHaveLength(7);
    expect(issues[0]! > '20261126').toBe(true);
    expect(issues.every((no, i) => i === 0 || no > issues[i - 1]!)).toBe(true);
  });
});

describe('chase settlement', () => {
  it.each([
    ['stops on a win and refunds the issues still open, once with two settlement runs', true],
    ['keeps going after a win without the win stop', false],
  ])('%s', async (_label, winStop) => {
    const db = t.database.db;
    const now = base(winStop ? 3 : 4);
    t.app.lottery.setClock(() => now);
    const memberId = await createMember(db);
    await fund(db, memberId, 100_000n);
    const issues = await nextIssues(now, 5);
    // A sum that misses the first issue(s) and hits a later one (k ≥ 1), not the last: an issue
    // must be left after the win for the win stop to refund (and for the chase to keep going).
    // The draws are random, so the hit is picked from them.
    const k = issues.findIndex(
      (i, n) =>
        n > 0 && n < issues.length - 1 && !issues.slice(0, n).some((e) => e.sum === i.sum),
    );
    expect(k).toBeGreaterThan(0);
    const sum = String(issues[k]!.sum);
    const placed = await t.app.lottery.slips.place(
      memberId,
      randomUUID(),
      chaseInput([sum], { issues: 5, plan: { kind: 'double', start: 1, every: 1 }, winStop }),
    );
    const afterBet = await mainBalance(memberId);
    expect(afterBet).toBe(100_000n - 3_100n); // 1 + 2 + 4 + 8 + 16

    await drawAll(issues.slice(0, k + 1));
    const bets = await db
      .select({ bet: lotteryBet, issueNo: lotteryIssue.issueNo })
      .from(lotteryBet)
      .innerJoin(lotteryIssue, eq(lotteryIssue.id, lotteryBet.issueId))
      .where(eq(lotteryBet.memberId, memberId))
      .orderBy(lotteryIssue.drawAt);
    const statuses = bets.map((b) => b.bet.status);
    const won = bets[k]!.bet;
    expect(statuses.slice(0, k).every((s) => s === 'lost')).toBe(true);
    expect(statuses[k]).toBe('won');
    const later = bets.slice(k + 1).map((b) => b.bet);
    const laterStake = later.reduce((s, b) => s + b.stakeMinor, 0n);
    const [chase] = await db
      .select()
      .from(lotteryChase)
      .where(eq(lotteryChase.chaseNo, placed.result.chaseNo!));
    if (winStop) {
      expect(later.every((b) => b.status === 'cancelled')).toBe(true);
      expect(chase!.status).toBe('won');
      expect(await mainBalance(memberId)).toBe(afterBet + won.payoutMinor + laterStake);
      const refunds = await db
        .select()
        .from(ledgerTransaction)
        .where(
          and(
            eq(ledgerTransaction.memberId, memberId),
            eq(ledgerTransaction.type, 'LOTTERY_REFUND'),
          ),
        );
      expect(refunds).toHaveLength(1);
    } else {
      expect(later.every((b) => b.status === 'open')).toBe(true);
      expect(chase!.status).toBe('running');
      expect(await mainBalance(memberId)).toBe(afterBet + won.payoutMinor);
    }
    // Another round of the jobs changes nothing.
    const before = await mainBalance(memberId);
    await drawAll([issues[k]!]);
    expect(await mainBalance(memberId)).toBe(before);
    const view = (await t.app.lottery.chases.list(memberId, { pageNo: 1, pageSize: 10 })).list[0]!;
    expect(view.status).toBe(winStop ? 'won' : 'running');
    expect(view.issues.map((i) => i.factor)).toEqual([1, 2, 4, 8, 16]);
    expect(view.issues[k]!.status).toBe('won');
    expect(view.refunded).toBe(winStop ? (Number(laterStake) / 100).toFixed(2) : '0.00');
    await expectLedgerSound(db);
  });

  it('cancels the remaining issues on request, refunds them once, and settles the rest as usual', async () => {
    const db = t.database.db;
    const now = base(5);
    t.app.lottery.setClock(() => now);
    const memberId = await createMember(db);
    await fund(db, memberId, 100_000n);
    const issues = await nextIssues(now, 4);
    const miss = [
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
      '11',
      '12',
      '13',
      '14',
      '15',
      '16',
      '17',
      '18',
    ].find((s) => !issues.some((i) => String(i.sum) === s))!;
    const placed = await t.app.lottery.slips.place(
      memberId,
      randomUUID(),
      chaseInput([miss], { issues: 4, plan: { kind: 'add', start: 1, step: 1 }, winStop: true }),
    );
    expect(placed.result.total).toBe('10.00'); // 1 + 2 + 3 + 4
    await drawAll(issues.slice(0, 1));
    const later = new Date(issues[0]!.drawAt.getTime() + 2_000);
    t.app.lottery.setClock(() => later);
    const key = randomUUID();
    const cancelled = await t.app.lottery.chases.cancel(memberId, key, placed.result.chaseNo!);
    expect(cancelled.result).toEqual({
      chaseNo: placed.result.chaseNo,
      cancelledIssues: issues.slice(1).map((i) => i.issueNo),
      refund: '9.00',
    });
    expect(await mainBalance(memberId)).toBe(100_000n - 100n);
    const again = await t.app.lottery.chases.cancel(memberId, key, placed.result.chaseNo!);
    expect(again.replayed).toBe(true);
    expect(again.result.refund).toBe('0.00');
    expect(await mainBalance(memberId)).toBe(100_000n - 100n);
    // Someone else's chase, or an unknown one.
    const other = await createMember(db);
    expect(
      (await refusal(t.app.lottery.chases.cancel(other, randomUUID(), placed.result.chaseNo!)))
        .code,
    ).toBe('LOTTERY_CHASE_NOT_FOUND');
    await drawAll(issues.slice(1));
    const bets = await db.select().from(lotteryBet).where(eq(lotteryBet.memberId, memberId));
    expect(bets.map((b) => b.status).sort()).toEqual([
      'cancelled',
      'cancelled',
      'cancelled',
      'lost',
    ]);
    expect(await mainBalance(memberId)).toBe(100_000n - 100n);
    const view = (await t.app.lottery.chases.list(memberId, { pageNo: 1, pageSize: 10 })).list[0]!;
    expect(view).toMatchObject({
      status: 'cancelled',
      total: '10.00',
      refunded: '9.00',
      payout: '0.00',
    });
    await expectLedgerSound(db);
  });

  it('refuses to cancel a chase whose issues have all closed', async () => {
    const db = t.database.db;
    const now = base(6);
    t.app.lottery.setClock(() => now);
    const memberId = await createMember(db);
    await fund(db, memberId, 100_000n);
    const issues = await nextIssues(now, 2);
    const placed = await t.app.lottery.slips.place(
      memberId,
      randomUUID(),
      chaseInput(['10'], { issues: 2, plan: { kind: 'fixed', start: 1 }, winStop: false }),
    );
    await drawAll(issues);
    const after = new Date(issues[1]!.drawAt.getTime() + 2_000);
    t.app.lottery.setClock(() => after);
    expect(
      (await refusal(t.app.lottery.chases.cancel(memberId, randomUUID(), placed.result.chaseNo!)))
        .code,
    ).toBe('LOTTERY_CHASE_NOT_CANCELLABLE');
    const ids = (
      await db
        .select({ id: lotteryBet.id })
        .from(lotteryBet)
        .where(eq(lotteryBet.memberId, memberId))
    ).map((r) => r.id);
    const rows = await db.select().from(lotteryBet).where(inArray(lotteryBet.id, ids));
    expect(rows.every((r) => r.status === 'won' || r.status === 'lost')).toBe(true);
    expect(
      (await t.app.lottery.chases.list(memberId, { pageNo: 1, pageSize: 10 })).list[0]!.status,
    ).toBe('finished');
  });
});

describe('chase calls', () => {
  it('places a chase, lists it and cancels the rest over HTTP', async () => {
    const db = t.database.db;
    const now = base(7);
    t.app.lottery.setClock(() => now);
    const memberId = await createMember(db);
    await fund(db, memberId, 100_000n);
    const auth = await sessionFor(db, memberId);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/lgw/vn/bets',
      headers: { ...auth, 'idempotency-key': randomUUID() },
      payload: chaseInput(['10', '11'], {
        issues: 3,
        plan: { kind: 'fixed', start: 1 },
        winStop: true,
      }),
    });
    expect(placed.statusCode).toBe(200);
    const chaseNo = placed.json<{ value: { chaseNo: string } }>().value.chaseNo;
    const list = await t.app.inject({ method: 'GET', url: '/lgw/vn/chases', headers: auth });
    expect(list.statusCode).toBe(200);
    type Chases = {
      value: {
        list: Array<{ chaseNo: string; total: string; issues: unknown[]; bets: unknown[] }>;
      };
    };
    const chase = list.json<Chases>().value.list[0]!;
    expect(chase).toMatchObject({ chaseNo, total: '6.00' });
    expect(chase.issues).toHaveLength(3);
    expect(chase.bets).toHaveLength(2);
    const bets = await t.app.inject({ method: 'GET', url: '/lgw/vn/bets', headers: auth });
    expect(
      bets
        .json<{ value: { list: Array<{ chaseNo: string }> } }>()
        .value.list.every((b) => b.chaseNo === chaseNo),
    ).toBe(true);
    const cancel = await t.app.inject({
      method: 'POST',
      url: '/lgw/vn/chases/cancel',
      headers: { ...auth, 'idempotency-key': randomUUID() },
      payload: { chaseNo },
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json<{ value: { refund: string } }>().value.refund).toBe('6.00');
    const tooLong = await t.app.inject({
      method: 'POST',
      url: '/lgw/vn/bets',
      headers: { ...auth, 'idempotency-key': randomUUID(), 'accept-language': 'vi' },
      payload: chaseInput(['10'], { issues: 60, plan: { kind: 'fixed', start: 1 }, winStop: true }),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({
      code: 'LOTTERY_CHASE_TOO_LONG',
      message: 'Cược đuổi trò chơi này tối đa 50 kỳ.',
    });
    await expectLedgerSound(db);
  });
});
