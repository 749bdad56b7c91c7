import { checkAmount } from '@sorte/contracts/common/money';
import { lotteryGame, PRIZE_MODE_KINDS, type PrizeMode } from '@sorte/contracts/lottery/games';
import {
  betLines,
  defaultStakeUnits,
  lineCost,
  type PlayType,
} from '@sorte/contracts/lottery/rules';

/** One bet of the slip, as the picker adds it. */
export interface SlipLine {
  id: string;
  gameCode: string;
  /** The issue open when it was added (the server refuses it once closed). */
  issueNo?: string;
  playType: PlayType;
  numbers: string[];
  multiplier: number;
  /** Stake per point, a money string ("1.00"). */
  unitStake: string;
}

/** Stake units of a play type in a game (North lô 2 số: 27), 1 when the game is unknown. */
export function stakeUnitsOf(gameCode: string, playType: PlayType): number {
  const game = lotteryGame(gameCode);
  return game ? defaultStakeUnits(game, playType) : 1;
}

/** Lines a pick becomes (xiên / lô trượt: one per group) and what they cost, in minor units. */
export function betCost(
  gameCode: string,
  playType: PlayType,
  numbers: readonly string[],
  multiplier: number,
  unitStake: string,
): { lines: number; cost: bigint } {
  const lines = betLines(playType, numbers);
  if (!lines.ok) return { lines: 0, cost: 0n };
  const stake = checkAmount(unitStake);
  if (!stake.ok || !Number.isInteger(multiplier) || multiplier < 1) {
    return { lines: lines.lines.length, cost: 0n };
  }
  const perLine = lineCost(stake.minor, multiplier, stakeUnitsOf(gameCode, playType));
  return { lines: lines.lines.length, cost: perLine * BigInt(lines.lines.length) };
}

/** The slip's total (minor units). */
export const slipTotal = (lines: readonly SlipLine[]) =>
  lines.reduce(
    (sum, l) => sum + betCost(l.gameCode, l.playType, l.numbers, l.multiplier, l.unitStake).cost,
    0n,
  );

export type LotteryVariant = 'lottery' | 'vnlottery' | 'elott';

const PREFERRED: Record<LotteryVariant, readonly PrizeMode[]> = {
  vnlottery: ['Lott', 'ZY', 'SEA'],
  elott: ['Elott', 'ZY', 'SEA'],
  lottery: ['ZY', 'SEA', 'Lott', 'Elott'],
};

/**
 * The prize mode a page uses: the address's `prizeMode` when the brand offers it and it shows the
 * page's games, else the first of the page's preferred modes the brand offers.
 */
export function pagePrizeMode(
  variant: LotteryVariant,
  brandModes: readonly PrizeMode[],
  asked: string | null,
): PrizeMode | undefined {
  const fits = (mode: PrizeMode) =>
    brandModes.includes(mode) &&
    (variant === 'lottery' ||
      PRIZE_MODE_KINDS[mode].some((k) => (variant === 'vnlottery' ? k === 'VN' : k !== 'VN')));
  const fromAddress = brandModes.find((m) => m === asked);
  if (fromAddress && fits(fromAddress)) return fromAddress;
  return PREFERRED[variant].find(fits);
}

/** Whether a game belongs on a page (/vnlottery the official draws, /elott the electronic ones). */
export const gameOnPage = (variant: LotteryVariant, kind: string) =>
  variant === 'lottery' || (variant === 'vnlottery' ? kind === 'VN' : kind !== 'VN');
