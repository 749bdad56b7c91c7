import { fromMinor, toMinor } from '@sorte/contracts/common/money';
import type { Locale } from '@sorte/contracts/common/locale';
import type { FavouriteInput, Game, GameListQuery, Room } from '@sorte/contracts/games/games';
import {
  PVP_DEFAULT_SEATS,
  PVP_ROOM_LEVELS,
  PVP_SEATS,
  RECENT_GAMES_KEPT,
  type IsGame,
} from '@sorte/contracts/games/routes';
import type { GameType } from '@sorte/contracts/system/constants';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { AnswerCache } from '../../lib/answer-cache';
import { GamesRepository } from './games.repository';

declare module 'fastify' {
  interface FastifyInstance {
    games: GamesService;
  }
}

type GameRow = Awaited<ReturnType<GamesRepository['all']>>[number];

const toGame = (r: GameRow): Game => ({
  id: String(r.id),
  nodeId: r.nodeId,
  vassalage: r.vassalage,
  gameType: r.gameType as GameType,
  gameClassify: r.gameClassify,
  gameName: r.gameName,
  code: r.code,
  defaultPlayType: r.defaultPlayType,
  accountTypeName: r.accountTypeName,
  vendor: r.vendor,
  vendorName: r.vendorName,
  gameCode: r.gameCode,
  isGame: r.isGame as IsGame,
  minBet: fromMinor(r.minBet),
  minLineNum: r.minLineNum,
  isHot: r.isHot,
  demo: r.demo,
  image: r.image,
});

const iso = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');
const pages = (total: number, pageSize: number) => Math.ceil(total / pageSize);

/**
 * How long a game list answer is kept when nothing changed in this process: the catalogue may
 * also change from another process (the games:import command, a second server), which this one
 * does not hear of.
 */
export const GAME_LIST_MAX_AGE_MS = 30_000;
/** Distinct lists kept (language x filters x page); name searches make most of them. */
const GAME_LIST_ENTRIES = 500;

/** The player side of the catalogue: lobby lists, favourites, recent games, PVP rooms. */
export class GamesService {
  private readonly repo: GamesRepository;
  /** The serialised GLS_gameList answers (games.routes.ts). */
  readonly listAnswers = new AnswerCache({ maxEntries: GAME_LIST_ENTRIES, maxAgeMs: GAME_LIST_MAX_AGE_MS });

  constructor(private readonly db: Db) {
    this.repo = new GamesRepository(db);
  }

  async gameList(locale: Locale, q: GameListQuery) {
    const { rows, total } = await this.repo.page(
      locale,
      {
        gameType: q.gameType,
        vendor: q.vendor,
        vassalage: q.vassalage,
        gameClassify: q.gameClassify,
        maxMinBet: q.minBet === undefined ? undefined : toMinor(q.minBet),
        minLineNum: q.minLineNum,
        name: q.gameName,
      },
      q.pageNo,
      q.pageSize,
    );
    return { games: rows.map(toGame), totalPages: pages(total, q.pageSize), total };
  }

  async hotGames(locale: Locale, q: { gameType?: string; vassalage?: string; count: number }) {
    const rows = await this.repo.hot(locale, { gameType: q.gameType, vassalage: q.vassalage }, q.count);
    return { games: rows.map(toGame) };
  }

  async vendors(gameType?: string) {
    const [vendors, classifies] = await Promise.all([
      this.repo.vendorCounts(gameType),
      this.repo.classifyCounts(gameType),
    ]);
    const categories = new Map<
      string,
      {
        gameCategory: GameType;
        gameCount: number;
        vendors: { vendor: string; vassalage: string; name: string; gameType: GameType; gameCount: number }[];
        classifies: { gameClassify: string; gameCount: number }[];
      }
    >();
    for (const v of vendors) {
      const gameType = v.category as GameType;
      let entry = categories.get(gameType);
      if (!entry) {
        entry = { gameCategory: gameType, gameCount: 0, vendors: [], classifies: [] };
        categories.set(gameType, entry);
      }
      entry.vendors.push({ vendor: v.code, vassalage: v.vassalage, name: v.name, gameType, gameCount: Number(v.gameCount) });
      entry.gameCount += Number(v.gameCount);
    }
    for (const c of classifies) {
      categories.get(c.gameType)?.classifies.push({ gameClassify: c.gameClassify, gameCount: Number(c.gameCount) });
    }
    return { categories: [...categories.values()] };
  }

  private async favouriteTarget(input: FavouriteInput, mustBeListed: boolean) {
    const found = await this.repo.findByNode(input.nodeId, input.vendor, input.gameType);
    const listed = found && found.enabled && found.vendorEnabled && found.categoryEnabled;
    if (!found || (mustBeListed && !listed)) throw new AppError('NOT_FOUND');
    return found.id;
  }

  /** Add if absent: adding a favourite twice changes nothing. */
  async addFavourite(memberId: number, input: FavouriteInput) {
    await this.repo.addFavourite(memberId, await this.favouriteTarget(input, true));
    return { nodeId: input.nodeId, favourite: true };
  }

  /** Remove if present: removing a game that is not a favourite changes nothing. */
  async removeFavourite(memberId: number, input: FavouriteInput) {
    await this.repo.removeFavourite(memberId, await this.favouriteTarget(input, false));
    return { nodeId: input.nodeId, favourite: false };
  }

  async favourites(locale: Locale, memberId: number, q: { gameType?: string; pageNo: number; pageSize: number }) {
    const { rows, total } = await this.repo.favourites(locale, memberId, q.gameType, q.pageNo, q.pageSize);
    return { content: rows.map(toGame), totalPages: pages(total, q.pageSize), total };
  }

  async recentGames(locale: Locale, memberId: number, q: { gameType?: string; pageNo: number; pageSize: number }) {
    const { rows, total } = await this.repo.recent(locale, memberId, q.gameType, q.pageNo, q.pageSize);
    return {
      list: rows.map((r) => ({ ...toGame(r), lastPlayedAt: iso(r.lastPlayedAt) })),
      totalPages: pages(total, q.pageSize),
      total,
    };
  }

  /**
   * Records that the member launched the game (the launch calls this; the newest
   * RECENT_GAMES_KEPT per member are kept). Pass `tx` to make it part of the launch's transaction.
   */
  async recordRecentGame(memberId: number, gameId: number, options: { tx?: Tx; at?: Date } = {}) {
    await this.repo.recordRecent(options.tx ?? this.db, memberId, gameId, options.at ?? new Date(), RECENT_GAMES_KEPT);
  }

  /** PVP rooms: each listed PVP game at four stake levels (docs/decisions.md). */
  async rooms(
    locale: Locale,
    q: { vendor?: string; nodeId?: string; gameClassify?: string; pageNo: number; pageSize: number },
  ) {
    const games = await this.repo.all(locale, {
      gameType: 'PVP',
      vendor: q.vendor,
      nodeId: q.nodeId,
      gameClassify: q.gameClassify,
    });
    const rooms: Room[] = games.flatMap((g) =>
      PVP_ROOM_LEVELS.map(({ level, multiplier }) => ({
        roomId: `${g.nodeId}:${level}`,
        nodeId: g.nodeId,
        gameName: g.gameName,
        vendor: g.vendor,
        vendorName: g.vendorName,
        gameClassify: g.gameClassify,
        level,
        minBet: fromMinor(g.minBet * BigInt(multiplier)),
        seats: PVP_SEATS[g.gameClassify] ?? PVP_DEFAULT_SEATS,
        image: g.image,
      })),
    );
    const start = (q.pageNo - 1) * q.pageSize;
    return {
      list: rooms.slice(start, start + q.pageSize),
      totalPages: pages(rooms.length, q.pageSize),
      total: rooms.length,
    };
  }
}
