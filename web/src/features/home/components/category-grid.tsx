import { useTranslation } from 'react-i18next';
import art from '../../../assets/illustrations/coming-up.svg';
import { EmptyState } from '../../../components/ui/empty-state';
import { useImageBase, usePermission } from '../../../hooks/use-permission';
import { INHOUSE_CATEGORY, playableCategories } from '../../../utils/game-categories';
import { CategoryCard } from './category-card';
import styles from './category-grid.module.css';

/** One card per game category the brand offers (Originals has its own highlight card). */
export function CategoryGrid() {
  const { t } = useTranslation('home');
  const permission = usePermission();
  const imageBase = useImageBase();
  const categories = playableCategories(permission).filter((c) => c.code !== INHOUSE_CATEGORY);
  return (
    <section className={styles.section} aria-labelledby="home-categories">
      <div className={styles.heading}>
        <h2 id="home-categories" className={styles.title}>
          {t('categories.title')}
        </h2>
        <p className={styles.subtitle}>{t('categories.subtitle')}</p>
      </div>
      {categories.length === 0 ? (
        <EmptyState
          image={art}
          title={t('categories.emptyTitle')}
          description={t('categories.emptyText')}
          headingLevel={3}
        />
      ) : (
        <div className={styles.grid}>
          {categories.map((category) => (
            <CategoryCard key={category.code} category={category} imageBase={imageBase} />
          ))}
        </div>
      )}
    </section>
  );
}
