import { MINES_CELLS, MINES_MAX, MINES_MIN } from '../inhouse-rules';
import { shuffle, type Uint32Source } from './rng';

export { minesMultiplier } from '../inhouse-rules';

/**
 * "Sorte Mines": a 5 × 5 grid with 1–24 mines placed by a fair shuffle of the 25 cells (the first
 * `mines` cells of the permutation hold mines, so only `mines` draws are read). The player reveals cells and may cash out after
 * any safe reveal. After k safe reveals the multiplier is 0.99 × C(25, k) / C(25 − mines, k):
 * the inverse of the chance of surviving k reveals, less a 1% edge, so every strategy returns 99%.
 */

/** The mine cells (0 … 24, row-major) of a round, sorted. */
export function placeMines(source: Uint32Source, mines: number): number[] {
  if (!Number.isInteger(mines) || mines < MINES_MIN || mines > MINES_MAX) {
    throw new RangeError(`placeMines: mines must be 1…24, got ${mines}`);
  }
  return shuffle(source, MINES_CELLS, mines).sort((a, b) => a - b);
}

/**
 * The multiplier after `safeReveals` safe cells, as an exact fraction numerator / denominator
 * (integers, so money is computed without floats).
 */
export function minesMultiplierFraction(
  mines: number,
  safeReveals: number,
): { numerator: bigint; denominator: bigint } {
  // C(25,k)/C(25-m,k) = Π_{i<k} (25-i)/(25-m-i)
  let numerator = 99n;
  let denominator = 100n;
  for (let i = 0; i < safeReveals; i += 1) {
    numerator *= BigInt(MINES_CELLS - i);
    denominator *= BigInt(MINES_CELLS - mines - i);
  }
  return { numerator, denominator };
}

/** Cash-out amount in minor units, rounded down to the cent. */
export function minesWinMinor(betMinor: bigint, mines: number, safeReveals: number): bigint {
  const { numerator, denominator } = minesMultiplierFraction(mines, safeReveals);
  return (betMinor * numerator) / denominator;
}

/** The most cells a player can reveal before only mines are left. */
export function minesMaxReveals(mines: number): number {
  return MINES_CELLS - mines;
}
