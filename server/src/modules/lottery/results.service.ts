import { and, eq, sql } from 'drizzle-orm';
import type { FieldRule } from '@sorte/contracts/common/errors';
import { layoutOfGame } from '@sorte/contracts/lottery/games';
import { checkVnResult } from '@sorte/contracts/lottery/rules';
import type { Db } from '../../db/client';
import { lotteryIssue, lotteryResultEntry } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { AuditContext, OpsService } from '../ops/index';
import { defOf, lotteryRepository, windowOf } from './lottery.repository';
import type { SettlementService } from './settlement.service';

export interface ResultEntryView {
  id: string;
  gameCode: string;
  issueNo: string;
  prizes: Record<string, string[]>;
  status: 'pending' | 'confirmed' | 'rejected';
  /** Who entered it: an operator, or the results feed (then any operator may confirm it). */
  source: 'operator' | 'feed';
  enteredBy: string | null;
  enteredAt: string;
  confirmedBy: string | null;
  confirmedAt: string | null;
}

const view = (row: typeof lotteryResultEntry.$inferSelect, gameCode: string, issueNo: string): ResultEntryView => ({
  id: String(row.id),
  gameCode,
  issueNo,
  prizes: row.prizes,
  status: row.status as ResultEntryView['status'],
  source: row.source as ResultEntryView['source'],
  enteredBy: row.enteredBy === null ? null : String(row.enteredBy),
  enteredAt: row.enteredAt.toISOString(),
  confirmedBy: row.confirmedBy === null ? null : String(row.confirmedBy),
  confirmedAt: row.confirmedAt?.toISOString() ?? null,
});

/**
 * Results of the VN official draws: one operator enters the prize table, a second operator
 * confirms it (the same operator is refused: four eyes), and only then it becomes the issue's
 * result and the issue settles. A confirmed entry for an issue that already has a result is a
 * correction: the result version goes up and settlement re-runs, moving only the differences.
 * Every step is audited (OpsService.change).
 */
export class ResultsService {
  /** The clock (tests move it). */
  now: () => Date = () => new Date();

  constructor(
    private readonly db: Db,
    private readonly ops: OpsService,
    private readonly settlement: SettlementService,
  ) {}

  async enter(ctx: AuditContext, gameCode: string, issueNo: string, prizes: Record<string, string[]>): Promise<ResultEntryView> {
    const game = await lotteryRepository.game(this.db, gameCode);
    const def = defOf(gameCode);
    if (!game || !def || def.kind !== 'VN') throw new AppError('GAME_NOT_FOUND');
    const window = windowOf(game, issueNo);
    if (!window) throw new AppError('LOTTERY_ISSUE_NOT_FOUND', undefined, { issueNo });
    const problems = checkVnResult(layoutOfGame(def)!, prizes);
    if (Object.keys(problems).length) {
      const fields: Record<string, FieldRule> = {};
      for (const [tier, problem] of Object.entries(problems)) {
        fields[`prizes.${tier}`] = problem === 'REQUIRED' ? 'REQUIRED' : problem === 'UNKNOWN_TIER' ? 'UNKNOWN_FIELD' : 'INVALID_VALUE';
      }
      throw new AppError('VALIDATION_FAILED', fields);
    }
    const issue = await lotteryRepository.ensureIssue(this.db, game, window);
    // The issue row's draw time (the schedule's, unless a browser test's hook moved it).
    if (this.now() < issue.drawAt) throw new AppError('LOTTERY_RESULT_TOO_EARLY', undefined, { issueNo });
    if (issue.status === 'void') throw new AppError('LOTTERY_ISSUE_CLOSED', undefined, { issueNo });
    return this.ops.change(ctx, 'lottery.result.enter', `lottery_issue:${issue.id}`, async (tx) => {
      const inserted = await tx
        .insert(lotteryResultEntry)
        .values({ issueId: issue.id, prizes, enteredBy: ctx.operatorId })
        .onConflictDoNothing()
        .returning();
      if (!inserted[0]) throw new AppError('LOTTERY_RESULT_PENDING');
      return { before: issue.result, after: prizes, result: view(inserted[0], gameCode, issueNo) };
    });
  }

  private async pendingEntry(entryId: number) {
    const [row] = await this.db
      .select({ entry: lotteryResultEntry, gameCode: lotteryIssue.gameCode, issueNo: lotteryIssue.issueNo })
      .from(lotteryResultEntry)
      .innerJoin(lotteryIssue, eq(lotteryIssue.id, lotteryResultEntry.issueId))
      .where(eq(lotteryResultEntry.id, entryId));
    if (!row) throw new AppError('NOT_FOUND');
    if (row.entry.status !== 'pending') throw new AppError('LOTTERY_RESULT_NOT_PENDING');
    return row;
  }

  /** Confirms a pending entry (a second operator), makes it the issue's result and settles. */
  async confirm(ctx: AuditContext, entryId: number) {
    const { entry, gameCode, issueNo } = await this.pendingEntry(entryId);
    if (entry.enteredBy === ctx.operatorId) throw new AppError('LOTTERY_RESULT_SAME_OPERATOR');
    const now = this.now();
    const confirmed = await this.ops.change(ctx, 'lottery.result.confirm', `lottery_issue:${entry.issueId}`, async (tx) => {
      const rows = await tx
        .update(lotteryResultEntry)
        .set({ status: 'confirmed', confirmedBy: ctx.operatorId, confirmedAt: now })
        .where(and(eq(lotteryResultEntry.id, entryId), eq(lotteryResultEntry.status, 'pending')))
        .returning();
      if (!rows[0]) throw new AppError('LOTTERY_RESULT_NOT_PENDING');
      const issue = await lotteryRepository.issueById(tx, entry.issueId, { forUpdate: true });
      if (!issue || issue.status === 'void') throw new AppError('LOTTERY_ISSUE_CLOSED', undefined, { issueNo });
      const result = { kind: 'VN', prizes: entry.prizes };
      await tx
        .update(lotteryIssue)
        .set({ status: 'drawn', result, resultVersion: sql`${lotteryIssue.resultVersion} + 1`, drawnAt: now })
        .where(eq(lotteryIssue.id, issue.id));
      return { before: issue.result, after: result, result: view(rows[0], gameCode, issueNo) };
    });
    const settlement = await this.settlement.settle(entry.issueId, now);
    return { entry: confirmed, settlement };
  }

  async reject(ctx: AuditContext, entryId: number): Promise<ResultEntryView> {
    const { entry, gameCode, issueNo } = await this.pendingEntry(entryId);
    return this.ops.change(ctx, 'lottery.result.reject', `lottery_issue:${entry.issueId}`, async (tx) => {
      const rows = await tx
        .update(lotteryResultEntry)
        .set({ status: 'rejected', confirmedBy: ctx.operatorId, confirmedAt: this.now() })
        .where(and(eq(lotteryResultEntry.id, entryId), eq(lotteryResultEntry.status, 'pending')))
        .returning();
      if (!rows[0]) throw new AppError('LOTTERY_RESULT_NOT_PENDING');
      return { before: entry.prizes, after: null, result: view(rows[0], gameCode, issueNo) };
    });
  }

  /** Entries of an issue, newest first. */
  async entries(gameCode: string, issueNo: string): Promise<ResultEntryView[]> {
    const issue = await lotteryRepository.issue(this.db, gameCode, issueNo);
    if (!issue) return [];
    const rows = await this.db
      .select()
      .from(lotteryResultEntry)
      .where(eq(lotteryResultEntry.issueId, issue.id))
      .orderBy(sql`${lotteryResultEntry.id} desc`);
    return rows.map((r) => view(r, gameCode, issueNo));
  }
}
