import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import art from '../../../assets/illustrations/app-download.svg';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { paths } from '../../../config/paths';
import { useModuleEnabled } from '../../../hooks/use-permission';
import { ui } from '../../../hooks/use-ui-store';
import styles from './home-panels.module.css';

/** Invites the player to install the app (opens the app-download modal). */
export function AppDownloadTeaser() {
  const { t } = useTranslation('home');
  if (!useModuleEnabled('APP_DOWNLOAD')) return null;
  return (
    <section className={styles.teaser} aria-labelledby="home-app" data-testid="app-teaser">
      <div className={styles.teaserText}>
        <h2 id="home-app" className={styles.panelTitle}>
          {t('app.title')}
        </h2>
        <p className={styles.panelText}>{t('app.description')}</p>
        <div className={styles.platforms} aria-hidden="true">
          <Icon name="android" size={20} />
          <Icon name="ios" size={20} />
        </div>
        <div className={styles.teaserActions}>
          <Button onClick={() => ui.openModal('appDownload')}>
            <Icon name="download" size={18} />
            {t('app.cta')}
          </Button>
          <Link to={paths.down} className={styles.textLink}>
            {t('app.allOptions')}
          </Link>
        </div>
      </div>
      <img className={styles.teaserArt} src={art} alt="" width={320} height={200} loading="lazy" />
    </section>
  );
}
