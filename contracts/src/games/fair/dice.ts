import {
  DICE_EDGE_BP,
  DICE_MAX_CHANCE,
  DICE_MIN_CHANCE,
  DICE_OUTCOMES,
  diceWinningRolls,
  type DiceDirection,
} from '../inhouse-rules';
import { uniformInt, type Uint32Source } from './rng';

export { diceMultiplier, type DiceDirection } from '../inhouse-rules';

/**
 * "Sorte Dice": a roll from 0.00 to 99.99 (10 000 equally likely values, drawn without modulo
 * bias). The player bets the roll lands under or over a target; the payout multiplier is
 * 99 / win chance (%), a 1% house edge, so RTP is exactly 99% before cent rounding.
 * Targets and rolls travel as hundredths (integers) so no float decides an outcome.
 */
/** True when the target gives a win chance within the limits. */
export function diceTargetValid(direction: DiceDirection, target: number): boolean {
  if (!Number.isInteger(target) || target < 0 || target > DICE_OUTCOMES - 1) return false;
  const chance = diceWinningRolls(direction, target);
  return chance >= DICE_MIN_CHANCE && chance <= DICE_MAX_CHANCE;
}

export interface DiceOutcome {
  /** The roll in hundredths (0 … 9999), shown as roll / 100. */
  roll: number;
  direction: DiceDirection;
  target: number;
  win: boolean;
}

export function rollDice(
  source: Uint32Source,
  direction: DiceDirection,
  target: number,
): DiceOutcome {
  const roll = uniformInt(source, DICE_OUTCOMES);
  const win = direction === 'under' ? roll < target : roll > target;
  return { roll, direction, target, win };
}

/** Win in minor units: bet × 9900 / winning rolls, rounded down to the cent (0 on a loss). */
export function diceWinMinor(betMinor: bigint, outcome: DiceOutcome): bigint {
  if (!outcome.win) return 0n;
  const rolls = BigInt(diceWinningRolls(outcome.direction, outcome.target));
  return (betMinor * BigInt(DICE_OUTCOMES - DICE_EDGE_BP)) / rolls;
}
