import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawIssue } from '@sorte/contracts/lottery/draw';
import { lotteryGame as gameDef } from '@sorte/contracts/lottery/games';
import { serverSeedCommitment } from '@sorte/contracts/games/fair/rng';
import { elottIssueAt } from '@sorte/contracts/lottery/schedule';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createMember, expectLedgerSound, fund, walletBalances } from '../../../test/ledger-helpers';
import {
  agentRebateAccrual,
  agentRebateRate,
  ledgerAccount,
  ledgerTransaction,
  lotteryBet,
  lotteryExposureCap,
  lotteryIssue,
  operator,
} from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { PlaceSlipInput } from './slip.service';

let t: TestApp;
/** 12:00 in Hanoi on Thursday 26 November 2026: the North's draw 20261126 closes at 18:00. */
const NOON = new Date('2026-11-26T05:00:00Z');
const AFTER_DRAW = new Date('2026-11-26T11:20:00Z');

const NORTH_RESULT = {
  DB: ['12345'],
  G1: ['67890'],
  G2: ['11223', '44556'],
  G3: ['77889', '90012', '34545', '67878', '12312', '45645'],
  G4: ['1234', '5678', '9012', '3445'],
  G5: ['6789', '1245', '4567', '8901', '2345', '6712'],
  G6: ['345', '678', '912'],
  G7: ['45', '78', '12', '99'],
};

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

const ctx = (operatorId: number) => ({ operatorId, ip: '127.0.0.1', requestId: randomUUID() });

let operators: [number, number];

beforeAll(async () => {
  t = await buildTestApp();
  const rows = await t.database.db
    .insert(operator)
    .values([
      { username: `lotto-a-${randomUUID().slice(0, 8)}`, passwordHash: 'x' },
      { username: `lotto-b-${randomUUID().slice(0, 8)}`, passwordHash: 'x' },
    ])
    .returning({ id: operator.id });
  operators = [rows[0]!.id, rows[1]!.id];
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('lottery slips', () => {
  it('places a slip on several games as one ledger transaction and replays it by key', async () => {
    const slips = t.app.lottery.slips;
    slips.now = () => NOON;
    const memberId = await createMember(t.database.db);
    await fund(t.database.db, memberId, 100_000n);
    const key = randomUUID();
    const input: PlaceSlipInput = {
      prizeMode: 'Lott',
      bets: [
        { gameCode: 'VN_MB', playType: 'LO2', numbers: ['45', '12'], multiplier: 1, unitStake: '1.00' },
        { gameCode: 'VN_MB', playType: 'DE_DB', numbers: ['45'], multiplier: 2, unitStake: '5' },
        { gameCode: 'VN_MB', playType: 'XIEN2', numbers: ['12', '45', '00'], multiplier: 1, unitStake: '1.00' },
      ],
    };
    const placed = await slips.place(memberId, key, input);
    expect(placed.replayed).toBe(false);
    // lô: 2 numbers × 27 units × 1.00 = 54.00; đề: 5.00 × 2 = 10.00; xiên 2: 3 pairs × 1.00
    expect(placed.result.total).toBe('67.00');
    expect(placed.result.lineCount).toBe(6);
    expect(placed.result.bets[0]).toMatchObject({ issueNo: '20261126', stake: '27.00', odds: '97.00', status: 'open' });
    expect(await mainBalance(memberId)).toBe(100_000n - 6_700n);

    const again = await slips.place(memberId, key, input);
    expect(again.replayed).toBe(true);
    expect(again.result.slipNo).toBe(placed.result.slipNo);
    expect(await mainBalance(memberId)).toBe(100_000n - 6_700n);
    expect((await refusal(slips.place(memberId, key, { ...input, prizeMode: 'ZY' }))).code).toBe('IDEMPOTENCY_KEY_REUSED');
    await expectLedgerSound(t.database.db);
  });

  it('refuses the whole slip when one bet is bad, money short, or its draw closed', async () => {
    const slips = t.app.lottery.slips;
    slips.now = () => NOON;
    const memberId = await createMember(t.database.db);
    await fund(t.database.db, memberId, 5_000n);
    const good = { gameCode: 'VN_MB', playType: 'DE_DB', numbers: ['45'], multiplier: 1, unitStake: '1.00' };
    const cases: Array<[string, PlaceSlipInput, string]> = [
      ['bad number', { prizeMode: 'Lott', bets: [good, { ...good, numbers: ['4a'] }] }, 'VALIDATION_FAILED'],
      ['xiên 3 with two numbers', { prizeMode: 'Lott', bets: [{ ...good, playType: 'XIEN3', numbers: ['12', '45'] }] }, 'VALIDATION_FAILED'],
      ['play type of another family', { prizeMode: 'Lott', bets: [{ ...good, playType: 'K3_SUM', numbers: ['9'] }] }, 'LOTTERY_PLAY_TYPE_UNAVAILABLE'],
      ['fast draw under the Lott mode', { prizeMode: 'Lott', bets: [{ ...good, gameCode: 'ELOTT_K3_1', playType: 'K3_SUM', numbers: ['9'] }] }, 'LOTTERY_PRIZE_MODE_UNAVAILABLE'],
      ['unknown game', { prizeMode: 'Lott', bets: [{ ...good, gameCode: 'VN_XX' }] }, 'GAME_NOT_FOUND'],
      ['not drawn that day', { prizeMode: 'Lott', bets: [{ ...good, gameCode: 'VN_HCM', issueNo: '20261126' }] }, 'LOTTERY_ISSUE_NOT_FOUND'],
      ['more than the wallet', { prizeMode: 'Lott', bets: [{ ...good, unitStake: '51.00' }] }, 'INSUFFICIENT_BALANCE'],
    ];
    for (const [label, input, code] of cases) {
      expect((await refusal(slips.place(memberId, randomUUID(), input))).code, label).toBe(code);
    }
    slips.now = () => new Date('2026-11-26T11:00:00Z'); // 18:00 in Hanoi: the North closed
    const closed = await refusal(slips.place(memberId, randomUUID(), { prizeMode: 'Lott', bets: [{ ...good, issueNo: '20261126' }] }));
    expect(closed.code).toBe('LOTTERY_ISSUE_CLOSED');
    expect(closed.params).toEqual({ issueNo: '20261126' });
    expect(await mainBalance(memberId)).toBe(5_000n);
    const bets = await t.database.db.select().from(lotteryBet).where(eq(lotteryBet.memberId, memberId));
    expect(bets).toHaveLength(0);
  });

  it('refuses a bet past the exposure cap with the remaining capacity, and cancels before close', async () => {
    const db = t.database.db;
    const slips = t.app.lottery.slips;
    slips.now = () => NOON;
    // One hit of 1.00 on đề pays 97.00: a cap of 250.00 takes two such lines.
    await db.insert(lotteryExposureCap).values({ gameCode: 'VN_HCM', playType: 'DE_DB', capMinor: 25_000n });
    const a = await createMember(db);
    const b = await createMember(db);
    await fund(db, a, 10_000n);
    await fund(db, b, 10_000n);
    const bet = (multiplier: number) => ({
      prizeMode: 'Lott' as const,
      bets: [{ gameCode: 'VN_HCM', issueNo: '20261128', playType: 'DE_DB', numbers: ['07'], multiplier, unitStake: '1.00' }],
    });
    const first = await slips.place(a, randomUUID(), bet(2));
    const refused = await refusal(slips.place(b, randomUUID(), bet(1)));
    expect(refused.code).toBe('LOTTERY_EXPOSURE_LIMIT');
    expect(refused.params).toEqual({ number: '07', remaining: '56.00' });
    expect(await mainBalance(b)).toBe(10_000n);

    const cancelKey = randomUUID();
    const cancelled = await slips.cancel(a, cancelKey, [Number(first.result.bets[0]!.id)]);
    expect(cancelled.result).toEqual({ cancelled: [first.result.bets[0]!.id], refund: '2.00' });
    expect(await mainBalance(a)).toBe(10_000n);
    const repeat = await slips.cancel(a, cancelKey, [Number(first.result.bets[0]!.id)]);
    expect(repeat.result.refund).toBe('0.00');
    expect(await mainBalance(a)).toBe(10_000n);
    // The cancelled liability is free again.
    await slips.place(b, randomUUID(), bet(2));
    // Someone else's bet, or after the close, is not cancellable.
    expect((await refusal(slips.place(a, randomUUID(), bet(0)))).code).toBe('VALIDATION_FAILED');
    const mine = await slips.place(a, randomUUID(), { ...bet(1), bets: [{ ...bet(1).bets[0]!, numbers: ['08'] }] });
    expect((await refusal(slips.cancel(b, randomUUID(), [Number(mine.result.bets[0]!.id)]))).code).toBe('LOTTERY_BET_NOT_CANCELLABLE');
    slips.now = () => new Date('2026-11-28T09:00:00Z');
    expect((await refusal(slips.cancel(a, randomUUID(), [Number(mine.result.bets[0]!.id)]))).code).toBe('LOTTERY_BET_NOT_CANCELLABLE');
    await expectLedgerSound(db);
  });
});

describe('official results and settlement', () => {
  it('settles after a second operator confirms, pays per occurrence, and re-settles a correction', async () => {
    const db = t.database.db;
    const { slips, results } = t.app.lottery;
    slips.now = () => NOON;
    const winner = await createMember(db);
    const loser = await createMember(db);
    await fund(db, winner, 100_000n);
    await fund(db, loser, 100_000n);
    const issueNo = '20261126';
    await slips.place(winner, randomUUID(), {
      prizeMode: 'Lott',
      bets: [
        { gameCode: 'VN_MB', issueNo, playType: 'LO2', numbers: ['45'], multiplier: 1, unitStake: '1.00' }, // 8 hits × 97.00
        { gameCode: 'VN_MB', issueNo, playType: 'XIEN2', numbers: ['12', '45'], multiplier: 1, unitStake: '1.00' }, // wins once
        { gameCode: 'VN_MB', issueNo, playType: 'XIEN3', numbers: ['00', '12', '45'], multiplier: 1, unitStake: '1.00' }, // 00 missing
      ],
    });
    await slips.place(loser, randomUUID(), {
      prizeMode: 'Lott',
      bets: [{ gameCode: 'VN_MB', issueNo, playType: 'DE_DB', numbers: ['12'], multiplier: 1, unitStake: '10.00' }],
    });
    const [xienOdds] = await db
      .select({ odds: lotteryBet.oddsCenti })
      .from(lotteryBet)
      .where(and(eq(lotteryBet.memberId, winner), eq(lotteryBet.playType, 'XIEN2')));
    const winnerAfterBets = await mainBalance(winner);

    results.now = () => new Date('2026-11-26T10:00:00Z');
    expect((await refusal(results.enter(ctx(operators[0]), 'VN_MB', issueNo, NORTH_RESULT))).code).toBe('LOTTERY_RESULT_TOO_EARLY');
    results.now = () => AFTER_DRAW;
    const broken = await refusal(results.enter(ctx(operators[0]), 'VN_MB', issueNo, { ...NORTH_RESULT, G7: ['45'] }));
    expect(broken.code).toBe('VALIDATION_FAILED');
    expect(broken.fields).toEqual({ 'prizes.G7': 'INVALID_VALUE' });

    const entry = await results.enter(ctx(operators[0]), 'VN_MB', issueNo, NORTH_RESULT);
    expect((await refusal(results.enter(ctx(operators[1]), 'VN_MB', issueNo, NORTH_RESULT))).code).toBe('LOTTERY_RESULT_PENDING');
    expect((await refusal(results.confirm(ctx(operators[0]), Number(entry.id)))).code).toBe('LOTTERY_RESULT_SAME_OPERATOR');
    expect(await mainBalance(winner)).toBe(winnerAfterBets); // nothing paid before confirmation

    const confirmed = await results.confirm(ctx(operators[1]), Number(entry.id));
    expect(confirmed.settlement).toMatchObject({ settled: true, version: 1 });
    const lo = 8n * 9_700n;
    const xien = BigInt(xienOdds!.odds);
    expect(await mainBalance(winner)).toBe(winnerAfterBets + lo + xien);
    expect(await mainBalance(loser)).toBe(100_000n - 1_000n);
    // Settling again moves nothing.
    const [issue] = await db.select().from(lotteryIssue).where(and(eq(lotteryIssue.gameCode, 'VN_MB'), eq(lotteryIssue.issueNo, issueNo)));
    expect((await t.app.lottery.settlement.settle(issue!.id)).settled).toBe(false);

    // Correction: the special prize was 12312 (and G3's 12312 was 12345): 45 now 8 times still,
    // đề 12 wins, and 12 still appears 6 times.
    const corrected = { ...NORTH_RESULT, DB: ['12312'], G3: ['77889', '90012', '34545', '67878', '12345', '45645'] };
    const fix = await results.enter(ctx(operators[1]), 'VN_MB', issueNo, corrected);
    const second = await results.confirm(ctx(operators[0]), Number(fix.id));
    expect(second.settlement).toMatchObject({ settled: true, version: 2 });
    expect(await mainBalance(loser)).toBe(100_000n - 1_000n + 10n * 9_700n);
    expect(await mainBalance(winner)).toBe(winnerAfterBets + lo + xien);
    const wins = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerTransaction)
      .where(eq(ledgerTransaction.type, 'LOTTERY_WIN'));
    expect(wins[0]!.n).toBeGreaterThanOrEqual(2);
    await expectLedgerSound(db);

    // Void: stakes come back, paid wins are taken back.
    await t.app.ops.change(ctx(operators[0]), 'lottery.issue.void', `lottery_issue:${issue!.id}`, async (tx) => ({
      before: null,
      after: null,
      result: await t.app.lottery.settlement.voidIssue(tx, issue!.id),
    }));
    expect(await mainBalance(loser)).toBe(100_000n);
    expect(await mainBalance(winner)).toBe(100_000n);
    await expectLedgerSound(db);
  });
});

describe('fast draws', () => {
  it('publishes the seed hash before betting, draws once, reveals the seed and pays exactly one sum', async () => {
    const db = t.database.db;
    const slips = t.app.lottery.slips;
    const now = new Date();
    slips.now = () => now;
    const def = gameDef('ELOTT_K3_1')!;
    let window = elottIssueAt(def, now);
    if (window.closesAt.getTime() - now.getTime() < 5_000) window = elottIssueAt(def, window.drawAt);
    const memberId = await createMember(db);
    await fund(db, memberId, 100_000n);
    await t.app.lottery.runJobs(now);
    const [before] = await db
      .select()
      .from(lotteryIssue)
      .where(and(eq(lotteryIssue.gameCode, 'ELOTT_K3_1'), eq(lotteryIssue.issueNo, window.issueNo)));
    expect(before!.serverSeedHash).toBe(serverSeedCommitment(before!.serverSeed!));
    const sums = Array.from({ length: 16 }, (_, i) => String(i + 3));
    await slips.place(memberId, randomUUID(), {
      prizeMode: 'Elott',
      bets: [{ gameCode: 'ELOTT_K3_1', issueNo: window.issueNo, playType: 'K3_SUM', numbers: sums, multiplier: 1, unitStake: '1.00' }],
    });
    const afterBets = await mainBalance(memberId);
    expect(afterBets).toBe(100_000n - 1_600n);

    const at = new Date(window.drawAt.getTime() + 1_000);
    const [one, two] = await Promise.all([t.app.lottery.runJobs(at), t.app.lottery.runJobs(at)]);
    expect(one.drawn + two.drawn).toBeGreaterThanOrEqual(1);
    const [drawn] = await db.select().from(lotteryIssue).where(eq(lotteryIssue.id, before!.id));
    expect(drawn!.status).toBe('settled');
    expect(drawn!.seedRevealedAt).not.toBeNull();
    const outcome = drawIssue('ELOTT_K3', drawn!.serverSeed!, 'ELOTT_K3_1', window.issueNo);
    expect(drawn!.result).toEqual(outcome);
    if (outcome.kind !== 'ELOTT_K3') throw new Error('kind');
    const sum = String(outcome.dice.reduce((a, b) => a + b, 0));
    const bets = await db.select().from(lotteryBet).where(eq(lotteryBet.memberId, memberId));
    expect(bets.filter((b) => b.status === 'won').map((b) => b.selection)).toEqual([sum]);
    const winning = bets.find((b) => b.status === 'won')!;
    expect(await mainBalance(memberId)).toBe(afterBets + winning.payoutMinor);
    expect(winning.payoutMinor).toBe((100n * BigInt(winning.oddsCenti)) / 100n);
    await t.app.lottery.runJobs(at);
    expect(await mainBalance(memberId)).toBe(afterBets + winning.payoutMinor);
    // The house is kept in parts: one row per part in use, never two for the same part.
    const house = await db.select().from(ledgerAccount).where(eq(ledgerAccount.kind, 'LOTTERY_HOUSE'));
    expect(new Set(house.map((a) => a.vendorCode)).size).toBe(house.length);
    await expectLedgerSound(db);
  });
});

describe('agent rebates', () => {
  it('accrues the upline agent its LOTT rebate on a settled lottery bet once, in the settlement', async () => {
    const db = t.database.db;
    const { slips, results, settlement } = t.app.lottery;
    // The North's draw of Friday 27 November (noon in Hanoi, then after the draw).
    slips.now = () => new Date('2026-11-27T05:00:00Z');
    results.now = () => new Date('2026-11-27T11:20:00Z');
    const agent = await createMember(db, { accountType: 1, prefix: 'lra' });
    const bettor = await createMember(db, { accountType: 0, uplineId: agent, prefix: 'lrb' });
    await fund(db, bettor, 100_000n);
    await db.insert(agentRebateRate).values({ memberId: agent, gameType: 'LOTT', rateBp: 100 }); // 1 %
    const issueNo = '20261127';
    await slips.place(bettor, randomUUID(), {
      prizeMode: 'Lott',
      bets: [
        { gameCode: 'VN_MB', issueNo, playType: 'LO2', numbers: ['45'], multiplier: 1, unitStake: '1.00' },
        { gameCode: 'VN_MB', issueNo, playType: 'DE_DB', numbers: ['99'], multiplier: 1, unitStake: '1.00' },
      ],
    });
    const accruals = () => db.select().from(agentRebateAccrual).where(eq(agentRebateAccrual.bettorId, bettor));
    expect(await accruals()).toHaveLength(0); // an open bet earns nothing yet

    const entry = await results.enter(ctx(operators[0]), 'VN_MB', issueNo, NORTH_RESULT);
    expect((await results.confirm(ctx(operators[1]), Number(entry.id))).settlement.settled).toBe(true);
    const [staked] = await db
      .select({ minor: sql<string>`sum(${lotteryBet.stakeMinor})::text` })
      .from(lotteryBet)
      .where(eq(lotteryBet.memberId, bettor));
    const stake = BigInt(staked!.minor);
    const once = [{ earnerId: agent, gameType: 'LOTT', betMinor: stake, rateBp: 100, amountE4: stake * 100n }];
    const shape = async () =>
      (await accruals()).map((a) => ({ earnerId: a.earnerId, gameType: a.gameType, betMinor: a.betMinor, rateBp: a.rateBp, amountE4: a.amountE4 }));
    expect(await shape()).toEqual(once);

    // Settling again, or a corrected result, accrues nothing more.
    const [issue] = await db.select().from(lotteryIssue).where(and(eq(lotteryIssue.gameCode, 'VN_MB'), eq(lotteryIssue.issueNo, issueNo)));
    expect((await settlement.settle(issue!.id)).settled).toBe(false);
    const fix = await results.enter(ctx(operators[1]), 'VN_MB', issueNo, { ...NORTH_RESULT, DB: ['12399'] });
    expect((await results.confirm(ctx(operators[0]), Number(fix.id))).settlement).toMatchObject({ settled: true, version: 2 });
    expect(await shape()).toEqual(once);
    await expectLedgerSound(db);
  });
});
