import { findCountryByDialingCode, normalizeMobile } from '@sorte/contracts/auth/countries';
import type { TFunction } from 'i18next';

/**
 * Checks a mobile number with the shared rule (contracts normalizeMobile) and answers the
 * text to show, or null when it is fine. Texts live in the `common` namespace.
 */
export function mobileError(t: TFunction, dialingCode: string, mobileNum: string): string | null {
  if (!mobileNum.trim()) return t('common:form.mobileRequired');
  if (normalizeMobile(dialingCode, mobileNum)) return null;
  const [min, max] = findCountryByDialingCode(dialingCode)?.mobileDigits ?? [0, 0];
  return t('common:form.mobileDigits', { digits: min === max ? `${min}` : `${min}-${max}` });
}
