import { LOCALE_INFO, toLocale } from '@sorte/contracts/common/locale';

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** BCP 47 tag for a locale code or i18next language ('pt', 'pt-BR', 'zh', ...). */
export function bcp47Of(language: string): string {
  const locale = toLocale(language);
  return locale ? LOCALE_INFO[locale].bcp47 : language;
}

/**
 * Money with 2 decimals and the locale's thousands separators. Takes the API's decimal
 * string as is (Intl formats numeric strings exactly, no float rounding).
 */
export function formatMoney(value: string | number, language: string): string {
  const tag = bcp47Of(language);
  let format = moneyFormats.get(tag);
  if (!format) {
    format = new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    moneyFormats.set(tag, format);
  }
  return format.format(value as Intl.StringNumericLiteral);
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * An API timestamp (ISO-8601 UTC) as `yyyy-MM-dd HH:mm:ss` in the player's time zone (the
 * browser's unless `timeZone` is given). An unparsable value comes back unchanged.
 */
export function formatDateTime(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const key = timeZone ?? '';
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    dateTimeFormats.set(key, format);
  }
  const part = Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}
