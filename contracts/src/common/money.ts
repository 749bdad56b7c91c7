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

/** Largest number of integer digits accepted in an amount a player types (below 10^12). */
export const MAX_AMOUNT_INTEGER_DIGITS = 12;

export type AmountParse =
  | { ok: true; minor: bigint }
  | { ok: false; rule: 'INVALID_FORMAT' | 'INVALID_VALUE' };

/**
 * Parses an amount sent by a client for a money movement: a decimal string with at most two
 * decimals ("10", "10.5", "10.50"), strictly positive, below 10^12. Anything that is not a plain
 * decimal or has more than two decimals is `INVALID_FORMAT`; zero, negative or too large is
 * `INVALID_VALUE`. Never goes through a float.
 */
export function parsePositiveAmount(text: string): AmountParse {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return { ok: false, rule: 'INVALID_FORMAT' };
  const [, sign, units, decimals = ''] = match;
  if (decimals.length > 2) return { ok: false, rule: 'INVALID_FORMAT' };
  const integer = units!.replace(/^0+(?=\d)/, '');
  if (integer.length > MAX_AMOUNT_INTEGER_DIGITS) return { ok: false, rule: 'INVALID_VALUE' };
  const minor = BigInt(integer) * 100n + BigInt(decimals.padEnd(2, '0'));
  if (sign === '-' || minor <= 0n) return { ok: false, rule: 'INVALID_VALUE' };
  return { ok: true, minor };
}
