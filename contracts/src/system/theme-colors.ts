/**
 * The brand's colours per site theme: the browser's toolbar (`<meta name="theme-color">`) and the
 * installed app's window and splash screen (the web manifest). Match `--bg` in the web's tokens.
 */
export const THEME_COLORS = {
  dark: { theme: '#0b1020', background: '#0b1020' },
  light: { theme: '#ffffff', background: '#f3f5fb' },
} as const;

export type ThemeName = keyof typeof THEME_COLORS;
