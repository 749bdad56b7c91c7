/** The locales Sorte ships. `DEFAULT_LOCALE` is the fallback before a brand's own default language is known (the demo brand's market is Brazil). */
export const LOCALES = ['pt', 'pt-BR', 'en', 'zh', 'id', 'th', 'vi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'pt-BR';

export interface LocaleInfo {
  /** The brand/API language code: PT, PT-BR, EN, CN, ID, TH, VI. */
  api: string;
  /** Native name for the language picker. */
  label: string;
  /** BCP 47 tag for `<html lang>` and Intl formatting. */
  bcp47: string;
}

export const LOCALE_INFO: Record<Locale, LocaleInfo> = {
  pt: { api: 'PT', label: 'Português', bcp47: 'pt-PT' },
  'pt-BR': { api: 'PT-BR', label: 'Português (Brasil)', bcp47: 'pt-BR' },
  en: { api: 'EN', label: 'English', bcp47: 'en-US' },
  zh: { api: 'CN', label: '中文', bcp47: 'zh-CN' },
  id: { api: 'ID', label: 'Bahasa Indonesia', bcp47: 'id-ID' },
  th: { api: 'TH', label: 'ไทย', bcp47: 'th-TH' },
  vi: { api: 'VI', label: 'Tiếng Việt', bcp47: 'vi-VN' },
};

const ALIASES: Record<string, Locale> = {
  pt: 'pt',
  'pt-pt': 'pt',
  'pt-br': 'pt-BR',
  en: 'en',
  'en-us': 'en',
  'en-gb': 'en',
  zh: 'zh',
  cn: 'zh',
  'zh-cn': 'zh',
  'zh-hans': 'zh',
  id: 'id',
  'id-id': 'id',
  in: 'id',
  th: 'th',
  'th-th': 'th',
  vi: 'vi',
  'vi-vn': 'vi',
  vn: 'vi',
};

/** Maps any accepted spelling (`PT-BR`, `pt_br`, `CN`, `zh-CN`) to a Locale, or undefined. */
export function toLocale(code: string | null | undefined): Locale | undefined {
  if (!code) return undefined;
  const key = code.trim().toLowerCase().replace('_', '-');
  return ALIASES[key];
}

/** BCP 47 tag for a locale code or i18next language ('pt', 'pt-BR', 'zh', ...); others unchanged. */
export function bcp47Of(language: string): string {
  const locale = toLocale(language);
  return locale ? LOCALE_INFO[locale].bcp47 : language;
}

/** Picks the first supported locale of an Accept-Language header (quality order). */
export function negotiateLocale(
  header: string | null | undefined,
  supported: readonly Locale[] = LOCALES,
): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag, q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const exact = toLocale(tag);
    if (exact && supported.includes(exact)) return exact;
    const base = toLocale(tag.split('-')[0]);
    if (base && supported.includes(base)) return base;
  }
  return undefined;
}

/** Text kept in several languages (operator content): locale -> text. */
export type Translations = Partial<Record<Locale, string>>;

/** Chooses the text for `locale`, falling back to the default locale, then English, then any. */
export function pickTranslation(
  texts: Translations | null | undefined,
  locale: Locale,
  fallback: Locale = DEFAULT_LOCALE,
): string {
  if (!texts) return '';
  const baseOf = (l: Locale): Locale => (l === 'pt-BR' ? 'pt' : l);
  return (
    texts[locale] ??
    texts[baseOf(locale)] ??
    texts[fallback] ??
    texts[baseOf(fallback)] ??
    texts.en ??
    Object.values(texts).find((v) => typeof v === 'string') ??
    ''
  );
}
