import type { TFunction } from 'i18next';
import { KNOWN_GAME_CLASSIFIES } from '@sorte/contracts/games/routes';

const KNOWN = new Set<string>(KNOWN_GAME_CLASSIFIES);

/** A gameClassify's translated label; catalogue codes without one show as written. */
export function classifyLabel(t: TFunction<'lobby'>, code: string): string {
  return KNOWN.has(code) ? t(`classify.${code}` as never) : code;
}
