/**
 * Lottery game names in the player's language (zod-free), for answers that name lottery games
 * outside the lottery pages.
 */
import type { Locale } from '../common/locale';
import { lotteryGame } from './games';
import { GROUP_LABELS } from './routes';

/** "<family> · <n> min" of an electronic draw, per language (the web's lottery texts say the same). */
const ELOTT_NAME: Record<Locale, (family: string, minutes: number) => string> = {
  en: (f, n) => `${f} · ${n} min`,
  pt: (f, n) => `${f} · ${n} min.`,
  'pt-BR': (f, n) => `${f} · ${n} min.`,
  zh: (f, n) => `${f} · ${n} 分钟`,
  id: (f, n) => `${f} · ${n} menit`,
  th: (f, n) => `${f} · ${n} นาที`,
  vi: (f, n) => `${f} · ${n} phút`,
};

/**
 * A lottery game's name in a language, for answers that name games outside the lottery pages
 * (the winners board, the betting record): an official draw by its province or region (a proper
 * name, as the lottery pages show it), an electronic draw by its family and interval, translated.
 * An unknown code is answered as `fallback` (or the code).
 */
export function lotteryGameName(code: string, locale: Locale, fallback?: string | null): string {
  const game = lotteryGame(code);
  if (!game) return fallback || code;
  if (game.kind === 'VN' || !game.intervalMinutes) return game.name;
  return ELOTT_NAME[locale](GROUP_LABELS[game.group][locale], game.intervalMinutes);
}
