import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import { usePermission } from '../../../hooks/use-permission';
import { ORIGINALS_CATEGORY, playableCategories } from '../../../utils/game-categories';
import styles from './originals-card.module.css';

/** The highlight for the brand's own in-house games, when the brand offers them. */
export function OriginalsCard() {
  const { t } = useTranslation('home');
  const permission = usePermission();
  const brand = permission.brand.name;
  const originals = playableCategories(permission).find((c) => c.code === ORIGINALS_CATEGORY);
  if (!originals) return null;
  return (
    <section className={styles.card} aria-labelledby="home-originals" data-testid="originals-card">
      <div className={styles.glow} aria-hidden="true" />
      <span className={styles.mark} aria-hidden="true">
        <Icon name="inhouse" size={44} />
      </span>
      <div className={styles.text}>
        <p className={styles.eyebrow}>{t('originals.eyebrow', { brand })}</p>
        <h2 id="home-originals" className={styles.title}>
          {t('originals.title', { brand })}
        </h2>
        <p className={styles.description}>{t('originals.description', { brand })}</p>
        <ul className={styles.points}>
          <li>{t('originals.points.fair')}</li>
          <li>{t('originals.points.instant')}</li>
          <li>{t('originals.points.anyDevice')}</li>
        </ul>
      </div>
      <Link to={originals.route} className={styles.cta}>
        {t('originals.cta')}
        <Icon name="chevron-right" size={18} />
      </Link>
    </section>
  );
}
