import { describe, expect, it } from 'vitest';
import { DICE_RTP, MINES_RTP, SLOT_RTP } from '@sorte/contracts/games/inhouse-rules';
import { diceMultiplier, diceTargetValid, diceWinMinor, rollDice } from '@sorte/contracts/games/fair/dice';
import { minesMultiplier, minesWinMinor, placeMines } from '@sorte/contracts/games/fair/mines';
import { drawRound } from '@sorte/contracts/games/fair/replay';
import { FairStream } from '@sorte/contracts/games/fair/rng';
import { evaluateLine, evaluateSlot, slotExactRtp, slotWinMinor, spinSlot } from '@sorte/contracts/games/fair/slot';
import { SLOT_STRIPS } from '@sorte/contracts/games/fair/slot-strips';
import { chiSquareCritical, chiSquareUniform } from './chi-square.js';
import { nodeHmac } from './node-hmac.js';

/** The simulations read the fair stream through Node's HMAC (fast; the same bytes as noble's). */
const fair = (serverSeed: string, clientSeed: string, nonce: number) =>
  new FairStream(serverSeed, clientSeed, nonce, nodeHmac);

/** Documented RTPs (docs/games.md, "In-house games and fairness"). */
const SLOT_DOCUMENTED_RTP = SLOT_RTP;
const DICE_DOCUMENTED_RTP = DICE_RTP;
const MINES_DOCUMENTED_RTP = MINES_RTP;
/**
 * Rounds per end-to-end simulation (seeds -> fair stream -> engine -> payout). The RTPs themselves
 * are checked exactly, not by sampling: the slot's from its strips and paytable (`slotExactRtp`),
 * dice's and mines' from their pricing formulas (the tests above each simulation), and the
 * mappings from the stream onto each range by chi-square (fairness.test.ts). The simulations
 * confirm the whole chain at ±4 standard errors: about ±2.2, ±1.8 and ±0.8 percentage points.
 */
const ROUNDS = 200_000;
const SIM_SEED = '5f0e2d1c3b4a59687766554433221100ffeeddccbbaa99887766554433221100';

/** Mean and standard error of per-round returns (multiples of the bet). */
function summarise(sum: number, sumSquares: number, n: number) {
  const mean = sum / n;
  const variance = sumSquares / n - mean * mean;
  return { mean, standardError: Math.sqrt(variance / n) };
}

describe('slot paytable', () => {
  it.each([
    [['seven', 'seven', 'seven', 'lemon', 'seven'], { symbol: 'seven', count: 3, pay: 25 }],
    [['wild', 'wild', 'bell', 'bell', 'wild'], { symbol: 'bell', count: 5, pay: 150 }],
    [['wild', 'wild', 'wild', 'cherry', 'gem'], { symbol: 'wild', count: 3, pay: 50 }],
    [['wild', 'wild', 'wild', 'wild', 'wild'], { symbol: 'wild', count: 5, pay: 1000 }],
    [['scatter', 'grape', 'grape', 'grape', 'grape'], null],
    [['lemon', 'lemon', 'scatter', 'lemon', 'lemon'], null],
    [['cherry', 'wild', 'cherry', 'cherry', 'bell'], { symbol: 'cherry', count: 4, pay: 6 }],
  ] as const)('pays %j as %j', (symbols, expected) => {
    expect(evaluateLine(symbols)).toEqual(expected);
  });

  it('shows three consecutive strip positions per reel and wraps around', () => {
    const last = SLOT_STRIPS.map((strip) => strip.length - 1);
    const outcome = evaluateSlot(last);
    outcome.grid.forEach((column, reel) => {
      const strip = SLOT_STRIPS[reel]!;
      expect(column).toEqual([strip[strip.length - 1], strip[0], strip[1]]);
    });
  });

  it('has the documented exact RTP', () => {
    const rtp = slotExactRtp();
    expect(rtp.total).toBeCloseTo(SLOT_DOCUMENTED_RTP, 4);
  });

  it(`measures the documented RTP over ${ROUNDS} seeded spins (±4 standard errors)`, () => {
    let sum = 0;
    let sumSquares = 0;
    let hits = 0;
    for (let nonce = 0; nonce < ROUNDS; nonce += 1) {
      const multiple =
        spinSlot(fair(SIM_SEED, 'slot-simulation', nonce)).winTwentieths / 20;
      sum += multiple;
      sumSquares += multiple * multiple;
      if (multiple > 0) hits += 1;
    }
    const { mean, standardError } = summarise(sum, sumSquares, ROUNDS);
    // Stated tolerance: 4 standard errors (≈ ±2.2 percentage points: the spin SD is 2.45 bets).
    expect(standardError).toBeLessThan(0.006);
    expect(Math.abs(mean - SLOT_DOCUMENTED_RTP)).toBeLessThan(4 * standardError);
    expect(hits / ROUNDS).toBeGreaterThan(0.2);
  }, 60_000);

  it('rounds wins down to the cent', () => {
    const outcome = { ...evaluateSlot([0, 0, 0, 0, 0]), winTwentieths: 3 };
    expect(slotWinMinor(10n, outcome)).toBe(1n); // 0.10 × 3/20 = 0.015 → 0.01
  });
});

describe('dice', () => {
  it('pays 99 / chance and keeps the chance within 1% … 98%', () => {
    expect(diceMultiplier('under', 5000)).toBeCloseTo(1.98, 10);
    expect(diceMultiplier('over', 4999)).toBeCloseTo(1.98, 10);
    expect(diceMultiplier('under', 100)).toBeCloseTo(99, 10);
    expect(diceTargetValid('under', 99)).toBe(false);
    expect(diceTargetValid('under', 9800)).toBe(true);
    expect(diceTargetValid('over', 9899)).toBe(true);
    expect(diceTargetValid('over', 9900)).toBe(false);
    expect(diceTargetValid('over', 12.5)).toBe(false);
    expect(diceWinMinor(1000n, { roll: 10, direction: 'under', target: 5000, win: true })).toBe(
      1980n,
    );
    expect(diceWinMinor(1000n, { roll: 6000, direction: 'under', target: 5000, win: false })).toBe(
      0n,
    );
  });

  it(`measures 99% RTP over ${ROUNDS} seeded rolls across targets (±4 standard errors)`, () => {
    const targets = [
      ['under', 5000],
      ['over', 2499],
      ['under', 1000],
      ['over', 8999],
      ['under', 9000],
    ] as const;
    let sum = 0;
    let sumSquares = 0;
    for (let nonce = 0; nonce < ROUNDS; nonce += 1) {
      const [direction, target] = targets[nonce % targets.length]!;
      const outcome = rollDice(
        fair(SIM_SEED, 'dice-simulation', nonce),
        direction,
        target,
      );
      const multiple = outcome.win ? diceMultiplier(direction, target) : 0;
      sum += multiple;
      sumSquares += multiple * multiple;
    }
    const { mean, standardError } = summarise(sum, sumSquares, ROUNDS);
    expect(standardError).toBeLessThan(0.005);
    expect(Math.abs(mean - DICE_DOCUMENTED_RTP)).toBeLessThan(4 * standardError);
  }, 60_000);
});

describe('mines', () => {
  it('prices k safe reveals as 0.99 × C(25,k) / C(25−m,k)', () => {
    expect(minesMultiplier(1, 1)).toBeCloseTo(0.99 * (25 / 24), 12);
    expect(minesMultiplier(3, 2)).toBeCloseTo(0.99 * ((25 * 24) / (22 * 21)), 12);
    expect(minesMultiplier(24, 1)).toBeCloseTo(0.99 * 25, 12);
    expect(minesWinMinor(100n, 24, 1)).toBe(2475n);
    expect(minesWinMinor(10n, 1, 1)).toBe(10n); // 0.103125 → 0.10
  });

  it('places the requested number of distinct mines', () => {
    const cells = placeMines(fair(SIM_SEED, 'm', 1), 24);
    expect(new Set(cells).size).toBe(24);
    expect(() => placeMines(fair(SIM_SEED, 'm', 1), 0)).toThrow(RangeError);
  });

  it('places each mine uniformly over the 25 cells (chi-square, 99%)', () => {
    const counts = new Array<number>(25).fill(0);
    for (let nonce = 0; nonce < 100_000; nonce += 1) {
      for (const cell of placeMines(fair(SIM_SEED, 'mines-chi', nonce), 3))
        counts[cell]! += 1;
    }
    expect(chiSquareUniform(counts)).toBeLessThan(chiSquareCritical(24));
  });

  it(`measures 99% RTP over ${ROUNDS} seeded rounds with several strategies (±4 standard errors)`, () => {
    // Strategy per round (mines, cells revealed before cashing out); cells are revealed in a
    // fixed order, which is as good as any order because the layout is uniform.
    const strategies = [
      [1, 5],
      [3, 3],
      [5, 2],
      [10, 1],
      [3, 6],
    ] as const;
    let sum = 0;
    let sumSquares = 0;
    for (let nonce = 0; nonce < ROUNDS; nonce += 1) {
      const [mines, reveals] = strategies[nonce % strategies.length]!;
      const layout = new Set(
        placeMines(fair(SIM_SEED, 'mines-simulation', nonce), mines),
      );
      let safe = 0;
      while (safe < reveals && !layout.has(safe)) safe += 1;
      const multiple = safe === reveals ? minesMultiplier(mines, reveals) : 0;
      sum += multiple;
      sumSquares += multiple * multiple;
    }
    const { mean, standardError } = summarise(sum, sumSquares, ROUNDS);
    expect(standardError).toBeLessThan(0.003);
    expect(Math.abs(mean - MINES_DOCUMENTED_RTP)).toBeLessThan(4 * standardError);
  }, 60_000);
});

describe('drawRound (verification)', () => {
  it('recomputes the same outcome from the same seeds and nonce', () => {
    const a = drawRound(SIM_SEED, 'client', 42, { game: 'slot' });
    expect(drawRound(SIM_SEED, 'client', 42, { game: 'slot' })).toEqual(a);
    expect(drawRound(SIM_SEED, 'client', 43, { game: 'slot' })).not.toEqual(a);
    const dice = drawRound(SIM_SEED, 'client', 1, {
      game: 'dice',
      direction: 'over',
      target: 5000,
    });
    expect(dice).toEqual(
      drawRound(SIM_SEED, 'client', 1, { game: 'dice', direction: 'over', target: 5000 }),
    );
  });
});
