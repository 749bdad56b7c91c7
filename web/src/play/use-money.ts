import { currencySymbol, formatAmount, formatMoney } from '@sorte/contracts/common/money';
import { useTranslation } from 'react-i18next';

/**
 * Money on the game pages in the site's format for the page language (the money module):
 * `amount` without a symbol (an amount not known yet, an open round's win, is a dash) and
 * `money` with the symbol of the session's currency ("R$ 197,96" in pt-BR).
 */
export function useMoney() {
  const { i18n } = useTranslation('play');
  const language = i18n.language;
  return {
    amount: (value: string | null | undefined) => (value ? formatAmount(value, language) : '—'),
    money: (value: string, currency: string) =>
      formatMoney(value, language, currencySymbol(currency, language)),
  };
}
