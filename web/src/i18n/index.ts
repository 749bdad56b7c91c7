import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LOCALE,
  LOCALE_INFO,
  LOCALES,
  toLocale,
  type Locale,
} from '@sorte/contracts/common/locale';
import { setApiLanguage } from '../lib/api-client';
import { local, STORAGE_KEYS } from '../lib/storage';

/** Loaded before the first render (the frame); page namespaces load with their pages. */
export const NAMESPACES = ['common', 'errors', 'shell'] as const;

// Each locale's namespaces load lazily: only the active language ships.
const appLocales = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');
// `errors` and `validation` (registration field texts) are shared with the server in contracts.
const contractLocales = import.meta.glob<{ default: Record<string, unknown> }>([
  '../../../contracts/src/i18n/*/errors.json',
  '../../../contracts/src/i18n/*/validation.json',
]);

function loaderFor(language: string, namespace: string) {
  if (namespace === 'errors' || namespace === 'validation')
    return contractLocales[`../../../contracts/src/i18n/${language}/${namespace}.json`];
  return appLocales[`./locales/${language}/${namespace}.json`];
}

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = loaderFor(language, namespace);
    if (!load) {
      callback(null, {});
      return;
    }
    load()
      .then((module) => callback(null, module.default))
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
