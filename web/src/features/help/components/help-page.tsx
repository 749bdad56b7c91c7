import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import logo from '../../../assets/brand/logo.svg';
import { Icon } from '../../../components/ui/icon';
import { paths } from '../../../config/paths';
import { usePermission } from '../../../hooks/use-permission';
import { HelpCenter } from './help-center';
import styles from './help-page.module.css';

/** /helpmc: the help center as a page of its own, without the site header and footer. */
export function HelpPage() {
  const { t } = useTranslation(['help', 'common']);
  const { brand } = usePermission();
  const { hash } = useLocation();
  return (
    <div className={styles.page} data-testid="help-page">
      <header className={styles.bar}>
        <Link to={paths.home} className={styles.logo}>
          <img src={logo} alt={brand.name} width={132} height={33} />
        </Link>
        <Link to={paths.home} className={styles.back}>
          <Icon name="home" size={18} />
          {t('common:actions.backHome')}
        </Link>
      </header>
      <div className={styles.hero}>
        <span className={styles.heroMark} aria-hidden="true">
          <Icon name="help" size={28} />
        </span>
        <div>
          <h1 className={styles.title}>{t('help:title')}</h1>
          <p className={styles.subtitle}>{t('help:subtitle', { brand: brand.name })}</p>
        </div>
      </div>
      <HelpCenter
        variant="page"
        initialSection={hash ? decodeURIComponent(hash.slice(1)) : undefined}
      />
    </div>
  );
}
