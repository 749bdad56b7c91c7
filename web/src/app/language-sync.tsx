import { useEffect } from 'react';
import { toLocale } from '@sorte/contracts/common/locale';
import { usePermission } from '../hooks/use-permission';
import { changeLanguage, i18next, storedLocale } from '../i18n/index';

/**
 * Once the brand is known: a stored language the brand does not offer falls back to the
 * brand's default language.
 */
export function LanguageSync() {
  const { brand } = usePermission();
  useEffect(() => {
    const current = toLocale(i18next.language);
    const stored = storedLocale();
    if (!current || !brand.languages.includes(current) || (!stored && current !== brand.defaultLanguage)) {
      void changeLanguage(stored && brand.languages.includes(stored) ? stored : brand.defaultLanguage);
    }
  }, [brand]);
  return null;
}
