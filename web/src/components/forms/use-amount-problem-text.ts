import { formatAmount, type AmountProblem } from '@sorte/contracts/common/money';
import { useTranslation } from 'react-i18next';

/** The amount field's text for a client-side problem (limits as money strings). */
export function useAmountProblemText() {
  const { t, i18n } = useTranslation('common');
  const money = (value: string) => formatAmount(value, i18n.resolvedLanguage ?? i18n.language);
  return (problem: AmountProblem, max?: string, min?: string): string => {
    switch (problem) {
      case 'REQUIRED':
        return t('amount.required');
      case 'INVALID_FORMAT':
        return t('amount.format');
      case 'INVALID_VALUE':
        return t('amount.positive');
      case 'TOO_LOW':
        return t('amount.tooLow', { amount: money(min ?? '0.00') });
      case 'TOO_HIGH':
        return max !== undefined && max === '0.00'
          ? t('amount.empty')
          : t('amount.tooHigh', { amount: money(max ?? '0.00') });
    }
  };
}
