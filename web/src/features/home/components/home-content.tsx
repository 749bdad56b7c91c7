import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../hooks/use-permission';
import { AppDownloadTeaser } from './app-download-teaser';
import { CategoryGrid } from './category-grid';
import { HelpStrip } from './help-strip';
import { OriginalsCard } from './originals-card';
import styles from './home-panels.module.css';

/** The home page below the banner and announcements: games, Originals, app and help. */
export function HomeContent() {
  const { t } = useTranslation('home');
  const { brand } = usePermission();
  return (
    <div className={styles.home} data-testid="home-content">
      <h1 className="visually-hidden">{t('title', { brand: brand.name })}</h1>
      <CategoryGrid />
      <OriginalsCard />
      <div className={styles.panels}>
        <AppDownloadTeaser />
        <HelpStrip />
      </div>
    </div>
  );
}
