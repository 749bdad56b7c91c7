import { bcp47Of } from '@sorte/contracts/common/locale';
import { formatMoney, formatSignedMoney } from '@sorte/contracts/common/money';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../hooks/use-permission';
import { formatDateTime } from '../../../utils/format';

/** Money and signed money in the page's language with the brand's symbol. */
export function useMoney() {
  const { i18n } = useTranslation();
  const permission = usePermission();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const symbol = permission.brand.currencySymbol;
  return {
    language,
    money: (value: string) => formatMoney(value, language, symbol),
    signed: (value: string) => formatSignedMoney(value, language, symbol),
    count: (value: number) => new Intl.NumberFormat(bcp47Of(language)).format(value),
  };
}

/** An API time as the viewer's local "yyyy-MM-dd HH:mm". */
export const localDateTime = (iso: string) => formatDateTime(iso).slice(0, 16);

/** The periods the agent centre offers. */
export const AGENT_PERIODS = ['TODAY', 'YESTERDAY', 'WEEKLY', 'MONTHLY', 'CUSTOM'] as const;
