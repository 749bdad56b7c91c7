import { layoutOfGame, prizeCount, type GameKind, type LotteryGameDef, type PrizeMode, type PrizeTier, type TierLayout } from './games';

/**
 * Play types, their selections, win rules, stake units and payouts (zod-free; server settlement
 * and the web's slip both use it).
 *
 * Money model: a bet is one line (a number, or a group for xiên and lô trượt) with a stake per
 * point (`unitStake`, minor units) and a whole `multiplier`. One line costs
 * unitStake × multiplier × stakeUnits (the North's lô 2 số costs 27 units a point, one per prize)
 * and pays unitStake × multiplier × odds per hit (odds in hundredths, rounded down to the cent).
 * Lô pays per occurrence: a number drawn on three prizes is three hits.
 */

export const VN_PLAY_TYPES = [
  'LO2', // lô 2 số: last two digits of any prize
  'LO3', // lô 3 số: last three digits of any prize of 3+ digits
  'DE_DB', // đề đặc biệt: last two of the special prize
  'DE_G1', // đề giải nhất: last two of the first prize
  'BA_CANG', // 3 càng: last three of the special prize
  'DAU', // đầu: tens digit of the special prize's last two
  'DUOI', // đuôi: units digit of the special prize's last two
  'XIEN2', // xiên 2/3/4: every number of the group is among the lô 2 số
  'XIEN3',
  'XIEN4',
  'TRUOT4', // lô trượt 4/8/10: no number of the group is among the lô 2 số
  'TRUOT8',
  'TRUOT10',
] as const;

export const SSC_PLAY_TYPES = [
  'SSC_POS1', // the digit at position 1 … 5 (left to right)
  'SSC_POS2',
  'SSC_POS3',
  'SSC_POS4',
  'SSC_POS5',
  'SSC_BIG_SMALL', // the sum of the five digits: BIG 23-45, SMALL 0-22
  'SSC_ODD_EVEN', // the sum of the five digits: ODD / EVEN
  'SSC_SUM', // the exact sum 0-45
] as const;

export const K3_PLAY_TYPES = [
  'K3_SUM', // the exact sum of the three dice, 3-18
  'K3_BIG_SMALL', // sum BIG 11-17, SMALL 4-10; any triple loses
  'K3_ODD_EVEN', // sum ODD / EVEN; any triple loses
  'K3_TRIPLE_ANY', // any triple (selection ANY)
  'K3_TRIPLE', // a given triple (111 … 666)
  'K3_PAIR', // at least two dice show the given value (11 … 66)
  'K3_DIFFERENT', // three different values, exactly the given three (123 … 456)
] as const;

export const PLAY_TYPES = [...VN_PLAY_TYPES, ...SSC_PLAY_TYPES, ...K3_PLAY_TYPES] as const;
export type PlayType = (typeof PLAY_TYPES)[number];
export type VnPlayType = (typeof VN_PLAY_TYPES)[number];

export const isPlayType = (value: string): value is PlayType => (PLAY_TYPES as readonly string[]).includes(value);

/** The play types a game family offers. */
export function playTypesOf(kind: GameKind): readonly PlayType[] {
  if (kind === 'VN' || kind === 'ELOTT_VN') return VN_PLAY_TYPES;
  if (kind === 'ELOTT_SSC') return SSC_PLAY_TYPES;
  return K3_PLAY_TYPES;
}

/** Group size of xiên and lô trượt lines (numbers per line); 1 for every other type. */
export function groupSize(playType: PlayType): number {
  const match = /^(?:XIEN|TRUOT)(\d+)$/.exec(playType);
  return match ? Number(match[1]) : 1;
}

/** Digits of the numbers a VN play type takes (2 or 3, 1 for đầu/đuôi); undefined for other types. */
export function numberDigits(playType: PlayType): number | undefined {
  if (playType === 'LO3' || playType === 'BA_CANG') return 3;
  if (playType === 'DAU' || playType === 'DUOI') return 1;
  if ((VN_PLAY_TYPES as readonly string[]).includes(playType)) return 2;
  if (playType.startsWith('SSC_POS')) return 1;
  return undefined;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Every value one number of a play type may take (the picker's grid). */
export function selectionValues(playType: PlayType): readonly string[] {
  const digits = numberDigits(playType);
  if (digits) return range(0, 10 ** digits - 1).map((n) => String(n).padStart(digits, '0'));
  switch (playType) {
    case 'SSC_BIG_SMALL':
    case 'K3_BIG_SMALL':
      return ['BIG', 'SMALL'];
    case 'SSC_ODD_EVEN':
    case 'K3_ODD_EVEN':
      return ['ODD', 'EVEN'];
    case 'SSC_SUM':
      return range(0, 45).map(String);
    case 'K3_SUM':
      return range(3, 18).map(String);
    case 'K3_TRIPLE_ANY':
      return ['ANY'];
    case 'K3_TRIPLE':
      return range(1, 6).map((d) => `${d}${d}${d}`);
    case 'K3_PAIR':
      return range(1, 6).map((d) => `${d}${d}`);
    case 'K3_DIFFERENT': {
      const out: string[] = [];
      for (let a = 1; a <= 6; a += 1) for (let b = a + 1; b <= 6; b += 1) for (let c = b + 1; c <= 6; c += 1) out.push(`${a}${b}${c}`);
      return out;
    }
    default:
      return [];
  }
}

export const isSelectionValue = (playType: PlayType, value: string) => selectionValues(playType).includes(value);

/** All k-element groups of `items`, in order (xiên and lô trượt lines from a pick of numbers). */
export function combinations<T>(items: readonly T[], k: number): T[][] {
  const out: T[][] = [];
  const pick = (start: number, chosen: T[]) => {
    if (chosen.length === k) {
      out.push([...chosen]);
      return;
    }
    for (let i = start; i <= items.length - (k - chosen.length); i += 1) pick(i + 1, [...chosen, items[i]!]);
  }
  if (k >= 1 && k <= items.length) pick(0, []);
  return out;
}

/** Most lines one bet may expand to (a pick of numbers for xiên or lô trượt). */
export const MAX_LINES_PER_BET = 1000;

export type LinesResult =
  | { ok: true; lines: string[][] }
  | { ok: false; rule: 'EMPTY' | 'INVALID_NUMBER' | 'DUPLICATE_NUMBER' | 'TOO_FEW_NUMBERS' | 'TOO_MANY_LINES'; value?: string };

/**
 * The lines of a bet: one per number for single types, one per k-group of the picked numbers
 * for xiên and lô trượt (each group sorted). Numbers must be valid values of the play type and
 * distinct.
 */
export function betLines(playType: PlayType, numbers: readonly string[]): LinesResult {
  if (numbers.length === 0) return { ok: false, rule: 'EMPTY' };
  const seen = new Set<string>();
  for (const value of numbers) {
    if (!isSelectionValue(playType, value)) return { ok: false, rule: 'INVALID_NUMBER', value };
    if (seen.has(value)) return { ok: false, rule: 'DUPLICATE_NUMBER', value };
    seen.add(value);
  }
  const k = groupSize(playType);
  if (k === 1) return { ok: true, lines: numbers.map((n) => [n]) };
  if (numbers.length < k) return { ok: false, rule: 'TOO_FEW_NUMBERS' };
  if (binomial(numbers.length, k) > MAX_LINES_PER_BET) return { ok: false, rule: 'TOO_MANY_LINES' };
  return { ok: true, lines: combinations([...numbers].sort(), k) };
}

export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

// --- Outcomes and hits -------------------------------------------------------------------------

/** A VN-style result: the numbers of each tier, as digit strings. */
export type VnResult = Partial<Record<PrizeTier, string[]>>;
/** The outcome of a draw, by family. */
export type DrawOutcome =
  | { kind: 'VN' | 'ELOTT_VN'; prizes: VnResult }
  | { kind: 'ELOTT_SSC'; digits: number[] }
  | { kind: 'ELOTT_K3'; dice: number[] };

/** Every prize number of a VN result, special prize first. */
export const prizeNumbers = (prizes: VnResult): string[] =>
  (['DB', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8'] as const).flatMap((t) => prizes[t] ?? []);

/**
 * The hit table of an outcome: for each single-number play type, selection → hits (absent = 0);
 * and the set of lô 2 số numbers drawn (xiên and lô trượt are decided against it). Settlement
 * joins bets against this table instead of evaluating bets one by one.
 */
export interface HitTable {
  single: Map<PlayType, Map<string, number>>;
  /** Distinct last-two-digit numbers drawn (VN families only). */
  lo2Drawn: Set<string>;
}

function count(map: Map<string, number>, key: string) {
  map.set(key, (map.get(key) ?? 0) + 1);
}

export function hitTable(outcome: DrawOutcome): HitTable {
  const single = new Map<PlayType, Map<string, number>>();
  const table = (type: PlayType) => {
    let map = single.get(type);
    if (!map) single.set(type, (map = new Map<string, number>()));
    return map;
  };
  const lo2Drawn = new Set<string>();
  if (outcome.kind === 'VN' || outcome.kind === 'ELOTT_VN') {
    for (const number of prizeNumbers(outcome.prizes)) {
      count(table('LO2'), number.slice(-2));
      lo2Drawn.add(number.slice(-2));
      if (number.length >= 3) count(table('LO3'), number.slice(-3));
    }
    const special = outcome.prizes.DB?.[0];
    if (special) {
      count(table('DE_DB'), special.slice(-2));
      count(table('BA_CANG'), special.slice(-3));
      count(table('DAU'), special.slice(-2, -1));
      count(table('DUOI'), special.slice(-1));
    }
    const first = outcome.prizes.G1?.[0];
    if (first) count(table('DE_G1'), first.slice(-2));
  } else if (outcome.kind === 'ELOTT_SSC') {
    const d = outcome.digits;
    d.forEach((digit, i) => count(table(`SSC_POS${i + 1}` as PlayType), String(digit)));
    const sum = d.reduce((a, b) => a + b, 0);
    count(table('SSC_SUM'), String(sum));
    count(table('SSC_BIG_SMALL'), sum >= 23 ? 'BIG' : 'SMALL');
    count(table('SSC_ODD_EVEN'), sum % 2 === 1 ? 'ODD' : 'EVEN');
  } else if (outcome.kind === 'ELOTT_K3') {
    const dice = [...outcome.dice].sort();
    const sum = dice.reduce((a, b) => a + b, 0);
    const triple = dice[0] === dice[2];
    count(table('K3_SUM'), String(sum));
    if (!triple) {
      count(table('K3_BIG_SMALL'), sum >= 11 ? 'BIG' : 'SMALL');
      count(table('K3_ODD_EVEN'), sum % 2 === 1 ? 'ODD' : 'EVEN');
    }
    if (triple) {
      count(table('K3_TRIPLE_ANY'), 'ANY');
      count(table('K3_TRIPLE'), dice.join(''));
    }
    for (let v = 1; v <= 6; v += 1) {
      if (dice.filter((x) => x === v).length >= 2) count(table('K3_PAIR'), `${v}${v}`);
    }
    if (new Set(dice).size === 3) count(table('K3_DIFFERENT'), dice.join(''));
  }
  return { single, lo2Drawn };
}

/** Hits of one line against a hit table: occurrences for lô, 1 or 0 for every other type. */
export function lineHits(playType: PlayType, line: readonly string[], table: HitTable): number {
  if (playType.startsWith('XIEN')) return line.every((n) => table.lo2Drawn.has(n)) ? 1 : 0;
  if (playType.startsWith('TRUOT')) return line.some((n) => table.lo2Drawn.has(n)) ? 0 : 1;
  return table.single.get(playType)?.get(line[0]!) ?? 0;
}

/** What one line pays (minor units): unitStake × multiplier × odds / 100 × hits, down to the cent. */
export function linePayout(unitStakeMinor: bigint, multiplier: number, oddsCenti: number, hits: number): bigint {
  if (hits <= 0) return 0n;
  return (unitStakeMinor * BigInt(multiplier) * BigInt(oddsCenti) * BigInt(hits)) / 100n;
}

/** What one line costs (minor units). */
export const lineCost = (unitStakeMinor: bigint, multiplier: number, stakeUnits: number) =>
  unitStakeMinor * BigInt(multiplier) * BigInt(stakeUnits);

// --- Stake units and default odds -----------------------------------------------------------------

/**
 * Default stake units of a play type in a game: lô costs one unit per prize it can match (North
 * and fast VN: 27 for lô 2 số, 23 for lô 3 số; South and Central: 18 and 17); everything else 1.
 */
export function defaultStakeUnits(game: LotteryGameDef, playType: PlayType): number {
  const layout = layoutOfGame(game);
  if (!layout) return 1;
  if (playType === 'LO2') return prizeCount(layout);
  if (playType === 'LO3') return layout.filter((t) => t.digits >= 3).reduce((n, t) => n + t.count, 0);
  return 1;
}

/** Return to player of each prize mode's default odds table (the operator changes the odds). */
export const PRIZE_MODE_RTP: Record<PrizeMode, number> = { Lott: 0.97, ZY: 0.96, Elott: 0.97, SEA: 0.95 };

/**
 * Number of 5-digit strings (00000-99999) by digit sum: the digits' sums built one digit at a
 * time (counting all 100,000 strings cost a phone about 50 ms when the module loaded).
 */
const SSC_SUM_WAYS: number[] = (() => {
  let ways = [1];
  for (let digit = 0; digit < 5; digit += 1) {
    const next = Array.from({ length: ways.length + 9 }, () => 0);
    ways.forEach((count, sum) => {
      for (let d = 0; d <= 9; d += 1) next[sum + d]! += count;
    });
    ways = next;
  }
  return ways;
})();

/** Number of the 216 ordered throws of three dice by sum. */
const K3_SUM_WAYS: number[] = (() => {
  const ways = Array.from({ length: 19 }, () => 0);
  for (let a = 1; a <= 6; a += 1) for (let b = 1; b <= 6; b += 1) for (let c = 1; c <= 6; c += 1) ways[a + b + c]! += 1;
  return ways;
})();

/** P(every one of k given numbers appears among n independent uniform 2-digit draws), by inclusion-exclusion. */
function allAppear(k: number, n: number): number {
  let p = 0;
  for (let j = 0; j <= k; j += 1) p += (j % 2 ? -1 : 1) * binomial(k, j) * (1 - j / 100) ** n;
  return p;
}

/**
 * Expected hits of one line (per point): lô counts occurrences (prizes / 100 for lô 2 số),
 * everything else is its win probability.
 */
export function expectedHits(game: LotteryGameDef, playType: PlayType, selection = ''): number {
  const layout = layoutOfGame(game);
  const prizes = layout ? prizeCount(layout) : 0;
  const k = groupSize(playType);
  switch (playType) {
    case 'LO2':
      return prizes / 100;
    case 'LO3':
      return defaultStakeUnits(game, 'LO3') / 1000;
    case 'DE_DB':
    case 'DE_G1':
      return 1 / 100;
    case 'BA_CANG':
      return 1 / 1000;
    case 'DAU':
    case 'DUOI':
      return 1 / 10;
    case 'XIEN2':
    case 'XIEN3':
    case 'XIEN4':
      return allAppear(k, prizes);
    case 'TRUOT4':
    case 'TRUOT8':
    case 'TRUOT10':
      return (1 - k / 100) ** prizes;
    case 'SSC_BIG_SMALL':
    case 'SSC_ODD_EVEN':
      return 1 / 2;
    case 'SSC_SUM':
      return (SSC_SUM_WAYS[Number(selection)] ?? 0) / 100_000;
    case 'K3_SUM':
      return (K3_SUM_WAYS[Number(selection)] ?? 0) / 216;
    case 'K3_BIG_SMALL':
    case 'K3_ODD_EVEN':
      return 105 / 216;
    case 'K3_TRIPLE_ANY':
    case 'K3_DIFFERENT':
      return 6 / 216;
    case 'K3_TRIPLE':
      return 1 / 216;
    case 'K3_PAIR':
      return 16 / 216;
    default:
      return 1 / 10; // SSC_POS1 … SSC_POS5
  }
}

/**
 * Default odds (hundredths: 9700 = 97×) of a play type and selection in a game under a prize
 * mode: the fair price (stake units / expected hits) times the mode's return to player, rounded
 * down. The seed writes these into the operator's odds table.
 */
export function defaultOdds(mode: PrizeMode, game: LotteryGameDef, playType: PlayType, selection = ''): number {
  const expected = expectedHits(game, playType, selection);
  if (expected <= 0) return 0;
  const fair = defaultStakeUnits(game, playType) / expected;
  // Rounded to 6 decimals first so float noise (27 / 0.27 = 99.999…) never costs a cent.
  return Math.floor(Math.round(fair * PRIZE_MODE_RTP[mode] * 100 * 1e6) / 1e6);
}

/** Play types whose odds depend on the selection (one odds row per selection). */
export const ODDS_BY_SELECTION: readonly PlayType[] = ['SSC_SUM', 'K3_SUM'];

/**
 * Checks an entered VN result against a prize layout: every tier present with its count of
 * numbers of its digits, nothing else. Answers the first problem per tier (`fields` keyed by
 * tier), empty when the result is complete.
 */
export function checkVnResult(layout: readonly TierLayout[], prizes: Record<string, unknown>): Record<string, 'REQUIRED' | 'INVALID_COUNT' | 'INVALID_NUMBER' | 'UNKNOWN_TIER'> {
  const problems: Record<string, 'REQUIRED' | 'INVALID_COUNT' | 'INVALID_NUMBER' | 'UNKNOWN_TIER'> = {};
  const tiers = new Set(layout.map((t) => t.tier as string));
  for (const key of Object.keys(prizes)) if (!tiers.has(key)) problems[key] = 'UNKNOWN_TIER';
  for (const tier of layout) {
    const numbers = prizes[tier.tier];
    if (numbers === undefined) problems[tier.tier] = 'REQUIRED';
    else if (!Array.isArray(numbers) || numbers.length !== tier.count) problems[tier.tier] = 'INVALID_COUNT';
    else if (!numbers.every((n) => typeof n === 'string' && n.length === tier.digits && /^\d+$/.test(n))) {
      problems[tier.tier] = 'INVALID_NUMBER';
    }
  }
  return problems;
}
