import type { Locale } from '../common/locale';
import en from './en/errors.json';
import id from './id/errors.json';
import pt from './pt/errors.json';
import ptBR from './pt-BR/errors.json';
import th from './th/errors.json';
import vi from './vi/errors.json';
import zh from './zh/errors.json';

export type ErrorMessages = typeof en;

/** Error texts for every locale. The server uses all; the web loads only the active one's JSON. */
export const ERROR_MESSAGES: Record<Locale, ErrorMessages> = {
  pt,
  'pt-BR': ptBR,
  en,
  zh,
  id,
  th,
  vi,
};
