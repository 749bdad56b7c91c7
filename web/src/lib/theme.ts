import { THEME_COLORS } from '@sorte/contracts/system/theme-colors';
import { keepLook } from './looks-cookie';
import { local, STORAGE_KEYS } from './storage';

/**
 * The site's theme, shared by the site and the game pages it frames (same origin, same storage):
 * the player's stored choice, dark when there is none. A change made in one page (the site's
 * toggle or a game's) reaches the others through the storage event.
 */
export type Theme = 'dark' | 'light';

export function storedTheme(): Theme {
  return local.get(STORAGE_KEYS.theme) === 'light' ? 'light' : 'dark';
}

const manifestHref = (theme: Theme) => `/manifest.webmanifest?theme=${theme}`;

export function applyTheme(theme: Theme) {
  document.documentElement.dataset.theme = theme;
  keepLook('theme', theme);
  document
    .querySelector('meta[name="theme-color"]')
    ?.setAttribute('content', THEME_COLORS[theme].theme);
  // An app installed from the site opens in this theme's colours (same app id either way); the
  // game pages have no manifest link.
  document
    .querySelector('link[rel="manifest"]')
    ?.setAttribute('href', manifestHref(theme));
}

/**
 * Links the installable app's manifest (in this theme's colours) if the page has none yet. The
 * site links it once the page has started (main.tsx): the browser then fetches the manifest and
 * its icons for the install prompt, which the first view does not need.
 */
export function linkManifest(theme: Theme) {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = manifestHref(theme);
  document.head.append(link);
}

/** Stores and applies a theme chosen on this page. */
export function chooseTheme(theme: Theme) {
  local.set(STORAGE_KEYS.theme, theme);
  applyTheme(theme);
}

/** Calls `onChange` when another page of the site stores a new theme; returns the unsubscribe. */
export function followStoredTheme(onChange: (theme: Theme) => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.theme || event.key === null) onChange(storedTheme());
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
