import { and, asc, count, desc, eq, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@sorte/contracts/common/locale';
import type { Db } from '../../db/client';
import { game, member } from '../../db/schema/index';
import { gameNameSql } from '../games/games.repository';
import { gameRound, providerTransaction } from './round-source';
import { ROLLED_BACK } from './round-status';

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
// Correlated subqueries spelled with qualified names (drizzle drops the table name of columns in
// the select list of a single-table query, which would make these ambiguous).
/** What a provider posting moved in the member's own accounts, signed, from the ledger. */
const MEMBER_POSTED = sql<string>`(select coalesce(sum(e.amount), 0)::text from ledger_entry e
  inner join ledger_account a on a.id = e.account_id
  where e.transaction_id = provider_transaction.ledger_transaction_id and a.member_id = provider_transaction.member_id)`;
/** What a round staked before refunds (a refunded round's `bet` is 0). */
const STAKED = sql<string>`(select coalesce(sum(p.amount), 0)::text from provider_transaction p
  where p.round_row_id = game_round.id and p.kind = 'BET')`;

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

  private columns(locale: Locale) {
    return {
      id: gameRound.id,
      roundId: gameRound.roundId,
      /** The catalogue vendor (PG), not the integration that reported the round (VSIM). */
      vendor: gameRound.gameVendor,
      integration: gameRound.vendor,
      gameCode: gameRound.gameCode,
      gameName: gameNameSql(locale),
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

  async totals(f: RoundFilter): Promise<MinorTotals> {
    const [row] = await this.db
      .select(totalsColumns)
      .from(gameRound)
      .leftJoin(game, gameOfRound)
      .where(this.where(f));
    return toTotals(row);
  }

  /** Totals per game category (null: games no longer in the catalogue). */
  async byCategory(f: RoundFilter): Promise<(MinorTotals & { gameType: string | null })[]> {
    const rows = await this.db
      .select({ gameType: game.gameType, ...totalsColumns })
      .from(gameRound)
      .leftJoin(game, gameOfRound)
      .where(this.where(f))
      .groupBy(game.gameType);
    return rows.map((r) => ({ gameType: r.gameType, ...toTotals(r) }));
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
    return rows.map((r) => ({ date: r.date, ...toTotals(r) }));
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
        gameName: gameNameSql(locale),
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
