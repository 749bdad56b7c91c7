/**
 * Betting record, profit and loss, and the winners board: method and path of
 * each call and their constants, without schemas, so the web can import them without zod (the
 * schemas live in records.ts). The names chosen for them: docs/decisions.md "Betting record".
 */
export const BET_RECORD_ROUTES = {
  /** personalHistoryCopy: the member's game rounds, filtered and paged. */
  betRecords: { method: 'GET', path: '/wps/relay/GLS_betRecords' },
  /** One round of the member with its postings and, for in-house games, the fairness data. */
  betRecordDetail: { method: 'GET', path: '/wps/relay/GLS_betRecordDetail' },
  /** personalProfit: profit and loss of a period, per game category. */
  profitLoss: { method: 'GET', path: '/wps/relay/GLS_profitLoss' },
  /** Winners board on home (public): recent big wins, players masked. */
  winners: { method: 'GET', path: '/lgw/games/winners' },
} as const;

/** A round's state: bet placed and not finished, finished (win posted, maybe 0), or refunded. */
export const ROUND_STATUSES = ['OPEN', 'SETTLED', 'ROLLED_BACK'] as const;
export type RoundStatus = (typeof ROUND_STATUSES)[number];

/** Rows per page of the betting record (the web asks for this many). */
export const BET_RECORD_PAGE_SIZE = 10;
/** The largest page the betting record answers. */
export const BET_RECORD_MAX_PAGE_SIZE = 100;

/** Winners board: rows by default and at most. */
export const WINNERS_DEFAULT_COUNT = 20;
export const WINNERS_MAX_COUNT = 50;
/**
 * A round is a "big win" for the board when its prize is at least this many times its bet and
 * at least WINNERS_MIN_PRIZE_MINOR (minor units) — small wins are not news.
 */
export const WINNERS_MIN_MULTIPLIER = 5;
export const WINNERS_MIN_PRIZE_MINOR = 5_000n;
/** Only wins of the last this many days are shown. */
export const WINNERS_WINDOW_DAYS = 30;
/** How long the server keeps one board answer (per language and count). */
export const WINNERS_CACHE_MS = 30_000;

/**
 * Masks a username for public display: the first two and the last two characters with three
 * stars between ("demo01" -> "de***01"); names of four characters or fewer keep only their first
 * character ("ab12" -> "a***").
 */
export function maskPlayer(username: string): string {
  const chars = [...username];
  if (chars.length <= 4) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
}
