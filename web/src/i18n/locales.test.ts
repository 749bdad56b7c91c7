import { describe, expect, it } from 'vitest';
import { LOCALES } from '@sorte/contracts/common/locale';

type Json = { [key: string]: unknown };

const appFiles = import.meta.glob<{ default: Json }>('./locales/*/*.json', { eager: true });
const contractFiles = import.meta.glob<{ default: Json }>(
  ['../../../contracts/src/i18n/*/errors.json', '../../../contracts/src/i18n/*/validation.json'],
  { eager: true },
);

/** namespace -> locale -> resources, for the app's namespaces and contracts' `errors` and `validation`. */
function collect(): Map<string, Map<string, Json>> {
  const byNamespace = new Map<string, Map<string, Json>>();
  const add = (file: string, json: Json) => {
    const [locale = '', name = ''] = file.split('/').slice(-2);
    const namespace = name.replace(/\.json$/, '');
    if (!byNamespace.has(namespace)) byNamespace.set(namespace, new Map());
    byNamespace.get(namespace)!.set(locale, json);
  };
  for (const [file, module] of Object.entries(appFiles)) add(file, module.default);
  for (const [file, module] of Object.entries(contractFiles)) add(file, module.default);
  return byNamespace;
}

/** Leaf path -> value (`a.b.c`). */
function flatten(json: Json, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(json)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of flatten(value as Json, path)) out.set(k, v);
    } else {
      out.set(path, value);
    }
  }
  return out;
}

/**
 * Longer texts (over 12 characters) that are right in English in every locale. Short names such
 * as PIX, USDT, PG Soft are never checked, so they need no entry. Add only proper nouns (brand,
 * product, payment-method names) here, one line each with the reason.
 */
const SAME_AS_ENGLISH_ALLOWED = new Set<string>([
  // The in-house product line's name ("Sorte Originals"; the server's vendor name too).
  '{{brand}} Originals',
  // The same product line's name on the in-house game pages (play namespace).
  'Sorte Originals',
  // The slot's catalogue name, kept in locales whose catalogue entry keeps it (demo-games.json).
  'Sorte Slot 5x3',
]);
const isAllowedSameAsEnglish = (value: string) =>
  SAME_AS_ENGLISH_ALLOWED.has(value) ||
  /^(https?:)?\/\/\S+$/.test(value) || // URLs
  // Nothing to translate once placeholders, digits and punctuation are gone (e.g. "{{a}} · {{b}}").
  !/\p{L}/u.test(value.replace(/\{\{[^}]*\}\}/g, ''));

type FlatLocales = Map<string, Map<string, unknown>>;

/** Keys a locale lacks (that any other locale has) and keys it has that English does not. */
function keyProblems(namespace: string, flat: FlatLocales): string[] {
  const problems: string[] = [];
  const allKeys = new Set([...flat.values()].flatMap((m) => [...m.keys()]));
  for (const [locale, keys] of flat) {
    for (const key of allKeys)
      if (!keys.has(key)) problems.push(`${locale} lacks ${namespace}:${key}`);
  }
  const english = flat.get('en');
  if (english) {
    for (const [locale, keys] of flat) {
      for (const key of keys.keys())
        if (!english.has(key)) problems.push(`${locale} has extra ${namespace}:${key}`);
    }
  }
  return problems;
}

function emptyProblems(namespace: string, flat: FlatLocales): string[] {
  const problems: string[] = [];
  for (const [locale, keys] of flat) {
    for (const [key, value] of keys) {
      if (typeof value !== 'string' || value.trim() === '')
        problems.push(`${locale} ${namespace}:${key}`);
    }
  }
  return problems;
}

/** Non-English values longer than 12 characters that are the English text, unless allowed. */
function untranslatedProblems(namespace: string, flat: FlatLocales): string[] {
  const english = flat.get('en');
  const problems: string[] = [];
  for (const [locale, keys] of flat) {
    if (locale === 'en' || !english) continue;
    for (const [key, value] of keys) {
      if (typeof value !== 'string' || value.length <= 12 || value !== english.get(key)) continue;
      if (!isAllowedSameAsEnglish(value))
        problems.push(`${locale} ${namespace}:${key} = "${value}"`);
    }
  }
  return problems;
}

function placeholderProblems(namespace: string, flat: FlatLocales): string[] {
  const english = flat.get('en');
  const problems: string[] = [];
  const placeholders = (v: unknown) =>
    typeof v === 'string'
      ? [...v.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort()
      : [];
  for (const [locale, keys] of flat) {
    if (locale === 'en' || !english) continue;
    for (const [key, value] of keys) {
      const want = placeholders(english.get(key)).join(',');
      const got = placeholders(value).join(',');
      if (want !== got)
        problems.push(`${locale} ${namespace}:${key} has {{${got}}}, English {{${want}}}`);
    }
  }
  return problems;
}

const flatten7 = (byLocale: Record<string, Json>): FlatLocales =>
  new Map(Object.entries(byLocale).map(([locale, json]) => [locale, flatten(json)]));

const namespaces = collect();

describe('locale files', () => {
  it('finds the namespaces of the app and of contracts', () => {
    expect([...namespaces.keys()]).toEqual(expect.arrayContaining(['common', 'errors', 'validation']));
  });

  for (const [namespace, locales] of namespaces) {
    describe(namespace, () => {
      const flat: FlatLocales = new Map(
        [...locales].map(([locale, json]) => [locale, flatten(json)]),
      );

      it('exists for every locale', () => {
        expect([...locales.keys()].sort()).toEqual([...LOCALES].sort());
      });
      it('has the same keys in every locale', () => {
        expect(keyProblems(namespace, flat)).toEqual([]);
      });
      it('has a non-empty string for every key', () => {
        expect(emptyProblems(namespace, flat)).toEqual([]);
      });
      it('translates longer texts instead of copying the English', () => {
        expect(untranslatedProblems(namespace, flat)).toEqual([]);
      });
      it('keeps the same {{placeholders}} as English', () => {
        expect(placeholderProblems(namespace, flat)).toEqual([]);
      });
    });
  }
});

describe('the checks themselves', () => {
  it('catch a missing key and an extra key', () => {
    const flat = flatten7({
      en: { a: { b: 'Hello', c: 'World' } },
      pt: { a: { b: 'Olá' }, d: 'Extra' },
    });
    expect(keyProblems('x', flat)).toEqual(
      expect.arrayContaining(['pt lacks x:a.c', 'en lacks x:d', 'pt has extra x:d']),
    );
  });

  it('catch empty and non-string values', () => {
    const flat = flatten7({ en: { a: 'A', b: 'B' }, th: { a: ' ', b: ['x'] } });
    expect(emptyProblems('x', flat)).toEqual(['th x:a', 'th x:b']);
  });

  it('catch English left in another locale, but not short words, names or URLs', () => {
    const flat = flatten7({
      en: {
        long: 'Back to the home page',
        short: 'Slots',
        pix: 'PIX',
        url: 'https://example.com/terms',
      },
      th: {
        long: 'Back to the home page',
        short: 'Slots',
        pix: 'PIX',
        url: 'https://example.com/terms',
      },
    });
    expect(untranslatedProblems('x', flat)).toEqual(['th x:long = "Back to the home page"']);
  });

  it('catch a dropped or renamed placeholder', () => {
    const flat = flatten7({ en: { a: 'Hi {{name}}' }, vi: { a: 'Xin chào {{ten}}' } });
    expect(placeholderProblems('x', flat)).toHaveLength(1);
  });

  it('allow names, URLs and placeholder-only texts, nothing else', () => {
    expect(isAllowedSameAsEnglish('https://example.com/help')).toBe(true);
    expect(isAllowedSameAsEnglish('{{vendor}} · {{count}}')).toBe(true);
    expect(isAllowedSameAsEnglish('Back to home page')).toBe(false);
  });
});
