import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { LOCALE_INFO, toLocale, type Locale } from '@sorte/contracts/common/locale';
import { SYSTEM_ROUTES } from '@sorte/contracts/system/routes';
import { Icon } from '../../../components/ui/icon';
import { usePermission } from '../../../hooks/use-permission';
import { changeLanguage } from '../../../i18n/index';
import { api } from '../../../lib/api-client';
import { NavGroup } from './nav-item';
import styles from './language-picker.module.css';

/** Switches the language, remembers it (hisLang, lang) and tells the server (best effort). */
export function selectLanguage(locale: Locale) {
  void changeLanguage(locale);
  api.call(SYSTEM_ROUTES.language, { body: { language: locale } }).catch(() => {
    // Only a notification: the cookie it sets is a convenience, the choice is already stored.
  });
}

interface LanguagePickerProps {
  open: boolean;
  onToggle: () => void;
  mini: boolean;
}

/** The brand's languages by native name; shown only when the brand has more than one. */
export function LanguagePicker({ open, onToggle, mini }: LanguagePickerProps) {
  const { t, i18n } = useTranslation('shell');
  const { brand } = usePermission();
  const current = toLocale(i18n.resolvedLanguage ?? i18n.language);
  if (brand.languages.length <= 1) return null;
  return (
    <NavGroup
      icon="language"
      tone="language"
      label={t('nav.language')}
      hint={current ? LOCALE_INFO[current].label : undefined}
      open={open}
      onToggle={onToggle}
      mini={mini}
      testId="language-picker"
    >
      <ul className={styles.list}>
        {brand.languages.map((locale) => {
          const selected = locale === current;
          return (
            <li key={locale}>
              <button
                type="button"
                className={clsx(styles.option, selected && styles.selected)}
                lang={LOCALE_INFO[locale].bcp47}
                aria-pressed={selected}
                onClick={() => {
                  if (!selected) selectLanguage(locale);
                  onToggle();
                }}
              >
                <span>{LOCALE_INFO[locale].label}</span>
                {selected ? <Icon name="chevron-right" size={14} className={styles.check} /> : null}
              </button>
            </li>
          );
        })}
      </ul>
    </NavGroup>
  );
}
