import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { isModuleEnabled, usePermission } from '../../../hooks/use-permission';
import { AppDownloadGroup } from './app-download-group';
import { CustomerServiceGroup } from './customer-service-group';
import { LanguagePicker } from './language-picker';
import { SocialLinks } from './social-links';
import styles from './side-menu.module.css';

export interface SideMenuMoreProps {
  expanded: ReadonlySet<string>;
  toggle: (key: string) => () => void;
  mini: boolean;
}

/**
 * The side menu's lower part: language, customer service, app download and social links. Its
 * own chunk (side-menu.tsx loads it when the menu first renders): the first view's JS carries
 * only the navigation above it.
 */
export default function SideMenuMore({ expanded, toggle, mini }: SideMenuMoreProps) {
  const { t } = useTranslation('shell');
  const permission = usePermission();
  const on = (modId: string) => isModuleEnabled(permission, modId);
  return (
    <>
      <ul className={clsx(styles.list, styles.secondary)}>
        <LanguagePicker
          open={expanded.has('language')}
          onToggle={toggle('language')}
          mini={mini}
        />
        {on('CUSTOMER_SERVICE') ? (
          <CustomerServiceGroup
            open={expanded.has('service')}
            onToggle={toggle('service')}
            mini={mini}
          />
        ) : null}
        {on('APP_DOWNLOAD') ? (
          <AppDownloadGroup
            open={expanded.has('download')}
            onToggle={toggle('download')}
            mini={mini}
          />
        ) : null}
      </ul>

      {on('SOCIAL') ? (
        <section className={styles.social} aria-label={t('nav.social')}>
          {mini ? null : <p className={styles.socialTitle}>{t('nav.social')}</p>}
          <SocialLinks resources={permission.resources} size="sm" testId="side-menu-social" />
        </section>
      ) : null}
    </>
  );
}
