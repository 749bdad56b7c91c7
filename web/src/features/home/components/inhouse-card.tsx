import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import { usePermission } from '../../../hooks/use-permission';
import { INHOUSE_CATEGORY, playableCategories } from '../../../utils/game-categories';
import styles from './inhouse-card.module.css';

/** The highlight for the brand's own in-house games, when the brand offers them. */
export function InhouseCard() {
  const { t } = useTranslation('home');
  const permission = usePermission();
  const brand = permission.brand.name;
  const inhouse = playableCategories(permission).find((c) => c.code === INHOUSE_CATEGORY);
  if (!inhouse) return null;
  return (
    <section className={styles.card} aria-labelledby="home-inhouse" data-testid="inhouse-card">
      <div className={styles.glow} aria-hidden="true" />
      <span className={styles.mark} aria-hidden="true">
        <Icon name="inhouse" size={44} />
      </span>
      <div className={styles.text}>
        <p className={styles.eyebrow}>{t('inhouse.eyebrow', { brand })}</p>
        <h2 id="home-inhouse" className={styles.title}>
          {t('inhouse.title', { brand })}
        </h2>
        <p className={styles.description}>{t('inhouse.description', { brand })}</p>
        <ul className={styles.points}>
          <li>{t('inhouse.points.fair')}</li>
          <li>{t('inhouse.points.instant')}</li>
          <li>{t('inhouse.points.anyDevice')}</li>
        </ul>
      </div>
      <Link to={inhouse.route} className={styles.cta}>
        {t('inhouse.cta')}
        <Icon name="chevron-right" size={18} />
      </Link>
    </section>
  );
}
