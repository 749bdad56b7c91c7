import { randomInt } from 'node:crypto';

/**
 * The simulator's game: three reels of six equally likely symbols (CSPRNG, `randomInt` is
 * unbiased). Pays: three of a kind by symbol, two cherries 2x, any other pair 0.5x (floored to the
 * cent). RTP = (50+30+25+15+12+10 + 15·2 + 75·0.5) / 216 = 209.5 / 216 ≈ 96.99 % (docs/games.md).
 * It is a stand-in for a real vendor's game, not one of the platform's provably fair games.
 */
export const SYMBOLS = ['SEVEN', 'BAR', 'BELL', 'STAR', 'CHERRY', 'LEMON'] as const;
export type SimSymbol = (typeof SYMBOLS)[number];

export const THREE_OF_A_KIND: Record<SimSymbol, number> = {
  SEVEN: 50,
  BAR: 30,
  BELL: 25,
  STAR: 15,
  CHERRY: 12,
  LEMON: 10,
};
export const TWO_CHERRIES = 2;
/** Any other pair pays half the stake (numerator / denominator to stay in integers). */
export const PAIR = { num: 1n, den: 2n };

export const SIM_RTP = 209.5 / 216;

/** Win in minor units for a stake (minor units) and three symbols. */
export function payout(stake: bigint, reels: readonly SimSymbol[]): bigint {
  const [a, b, c] = reels as [SimSymbol, SimSymbol, SimSymbol];
  if (a === b && b === c) return stake * BigInt(THREE_OF_A_KIND[a]);
  const counts = new Map<SimSymbol, number>();
  for (const s of reels) counts.set(s, (counts.get(s) ?? 0) + 1);
  if ((counts.get('CHERRY') ?? 0) === 2) return stake * BigInt(TWO_CHERRIES);
  if ([...counts.values()].some((n) => n === 2)) return (stake * PAIR.num) / PAIR.den;
  return 0n;
}

/** Three symbols from the CSPRNG (or from `pick` in tests). */
export function spinReels(pick: (n: number) => number = randomInt): SimSymbol[] {
  return [0, 1, 2].map(() => SYMBOLS[pick(SYMBOLS.length)]!);
}
