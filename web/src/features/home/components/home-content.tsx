import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../hooks/use-permission';
import { CategoryGrid } from './category-grid';
import { InhouseCard } from './inhouse-card';
import styles from './home-content.module.css';

// The app teaser and help tiles close the page, far below the fold: their own chunk.
const HomePanels = lazy(() => import('./home-panels'));

export interface HomeContentProps {
  /** The winners board (composed by the route: it lives in another feature and loads lazily). */
  winners?: ReactNode;
}

/** The home page below the banner and announcements: games, Originals, winners, app and help. */
export function HomeContent({ winners }: HomeContentProps = {}) {
  const { t } = useTranslation('home');
  const { brand } = usePermission();
  return (
    <div className={styles.home} data-testid="home-content">
      <h1 className="visually-hidden">{t('title', { brand: brand.name })}</h1>
      <CategoryGrid />
      <InhouseCard />
      {winners}
      <Suspense fallback={null}>
        <HomePanels />
      </Suspense>
    </div>
  );
}
