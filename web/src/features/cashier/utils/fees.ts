import {
  bonusOf as moneyBonusOf,
  feeOf as moneyFeeOf,
  percentToBp,
  toMinor,
} from '@sorte/contracts/common/money';
import type { BonusOption, Fee } from '@sorte/contracts/wallet/cashier';

/** The fee on an amount as the API describes it (the money module's rounding: up to the cent). */
export function feeOf(fee: Fee, amountMinor: bigint): bigint {
  return moneyFeeOf(amountMinor, toMinor(fee.fixed), percentToBp(fee.percent));
}

/** The deposit bonus on an amount (percent of it, at most the cap; the money module rounds down). */
export function bonusOf(bonus: BonusOption, amountMinor: bigint): bigint {
  if (bonus.type !== 'PERCENT') return 0n;
  return moneyBonusOf(amountMinor, percentToBp(bonus.percent), toMinor(bonus.cap));
}

/** Round amounts for the quick-amount chips that fit the channel's min..max (at most six). */
export function quickAmounts(minMinor: bigint, maxMinor: bigint): bigint[] {
  const steps = [10n, 20n, 50n, 100n, 200n, 500n, 1000n, 2000n, 5000n, 10000n, 20000n, 50000n];
  const chips = steps.map((s) => s * 100n).filter((a) => a >= minMinor && a <= maxMinor);
  if (chips.length <= 6) return chips;
  // The smaller amounts people pick most, and the largest one.
  return [...chips.slice(0, 5), chips.at(-1)!];
}
