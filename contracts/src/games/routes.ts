/**
 * Method and path of each game call, and the catalogue's constants, without schemas, so the web
 * lobby can import them without pulling in zod (the schemas live in games.ts).
 */
export const GAME_ROUTES = {
  gameList: { method: 'GET', path: '/wps/relay/GLS_gameList' },
  hotGames: { method: 'GET', path: '/wps/relay/GLS_hotGames' },
  vendors: { method: 'GET', path: '/wps/relay/GLS_vendors' },
  favourites: { method: 'GET', path: '/wps/relay/GLS_favourites' },
  addFavourite: { method: 'POST', path: '/wps/relay/GLS_favourites' },
  removeFavourite: { method: 'DELETE', path: '/wps/relay/GLS_favourites' },
  recentGames: { method: 'GET', path: '/wps/relay/GLS_recentGames' },
  roomList: { method: 'GET', path: '/wps/relay/GLS2_roomList' },
  launchGame: { method: 'POST', path: '/wps/game/launchGame' },
} as const;

/** How a vendor's games reach the player's money (set per vendor by the operator). */
export const WALLET_MODES = ['seamless', 'transfer'] as const;
export type WalletMode = (typeof WALLET_MODES)[number];

/** The game list's page size (page 1 and every later page). */
export const GAME_LIST_PAGE_SIZE = 42;
/** The largest page the game list answers. */
export const GAME_LIST_MAX_PAGE_SIZE = 100;
/** Popular games: how many the home page asks for. */
export const HOT_GAMES_COUNT = 20;
/** Recent games kept per member (older ones drop off). */
export const RECENT_GAMES_KEPT = 50;

/** isGame: an ordinary game, or VASSALAGE (a vendor entry that opens a popup list of its games). */
export const IS_GAME_VALUES = ['GAME', 'VASSALAGE'] as const;
export type IsGame = (typeof IS_GAME_VALUES)[number];

/**
 * gameClassify values the lobby has a translated label for. Catalogues may use others
 * (`^[A-Z0-9_]{1,32}$`); the lobby then shows the code itself.
 */
export const KNOWN_GAME_CLASSIFIES = [
  'SLOT',
  'MEGAWAYS',
  'JACKPOT',
  'CLASSIC',
  'BACCARAT',
  'ROULETTE',
  'BLACKJACK',
  'SICBO',
  'DRAGON_TIGER',
  'GAME_SHOW',
  'FISHING',
  'POKER',
  'NIUNIU',
  'TEEN_PATTI',
  'MAHJONG',
  'RUMMY',
  'SPORTSBOOK',
  'VIRTUAL',
  'ESPORTSBOOK',
  'DICE',
  'MINES',
  'CRASH',
] as const;

/**
 * PVP rooms are derived from each PVP game (see docs/decisions.md): four stake levels whose
 * minimum bet is the game's minBet times the multiplier.
 */
export const PVP_ROOM_LEVELS = [
  { level: 'BEGINNER', multiplier: 1 },
  { level: 'STANDARD', multiplier: 5 },
  { level: 'EXPERT', multiplier: 20 },
  { level: 'VIP', multiplier: 100 },
] as const;
export type PvpRoomLevel = (typeof PVP_ROOM_LEVELS)[number]['level'];

/** Seats per table by gameClassify (PVP rooms); other classifies seat 4. */
export const PVP_SEATS: Record<string, number> = {
  POKER: 9,
  TEEN_PATTI: 5,
  NIUNIU: 5,
  MAHJONG: 4,
  RUMMY: 6,
  BLACKJACK: 7,
};
export const PVP_DEFAULT_SEATS = 4;
