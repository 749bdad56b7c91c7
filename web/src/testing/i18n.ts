import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALES } from '@sorte/contracts/common/locale';

type Json = Record<string, unknown>;

// Every English namespace, bundled synchronously so tests never wait for a chunk.
const appNamespaces = import.meta.glob<{ default: Json }>('../i18n/locales/en/*.json', {
  eager: true,
});
const contractNamespaces = import.meta.glob<{ default: Json }>(
  ['../../../contracts/src/i18n/en/errors.json', '../../../contracts/src/i18n/en/validation.json'],
  { eager: true },
);

/** namespace -> English resources (file name without .json is the namespace). */
export function englishResources(): Record<string, Json> {
  const resources: Record<string, Json> = {};
  for (const [file, module] of Object.entries(appNamespaces)) {
    const namespace = file.slice(file.lastIndexOf('/') + 1, -'.json'.length);
    resources[namespace] = module.default;
  }
  for (const [file, module] of Object.entries(contractNamespaces)) {
    resources[file.slice(file.lastIndexOf('/') + 1, -'.json'.length)] = module.default;
  }
  return resources;
}

/**
 * Initialises the global i18next instance (the one `useTranslation` uses) in English,
 * synchronously, with every namespace loaded. Safe to call before each render.
 *
 * When the app's own `initI18n` set the instance up earlier in the same module graph (lazy
 * loading, Suspense, a `languageChanged` listener; app/language.test.tsx does), it is set up for
 * tests again, so a language change is synchronous and no earlier language shows.
 */
export function initTestI18n(language = 'en') {
  const resources = englishResources();
  const appSetUp = i18next.isInitialized && i18next.options.partialBundledLanguages === true;
  if (!i18next.isInitialized || appSetUp) {
    if (appSetUp) i18next.off('languageChanged');
    void i18next.use(initReactI18next).init({
      lng: language,
      fallbackLng: false,
      supportedLngs: [...LOCALES],
      load: 'all',
      partialBundledLanguages: false,
      ns: Object.keys(resources),
      defaultNS: 'common',
      resources: { en: resources },
      initAsync: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      returnNull: false,
    });
  } else {
    for (const [namespace, bundle] of Object.entries(resources)) {
      if (!i18next.hasResourceBundle('en', namespace))
        i18next.addResourceBundle('en', namespace, bundle, true, true);
    }
    if (i18next.language !== language) void i18next.changeLanguage(language);
  }
  return i18next;
}
