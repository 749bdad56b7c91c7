import { formatAmount } from '@sorte/contracts/common/money';
import { useTranslation } from 'react-i18next';

/**
 * Amounts on the game pages in the site's format for the page language (the money module's
 * `formatAmount`); an amount not known yet (an open round's win) is a dash.
 */
export function useAmount(): (value: string | null | undefined) => string {
  const { i18n } = useTranslation('play');
  const language = i18n.language;
  return (value) => (value ? formatAmount(value, language) : '—');
}
