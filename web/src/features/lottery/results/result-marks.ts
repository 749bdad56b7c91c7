import { NORTH_LAYOUT, type PrizeTier, type TierLayout } from '@sorte/contracts/lottery/games';
import { prizeNumbers, type DrawOutcome, type VnResult } from '@sorte/contracts/lottery/rules';

/**
 * What to mark on a drawn result for the player's bets on that issue: for each prize number,
 * how many trailing digits matched (lô and đề mark the last two, lô 3 số and 3 càng the last
 * three, đầu / đuôi the tens / units digit), and for 5D the positions that matched.
 */

/** A marked stretch of a prize number, counted from its end: [fromEnd, toEnd). */
export interface DigitMark {
  fromEnd: number;
  toEnd: number;
}

export const markKey = (tier: PrizeTier, index: number) => `${tier}:${index}`;

export interface BetLike {
  gameCode: string;
  issueNo: string;
  playType: string;
  numbers: string[];
  status: string;
}

export interface ResultMarks {
  /** `tier:index` → the stretch to mark. */
  prizes: Map<string, DigitMark>;
  /** 5D positions (0-4) whose digit the player picked. */
  positions: Set<number>;
  /** The player's numbers on this issue, distinct, in bet order. */
  numbers: string[];
}

const merge = (a: DigitMark | undefined, b: DigitMark): DigitMark =>
  a ? { fromEnd: Math.max(a.fromEnd, b.fromEnd), toEnd: Math.min(a.toEnd, b.toEnd) } : b;

/** The marks of the bets placed on `issue` (cancelled bets never count). */
export function resultMarks(
  bets: readonly BetLike[],
  issue: { gameCode: string; issueNo: string; result: DrawOutcome | null },
): ResultMarks {
  const marks: ResultMarks = { prizes: new Map(), positions: new Set(), numbers: [] };
  const outcome = issue.result;
  const mine = bets.filter(
    (b) => b.gameCode === issue.gameCode && b.issueNo === issue.issueNo && b.status !== 'cancelled',
  );
  for (const bet of mine)
    for (const n of bet.numbers) if (!marks.numbers.includes(n)) marks.numbers.push(n);
  if (!outcome) return marks;
  const mark = (tier: PrizeTier, index: number, m: DigitMark) =>
    marks.prizes.set(markKey(tier, index), merge(marks.prizes.get(markKey(tier, index)), m));

  if (outcome.kind === 'VN' || outcome.kind === 'ELOTT_VN') {
    const prizes = outcome.prizes;
    const eachPrize = (fn: (tier: PrizeTier, index: number, value: string) => void) => {
      for (const [tier, values] of Object.entries(prizes) as [PrizeTier, string[]][]) {
        values.forEach((value, index) => fn(tier, index, value));
      }
    };
    for (const bet of mine) {
      const type = bet.playType;
      for (const n of bet.numbers) {
        if (type === 'LO2' || type.startsWith('XIEN') || type.startsWith('TRUOT')) {
          eachPrize((tier, i, v) => v.slice(-2) === n && mark(tier, i, { fromEnd: 2, toEnd: 0 }));
        } else if (type === 'LO3') {
          eachPrize(
            (tier, i, v) =>
              v.length >= 3 && v.slice(-3) === n && mark(tier, i, { fromEnd: 3, toEnd: 0 }),
          );
        } else if (type === 'DE_DB' || type === 'DE_G1') {
          const tier = type === 'DE_DB' ? 'DB' : 'G1';
          if (prizes[tier]?.[0]?.slice(-2) === n) mark(tier, 0, { fromEnd: 2, toEnd: 0 });
        } else if (type === 'BA_CANG') {
          if (prizes.DB?.[0]?.slice(-3) === n) mark('DB', 0, { fromEnd: 3, toEnd: 0 });
        } else if (type === 'DAU') {
          if (prizes.DB?.[0]?.slice(-2, -1) === n) mark('DB', 0, { fromEnd: 2, toEnd: 1 });
        } else if (type === 'DUOI') {
          if (prizes.DB?.[0]?.slice(-1) === n) mark('DB', 0, { fromEnd: 1, toEnd: 0 });
        }
      }
    }
  } else if (outcome.kind === 'ELOTT_SSC') {
    for (const bet of mine) {
      const match = /^SSC_POS(\d)$/.exec(bet.playType);
      if (!match) continue;
      const position = Number(match[1]) - 1;
      if (bet.numbers.includes(String(outcome.digits[position]))) marks.positions.add(position);
    }
  }
  return marks;
}

/** Splits a prize number into [plain, marked, plain] by a mark (no mark: all plain). */
export function splitMarked(value: string, mark: DigitMark | undefined): [string, string, string] {
  if (!mark) return [value, '', ''];
  const start = Math.max(0, value.length - mark.fromEnd);
  const end = value.length - mark.toEnd;
  return [value.slice(0, start), value.slice(start, end), value.slice(end)];
}

/**
 * The head / tail (đầu / đuôi) table of a VN result: for each digit 0-9, the units digits of the
 * drawn last-two numbers whose tens digit it is (heads), and the tens digits of those whose units
 * digit it is (tails), sorted, repeats kept.
 */
export function headTail(prizes: VnResult): { digit: number; tails: string[]; heads: string[] }[] {
  const pairs = prizeNumbers(prizes).map((n) => n.slice(-2).padStart(2, '0'));
  return Array.from({ length: 10 }, (_, digit) => ({
    digit,
    tails: pairs
      .filter((p) => p[0] === String(digit))
      .map((p) => p[1]!)
      .sort(),
    heads: pairs
      .filter((p) => p[1] === String(digit))
      .map((p) => p[0]!)
      .sort(),
  }));
}

/** The layout a VN-style result is shown in (the tiers it has, in the region's order). */
export function layoutOf(prizes: VnResult, layout: readonly TierLayout[] = NORTH_LAYOUT) {
  return layout.filter((t) => prizes[t.tier]);
}
