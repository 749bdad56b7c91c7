import { z } from 'zod';

/** Money on the wire: a decimal string with exactly two decimals, never a float. */
export const MoneySchema = z.string().regex(/^-?\d{1,16}\.\d{2}$/, 'validation.money');
export type Money = z.infer<typeof MoneySchema>;

/** Parses "1234.50" into minor units (123450n). Throws on anything else. */
export function toMinor(money: string): bigint {
  if (!/^-?\d{1,16}\.\d{2}$/.test(money)) throw new RangeError(`Not a money string: ${money}`);
  const negative = money.startsWith('-');
  const digits = money.replace('-', '').replace('.', '');
  const minor = BigInt(digits);
  return negative ? -minor : minor;
}

/** Formats minor units (123450n) as "1234.50". */
export function fromMinor(minor: bigint | number): string {
  const value = BigInt(minor);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const units = abs / 100n;
  const cents = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${units}.${cents}`;
}
