import type { BonusOption, Fee } from '@sorte/contracts/wallet/cashier';
import { moneyToMinor } from '../../../utils/amount';

/** "1.50" (percent with up to two decimals) as hundredths of a percent (150). */
export function percentToBasisPoints(percent: string): bigint {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(percent.trim());
  if (!match) return 0n;
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;

/** The fee on an amount: fixed part plus the percentage, rounded up to the cent (contract). */
export function feeOf(fee: Fee, amountMinor: bigint): bigint {
  const percent = ceilDiv(amountMinor * percentToBasisPoints(fee.percent), 10_000n);
  return moneyToMinor(fee.fixed) + percent;
}

/** The deposit bonus on an amount (percent of it, at most the cap), in cents rounded down. */
export function bonusOf(bonus: BonusOption, amountMinor: bigint): bigint {
  if (bonus.type !== 'PERCENT') return 0n;
  const raw = (amountMinor * percentToBasisPoints(bonus.percent)) / 10_000n;
  const cap = moneyToMinor(bonus.cap);
  return raw > cap ? cap : raw;
}

/** Round amounts for the quick-amount chips that fit the channel's min..max (at most six). */
export function quickAmounts(minMinor: bigint, maxMinor: bigint): bigint[] {
  const steps = [10n, 20n, 50n, 100n, 200n, 500n, 1000n, 2000n, 5000n, 10000n, 20000n, 50000n];
  const chips = steps.map((s) => s * 100n).filter((a) => a >= minMinor && a <= maxMinor);
  if (chips.length <= 6) return chips;
  // The smaller amounts people pick most, and the largest one.
  return [...chips.slice(0, 5), chips.at(-1)!];
}
