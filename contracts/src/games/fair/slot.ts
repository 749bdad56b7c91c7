import { uniformInt, type Uint32Source } from './rng';
import {
  SLOT_LINE_PAYS,
  SLOT_LINES,
  SLOT_PAYLINES,
  SLOT_REELS,
  SLOT_ROWS,
  SLOT_SCATTER_PAYS,
  type SlotPaySymbol,
  type SlotSymbol,
} from '../inhouse-rules';
import { SLOT_STRIPS } from './slot-strips';

export type { SlotSymbol } from '../inhouse-rules';

/**
 * "Sorte Slot": 5 reels × 3 rows, 20 fixed paylines, wild and scatter. Pure functions only; the
 * exact RTP (slotExactRtp) enumerates the symbol distribution of every reel, the simulation test
 * checks it with 1 000 000 seeded spins. Documented in docs/games.md.
 */
export interface SlotLineWin {
  /** 1-based payline number. */
  line: number;
  symbol: SlotPaySymbol;
  count: number;
  /** Multiple of the line bet. */
  pay: number;
}

export interface SlotOutcome {
  /** Reel stop index per reel (the strip position shown on the top row). */
  stops: number[];
  /** The visible symbols: grid[reel][row]. */
  grid: SlotSymbol[][];
  lineWins: SlotLineWin[];
  scatterCount: number;
  /** Scatter pay as a multiple of the total bet. */
  scatterPay: number;
  /**
   * The whole win as a multiple of the total bet, in 1/20ths (line pays are in line bets, which
   * are 1/20 of the total): win = totalBet × winTwentieths / 20.
   */
  winTwentieths: number;
}

/** The pay of one line's five symbols (left to right), or null. Wilds substitute for all but scatter. */
export function evaluateLine(
  symbols: readonly SlotSymbol[],
): { symbol: SlotPaySymbol; count: number; pay: number } | null {
  let wilds = 0;
  while (wilds < symbols.length && symbols[wilds] === 'wild') wilds += 1;
  let best: { symbol: SlotPaySymbol; count: number; pay: number } | null = null;
  if (wilds >= 3) best = { symbol: 'wild', count: wilds, pay: SLOT_LINE_PAYS.wild[wilds - 3]! };
  const first = symbols[wilds];
  if (first !== undefined && first !== 'scatter') {
    let count = wilds + 1;
    while (count < symbols.length && (symbols[count] === first || symbols[count] === 'wild')) {
      count += 1;
    }
    if (count >= 3) {
      const pay = SLOT_LINE_PAYS[first][count - 3]!;
      if (!best || pay > best.pay) best = { symbol: first, count, pay };
    }
  }
  return best;
}

/** Evaluates a screen given the reel stops. */
export function evaluateSlot(stops: readonly number[]): SlotOutcome {
  const grid = stops.map((stop, reel) => {
    const strip = SLOT_STRIPS[reel]!;
    return [0, 1, 2].map((row) => strip[(stop + row) % strip.length]!);
  });
  const lineWins: SlotLineWin[] = [];
  let lineTotal = 0;
  SLOT_PAYLINES.forEach((rows, index) => {
    const win = evaluateLine(rows.map((row, reel) => grid[reel]![row]!));
    if (win) {
      lineWins.push({ line: index + 1, ...win });
      lineTotal += win.pay;
    }
  });
  let scatterCount = 0;
  for (const column of grid)
    for (const symbol of column) if (symbol === 'scatter') scatterCount += 1;
  const scatterPay = scatterCount >= 3 ? SLOT_SCATTER_PAYS[Math.min(scatterCount, 5) - 3]! : 0;
  return {
    stops: [...stops],
    grid,
    lineWins,
    scatterCount,
    scatterPay,
    winTwentieths: lineTotal + scatterPay * SLOT_LINES,
  };
}

/** One spin: each reel's stop is a uniform integer over its strip length, drawn in reel order. */
export function spinSlot(source: Uint32Source): SlotOutcome {
  return evaluateSlot(SLOT_STRIPS.map((strip) => uniformInt(source, strip.length)));
}

/** Win in minor units for a total bet in minor units (rounded down to the cent). */
export function slotWinMinor(betMinor: bigint, outcome: SlotOutcome): bigint {
  return (betMinor * BigInt(outcome.winTwentieths)) / BigInt(SLOT_LINES);
}

/**
 * The exact return to player (before cent rounding). Every row of a reel shows each strip symbol
 * with probability count / strip length and reels are independent, so every payline has the same
 * expected pay: enumerate the per-reel symbol distributions (≤ 10^5 weighted combinations). The
 * scatter part enumerates how many windows of each reel hold a scatter. By linearity of
 * expectation RTP = E[line pay] (20 lines × line bet = total bet) + E[scatter pay].
 */
export function slotExactRtp(): { lines: number; scatter: number; total: number } {
  const dists = SLOT_STRIPS.map((strip) => {
    const counts = new Map<SlotSymbol, number>();
    for (const symbol of strip) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
    return [...counts].map(([symbol, count]) => ({ symbol, p: count / strip.length }));
  });
  let lines = 0;
  const symbols: SlotSymbol[] = [];
  const walk = (reel: number, p: number): void => {
    if (reel === SLOT_REELS) {
      const win = evaluateLine(symbols);
      if (win) lines += p * win.pay;
      return;
    }
    for (const entry of dists[reel]!) {
      symbols[reel] = entry.symbol;
      walk(reel + 1, p * entry.p);
    }
  };
  walk(0, 1);

  // Scatter count distribution: convolve per-reel distributions of scatters in the window.
  let scatterDist = [1];
  for (const strip of SLOT_STRIPS) {
    const perReel = [0, 0, 0, 0];
    for (let stop = 0; stop < strip.length; stop += 1) {
      let n = 0;
      for (let row = 0; row < SLOT_ROWS; row += 1) {
        if (strip[(stop + row) % strip.length] === 'scatter') n += 1;
      }
      perReel[n]! += 1 / strip.length;
    }
    const next = new Array<number>(scatterDist.length + 3).fill(0);
    scatterDist.forEach((pa, a) => perReel.forEach((pb, b) => (next[a + b]! += pa * pb)));
    scatterDist = next;
  }
  let scatter = 0;
  scatterDist.forEach((p, n) => {
    if (n >= 3) scatter += p * SLOT_SCATTER_PAYS[Math.min(n, 5) - 3]!;
  });
  return { lines, scatter, total: lines + scatter };
}
