import { and, asc, count, desc, eq, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@sorte/contracts/common/locale';
import type { Db } from '../../db/client';
import { gameNameSql, gameView } from '../games/index';
import { memberMovedSql } from '../ledger/index';
import { lotteryBetView, lotteryGameView, lotteryIssueView, lotterySlipView, rowsOf } from '../lottery/index';
import { memberView } from '../member/index';
import { gameRoundView, roundPostingView, roundStakedSql } from '../provider/index';
import { ROLLED_BACK } from './round-status';

/*
 * The records read other modules' rows through their read models (docs/architecture.md, "Table
 * ownership"): subqueries under these aliases, joined in this module's statements.
 */
const gameRound = gameRoundView('r');
const game = gameView('game');
const member = memberView('m');
const lotteryBet = lotteryBetView('lb');
const lotterySlip = lotterySlipView('ls');
const lotteryIssue = lotteryIssueView('li');
const lotteryGame = lotteryGameView('lg');
const providerTransaction = roundPostingView('pt');
const settledIssues = lotteryIssueView('si');

export interface RoundFilter {
  memberId: number;
  from: Date;
  to: Date;
  gameType?: string;
  vendor?: string;
}

/** Totals in minor units. */
export interface MinorTotals {
  rounds: number;
  bet: bigint;
  win: bigint;
}

/** A refunded round moved nothing in the end: its bet and win count 0 in every sum. */
const effectiveBet = sql`case when ${gameRound.status} = ${ROLLED_BACK} then 0 else ${gameRound.bet} end`;
const effectiveWin = sql`case when ${gameRound.status} = ${ROLLED_BACK} then 0 else ${gameRound.win} end`;
const totalsColumns = {
  rounds: count(),
  bet: sql<string>`coalesce(sum(${effectiveBet}), 0)::text`,
  win: sql<string>`coalesce(sum(${effectiveWin}), 0)::text`,
};
const toTotals = (r: { rounds: number; bet: string; win: string } | undefined): MinorTotals => ({
  rounds: Number(r?.rounds ?? 0),
  bet: BigInt(r?.bet ?? '0'),
  win: BigInt(r?.win ?? '0'),
});
// Correlated subqueries spelled with the aliases (drizzle drops the source name of columns in
// the select list of a single-source query, which would make these ambiguous).
/** What a provider posting moved in the member's own accounts, signed, from the ledger. */
const MEMBER_POSTED = memberMovedSql(sql`pt.ledger_transaction_id`, sql`pt.member_id`);
/** What a round staked before refunds (a refunded round's `bet` is 0). */
const STAKED = roundStakedSql(sql`r.id`);

/** The lottery's vendor code and category in the catalogue (the seed's LOTT / SORTE "Sorte Lottery"). */
export const LOTTERY_VENDOR = 'SORTE';
export const LOTTERY_GAME_TYPE = 'LOTT';
/** Lottery bets carry this prefix in the record's ids (round ids are plain numbers). */
export const LOTTERY_ID_PREFIX = 'L';

/**
 * A lottery bet in the sums: cancelled (by the player) and void (by the operator) bets moved
 * nothing in the end and count 0; an open bet counts its stake; a decided one what was paid.
 */
const lotteryBetSum = sql`case when ${lotteryBet.status} in ('open', 'won', 'lost') then ${lotteryBet.stakeMinor} else 0 end`;
const lotteryWinSum = sql`case when ${lotteryBet.status} in ('won', 'lost') then ${lotteryBet.paidMinor} else 0 end`;
const lotteryTotalsColumns = {
  rounds: count(),
  bet: sql<string>`coalesce(sum(${lotteryBetSum}), 0)::text`,
  win: sql<string>`coalesce(sum(${lotteryWinSum}), 0)::text`,
};
const addTotals = (a: MinorTotals, b: MinorTotals): MinorTotals => ({
  rounds: a.rounds + b.rounds,
  bet: a.bet + b.bet,
  win: a.win + b.win,
});

/** The catalogue entry of a round's game. */
const gameOfRound = eq(game.id, gameRound.gameId);

/** SQL of the betting record, profit and loss and winners board, over the provider's round rows. */
export class BetRecordRepository {
  constructor(private readonly db: Db) {}

  private where(f: RoundFilter): SQL | undefined {
    return and(
      eq(gameRound.memberId, f.memberId),
      gte(gameRound.createdAt, f.from),
      lt(gameRound.createdAt, f.to),
      f.gameType ? eq(game.gameType, f.gameType) : undefined,
      f.vendor ? eq(gameRound.gameVendor, f.vendor) : undefined,
    );
  }

  /** The member's lottery bets in the filter (none when it names another category or vendor). */
  private lotteryWhere(f: RoundFilter): SQL | undefined {
    if ((f.gameType && f.gameType !== LOTTERY_GAME_TYPE) || (f.vendor && f.vendor !== LOTTERY_VENDOR)) return sql`false`;
    return and(eq(lotteryBet.memberId, f.memberId), gte(lotteryBet.createdAt, f.from), lt(lotteryBet.createdAt, f.to));
  }

  private lotteryColumns() {
    return {
      id: lotteryBet.id,
      slipNo: lotterySlip.slipNo,
      issueNo: lotteryIssue.issueNo,
      gameCode: lotteryBet.gameCode,
      gameName: lotteryGame.name,
      playType: lotteryBet.playType,
      stake: lotteryBet.stakeMinor,
      paid: lotteryBet.paidMinor,
      status: lotteryBet.status,
      createdAt: lotteryBet.createdAt,
      settledAt: lotteryBet.settledAt,
    };
  }

  private lotteryRows(where: SQL | undefined) {
    return this.db
      .select(this.lotteryColumns())
      .from(lotteryBet)
      .innerJoin(lotterySlip, eq(lotterySlip.id, lotteryBet.slipId))
      .innerJoin(lotteryIssue, eq(lotteryIssue.id, lotteryBet.issueId))
      .leftJoin(lotteryGame, eq(lotteryGame.code, lotteryBet.gameCode))
      .where(where);
  }

  /** One lottery bet of the member (undefined for anyone else's). */
  async lotteryOne(memberId: number, id: number) {
    const [row] = await this.lotteryRows(and(eq(lotteryBet.id, id), eq(lotteryBet.memberId, memberId)));
    return row;
  }

  /**
   * One page of the member's rounds and lottery bets together, newest first: the keys of the
   * page in one query over both tables, then the rows of each.
   */
  async mixedPage(locale: Locale, f: RoundFilter, pageNo: number, pageSize: number) {
    const keys = await rowsOf<{ src: string; id: string }>(
      this.db,
      sql`select k.src, k.id::text as id from (
            select 'R' as src, ${gameRound.id} as id, ${gameRound.createdAt} as created_at
              from ${gameRound} left join ${game} on ${gameOfRound} where ${this.where(f) ?? sql`true`}
            union all
            select 'L', ${lotteryBet.id}, ${lotteryBet.createdAt}
              from ${lotteryBet} where ${this.lotteryWhere(f) ?? sql`true`}
          ) k order by k.created_at desc, k.src, k.id desc
          limit ${pageSize} offset ${(pageNo - 1) * pageSize}`,
    );
    const roundIds = keys.filter((k) => k.src === 'R').map((k) => Number(k.id));
    const betIds = keys.filter((k) => k.src === 'L').map((k) => Number(k.id));
    const [rounds, bets] = await Promise.all([
      roundIds.length === 0
        ? []
        : this.db.select(this.columns(locale)).from(gameRound).leftJoin(game, gameOfRound).where(inArray(gameRound.id, roundIds)),
      betIds.length === 0 ? [] : this.lotteryRows(inArray(lotteryBet.id, betIds)),
    ]);
    const roundById = new Map(rounds.map((r) => [r.id, r]));
    const betById = new Map(bets.map((b) => [b.id, b]));
    type Item =
      | { kind: 'round'; round: (typeof rounds)[number] }
      | { kind: 'lottery'; bet: (typeof bets)[number] };
    return keys.flatMap((k): Item[] => {
      if (k.src === 'R') {
        const round = roundById.get(Number(k.id));
        return round ? [{ kind: 'round', round }] : [];
      }
      const bet = betById.get(Number(k.id));
      return bet ? [{ kind: 'lottery', bet }] : [];
    });
  }

  private async lotteryTotals(f: RoundFilter): Promise<MinorTotals> {
    const [row] = await this.db.select(lotteryTotalsColumns).from(lotteryBet).where(this.lotteryWhere(f));
    return toTotals(row);
  }

  private columns(locale: Locale) {
    return {
      id: gameRound.id,
      roundId: gameRound.roundId,
      /** The catalogue vendor (PG), not the integration that reported the round (VSIM). */
      vendor: gameRound.gameVendor,
      integration: gameRound.vendor,
      gameCode: gameRound.gameCode,
      gameName: gameNameSql(locale, game.gameName),
      gameType: game.gameType,
      memberId: gameRound.memberId,
      bet: gameRound.bet,
      win: gameRound.win,
      /** What was staked before refunds (a refunded round's `bet` is 0). */
      staked: STAKED,
      status: gameRound.status,
      balanceBefore: gameRound.balanceBefore,
      balanceAfter: gameRound.balanceAfter,
      createdAt: gameRound.createdAt,
      settledAt: gameRound.settledAt,
    };
  }

  /** One page of the member's rounds, newest first. */
  async page(locale: Locale, f: RoundFilter, pageNo: number, pageSize: number) {
    return this.db
      .select(this.columns(locale))
      .from(gameRound)
      .leftJoin(game, gameOfRound)
      .where(this.where(f))
      .orderBy(desc(gameRound.createdAt), desc(gameRound.id))
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize);
  }

  /** Totals of the rounds and lottery bets in the filter. */
  async totals(f: RoundFilter): Promise<MinorTotals> {
    const [[row], lottery] = await Promise.all([
      this.db.select(totalsColumns).from(gameRound).leftJoin(game, gameOfRound).where(this.where(f)),
      this.lotteryTotals(f),
    ]);
    return addTotals(toTotals(row), lottery);
  }

  /** Totals per game category (null: games no longer in the catalogue). */
  async byCategory(f: RoundFilter): Promise<(MinorTotals & { gameType: string | null })[]> {
    const rows = await this.db
      .select({ gameType: game.gameType, ...totalsColumns })
      .from(gameRound)
      .leftJoin(game, gameOfRound)
      .where(this.where(f))
      .groupBy(game.gameType);
    const lottery = await this.lotteryTotals(f);
    const out = rows.map((r) => ({ gameType: r.gameType, ...toTotals(r) }));
    if (lottery.rounds === 0) return out;
    const lott = out.find((c) => c.gameType === LOTTERY_GAME_TYPE);
    if (lott) Object.assign(lott, addTotals(lott, lottery));
    else out.push({ gameType: LOTTERY_GAME_TYPE, ...lottery });
    return out;
  }

  /** Totals per calendar day of the player's clock (`tzOffset` minutes east of UTC), oldest first. */
  async byDay(f: RoundFilter, tzOffset: number): Promise<(MinorTotals & { date: string })[]> {
    const day = sql<string>`to_char((${gameRound.createdAt} at time zone 'UTC') + make_interval(mins => ${tzOffset}::int), 'YYYY-MM-DD')`;
    const rows = await this.db
      .select({ date: day, ...totalsColumns })
      .from(gameRound)
      .leftJoin(game, gameOfRound)
      .where(this.where(f))
      // By position: the same expression twice would carry two different bind parameters.
      .groupBy(sql`1`)
      .orderBy(sql`1`);
    const lotteryDay = sql<string>`to_char((${lotteryBet.createdAt} at time zone 'UTC') + make_interval(mins => ${tzOffset}::int), 'YYYY-MM-DD')`;
    const lotteryDays = await this.db
      .select({ date: lotteryDay, ...lotteryTotalsColumns })
      .from(lotteryBet)
      .where(this.lotteryWhere(f))
      .groupBy(sql`1`);
    const byDate = new Map(rows.map((r) => [r.date, toTotals(r)]));
    for (const d of lotteryDays) {
      const before = byDate.get(d.date);
      byDate.set(d.date, before ? addTotals(before, toTotals(d)) : toTotals(d));
    }
    return [...byDate.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([date, totals]) => ({ date, ...totals }));
  }

  /** One round of the member (undefined for anyone else's). */
  async one(locale: Locale, memberId: number, id: number) {
    const [row] = await this.db
      .select(this.columns(locale))
      .from(gameRound)
      .leftJoin(game, gameOfRound)
      .where(and(eq(gameRound.id, id), eq(gameRound.memberId, memberId)));
    return row;
  }

  /**
   * Recent big wins in real money (trial accounts' demo rounds never show): rounds since
   * `since` whose win is at least `minMultiplier` times the bet and at least `minPrize`.
   */
  async bigWins(
    locale: Locale,
    o: { since: Date; minMultiplier: number; minPrize: bigint; limit: number },
  ) {
    return this.db
      .select({
        id: gameRound.id,
        username: member.username,
        vendor: gameRound.gameVendor,
        gameCode: gameRound.gameCode,
        gameName: gameNameSql(locale, game.gameName),
        gameType: game.gameType,
        bet: gameRound.bet,
        win: gameRound.win,
        at: sql<Date>`coalesce(${gameRound.settledAt}, ${gameRound.createdAt})`.mapWith((v: string | Date) =>
          v instanceof Date ? v : new Date(v),
        ),
      })
      .from(gameRound)
      .innerJoin(member, eq(member.id, gameRound.memberId))
      .leftJoin(game, gameOfRound)
      .where(
        and(
          ne(gameRound.status, ROLLED_BACK),
          gte(gameRound.createdAt, o.since),
          gte(gameRound.win, o.minPrize),
          sql`${gameRound.win} >= ${gameRound.bet} * ${o.minMultiplier}`,
          sql`${gameRound.bet} > 0`,
          eq(gameRound.demo, false),
        ),
      )
      .orderBy(desc(gameRound.createdAt), desc(gameRound.id))
      .limit(o.limit);
  }

  /**
   * Recent big lottery wins in real money: bet lines won and paid since `since` (their issue
   * settled since then: the lines are found through the issue index) whose payment is at least
   * `minMultiplier` times the stake and at least `minPrize`.
   */
  async bigLotteryWins(o: { since: Date; minMultiplier: number; minPrize: bigint; limit: number }) {
    return this.db
      .select({
        id: lotteryBet.id,
        username: member.username,
        gameCode: lotteryBet.gameCode,
        gameName: lotteryGame.name,
        bet: lotteryBet.stakeMinor,
        win: lotteryBet.paidMinor,
        at: lotteryBet.settledAt,
      })
      .from(lotteryBet)
      .innerJoin(member, eq(member.id, lotteryBet.memberId))
      .leftJoin(lotteryGame, eq(lotteryGame.code, lotteryBet.gameCode))
      .where(
        and(
          sql`${lotteryBet.issueId} in (select si.id from ${settledIssues} where si.settled_at >= ${o.since.toISOString()}::timestamptz)`,
          eq(lotteryBet.status, 'won'),
          eq(lotteryBet.demo, false),
          gte(lotteryBet.settledAt, o.since),
          gte(lotteryBet.paidMinor, o.minPrize),
          sql`${lotteryBet.paidMinor} >= ${lotteryBet.stakeMinor} * ${o.minMultiplier}`,
          sql`${lotteryBet.stakeMinor} > 0`,
        ),
      )
      .orderBy(desc(lotteryBet.settledAt), desc(lotteryBet.id))
      .limit(o.limit);
  }

  /** The bet, win and rollback postings of rounds, oldest first. */
  async postings(roundRowIds: number[]) {
    if (roundRowIds.length === 0) return [];
    return this.db
      .select({
        roundRowId: providerTransaction.roundRowId,
        kind: providerTransaction.kind,
        transactionId: providerTransaction.transactionId,
        /** What the posting moved in the member's own accounts, signed (from the ledger). */
        amount: MEMBER_POSTED,
        createdAt: providerTransaction.createdAt,
      })
      .from(providerTransaction)
      .where(
        and(
          inArray(providerTransaction.roundRowId, roundRowIds),
          inArray(providerTransaction.kind, ['BET', 'WIN', 'ROLLBACK']),
        ),
      )
      .orderBy(asc(providerTransaction.id));
  }
}
