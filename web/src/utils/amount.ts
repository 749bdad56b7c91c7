/**
 * Amounts a player types, checked before they are sent (the server checks again). The same
 * rules as `parsePositiveAmount` in contracts/src/common/money.ts (a test keeps them equal),
 * repeated here because that module imports zod, which must stay out of these chunks.
 */

/** Largest number of integer digits the server accepts (below 10^12). */
const MAX_INTEGER_DIGITS = 12;

export type AmountCheck =
  | { ok: true; minor: bigint }
  | { ok: false; rule: 'REQUIRED' | 'INVALID_FORMAT' | 'INVALID_VALUE' };

/**
 * A decimal with at most two places ("10", "10.5", "10.50"), above zero and below 10^12, as
 * minor units; never through a float. Blank is `REQUIRED`, not a plain decimal or more than two
 * decimals `INVALID_FORMAT`, zero / negative / too large `INVALID_VALUE`.
 */
export function parseAmount(input: string): AmountCheck {
  const text = input.trim();
  if (text === '') return { ok: false, rule: 'REQUIRED' };
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return { ok: false, rule: 'INVALID_FORMAT' };
  const [, sign, units = '', decimals = ''] = match;
  if (decimals.length > 2) return { ok: false, rule: 'INVALID_FORMAT' };
  const integer = units.replace(/^0+(?=\d)/, '');
  if (integer.length > MAX_INTEGER_DIGITS) return { ok: false, rule: 'INVALID_VALUE' };
  const minor = BigInt(integer) * 100n + BigInt(decimals.padEnd(2, '0'));
  if (sign === '-' || minor <= 0n) return { ok: false, rule: 'INVALID_VALUE' };
  return { ok: true, minor };
}

/** "1234.50" (the API's money string) as minor units; anything else is 0. */
export function moneyToMinor(money: string): bigint {
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(money);
  if (!match) return 0n;
  const minor = BigInt(match[2]!) * 100n + BigInt(match[3]!);
  return match[1] ? -minor : minor;
}

/** Minor units as the API's money string ("1234.50"). */
export function minorToMoney(minor: bigint): string {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  return `${negative ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** What the amount field should say about `input`, given the most it may be (minor units). */
export type AmountProblem =
  'REQUIRED' | 'INVALID_FORMAT' | 'INVALID_VALUE' | 'TOO_LOW' | 'TOO_HIGH';

export function checkAmount(
  input: string,
  limits: { min?: bigint; max?: bigint } = {},
): { ok: true; minor: bigint; text: string } | { ok: false; problem: AmountProblem } {
  const parsed = parseAmount(input);
  if (!parsed.ok) return { ok: false, problem: parsed.rule };
  if (limits.min !== undefined && parsed.minor < limits.min)
    return { ok: false, problem: 'TOO_LOW' };
  if (limits.max !== undefined && parsed.minor > limits.max)
    return { ok: false, problem: 'TOO_HIGH' };
  return { ok: true, minor: parsed.minor, text: minorToMoney(parsed.minor) };
}
