import { bcp47Of } from './locale';

/**
 * The one money module: the API's money string, minor units, the amounts a player types, fee and
 * bonus rounding, and money as the site shows it. No zod here (the game pages and the site's
 * first chunks import it); the wire schema is `MoneySchema` in ./money-schema.
 *
 * Money never goes through a float: amounts are bigint minor units (cents) or decimal strings.
 */

/** The API's money string: a decimal with exactly two decimals ("1234.50", "-0.01"). */
export const MONEY_PATTERN = /^-?\d{1,16}\.\d{2}$/;

export const isMoney = (text: string) => MONEY_PATTERN.test(text);

/** Parses "1234.50" into minor units (123450n). Throws a RangeError on anything else. */
export function toMinor(money: string): bigint {
  if (!isMoney(money)) throw new RangeError(`Not a money string: ${money}`);
  const negative = money.startsWith('-');
  const minor = BigInt(money.replace('-', '').replace('.', ''));
  return negative ? -minor : minor;
}

/** Formats minor units (123450n) as the API's money string "1234.50". */
export function fromMinor(minor: bigint | number): string {
  const value = BigInt(minor);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const cents = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${abs / 100n}.${cents}`;
}

/** -1, 0 or 1 for a signed decimal string ("-0.00" is 0). */
export function signOf(value: string): -1 | 0 | 1 {
  if (/^-?0+(\.0+)?$/.test(value)) return 0;
  return value.startsWith('-') ? -1 : 1;
}

// --- Amounts a client types ----------------------------------------------------------------

/** Largest number of integer digits accepted in an amount a player types (below 10^12). */
export const MAX_AMOUNT_INTEGER_DIGITS = 12;

export type AmountParse =
  { ok: true; minor: bigint } | { ok: false; rule: 'INVALID_FORMAT' | 'INVALID_VALUE' };

/**
 * Parses an amount sent by a client for a money movement: a decimal string with at most two
 * decimals ("10", "10.5", "10.50"), strictly positive, below 10^12. Anything that is not a plain
 * decimal or has more than two decimals is `INVALID_FORMAT`; zero, negative or too large is
 * `INVALID_VALUE`.
 */
export function parsePositiveAmount(text: string): AmountParse {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return { ok: false, rule: 'INVALID_FORMAT' };
  const [, sign, units = '', decimals = ''] = match;
  if (decimals.length > 2) return { ok: false, rule: 'INVALID_FORMAT' };
  const integer = units.replace(/^0+(?=\d)/, '');
  if (integer.length > MAX_AMOUNT_INTEGER_DIGITS) return { ok: false, rule: 'INVALID_VALUE' };
  const minor = BigInt(integer) * 100n + BigInt(decimals.padEnd(2, '0'));
  if (sign === '-' || minor <= 0n) return { ok: false, rule: 'INVALID_VALUE' };
  return { ok: true, minor };
}

/** What an amount field says about its input. */
export type AmountProblem =
  'REQUIRED' | 'INVALID_FORMAT' | 'INVALID_VALUE' | 'TOO_LOW' | 'TOO_HIGH';

/**
 * An amount as a player types it (surrounding blanks ignored), checked the server's way and
 * against optional limits in minor units; when valid, also the money string to send.
 */
export function checkAmount(
  input: string,
  limits: { min?: bigint; max?: bigint } = {},
): { ok: true; minor: bigint; text: string } | { ok: false; problem: AmountProblem } {
  const text = input.trim();
  if (text === '') return { ok: false, problem: 'REQUIRED' };
  const parsed = parsePositiveAmount(text);
  if (!parsed.ok) return { ok: false, problem: parsed.rule };
  if (limits.min !== undefined && parsed.minor < limits.min)
    return { ok: false, problem: 'TOO_LOW' };
  if (limits.max !== undefined && parsed.minor > limits.max)
    return { ok: false, problem: 'TOO_HIGH' };
  return { ok: true, minor: parsed.minor, text: fromMinor(parsed.minor) };
}

/** An operator's money input ("10", "10.5"; zero allowed) as minor units. Throws a RangeError otherwise. */
export function moneyInputToMinor(text: string): bigint {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new RangeError(`Not money: ${text}`);
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

// --- Percentages and rounding --------------------------------------------------------------

/** Basis points (150) as the API's percent string ("1.50"). */
export const bpToPercent = (bp: number) =>
  `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}`;

/** A percent string with up to two decimals ("1.5") as basis points (150). Throws a RangeError otherwise. */
export function percentToBp(text: string): number {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new RangeError(`Not a percent: ${text}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** A fee: the fixed part plus amount × bp / 10000, the percentage part rounded up to the cent. */
export function feeOf(amount: bigint, fixed: bigint, bp: number): bigint {
  return fixed + (amount * BigInt(bp) + 9_999n) / 10_000n;
}

/** A percentage bonus: amount × bp / 10000 rounded down to the cent, at most `cap`. */
export function bonusOf(amount: bigint, bp: number, cap: bigint): bigint {
  const raw = (amount * BigInt(bp)) / 10_000n;
  return raw > cap ? cap : raw;
}

// --- Money as the site shows it ------------------------------------------------------------

const amountFormats = new Map<string, Intl.NumberFormat>();

/**
 * How each of the site's languages writes a number (the CLDR data Intl uses): the group and
 * decimal separators, and the fewest integer digits that are grouped at all (Portugal writes
 * 1234,50 but 12 345,50, with a no-break space).
 */
const NUMBER_STYLES: Readonly<Record<string, { group: string; decimal: string; minGrouping: number }>> = {
  'en-US': { group: ',', decimal: '.', minGrouping: 4 },
  'th-TH': { group: ',', decimal: '.', minGrouping: 4 },
  'zh-CN': { group: ',', decimal: '.', minGrouping: 4 },
  'pt-BR': { group: '.', decimal: ',', minGrouping: 4 },
  'id-ID': { group: '.', decimal: ',', minGrouping: 4 },
  'vi-VN': { group: '.', decimal: ',', minGrouping: 4 },
  'pt-PT': { group: '\u00a0', decimal: ',', minGrouping: 5 },
};

/**
 * A plain decimal ("-1234.567", "+5", ".5") rounded to two decimals half away from zero, as
 * sign, integer digits and two decimals; undefined for anything else (an exponent, words).
 */
function twoDecimals(text: string): { negative: boolean; integer: string; fraction: string } | undefined {
  const match = /^\s*([+-]?)(\d*)(?:\.(\d*))?\s*$/.exec(text);
  if (!match || (!match[2] && !match[3])) return undefined;
  const decimals = (match[3] ?? '').padEnd(3, '0');
  let digits = `${match[2] || '0'}${decimals.slice(0, 2)}`;
  if (decimals[2]! >= '5') {
    // Add one hundredth to the digit string (any length: no float involved).
    const out = digits.split('');
    let i = out.length - 1;
    while (i >= 0 && out[i] === '9') out[i--] = '0';
    if (i >= 0) out[i] = String(Number(out[i]) + 1);
    else out.unshift('1');
    digits = out.join('');
  }
  const integer = digits.slice(0, -2).replace(/^0+(?=\d)/, '');
  return { negative: match[1] === '-', integer, fraction: digits.slice(-2) };
}

/**
 * An amount with two decimals and the language's separators ("1234.5" or 123450n minor units ->
 * "1,234.50" in en, "1.234,50" in pt-BR). A string is formatted exactly as written, so values
 * beyond 2^53 minor units keep every digit. The site's languages are written from their
 * separators (`NUMBER_STYLES`, the same output as Intl): a page's first Intl.NumberFormat loads
 * the language's number data, about 120 ms of main thread on a 4x-slowed phone. Any other
 * language, or a value that is not a plain decimal, goes through Intl.
 */
export function formatAmount(value: string | bigint, language: string): string {
  const tag = bcp47Of(language);
  const text = typeof value === 'bigint' ? fromMinor(value) : value;
  const style = NUMBER_STYLES[tag];
  const parts = style ? twoDecimals(text) : undefined;
  if (style && parts) {
    const { integer, fraction, negative } = parts;
    const grouped =
      integer.length < style.minGrouping ? integer : integer.replace(/\B(?=(\d{3})+$)/g, style.group);
    return `${negative ? '-' : ''}${grouped}${style.decimal}${fraction}`;
  }
  let format = amountFormats.get(tag);
  if (!format) {
    format = new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    amountFormats.set(tag, format);
  }
  return format.format(text as Intl.StringNumericLiteral);
}

/**
 * Money as the site shows it: the brand's currency symbol, a space, the amount in the
 * language's format ("R$ 197,96" in pt-BR, "R$ 197.96" in en).
 */
export function formatMoney(value: string | bigint, language: string, symbol: string): string {
  return `${symbol} ${formatAmount(value, language)}`;
}

const symbols = new Map<string, string>();

/**
 * The symbol of an ISO currency as the language writes it (BRL -> "R$", USD -> "$"), for pages
 * that know only the currency code (a game session); the code itself when Intl does not know it.
 */
export function currencySymbol(currency: string, language: string): string {
  const key = `${currency}|${bcp47Of(language)}`;
  let symbol = symbols.get(key);
  if (symbol === undefined) {
    try {
      const parts = new Intl.NumberFormat(bcp47Of(language), {
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
      }).formatToParts(0);
      symbol = parts.find((p) => p.type === 'currency')?.value ?? currency;
    } catch {
      symbol = currency;
    }
    symbols.set(key, symbol);
  }
  return symbol;
}

/** A signed amount with a real minus sign: "−R$ 12,50", "+R$ 3,00", zero unsigned "R$ 0,00". */
export function formatSignedMoney(
  value: string | bigint,
  language: string,
  symbol: string,
): string {
  const text = typeof value === 'bigint' ? fromMinor(value) : value;
  const sign = signOf(text);
  const abs = text.replace(/^-/, '');
  return `${sign === 0 ? '' : sign < 0 ? '−' : '+'}${formatMoney(abs, language, symbol)}`;
}
