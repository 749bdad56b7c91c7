import { and, asc, count, desc, eq, gte, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Locale } from '@sorte/contracts/common/locale';
import type { Db, Tx } from '../../db/client';
import { game, gameCategory, gameFavourite, gameRecent, vendor } from '../../db/schema/index';

/**
 * The name shown in `locale`, with pickTranslation's fallbacks (locale, its base, pt, en), of the
 * game table's `game_name` or of a read model's (`gameView(alias).gameName`).
 */
export function gameNameSql(locale: Locale, name: SQLWrapper = game.gameName): SQL<string> {
  const base = locale === 'pt-BR' ? 'pt' : locale;
  return sql<string>`coalesce(${name}->>${locale}, ${name}->>${base}, ${name}->>'pt', ${name}->>'en', '')`;
}

/**
 * The catalogue's read model for other modules' reports (docs/architecture.md, "Table
 * ownership"): one row per game, `id`, `vendor`, `game_code`, `game_type`, `game_name` (the
 * translations; `gameNameSql(locale, view.gameName)` picks one), as a subquery joined in the
 * caller's statement under its alias (PostgreSQL pulls it up).
 */
export function gameView<Alias extends string>(alias: Alias) {
  return new QueryBuilder()
    .select({ id: game.id, vendor: game.vendor, gameCode: game.gameCode, gameType: game.gameType, gameName: game.gameName })
    .from(game)
    .as(alias);
}

/**
 * A catalogue game as launching and playing it need it, found by id, by node id (lobby and PVP
 * rooms) or by vendor and game code (provider calls): with its own, its vendor's and its
 * category's switches. Undefined when no game matches.
 */
export async function playableGame(
  db: Db | Tx,
  by: { id: number } | { nodeId: string } | { vendor: string; gameCode: string },
) {
  const where =
    'id' in by
      ? eq(game.id, by.id)
      : 'nodeId' in by
        ? eq(game.nodeId, by.nodeId)
        : and(eq(game.vendor, by.vendor), eq(game.gameCode, by.gameCode));
  const [row] = await db
    .select({
      id: game.id,
      vendor: game.vendor,
      gameType: game.gameType,
      gameCode: game.gameCode,
      isGame: game.isGame,
      minBet: game.minBet,
      demoAllowed: game.demoAllowed,
      gameEnabled: game.enabled,
      vendorEnabled: vendor.enabled,
      categoryEnabled: gameCategory.enabled,
    })
    .from(game)
    .innerJoin(vendor, and(eq(vendor.code, game.vendor), eq(vendor.category, game.gameType)))
    .innerJoin(gameCategory, eq(gameCategory.code, game.gameType))
    .where(where)
    .limit(1);
  return row;
}

/** A game's category (game type) by id; undefined when it is no longer in the catalogue. */
export async function gameTypeOf(db: Db | Tx, gameId: number): Promise<string | undefined> {
  const [row] = await db.select({ gameType: game.gameType }).from(game).where(eq(game.id, gameId)).limit(1);
  return row?.gameType;
}

/** The first catalogue game with this game code: its names, minimum bet and vendor. */
export async function gameByCode(db: Db | Tx, gameCode: string) {
  const [row] = await db
    .select({ gameName: game.gameName, minBet: game.minBet, vendor: game.vendor })
    .from(game)
    .where(eq(game.gameCode, gameCode))
    .limit(1);
  return row;
}

/** Every catalogue vendor code with its name (a vendor listed in several categories once per name). */
export function catalogueVendorNames(db: Db | Tx) {
  return db.selectDistinct({ code: vendor.code, name: vendor.name }).from(vendor).orderBy(vendor.code);
}

/** The enabled categories (menu order) and vendors (their order, then code): the system module's configuration snapshot asks for them. */
export async function enabledCatalogue(db: Db | Tx) {
  const [categories, vendors] = await Promise.all([
    db.select().from(gameCategory).where(eq(gameCategory.enabled, true)).orderBy(asc(gameCategory.sort)),
    db.select().from(vendor).where(eq(vendor.enabled, true)).orderBy(asc(vendor.sort), asc(vendor.code)),
  ]);
  return { categories, vendors };
}

/** A game is listed when it, its vendor and its category are all enabled. */
const listed = and(eq(game.enabled, true), eq(vendor.enabled, true), eq(gameCategory.enabled, true));

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A catalogue game's minimum stake in minor units (undefined when the game is not in the catalogue). */
export async function catalogueMinBet(db: Db | Tx, vendorCode: string, gameCode: string): Promise<bigint | undefined> {
  const [row] = await db
    .select({ minBet: game.minBet })
    .from(game)
    .where(and(eq(game.vendor, vendorCode), eq(game.gameCode, gameCode)));
  return row?.minBet;
}

export interface GameFilter {
  gameType?: string;
  vendor?: string;
  vassalage?: string;
  gameClassify?: string;
  /** Minor units: games whose minimum bet is at most this. */
  maxMinBet?: bigint;
  minLineNum?: number;
  name?: string;
  nodeId?: string;
  hotOnly?: boolean;
}

export class GamesRepository {
  constructor(private readonly db: Db) {}

  private columns(locale: Locale) {
    return {
      id: game.id,
      nodeId: game.nodeId,
      vassalage: game.vassalage,
      gameType: game.gameType,
      gameClassify: game.gameClassify,
      gameName: gameNameSql(locale),
      code: game.code,
      defaultPlayType: game.defaultPlayType,
      accountTypeName: game.accountTypeName,
      vendor: game.vendor,
      vendorName: vendor.name,
      gameCode: game.gameCode,
      isGame: game.isGame,
      minBet: game.minBet,
      minLineNum: game.minLineNum,
      isHot: game.isHot,
      demo: game.demoAllowed,
      image: game.image,
    };
  }

  private where(locale: Locale, f: GameFilter): SQL | undefined {
    return and(
      listed,
      f.gameType ? eq(game.gameType, f.gameType) : undefined,
      f.vendor ? eq(game.vendor, f.vendor) : undefined,
      f.vassalage ? eq(game.vassalage, f.vassalage) : undefined,
      f.gameClassify ? eq(game.gameClassify, f.gameClassify) : undefined,
      f.maxMinBet !== undefined ? lte(game.minBet, f.maxMinBet) : undefined,
      f.minLineNum !== undefined ? gte(game.minLineNum, f.minLineNum) : undefined,
      f.nodeId ? eq(game.nodeId, f.nodeId) : undefined,
      f.hotOnly ? eq(game.isHot, true) : undefined,
      f.name ? sql`${gameNameSql(locale)} ilike ${`%${escapeLike(f.name)}%`}` : undefined,
    );
  }

  /** Listed games joined with their vendor and category (the base of every player query). */
  private base(locale: Locale) {
    return this.db
      .select(this.columns(locale))
      .from(game)
      .innerJoin(vendor, and(eq(vendor.category, game.gameType), eq(vendor.code, game.vendor)))
      .innerJoin(gameCategory, eq(gameCategory.code, game.gameType));
  }

  async page(locale: Locale, f: GameFilter, pageNo: number, pageSize: number) {
    const where = this.where(locale, f);
    const [totals] = await this.db
      .select({ total: count() })
      .from(game)
      .innerJoin(vendor, and(eq(vendor.category, game.gameType), eq(vendor.code, game.vendor)))
      .innerJoin(gameCategory, eq(gameCategory.code, game.gameType))
      .where(where);
    const total = totals?.total ?? 0;
    const rows =
      total > (pageNo - 1) * pageSize
        ? await this.base(locale)
            .where(where)
            .orderBy(asc(game.sort), asc(game.id))
            .limit(pageSize)
            .offset((pageNo - 1) * pageSize)
        : [];
    return { rows, total };
  }

  /** Every listed game matching `f` (small sets: PVP rooms). */
  all(locale: Locale, f: GameFilter) {
    return this.base(locale).where(this.where(locale, f)).orderBy(asc(game.sort), asc(game.id));
  }

  /** Hot games, most launched in the last 30 days first. */
  hot(locale: Locale, f: GameFilter, limit: number) {
    const plays = sql<number>`(select count(*) from ${gameRecent} where ${gameRecent.gameId} = ${game.id} and ${gameRecent.lastPlayedAt} > now() - interval '30 days')`;
    return this.base(locale)
      .where(this.where(locale, { ...f, hotOnly: true }))
      .orderBy(desc(plays), asc(game.sort), asc(game.id))
      .limit(limit);
  }

  /** Enabled vendors of enabled categories with their listed-game counts. */
  vendorCounts(gameType?: string) {
    return this.db
      .select({
        category: vendor.category,
        code: vendor.code,
        vassalage: vendor.vassalage,
        name: vendor.name,
        gameCount: sql<number>`(select count(*)::int from ${game} where ${game.gameType} = ${vendor.category} and ${game.vendor} = ${vendor.code} and ${game.enabled})`,
      })
      .from(vendor)
      .innerJoin(gameCategory, eq(gameCategory.code, vendor.category))
      .where(
        and(
          eq(vendor.enabled, true),
          eq(gameCategory.enabled, true),
          gameType ? eq(vendor.category, gameType) : undefined,
        ),
      )
      .orderBy(asc(gameCategory.sort), asc(vendor.sort), asc(vendor.code));
  }

  classifyCounts(gameType?: string) {
    return this.db
      .select({ gameType: game.gameType, gameClassify: game.gameClassify, gameCount: count() })
      .from(game)
      .innerJoin(vendor, and(eq(vendor.category, game.gameType), eq(vendor.code, game.vendor)))
      .innerJoin(gameCategory, eq(gameCategory.code, game.gameType))
      .where(and(listed, gameType ? eq(game.gameType, gameType) : undefined))
      .groupBy(game.gameType, game.gameClassify)
      .orderBy(asc(game.gameType), desc(count()), asc(game.gameClassify));
  }

  /** The game a favourite call names (listed or not). */
  async findByNode(nodeId: string, vendorCode: string, gameType: string) {
    const rows = await this.db
      .select({ id: game.id, enabled: game.enabled, vendorEnabled: vendor.enabled, categoryEnabled: gameCategory.enabled })
      .from(game)
      .innerJoin(vendor, and(eq(vendor.category, game.gameType), eq(vendor.code, game.vendor)))
      .innerJoin(gameCategory, eq(gameCategory.code, game.gameType))
      .where(and(eq(game.nodeId, nodeId), eq(game.vendor, vendorCode), eq(game.gameType, gameType)))
      .limit(1);
    return rows[0];
  }

  async addFavourite(memberId: number, gameId: number) {
    await this.db.insert(gameFavourite).values({ memberId, gameId }).onConflictDoNothing();
  }

  async removeFavourite(memberId: number, gameId: number) {
    await this.db
      .delete(gameFavourite)
      .where(and(eq(gameFavourite.memberId, memberId), eq(gameFavourite.gameId, gameId)));
  }

  async favourites(locale: Locale, memberId: number, gameType: string | undefined, pageNo: number, pageSize: number) {
    const where = and(this.where(locale, { gameType }), eq(gameFavourite.memberId, memberId));
    const [totals] = await this.db
      .select({ total: count() })
      .from(gameFavourite)
      .innerJoin(game, eq(game.id, gameFavourite.gameId))
      .innerJoin(vendor, and(eq(vendor.category, game.gameType), eq(vendor.code, game.vendor)))
      .innerJoin(gameCategory, eq(gameCategory.code, game.gameType))
      .where(where);
    const rows = await this.base(locale)
      .innerJoin(gameFavourite, eq(gameFavourite.gameId, game.id))
      .where(where)
      .orderBy(desc(gameFavourite.createdAt), desc(game.id))
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize);
    return { rows, total: totals?.total ?? 0 };
  }

  async recent(locale: Locale, memberId: number, gameType: string | undefined, pageNo: number, pageSize: number) {
    const where = and(this.where(locale, { gameType }), eq(gameRecent.memberId, memberId));
    const [totals] = await this.db
      .select({ total: count() })
      .from(gameRecent)
      .innerJoin(game, eq(game.id, gameRecent.gameId))
      .innerJoin(vendor, and(eq(vendor.category, game.gameType), eq(vendor.code, game.vendor)))
      .innerJoin(gameCategory, eq(gameCategory.code, game.gameType))
      .where(where);
    const rows = await this.db
      .select({ ...this.columns(locale), lastPlayedAt: gameRecent.lastPlayedAt })
      .from(game)
      .innerJoin(vendor, and(eq(vendor.category, game.gameType), eq(vendor.code, game.vendor)))
      .innerJoin(gameCategory, eq(gameCategory.code, game.gameType))
      .innerJoin(gameRecent, eq(gameRecent.gameId, game.id))
      .where(where)
      .orderBy(desc(gameRecent.lastPlayedAt), desc(game.id))
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize);
    return { rows, total: totals?.total ?? 0 };
  }

  /** Upserts the member's recent entry and keeps only the newest `keep`. */
  async recordRecent(tx: Tx | Db, memberId: number, gameId: number, at: Date, keep: number) {
    await tx
      .insert(gameRecent)
      .values({ memberId, gameId, lastPlayedAt: at })
      .onConflictDoUpdate({
        target: [gameRecent.memberId, gameRecent.gameId],
        set: { lastPlayedAt: sql`greatest(${gameRecent.lastPlayedAt}, excluded.last_played_at)` },
      });
    await tx.execute(sql`
      delete from ${gameRecent}
      where ${gameRecent.memberId} = ${memberId}
        and ${gameRecent.gameId} not in (
          select r.game_id from ${gameRecent} r where r.member_id = ${memberId}
          order by r.last_played_at desc, r.game_id desc limit ${keep}
        )`);
  }
}
