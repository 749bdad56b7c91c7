import { z } from 'zod';
import { endpoint } from '../common/envelope';
import { pageOf } from '../common/pagination';
import { GAME_TYPES } from '../system/constants';
import {
  GAME_LIST_MAX_PAGE_SIZE,
  GAME_LIST_PAGE_SIZE,
  GAME_ROUTES,
  HOT_GAMES_COUNT,
  IS_GAME_VALUES,
  PVP_ROOM_LEVELS,
} from './routes';

/** A vendor code (PG, JDB, INHOUSE...) as the catalogue spells it. */
export const VendorCodeSchema = z.string().regex(/^[A-Z0-9_]{1,16}$/, 'validation.vendorCode');
/** gameClassify: SLOT, BACCARAT, POKER... */
export const GameClassifySchema = z.string().regex(/^[A-Z0-9_]{1,32}$/, 'validation.gameClassify');
/** nodeId and gameCode: letters, digits and `_ . : -`. */
export const GameKeySchema = z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'validation.gameKey');
/** A non-negative money amount ("0.50"). */
export const StakeSchema = z.string().regex(/^\d{1,16}\.\d{2}$/, 'validation.money');

/** One game as the lobby sees it; `gameName` is in the request language. */
export const GameSchema = z.object({
  id: z.string(),
  nodeId: z.string(),
  vassalage: z.string(),
  gameType: z.enum(GAME_TYPES),
  gameClassify: z.string(),
  gameName: z.string(),
  code: z.string(),
  defaultPlayType: z.string(),
  accountTypeName: z.string(),
  vendor: z.string(),
  vendorName: z.string(),
  gameCode: z.string(),
  /** VASSALAGE: a vendor entry whose click opens a popup list of that vendor's games. */
  isGame: z.enum(IS_GAME_VALUES),
  minBet: z.string(),
  minLineNum: z.number().int(),
  isHot: z.boolean(),
  /** Trial accounts (isAgent 4) may open it with demo money. */
  demo: z.boolean(),
  /** Tile artwork, relative to the image CDN (`games/PG/PG-1001.svg`). */
  image: z.string(),
});
export type Game = z.infer<typeof GameSchema>;

/** Clients pass these along with game calls; the server accepts and ignores them. */
const passThrough = {
  clientType: z.string().max(16).optional(),
  platform: z.string().max(64).optional(),
  channel: z.string().max(64).optional(),
  merchantCode: z.string().max(64).optional(),
  isPlatform: z.string().max(16).optional(),
  /** The request language (handled by the request context for every call). */
  language: z.string().max(16).optional(),
};

const PageNo = z.coerce.number().int().min(1).max(100_000).default(1);
const pageSize = (fallback: number) =>
  z.coerce.number().int().min(1).max(GAME_LIST_MAX_PAGE_SIZE).default(fallback);

export const GameListQuerySchema = z
  .object({
    pageNo: PageNo,
    pageSize: pageSize(GAME_LIST_PAGE_SIZE),
    gameType: z.enum(GAME_TYPES).optional(),
    vendor: VendorCodeSchema.optional(),
    vassalage: VendorCodeSchema.optional(),
    gameClassify: GameClassifySchema.optional(),
    /** Games whose minimum bet is at most this amount. */
    minBet: StakeSchema.optional(),
    /** Games with at least this many lines. */
    minLineNum: z.coerce.number().int().min(0).max(10_000).optional(),
    /** Name search: case-insensitive, in the request language. */
    gameName: z.string().trim().min(1).max(64).optional(),
    ...passThrough,
  })
  .strict();
export type GameListQuery = z.infer<typeof GameListQuerySchema>;

export const GameListSchema = pageOf(GameSchema, 'games');
export type GameList = z.infer<typeof GameListSchema>;

export const HotGamesQuerySchema = z
  .object({
    gameType: z.enum(GAME_TYPES).optional(),
    vassalage: VendorCodeSchema.optional(),
    count: z.coerce.number().int().min(1).max(HOT_GAMES_COUNT).default(HOT_GAMES_COUNT),
    ...passThrough,
  })
  .strict();
export const HotGamesSchema = z.object({ games: z.array(GameSchema) });

export const VendorsQuerySchema = z
  .object({ gameType: z.enum(GAME_TYPES).optional(), ...passThrough })
  .strict();
export const VendorWithCountSchema = z.object({
  vendor: z.string(),
  vassalage: z.string(),
  name: z.string(),
  gameType: z.enum(GAME_TYPES),
  gameCount: z.number().int(),
});
export const CategoryVendorsSchema = z.object({
  gameCategory: z.enum(GAME_TYPES),
  gameCount: z.number().int(),
  vendors: z.array(VendorWithCountSchema),
  /** The gameClassify values of the category's listed games, for the lobby's filter. */
  classifies: z.array(z.object({ gameClassify: z.string(), gameCount: z.number().int() })),
});
export type CategoryVendors = z.infer<typeof CategoryVendorsSchema>;
export const VendorsSchema = z.object({ categories: z.array(CategoryVendorsSchema) });
export type VendorsAnswer = z.infer<typeof VendorsSchema>;

export const FavouriteInputSchema = z
  .object({ nodeId: GameKeySchema, vendor: VendorCodeSchema, gameType: z.enum(GAME_TYPES) })
  .strict();
export type FavouriteInput = z.infer<typeof FavouriteInputSchema>;
export const FavouriteResultSchema = z.object({ nodeId: z.string(), favourite: z.boolean() });

export const FavouritesQuerySchema = z
  .object({
    pageNo: PageNo,
    pageSize: pageSize(GAME_LIST_PAGE_SIZE),
    gameType: z.enum(GAME_TYPES).optional(),
    ...passThrough,
  })
  .strict();
export const FavouritesSchema = pageOf(GameSchema, 'content');

export const RecentGamesQuerySchema = FavouritesQuerySchema;
export const RecentGameSchema = GameSchema.extend({ lastPlayedAt: z.string() });
export type RecentGame = z.infer<typeof RecentGameSchema>;
export const RecentGamesSchema = pageOf(RecentGameSchema, 'list');

export const RoomListQuerySchema = z
  .object({
    pageNo: PageNo,
    pageSize: pageSize(GAME_LIST_PAGE_SIZE),
    vendor: VendorCodeSchema.optional(),
    nodeId: GameKeySchema.optional(),
    gameClassify: GameClassifySchema.optional(),
    ...passThrough,
  })
  .strict();
export const RoomSchema = z.object({
  /** `{nodeId}:{level}`: what the launch request's roomId carries. */
  roomId: z.string(),
  nodeId: z.string(),
  gameName: z.string(),
  vendor: z.string(),
  vendorName: z.string(),
  gameClassify: z.string(),
  level: z.enum(PVP_ROOM_LEVELS.map((l) => l.level) as [string, ...string[]]),
  minBet: z.string(),
  seats: z.number().int(),
  image: z.string(),
});
export type Room = z.infer<typeof RoomSchema>;
export const RoomListSchema = pageOf(RoomSchema, 'list');

const tags = ['games'];
export const gamesApi = {
  gameList: endpoint({
    ...GAME_ROUTES.gameList,
    query: GameListQuerySchema,
    response: GameListSchema,
    auth: 'none',
    summary: 'Game list of a lobby: filters, name search, pages of 42 (disabled games and vendors never listed)',
    tags,
  }),
  hotGames: endpoint({
    ...GAME_ROUTES.hotGames,
    query: HotGamesQuerySchema,
    response: HotGamesSchema,
    auth: 'none',
    summary: 'Popular (hot) games, up to 20, most played first',
    tags,
  }),
  vendors: endpoint({
    ...GAME_ROUTES.vendors,
    query: VendorsQuerySchema,
    response: VendorsSchema,
    auth: 'none',
    summary: 'Vendors per game category with their game counts, and the gameClassify facets',
    tags,
  }),
  favourites: endpoint({
    ...GAME_ROUTES.favourites,
    query: FavouritesQuerySchema,
    response: FavouritesSchema,
    auth: 'member',
    summary: "The member's favourite games, newest first",
    tags,
  }),
  addFavourite: endpoint({
    ...GAME_ROUTES.addFavourite,
    body: FavouriteInputSchema,
    response: FavouriteResultSchema,
    auth: 'member',
    summary: 'Add a favourite (nothing changes if it is one already)',
    tags,
  }),
  removeFavourite: endpoint({
    ...GAME_ROUTES.removeFavourite,
    body: FavouriteInputSchema,
    response: FavouriteResultSchema,
    auth: 'member',
    summary: 'Remove a favourite (nothing changes if it is not one)',
    tags,
  }),
  recentGames: endpoint({
    ...GAME_ROUTES.recentGames,
    query: RecentGamesQuerySchema,
    response: RecentGamesSchema,
    auth: 'member',
    summary: "The member's recently played games, last played first",
    tags,
  }),
  roomList: endpoint({
    ...GAME_ROUTES.roomList,
    query: RoomListQuerySchema,
    response: RoomListSchema,
    auth: 'none',
    summary: 'PVP rooms: four stake levels per PVP game, with minimum bet and seats',
    tags,
  }),
};
