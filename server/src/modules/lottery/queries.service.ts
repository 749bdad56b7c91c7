import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Locale } from '@sorte/contracts/common/locale';
import { PRIZE_MODE_KINDS, type GameKind, type PrizeMode } from '@sorte/contracts/lottery/games';
import { issueClientSeed } from '@sorte/contracts/lottery/draw';
import { GROUP_CODES, GROUP_LABELS, type BetStatus, type GroupCode } from '@sorte/contracts/lottery/routes';
import { hitTable, lineHits, selectionValues, type DrawOutcome, type PlayType } from '@sorte/contracts/lottery/rules';
import { vnInstant } from '@sorte/contracts/lottery/schedule';
import type { Db } from '../../db/client';
import { lotteryBet, lotteryChase, lotteryIssue, lotterySlip } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { currentWindow, lotteryRepository, type GameRow, type IssueRow } from './lottery.repository';
import { betView } from './slip.service';

export const gameView = (g: GameRow) => ({
  gameCode: g.code,
  name: g.name,
  kind: g.kind as GameKind,
  gameGroupCode: g.groupCode as GroupCode,
  region: (g.region ?? null) as 'NORTH' | 'CENTRAL' | 'SOUTH' | null,
  province: g.province ?? null,
  intervalMinutes: g.intervalMinutes ?? null,
  maxChaseIssues: g.maxChaseIssues,
});

export const issueView = (i: IssueRow) => ({
  gameCode: i.gameCode,
  issueNo: i.issueNo,
  opensAt: i.opensAt.toISOString(),
  closesAt: i.closesAt.toISOString(),
  drawAt: i.drawAt.toISOString(),
  status: i.status as 'open' | 'drawn' | 'settled' | 'void',
  serverSeedHash: i.serverSeedHash,
  // A result is public once it is in force (drawn, settled; a voided issue keeps its last one).
  result: (i.result as DrawOutcome | null) ?? null,
});

const DEFAULT_TREND: Record<GameKind, PlayType> = { VN: 'LO2', ELOTT_VN: 'LO2', ELOTT_SSC: 'SSC_POS1', ELOTT_K3: 'K3_SUM' };

/** The lottery's read side for players: menus, issues, results, trends, fairness, my bets. */
export class LotteryQueries {
  now: () => Date = () => new Date();

  constructor(private readonly db: Db) {}

  private async listedGames(mode: PrizeMode): Promise<GameRow[]> {
    const kinds = PRIZE_MODE_KINDS[mode];
    return (await lotteryRepository.games(this.db)).filter((g) => g.enabled && kinds.includes(g.kind as GameKind));
  }

  private async game(code: string): Promise<GameRow> {
    const game = await lotteryRepository.game(this.db, code);
    if (!game) throw new AppError('GAME_NOT_FOUND');
    if (!game.enabled) throw new AppError('GAME_DISABLED');
    return game;
  }

  async gameMenu(locale: Locale, mode: PrizeMode) {
    const games = await this.listedGames(mode);
    const lang = locale;
    return {
      gameMenus: GROUP_CODES.map((code) => ({
        gameGroupCode: code,
        labelName: GROUP_LABELS[code][lang] ?? GROUP_LABELS[code].en,
        games: games.filter((g) => g.groupCode === code).map(gameView),
      })).filter((m) => m.games.length > 0),
    };
  }

  private async lastDrawn(gameCode: string): Promise<IssueRow | undefined> {
    const [row] = await this.db
      .select()
      .from(lotteryIssue)
      .where(and(eq(lotteryIssue.gameCode, gameCode), inArray(lotteryIssue.status, ['drawn', 'settled'])))
      .orderBy(desc(lotteryIssue.drawAt))
      .limit(1);
    return row;
  }

  async current(gameCode: string) {
    const game = await this.game(gameCode);
    const now = this.now();
    const window = currentWindow(game, now);
    const current = window ? await lotteryRepository.ensureIssue(this.db, game, window) : undefined;
    const last = await this.lastDrawn(game.code);
    return {
      game: gameView(game),
      current: current ? issueView(current) : null,
      last: last ? issueView(last) : null,
      serverTime: now.toISOString(),
    };
  }

  async lotteryList(mode: PrizeMode) {
    const games = await this.listedGames(mode);
    const now = this.now();
    const out = [];
    for (const game of games) {
      const window = currentWindow(game, now);
      const current = window ? await lotteryRepository.ensureIssue(this.db, game, window) : undefined;
      const last = await this.lastDrawn(game.code);
      out.push({ ...gameView(game), current: current ? issueView(current) : null, last: last ? issueView(last) : null });
    }
    return { games: out, serverTime: now.toISOString() };
  }

  async recent(memberId: number) {
    const rows = await this.db
      .select({ gameCode: lotteryBet.gameCode, last: sql<Date>`max(${lotteryBet.createdAt})` })
      .from(lotteryBet)
      .where(eq(lotteryBet.memberId, memberId))
      .groupBy(lotteryBet.gameCode)
      .orderBy(sql`max(${lotteryBet.createdAt}) desc`)
      .limit(20);
    const games = new Map((await lotteryRepository.games(this.db)).map((g) => [g.code, g]));
    return {
      list: rows.flatMap((r) => {
        const game = games.get(r.gameCode);
        return game ? [{ ...gameView(game), lastBetAt: new Date(r.last).toISOString() }] : [];
      }),
    };
  }

  async popular(mode: PrizeMode, count: number) {
    const games = await this.listedGames(mode);
    const since = new Date(this.now().getTime() - 7 * 86_400_000);
    const rows = await this.db
      .select({ gameCode: lotteryBet.gameCode, n: sql<number>`count(distinct ${lotteryBet.slipId})::int` })
      .from(lotteryBet)
      .where(gte(lotteryBet.createdAt, since))
      .groupBy(lotteryBet.gameCode);
    const bets = new Map(rows.map((r) => [r.gameCode, Number(r.n)]));
    return {
      list: games
        .map((g) => ({ ...gameView(g), bets: bets.get(g.code) ?? 0 }))
        .sort((a, b) => b.bets - a.bets)
        .slice(0, count),
    };
  }

  private async drawnIssues(gameCode: string, count: number): Promise<IssueRow[]> {
    return this.db
      .select()
      .from(lotteryIssue)
      .where(and(eq(lotteryIssue.gameCode, gameCode), inArray(lotteryIssue.status, ['drawn', 'settled'])))
      .orderBy(desc(lotteryIssue.drawAt))
      .limit(count);
  }

  async opened(gameCode: string, count: number) {
    const game = await this.game(gameCode);
    return { gameCode: game.code, list: (await this.drawnIssues(game.code, count)).map(issueView) };
  }

  async results(date: string, filter: { gameCode?: string | undefined; gameGroupCode?: string | undefined }) {
    const from = vnInstant(date, 0, 0);
    const to = new Date(from.getTime() + 86_400_000);
    const games = new Map((await lotteryRepository.games(this.db)).map((g) => [g.code, g]));
    const rows = await this.db
      .select()
      .from(lotteryIssue)
      .where(
        and(
          gte(lotteryIssue.drawAt, from),
          lt(lotteryIssue.drawAt, to),
          inArray(lotteryIssue.status, ['drawn', 'settled']),
          filter.gameCode ? eq(lotteryIssue.gameCode, filter.gameCode) : undefined,
        ),
      )
      .orderBy(desc(lotteryIssue.drawAt))
      .limit(2000);
    return {
      date,
      list: rows
        .filter((r) => !filter.gameGroupCode || games.get(r.gameCode)?.groupCode === filter.gameGroupCode)
        .map((r) => ({ ...issueView(r), name: games.get(r.gameCode)?.name ?? r.gameCode })),
    };
  }

  async trends(gameCode: string, playType: PlayType | undefined, count: number) {
    const game = await this.game(gameCode);
    const type = playType ?? DEFAULT_TREND[game.kind as GameKind];
    const values = selectionValues(type);
    if (values.length === 0 || values.length > 1000) throw new AppError('LOTTERY_PLAY_TYPE_UNAVAILABLE', { playType: 'INVALID_VALUE' });
    const issues = await this.drawnIssues(game.code, count);
    const frequency = new Map<string, number>();
    const absent = new Map<string, number>();
    issues.forEach((issue, index) => {
      const table = hitTable(issue.result as unknown as DrawOutcome);
      for (const value of values) {
        const hits = lineHits(type, [value], table);
        if (hits > 0) {
          frequency.set(value, (frequency.get(value) ?? 0) + hits);
          if (!absent.has(value)) absent.set(value, index);
        }
      }
    });
    return {
      gameCode: game.code,
      playType: type,
      issues: issues.map((i) => i.issueNo),
      numbers: values.map((value) => ({ value, frequency: frequency.get(value) ?? 0, absent: absent.get(value) ?? issues.length })),
    };
  }

  async fairness(gameCode: string, issueNo: string) {
    const issue = await lotteryRepository.issue(this.db, gameCode, issueNo);
    if (!issue?.serverSeedHash) throw new AppError('LOTTERY_ISSUE_NOT_FOUND', undefined, { issueNo });
    const revealed = issue.seedRevealedAt !== null;
    return {
      gameCode,
      issueNo,
      serverSeedHash: issue.serverSeedHash,
      serverSeed: revealed ? issue.serverSeed : null,
      clientSeed: issueClientSeed(gameCode, issueNo),
      nonce: 0 as const,
      result: revealed ? ((issue.result as DrawOutcome | null) ?? null) : null,
    };
  }

  async myBets(memberId: number, query: { status?: BetStatus | undefined; gameCode?: string | undefined; pageNo: number; pageSize: number }) {
    const where = and(
      eq(lotteryBet.memberId, memberId),
      query.status ? eq(lotteryBet.status, query.status) : undefined,
      query.gameCode ? eq(lotteryBet.gameCode, query.gameCode) : undefined,
    );
    const [count] = await this.db.select({ n: sql<number>`count(*)::int` }).from(lotteryBet).where(where);
    const rows = await this.db
      .select({ bet: lotteryBet, issue: lotteryIssue, slipNo: lotterySlip.slipNo, chaseNo: lotteryChase.chaseNo })
      .from(lotteryBet)
      .innerJoin(lotteryIssue, eq(lotteryIssue.id, lotteryBet.issueId))
      .innerJoin(lotterySlip, eq(lotterySlip.id, lotteryBet.slipId))
      .leftJoin(lotteryChase, eq(lotteryChase.id, lotteryBet.chaseId))
      .where(where)
      .orderBy(desc(lotteryBet.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize);
    const total = Number(count?.n ?? 0);
    return {
      list: rows.map((r) => ({ ...betView(r.bet, r.slipNo, r.issue, r.chaseNo), result: (r.issue.result as DrawOutcome | null) ?? null })),
      totalPages: Math.ceil(total / query.pageSize),
      total,
    };
  }
}
