import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { fromMinor } from '@sorte/contracts/common/money';
import {
  MAX_LINE_MULTIPLIER,
  chaseFactors,
  chasePlanFits,
  type ChasePlan,
} from '@sorte/contracts/lottery/chase';
import type { BetStatus } from '@sorte/contracts/lottery/routes';
import type { PlayType } from '@sorte/contracts/lottery/rules';
import { linePayout } from '@sorte/contracts/lottery/rules';
import { upcomingIssues } from '@sorte/contracts/lottery/schedule';
import type { Db, Tx } from '../../db/client';
import {
  lotteryBet,
  lotteryChase,
  lotteryExposure,
  lotteryIssue,
  lotterySlip,
} from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { housePart, ledgerCurrency, moneyTransaction, post } from '../ledger/index';
import { defOf, lotteryRepository, type Executor } from './lottery.repository';
import { houseSpec, mainSpec, type PlaceSlipInput, type SlipBetInput } from './slip.service';

/** A chase as the player asks for it (contracts `ChaseBodySchema`). */
export interface ChaseInput {
  issues: number;
  plan: ChasePlan;
  winStop: boolean;
}

type BetRow = typeof lotteryBet.$inferSelect;
type ChaseRow = typeof lotteryChase.$inferSelect;

/**
 * The bets a chase stands for: the slip's bets (one game, no issue named) on each of the next
 * `issues` issues open for betting, each bet's multiplier times the plan's factor there. Refused
 * (nothing changes) when the slip mixes games or names issues, when the chase is longer than the
 * game's limit, or when the plan takes a line past the highest multiplier.
 */
export async function expandChase(
  tx: Executor,
  input: PlaceSlipInput,
  now: Date,
): Promise<{ gameCode: string; bets: SlipBetInput[] }> {
  const chase = input.chase!;
  const codes = new Set(input.bets.map((b) => b.gameCode));
  if (codes.size !== 1 || input.bets.some((b) => b.issueNo))
    throw new AppError('LOTTERY_CHASE_ONE_GAME', { bets: 'INVALID_VALUE' });
  const game = await lotteryRepository.game(tx, input.bets[0]!.gameCode);
  const def = game ? defOf(game.code) : undefined;
  if (!game || !def) throw new AppError('GAME_NOT_FOUND');
  if (!game.enabled) throw new AppError('GAME_DISABLED');
  if (chase.issues > game.maxChaseIssues) {
    throw new AppError(
      'LOTTERY_CHASE_TOO_LONG',
      { 'chase.issues': 'INVALID_VALUE' },
      { max: game.maxChaseIssues },
    );
  }
  const highest = Math.max(...input.bets.map((b) => b.multiplier));
  if (!chasePlanFits(chase.plan, chase.issues, highest)) {
    throw new AppError(
      'LOTTERY_CHASE_MULTIPLIER_TOO_HIGH',
      { 'chase.plan': 'INVALID_VALUE' },
      { max: MAX_LINE_MULTIPLIER },
    );
  }
  const windows = upcomingIssues(def, now, chase.issues + 1, game.closeSeconds)
    .filter((w) => now < w.closesAt)
    .slice(0, chase.issues);
  if (windows.length < chase.issues)
    throw new AppError('LOTTERY_ISSUE_NOT_FOUND', undefined, { issueNo: '' });
  const factors = chaseFactors(chase.plan, chase.issues);
  const bets = windows.flatMap((w, i) =>
    input.bets.map((b) => ({
      ...b,
      issueNo: w.issueNo,
      multiplier: b.multiplier * factors[i]!,
      chaseFactor: factors[i]!,
    })),
  );
  return { gameCode: game.code, bets };
}

/** Writes the chase row of a slip being placed (same transaction) and answers its id. */
export async function recordChase(
  tx: Tx,
  row: { slipId: number; memberId: number; gameCode: string; chase: ChaseInput },
): Promise<number> {
  const chaseNo = `C${randomBytes(9)
    .toString('base64url')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '7')}`;
  const [inserted] = await tx
    .insert(lotteryChase)
    .values({
      chaseNo,
      slipId: row.slipId,
      memberId: row.memberId,
      gameCode: row.gameCode,
      issueCount: row.chase.issues,
      plan: row.chase.plan,
      winStop: row.chase.winStop,
    })
    .returning({ id: lotteryChase.id });
  return inserted!.id;
}

/** Takes cancelled lines off their numbers' liability (what one hit of each would have paid). */
export async function releaseExposure(tx: Tx, bets: BetRow[]): Promise<void> {
  for (const bet of bets) {
    await tx
      .update(lotteryExposure)
      .set({
        liabilityMinor: sql`greatest(${lotteryExposure.liabilityMinor} - ${linePayout(bet.unitStakeMinor, bet.multiplier, bet.oddsCenti, 1)}, 0)`,
      })
      .where(
        and(
          eq(lotteryExposure.issueId, bet.issueId),
          eq(lotteryExposure.playType, bet.playType),
          eq(lotteryExposure.selection, bet.selection),
        ),
      );
  }
}

/** The chase's open lines whose issue still takes bets (the ones a cancel or a win stop may refund). */
async function cancellableLines(
  tx: Tx,
  chaseId: number,
  now: Date,
): Promise<Array<{ bet: BetRow; issueNo: string }>> {
  return tx
    .select({ bet: lotteryBet, issueNo: lotteryIssue.issueNo })
    .from(lotteryBet)
    .innerJoin(lotteryIssue, eq(lotteryIssue.id, lotteryBet.issueId))
    .where(
      and(
        eq(lotteryBet.chaseId, chaseId),
        eq(lotteryBet.status, 'open'),
        eq(lotteryIssue.status, 'open'),
        sql`${lotteryIssue.closesAt} > ${now}`,
      ),
    )
    .orderBy(lotteryBet.id)
    .for('update', { of: lotteryBet });
}

/**
 * Cancels lines of a chase and refunds their stakes in one LOTTERY_REFUND posting (the caller's
 * transaction), then releases their exposure. Answers the refund and the issues touched.
 */
async function refundLines(
  tx: Tx,
  chase: ChaseRow,
  lines: Array<{ bet: BetRow; issueNo: string }>,
  posting: { scope: string; key: string; currency: string; metadata: Record<string, unknown> },
  now: Date,
): Promise<{ refund: bigint; issues: string[]; replayed: boolean }> {
  if (lines.length === 0) return { refund: 0n, issues: [], replayed: true };
  const demo = lines[0]!.bet.demo;
  const refund = lines.reduce((sum, l) => sum + l.bet.stakeMinor, 0n);
  const house = housePart(houseSpec(posting.currency, demo), chase.memberId);
  const main = mainSpec(chase.memberId, posting.currency, demo);
  const ids = lines.map((l) => l.bet.id);
  const posted = await post(tx, {
    type: 'LOTTERY_REFUND',
    scope: posting.scope,
    key: posting.key,
    request: { chase: chase.id, cancel: ids },
    memberId: chase.memberId,
    reference: `chase:${chase.chaseNo}`,
    metadata: { chaseNo: chase.chaseNo, bets: ids, ...posting.metadata },
    currency: posting.currency,
    demo,
    accounts: [house, main],
    legs: (locked) => [
      { accountId: locked.of(house).id, amount: -refund },
      { accountId: locked.of(main).id, amount: refund },
    ],
  });
  await tx
    .update(lotteryBet)
    .set({ status: 'cancelled', settledAt: now })
    .where(inArray(lotteryBet.id, ids));
  await releaseExposure(
    tx,
    lines.map((l) => l.bet),
  );
  return { refund, issues: [...new Set(lines.map((l) => l.issueNo))], replayed: posted.replayed };
}

/**
 * The win stop, run inside the transaction that settles an issue: every running chase with
 * `win_stop` that has a won line on the issue is marked won, and its lines on issues that still
 * take bets are cancelled and refunded (one LOTTERY_REFUND per chase, key
 * `lottery:chase-stop:<chase>:<issue>`). The chase row is locked and its status checked, so two
 * settlement runs stop a chase once; a later correction of the result does not restart it.
 */
export async function stopWonChases(
  tx: Tx,
  issueId: number,
  now: Date,
  currency: string,
): Promise<number> {
  const won = await tx
    .selectDistinct({ id: lotteryChase.id })
    .from(lotteryChase)
    .innerJoin(lotteryBet, eq(lotteryBet.chaseId, lotteryChase.id))
    .where(
      and(
        eq(lotteryBet.issueId, issueId),
        eq(lotteryBet.status, 'won'),
        eq(lotteryChase.winStop, true),
        eq(lotteryChase.status, 'running'),
      ),
    );
  let stopped = 0;
  for (const { id } of won.sort((a, b) => a.id - b.id)) {
    const [chase] = await tx
      .select()
      .from(lotteryChase)
      .where(eq(lotteryChase.id, id))
      .for('update');
    if (!chase || chase.status !== 'running') continue;
    const lines = await cancellableLines(tx, chase.id, now);
    await refundLines(
      tx,
      chase,
      lines,
      {
        scope: 'system',
        key: `lottery:chase-stop:${chase.id}:${issueId}`,
        currency,
        metadata: { winStop: true, issueId },
      },
      now,
    );
    await tx
      .update(lotteryChase)
      .set({ status: 'won', stoppedAt: now })
      .where(eq(lotteryChase.id, chase.id));
    stopped += 1;
  }
  return stopped;
}

export interface ChaseView {
  chaseNo: string;
  slipNo: string;
  gameCode: string;
  prizeMode: string;
  plan: ChasePlan;
  winStop: boolean;
  status: 'running' | 'finished' | 'won' | 'cancelled';
  total: string;
  refunded: string;
  payout: string;
  createdAt: string;
  bets: Array<{ playType: PlayType; numbers: string[]; multiplier: number; unitStake: string }>;
  issues: Array<{
    issueNo: string;
    factor: number;
    stake: string;
    payout: string;
    status: BetStatus;
    closesAt: string;
    drawAt: string;
  }>;
}

/** An issue's status from its lines: won beats open beats lost; all cancelled or all void otherwise. */
function issueStatus(statuses: string[]): BetStatus {
  if (statuses.includes('won')) return 'won';
  if (statuses.includes('open')) return 'open';
  if (statuses.includes('lost')) return 'lost';
  if (statuses.every((s) => s === 'void')) return 'void';
  return 'cancelled';
}

/** The player's chases: list with each issue's stake and status, and cancelling the rest of a chase. */
export class ChaseService {
  /** The clock (tests move it). */
  now: () => Date = () => new Date();

  constructor(private readonly db: Db) {}

  async list(memberId: number, query: { pageNo: number; pageSize: number }) {
    const [count] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(lotteryChase)
      .where(eq(lotteryChase.memberId, memberId));
    const chases = await this.db
      .select({ chase: lotteryChase, slip: lotterySlip })
      .from(lotteryChase)
      .innerJoin(lotterySlip, eq(lotterySlip.id, lotteryChase.slipId))
      .where(eq(lotteryChase.memberId, memberId))
      .orderBy(desc(lotteryChase.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize);
    const ids = chases.map((c) => c.chase.id);
    const lines = ids.length
      ? await this.db
          .select({
            bet: lotteryBet,
            issue: {
              issueNo: lotteryIssue.issueNo,
              closesAt: lotteryIssue.closesAt,
              drawAt: lotteryIssue.drawAt,
            },
          })
          .from(lotteryBet)
          .innerJoin(lotteryIssue, eq(lotteryIssue.id, lotteryBet.issueId))
          .where(inArray(lotteryBet.chaseId, ids))
          .orderBy(asc(lotteryIssue.drawAt), asc(lotteryBet.id))
      : [];
    const total = Number(count?.n ?? 0);
    return {
      list: chases.map(({ chase, slip }) =>
        this.view(
          chase,
          slip,
          lines.filter((l) => l.bet.chaseId === chase.id),
        ),
      ),
      totalPages: Math.ceil(total / query.pageSize),
      total,
    };
  }

  private view(
    chase: ChaseRow,
    slip: typeof lotterySlip.$inferSelect,
    lines: Array<{ bet: BetRow; issue: { issueNo: string; closesAt: Date; drawAt: Date } }>,
  ): ChaseView {
    const byIssue = new Map<string, typeof lines>();
    for (const line of lines)
      byIssue.set(line.issue.issueNo, [...(byIssue.get(line.issue.issueNo) ?? []), line]);
    const sum = (rows: typeof lines, pick: (b: BetRow) => bigint) =>
      rows.reduce((s, r) => s + pick(r.bet), 0n);
    const first = [...byIssue.values()][0] ?? [];
    const open = lines.some((l) => l.bet.status === 'open');
    return {
      chaseNo: chase.chaseNo,
      slipNo: slip.slipNo,
      gameCode: chase.gameCode,
      prizeMode: slip.prizeMode,
      plan: chase.plan as unknown as ChasePlan,
      winStop: chase.winStop,
      status:
        chase.status === 'running'
          ? open
            ? 'running'
            : 'finished'
          : (chase.status as 'won' | 'cancelled'),
      total: fromMinor(slip.totalMinor),
      refunded: fromMinor(
        sum(
          lines.filter((l) => l.bet.status === 'cancelled' || l.bet.status === 'void'),
          (b) => b.stakeMinor,
        ),
      ),
      payout: fromMinor(sum(lines, (b) => b.payoutMinor)),
      createdAt: chase.createdAt.toISOString(),
      bets: first.map((l) => ({
        playType: l.bet.playType as PlayType,
        numbers: l.bet.numbers,
        multiplier: Math.round(l.bet.multiplier / (l.bet.chaseFactor ?? 1)),
        unitStake: fromMinor(l.bet.unitStakeMinor),
      })),
      issues: [...byIssue.values()].map((rows) => ({
        issueNo: rows[0]!.issue.issueNo,
        factor: rows[0]!.bet.chaseFactor ?? 1,
        stake: fromMinor(sum(rows, (b) => b.stakeMinor)),
        payout: fromMinor(sum(rows, (b) => b.payoutMinor)),
        status: issueStatus(rows.map((r) => r.bet.status)),
        closesAt: rows[0]!.issue.closesAt.toISOString(),
        drawAt: rows[0]!.issue.drawAt.toISOString(),
      })),
    };
  }

  /**
   * Cancels the chase's lines on every issue that still takes bets and refunds them in one
   * LOTTERY_REFUND (key = the Idempotency-Key in scope member:<id>); lines on closed issues stay
   * and are settled as usual. The same request again refunds nothing more. A chase stopped by a
   * win, or with nothing left to cancel, is 409 LOTTERY_CHASE_NOT_CANCELLABLE.
   */
  async cancel(memberId: number, key: string, chaseNo: string) {
    const currency = await ledgerCurrency(this.db);
    return moneyTransaction(this.db, async (tx) => {
      const now = this.now();
      const [chase] = await tx
        .select()
        .from(lotteryChase)
        .where(and(eq(lotteryChase.chaseNo, chaseNo), eq(lotteryChase.memberId, memberId)))
        .for('update');
      if (!chase) throw new AppError('LOTTERY_CHASE_NOT_FOUND');
      const lines = await cancellableLines(tx, chase.id, now);
      if (lines.length === 0) {
        if (chase.status === 'cancelled')
          return { result: { chaseNo, cancelledIssues: [], refund: '0.00' }, replayed: true };
        throw new AppError('LOTTERY_CHASE_NOT_CANCELLABLE');
      }
      if (chase.status === 'won') throw new AppError('LOTTERY_CHASE_NOT_CANCELLABLE');
      const done = await refundLines(
        tx,
        chase,
        lines,
        { scope: `member:${memberId}`, key, currency, metadata: { cancelled: true } },
        now,
      );
      await tx
        .update(lotteryChase)
        .set({ status: 'cancelled', stoppedAt: now })
        .where(eq(lotteryChase.id, chase.id));
      return {
        result: { chaseNo, cancelledIssues: done.issues, refund: fromMinor(done.refund) },
        replayed: false,
      };
    });
  }
}
