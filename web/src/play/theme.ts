import { applyTheme, chooseTheme, followStoredTheme, storedTheme } from '../lib/theme';

/**
 * The game pages take the site's theme: the same stored choice and default (dark) as the site,
 * followed while the game is open (the site's toggle), and their own toggle changes both.
 */
export function startPlayTheme() {
  applyTheme(storedTheme());
  followStoredTheme(applyTheme);
}

export function togglePlayTheme() {
  chooseTheme(document.documentElement.dataset.theme === 'dark' ? 'light' : 'dark');
}
