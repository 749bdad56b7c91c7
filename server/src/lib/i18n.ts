import { formatAmount, isMoney } from '@sorte/contracts/common/money';
import {
  DEFAULT_LOCALE,
  negotiateLocale,
  toLocale,
  type Locale,
} from '@sorte/contracts/common/locale';
import type { ErrorCode, FieldRule } from '@sorte/contracts/common/errors';
import { ERROR_MESSAGES } from '@sorte/contracts/i18n/errors';

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
    return typeof value === 'string' && isMoney(value) ? formatAmount(value, locale) : String(value);
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
