import { and, desc, eq, sql } from 'drizzle-orm';
import { fromMinor, toMinor } from '@sorte/contracts/common/money';
import type { PrizeMode } from '@sorte/contracts/lottery/games';
import type { PlayType } from '@sorte/contracts/lottery/rules';
import type { Db } from '../../db/client';
import { lotteryExposure, lotteryExposureCap, lotteryGame, lotteryIssue, lotteryOdds } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { AuditContext, OpsService } from '../ops/index';
import { lotteryRepository, rowsOf, windowOf, type IssueRow } from './lottery.repository';
import { issueView } from './queries.service';
import type { SettlementService } from './settlement.service';

const gameOut = (g: typeof lotteryGame.$inferSelect) => ({
  gameCode: g.code,
  name: g.name,
  kind: g.kind,
  gameGroupCode: g.groupCode,
  closeSeconds: g.closeSeconds,
  enabled: g.enabled,
  sort: g.sort,
  maxChaseIssues: g.maxChaseIssues,
});

const oddsOut = (o: typeof lotteryOdds.$inferSelect) => ({
  prizeMode: o.prizeMode as PrizeMode,
  groupCode: o.groupCode,
  playType: o.playType as PlayType,
  selection: o.selection,
  odds: `${Math.floor(o.oddsCenti / 100)}.${String(o.oddsCenti % 100).padStart(2, '0')}`,
  stakeUnits: o.stakeUnits,
  enabled: o.enabled,
});

const oddsCenti = (text: string) => {
  const [units = '0', decimals = ''] = text.split('.');
  return Number(units) * 100 + Number(decimals.padEnd(2, '0'));
};

const opsIssue = (i: IssueRow) => ({ ...issueView(i), id: String(i.id), resultVersion: i.resultVersion, settledVersion: i.settledVersion });

/** The operator's lottery settings and reports; every write is audited (OpsService.change). */
export class LotteryOpsService {
  constructor(
    private readonly db: Db,
    private readonly ops: OpsService,
    private readonly settlement: SettlementService,
  ) {}

  async games() {
    return { games: (await lotteryRepository.games(this.db)).map(gameOut) };
  }

  async patchGame(
    ctx: AuditContext,
    code: string,
    patch: { closeSeconds?: number | undefined; enabled?: boolean | undefined; sort?: number | undefined; maxChaseIssues?: number | undefined },
  ) {
    const before = await lotteryRepository.game(this.db, code);
    if (!before) throw new AppError('GAME_NOT_FOUND');
    return this.ops.change(ctx, 'lottery.game.update', `lottery_game:${code}`, async (tx) => {
      const [after] = await tx
        .update(lotteryGame)
        .set({
          ...(patch.closeSeconds !== undefined ? { closeSeconds: patch.closeSeconds } : {}),
          ...(patch.enabled !== undefined ? { enabled: patch.enabled } : {}),
          ...(patch.sort !== undefined ? { sort: patch.sort } : {}),
          ...(patch.maxChaseIssues !== undefined ? { maxChaseIssues: patch.maxChaseIssues } : {}),
        })
        .where(eq(lotteryGame.code, code))
        .returning();
      return { before: gameOut(before), after: gameOut(after!), result: gameOut(after!) };
    });
  }

  /**
   * Browser tests only (the route exists when NODE_ENV=test): moves an open issue's close and draw
   * time to now, so an official issue's result may be entered at once and the draw job draws an
   * electronic one on its next round instead of at the end of its period.
   */
  async drawNowForTests(gameCode: string, issueNo: string) {
    const game = await lotteryRepository.game(this.db, gameCode);
    const window = game ? windowOf(game, issueNo) : undefined;
    if (!game || !window) throw new AppError('LOTTERY_ISSUE_NOT_FOUND', undefined, { issueNo });
    const issue = await lotteryRepository.ensureIssue(this.db, game, window);
    const now = new Date();
    const [moved] = await this.db
      .update(lotteryIssue)
      .set({ opensAt: sql`least(${lotteryIssue.opensAt}, ${now})`, closesAt: now, drawAt: now })
      .where(and(eq(lotteryIssue.id, issue.id), eq(lotteryIssue.status, 'open')))
      .returning();
    return issueView(moved ?? issue);
  }

  async odds(query: { prizeMode?: PrizeMode | undefined; groupCode?: string | undefined }) {
    const rows = await this.db
      .select()
      .from(lotteryOdds)
      .where(
        and(
          query.prizeMode ? eq(lotteryOdds.prizeMode, query.prizeMode) : undefined,
          query.groupCode ? eq(lotteryOdds.groupCode, query.groupCode) : undefined,
        ),
      )
      .orderBy(lotteryOdds.prizeMode, lotteryOdds.groupCode, lotteryOdds.playType, lotteryOdds.selection);
    return { rows: rows.map(oddsOut) };
  }

  async putOdds(
    ctx: AuditContext,
    rows: { prizeMode: PrizeMode; groupCode: string; playType: PlayType; selection: string; odds: string; stakeUnits: number; enabled: boolean }[],
  ) {
    return this.ops.change(ctx, 'lottery.odds.update', 'lottery_odds', async (tx) => {
      const before = [];
      const after = [];
      for (const [index, row] of rows.entries()) {
        const key = and(
          eq(lotteryOdds.prizeMode, row.prizeMode),
          eq(lotteryOdds.groupCode, row.groupCode),
          eq(lotteryOdds.playType, row.playType),
          eq(lotteryOdds.selection, row.selection),
        );
        const centi = oddsCenti(row.odds);
        if (centi <= 0) throw new AppError('VALIDATION_FAILED', { [`rows.${index}.odds`]: 'INVALID_VALUE' });
        const [old] = await tx.select().from(lotteryOdds).where(key);
        if (!old) throw new AppError('VALIDATION_FAILED', { [`rows.${index}.playType`]: 'INVALID_VALUE' });
        const [updated] = await tx
          .update(lotteryOdds)
          .set({ oddsCenti: centi, stakeUnits: row.stakeUnits, enabled: row.enabled, updatedAt: new Date() })
          .where(key)
          .returning();
        before.push(oddsOut(old));
        after.push(oddsOut(updated!));
      }
      return { before, after, result: { rows: after } };
    });
  }

  async caps() {
    const rows = await this.db.select().from(lotteryExposureCap).orderBy(lotteryExposureCap.gameCode, lotteryExposureCap.playType);
    return { caps: rows.map((c) => ({ gameCode: c.gameCode, playType: c.playType as PlayType, cap: fromMinor(c.capMinor) })) };
  }

  async putCap(ctx: AuditContext, input: { gameCode: string; playType: PlayType; cap: string | null }) {
    if (input.gameCode !== '*' && !(await lotteryRepository.game(this.db, input.gameCode))) throw new AppError('GAME_NOT_FOUND');
    return this.ops.change(ctx, 'lottery.cap.update', `lottery_exposure_cap:${input.gameCode}:${input.playType}`, async (tx) => {
      const key = and(eq(lotteryExposureCap.gameCode, input.gameCode), eq(lotteryExposureCap.playType, input.playType));
      const [old] = await tx.select().from(lotteryExposureCap).where(key);
      if (input.cap === null) await tx.delete(lotteryExposureCap).where(key);
      else {
        const capMinor = toMinor(input.cap);
        if (capMinor < 0n) throw new AppError('VALIDATION_FAILED', { cap: 'INVALID_VALUE' });
        await tx
          .insert(lotteryExposureCap)
          .values({ gameCode: input.gameCode, playType: input.playType, capMinor })
          .onConflictDoUpdate({ target: [lotteryExposureCap.gameCode, lotteryExposureCap.playType], set: { capMinor, updatedAt: new Date() } });
      }
      return { before: old ? fromMinor(old.capMinor) : null, after: input.cap, result: input };
    });
  }

  async issues(query: { gameCode?: string | undefined; status?: string | undefined; limit: number }) {
    const rows = await this.db
      .select()
      .from(lotteryIssue)
      .where(and(query.gameCode ? eq(lotteryIssue.gameCode, query.gameCode) : undefined, query.status ? eq(lotteryIssue.status, query.status) : undefined))
      .orderBy(desc(lotteryIssue.drawAt))
      .limit(query.limit);
    return { list: rows.map(opsIssue) };
  }

  private async issue(id: number): Promise<IssueRow> {
    const issue = await lotteryRepository.issueById(this.db, id);
    if (!issue) throw new AppError('NOT_FOUND');
    return issue;
  }

  async report(id: number) {
    const issue = await this.issue(id);
    const [totals] = await rowsOf<{ bets: number; players: number; winners: number; turnover: string; payout: string; cancelled: string }>(
      this.db,
      sql`select count(*) filter (where status in ('open', 'won', 'lost'))::int as bets,
                 count(distinct member_id) filter (where status in ('open', 'won', 'lost'))::int as players,
                 count(*) filter (where status = 'won')::int as winners,
                 coalesce(sum(stake_minor) filter (where status in ('open', 'won', 'lost')), 0)::text as turnover,
                 coalesce(sum(payout_minor) filter (where status in ('won', 'lost')), 0)::text as payout,
                 coalesce(sum(stake_minor) filter (where status = 'cancelled'), 0)::text as cancelled
          from lottery_bet where issue_id = ${id} and not demo`,
    );
    const liability = await this.db
      .select()
      .from(lotteryExposure)
      .where(and(eq(lotteryExposure.issueId, id), sql`${lotteryExposure.liabilityMinor} > 0`))
      .orderBy(desc(lotteryExposure.liabilityMinor))
      .limit(50);
    const turnover = BigInt(totals?.turnover ?? '0');
    const payout = BigInt(totals?.payout ?? '0');
    return {
      issue: opsIssue(issue),
      bets: totals?.bets ?? 0,
      players: totals?.players ?? 0,
      winners: totals?.winners ?? 0,
      turnover: fromMinor(turnover),
      payout: fromMinor(payout),
      hold: fromMinor(turnover - payout),
      cancelled: fromMinor(BigInt(totals?.cancelled ?? '0')),
      unrecovered: fromMinor(issue.unrecoveredMinor),
      liability: liability.map((l) => ({ playType: l.playType, selection: l.selection, liability: fromMinor(l.liabilityMinor) })),
    };
  }

  async voidIssue(ctx: AuditContext, id: number) {
    const issue = await this.issue(id);
    return this.ops.change(ctx, 'lottery.issue.void', `lottery_issue:${id}`, async (tx) => {
      const result = await this.settlement.voidIssue(tx, id);
      return { before: { status: issue.status }, after: { status: 'void', ...result }, result };
    });
  }

  async settle(ctx: AuditContext, id: number) {
    const issue = await this.issue(id);
    const report = await this.settlement.settle(id);
    await this.ops.change(ctx, 'lottery.issue.settle', `lottery_issue:${id}`, async () => ({
      before: { status: issue.status, settledVersion: issue.settledVersion },
      after: report,
      result: null,
    }));
    return report;
  }
}
