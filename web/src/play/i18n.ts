import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALE_INFO, toLocale, type Locale } from '@sorte/contracts/common/locale';
import { setPlayLanguage } from './api';

// Only the game pages' texts and the error catalogue, per locale, loaded lazily.
const playTexts = import.meta.glob<{ default: Record<string, unknown> }>(
  '../i18n/locales/*/play.json',
);
const errorTexts = import.meta.glob<{ default: Record<string, unknown> }>(
  '../../../contracts/src/i18n/*/errors.json',
);

/** The page language: ?lang= from the launch URL, then the site's stored choice, then the default. */
export function pageLocale(): Locale {
  const fromUrl = new URLSearchParams(window.location.search).get('lang');
  const stored = (() => {
    try {
      return localStorage.getItem('hisLang') ?? localStorage.getItem('lang');
    } catch {
      return null;
    }
  })();
  return toLocale(fromUrl) ?? toLocale(stored) ?? DEFAULT_LOCALE;
}

export async function initPlayI18n(locale: Locale) {
  const [play, errors] = await Promise.all([
    playTexts[`../i18n/locales/${locale}/play.json`]!(),
    errorTexts[`../../../contracts/src/i18n/${locale}/errors.json`]!(),
  ]);
  const tag = LOCALE_INFO[locale].bcp47;
  document.documentElement.lang = tag;
  setPlayLanguage(tag);
  await i18next.use(initReactI18next).init({
    lng: locale,
    resources: { [locale]: { play: play.default, errors: errors.default } },
    ns: ['play', 'errors'],
    defaultNS: 'play',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
}
