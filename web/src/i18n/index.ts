import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LOCALE,
  LOCALE_INFO,
  LOCALES,
  toLocale,
  type Locale,
} from '@sorte/contracts/common/locale';
import { FRAME_TEXT_NAMESPACES } from '@sorte/contracts/system/first-view';
import { setApiLanguage } from '../lib/api-client';
import { local, STORAGE_KEYS } from '../lib/storage';

/** Loaded before the first render (the frame); page namespaces load with their pages. */
export const NAMESPACES = FRAME_TEXT_NAMESPACES;

type Texts = Record<string, unknown>;

/**
 * One locale file's texts, or undefined for a namespace we do not ship. The production build
 * writes every file as `assets/<lang>.<ns>-<version>.json` (scripts/lib/locale-assets.mjs) and
 * the app fetches it: the first view carries no per-file loader table. Dev and tests import the
 * files through Vite.
 */
async function loadTexts(language: string, namespace: string): Promise<Texts | undefined> {
  if (import.meta.env.PROD) {
    if (!__LOCALE_NAMESPACES__.split(',').includes(namespace)) return undefined;
    const url = `${import.meta.env.BASE_URL}assets/${language}.${namespace}-${__LOCALE_VERSION__}.json`;
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return (await response.json()) as Texts;
  }
  const load =
    namespace === 'errors' || namespace === 'validation'
      ? devContractLocales[`../../../contracts/src/i18n/${language}/${namespace}.json`]
      : devAppLocales[`./locales/${language}/${namespace}.json`];
  return load ? (await load()).default : undefined;
}

// Dev and tests only (removed from the production build with the branch above that uses them).
const devAppLocales = import.meta.env.PROD
  ? {}
  : import.meta.glob<{ default: Texts }>('./locales/*/*.json');
// `errors` and `validation` (registration field texts) are shared with the server in contracts.
const devContractLocales = import.meta.env.PROD
  ? {}
  : import.meta.glob<{ default: Texts }>([
      '../../../contracts/src/i18n/*/errors.json',
      '../../../contracts/src/i18n/*/validation.json',
    ]);

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    loadTexts(language, namespace)
      .then((texts) => callback(null, texts ?? {}))
      .catch((error: unknown) => callback(error as Error, null));
  },
};

/** The language stored by the player (hisLang, then lang), if it is one we ship. */
export function storedLocale(): Locale | undefined {
  return toLocale(local.get(STORAGE_KEYS.language) ?? local.get(STORAGE_KEYS.languageAlias));
}

function applyLanguage(language: string) {
  const locale = toLocale(language) ?? DEFAULT_LOCALE;
  const tag = LOCALE_INFO[locale].bcp47;
  document.documentElement.lang = tag;
  setApiLanguage(tag);
}

export async function initI18n(initial: Locale = storedLocale() ?? DEFAULT_LOCALE) {
  i18next.off('languageChanged', applyLanguage);
  i18next.on('languageChanged', applyLanguage);
  await i18next
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: initial,
      fallbackLng: false,
      supportedLngs: [...LOCALES],
      load: 'currentOnly',
      ns: [...NAMESPACES],
      defaultNS: 'common',
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      returnNull: false,
    });
  applyLanguage(i18next.language);
  return i18next;
}

/** Changes the language and remembers it (hisLang and lang). */
export async function changeLanguage(locale: Locale) {
  local.set(STORAGE_KEYS.language, locale);
  local.set(STORAGE_KEYS.languageAlias, locale);
  await i18next.changeLanguage(locale);
}

export { i18next };
