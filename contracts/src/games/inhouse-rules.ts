/**
 * Rules of the in-house games (vendor INHOUSE; shown to players as the brand's "Originals") shared
 * by the server's engines and the game pages: games, catalogue codes, symbols, paylines, paytables
 * and limits. Zod-free so the /play pages import it cheaply.
 * RTP and the verification algorithm: docs/games.md, "In-house games and fairness".
 */
export const INHOUSE_VENDOR = 'INHOUSE';

/** The in-house games; each is also its page's slug under /play/. */
export const INHOUSE_GAMES = ['slot', 'dice', 'mines'] as const;
export type InhouseGame = (typeof INHOUSE_GAMES)[number];

/** The catalogue gameCode of each in-house game (vendor INHOUSE). */
export const INHOUSE_GAME_CODES: Record<InhouseGame, string> = {
  slot: 'INHOUSE1314',
  dice: 'INHOUSE1315',
  mines: 'INHOUSE1316',
};

/** The in-house game (its page slug) of a catalogue gameCode. */
export function inhouseSlug(gameCode: string): InhouseGame | undefined {
  return INHOUSE_GAMES.find((game) => INHOUSE_GAME_CODES[game] === gameCode);
}

export const INHOUSE_PATHS = {
  page: (game: InhouseGame) => `/play/${game}`,
  verifyPage: '/play/verify',
  api: '/play/api',
} as const;

/** Bet presets offered by the pages (any amount between the game's minBet and the maximum works). */
export const INHOUSE_BET_PRESETS = [
  '0.20',
  '0.50',
  '1.00',
  '2.00',
  '5.00',
  '10.00',
  '20.00',
  '50.00',
  '100.00',
];
export const INHOUSE_MAX_BET = '1000.00';

// ---- Slot ----------------------------------------------------------------------------------
export const SLOT_SYMBOLS = [
  'wild',
  'scatter',
  'seven',
  'crown',
  'bell',
  'gem',
  'melon',
  'grape',
  'lemon',
  'cherry',
] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];
export type SlotPaySymbol = Exclude<SlotSymbol, 'scatter'>;

export const SLOT_REELS = 5;
export const SLOT_ROWS = 3;
export const SLOT_LINES = 20;

/** Line pays in multiples of the line bet (total bet / 20) for 3, 4 and 5 of a kind from reel 1. */
export const SLOT_LINE_PAYS: Record<SlotPaySymbol, readonly [number, number, number]> = {
  wild: [50, 250, 1000],
  seven: [25, 100, 500],
  crown: [15, 60, 250],
  bell: [10, 40, 150],
  gem: [8, 30, 100],
  melon: [5, 15, 60],
  grape: [4, 12, 50],
  lemon: [2, 8, 30],
  cherry: [2, 6, 25],
};

/** Scatter pays in multiples of the total bet for 3, 4 and 5 scatters anywhere on the screen. */
export const SLOT_SCATTER_PAYS: readonly [number, number, number] = [2, 10, 50];

/** Paylines: the row (0 top … 2 bottom) the line crosses on each reel. */
export const SLOT_PAYLINES: readonly (readonly [number, number, number, number, number])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 0, 2, 0],
];

/** Exact RTP of the slot (slotExactRtp in the engine; a test keeps this in step). */
export const SLOT_RTP = 0.9592;

// ---- Dice ----------------------------------------------------------------------------------
/** Rolls are 0 … 9999 hundredths (0.00 … 99.99). */
export const DICE_OUTCOMES = 10_000;
/** Win chance limits in hundredths of a percent (1.00% … 98.00%). */
export const DICE_MIN_CHANCE = 100;
export const DICE_MAX_CHANCE = 9800;
/** House edge in basis points: multiplier = 99 / chance%. */
export const DICE_EDGE_BP = 100;
export const DICE_RTP = 0.99;
export type DiceDirection = 'under' | 'over';

/** Winning rolls out of 10 000 (under T: rolls 0 … T−1; over T: rolls T+1 … 9999). */
export function diceWinningRolls(direction: DiceDirection, target: number): number {
  return direction === 'under' ? target : DICE_OUTCOMES - 1 - target;
}

/** The payout multiplier 9900 / winning rolls (= 99 / chance%). */
export function diceMultiplier(direction: DiceDirection, target: number): number {
  return (DICE_OUTCOMES - DICE_EDGE_BP) / diceWinningRolls(direction, target);
}

// ---- Mines ---------------------------------------------------------------------------------
export const MINES_CELLS = 25;
export const MINES_MIN = 1;
export const MINES_MAX = 24;
export const MINES_RTP = 0.99;

/** Multiplier after k safe reveals with m mines: 0.99 × C(25, k) / C(25 − m, k). */
export function minesMultiplier(mines: number, safeReveals: number): number {
  let value = 0.99;
  for (let i = 0; i < safeReveals; i += 1) value *= (MINES_CELLS - i) / (MINES_CELLS - mines - i);
  return value;
}
