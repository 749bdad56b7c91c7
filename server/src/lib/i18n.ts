import {
  DEFAULT_LOCALE,
  LOCALE_INFO,
  negotiateLocale,
  toLocale,
  type Locale,
} from '@sorte/contracts/common/locale';
import type { ErrorCode, FieldRule } from '@sorte/contracts/common/errors';
import { ERROR_MESSAGES } from '@sorte/contracts/i18n/errors';

/** An API money value ("50000.00"): error texts show it in the reader's number format. */
const MONEY = /^-?\d+\.\d{2}$/;
const moneyFormats = new Map<Locale, Intl.NumberFormat>();

/** A money string in the locale's format ("50000.00" -> "50,000.00" in en, "50 000,00" in pt). */
export function formatMoneyFor(locale: Locale, value: string): string {
  let format = moneyFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE_INFO[locale].bcp47, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    moneyFormats.set(locale, format);
  }
  return format.format(value as Intl.StringNumericLiteral);
}

/**
 * The translated text of an error code with its `{{params}}` filled in (e.g. AMOUNT_OUT_OF_RANGE's
 * min and max). The envelope has no params field: the values travel inside `message`,
 * money values formatted for the request's language.
 */
export function errorMessage(
  locale: Locale,
  code: ErrorCode,
  params: Record<string, string | number> = {},
): string {
  const template = ERROR_MESSAGES[locale].codes[code] ?? ERROR_MESSAGES.en.codes[code] ?? code;
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) return '';
    return typeof value === 'string' && MONEY.test(value) ? formatMoneyFor(locale, value) : String(value);
  });
}

export function fieldMessage(locale: Locale, rule: FieldRule): string {
  return ERROR_MESSAGES[locale].fields[rule];
}

/**
 * The request language: an explicit `language` field wins, then the `lang` cookie,
 * then Accept-Language, then the brand default. Only the brand's languages count.
 */
export function resolveRequestLocale(input: {
  explicit?: string | undefined;
  cookie?: string | undefined;
  acceptLanguage?: string | undefined;
  supported: readonly Locale[];
  fallback: Locale;
}): Locale {
  const { supported } = input;
  const explicit = toLocale(input.explicit);
  if (explicit && supported.includes(explicit)) return explicit;
  const cookie = toLocale(input.cookie);
  if (cookie && supported.includes(cookie)) return cookie;
  return negotiateLocale(input.acceptLanguage, supported) ?? input.fallback ?? DEFAULT_LOCALE;
}
