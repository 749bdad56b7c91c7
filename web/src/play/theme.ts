import { THEME_COLORS } from '@sorte/contracts/system/theme-colors';

/** The site's theme choice (same storage key as the site), so a game in the /game iframe matches it. */
export type PlayTheme = 'dark' | 'light';

export function storedTheme(): PlayTheme {
  try {
    const value = localStorage.getItem('theme');
    if (value === 'dark' || value === 'light') return value;
  } catch {
    // Storage blocked: fall back to the system preference.
  }
  return window.matchMedia?.('(prefers-color-scheme: light)').matches ? 'light' : 'dark';
}

export function applyPlayTheme(theme: PlayTheme) {
  document.documentElement.dataset.theme = theme;
  document
    .querySelector('meta[name="theme-color"]')
    ?.setAttribute('content', THEME_COLORS[theme].theme);
}

export function togglePlayTheme(): PlayTheme {
  const next: PlayTheme = document.documentElement.dataset.theme === 'dark' ? 'light' : 'dark';
  try {
    localStorage.setItem('theme', next);
  } catch {
    // Not persisted; the toggle still applies to this page.
  }
  applyPlayTheme(next);
  return next;
}
