import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import { lobbyHref } from '../../../config/paths';
import { LOTTERY_CATEGORY, vendorIconUrl, type PlayableCategory } from '../../../utils/game-categories';
import styles from './category-grid.module.css';

/** Chips shown before the "+N" chip. */
const MAX_CHIPS = 5;

/**
 * One game category: the whole card opens its lobby (a stretched heading link), and each
 * vendor chip opens the lobby on that vendor's tab (/rng?page=PG).
 */
export function CategoryCard({
  category,
  imageBase,
}: {
  category: PlayableCategory;
  imageBase: string;
}) {
  const { t } = useTranslation('home');
  const { code, route, icon, vendors } = category;
  const withChips = code !== LOTTERY_CATEGORY;
  const shown = vendors.slice(0, MAX_CHIPS);
  const more = vendors.length - shown.length;
  return (
    <article className={styles.card} data-category={code} data-testid="category-card">
      <span className={styles.watermark} aria-hidden="true">
        <Icon name={icon} size={150} />
      </span>
      <div className={styles.cardTop}>
        <span className={styles.orb} aria-hidden="true">
          <Icon name={icon} size={26} />
        </span>
        <span className={styles.count}>
          {t('categories.vendorCount', { count: vendors.length })}
        </span>
      </div>
      <h3 className={styles.name}>
        <Link to={route} className={styles.stretched}>
          {t(`categories.${code}.name`)}
          <Icon name="chevron-right" size={18} className={styles.nameGo} />
        </Link>
      </h3>
      <p className={styles.tagline}>{t(`categories.${code}.tagline`)}</p>
      <p className={styles.mobileCount}>{t('categories.vendorCount', { count: vendors.length })}</p>
      <div className={styles.cardBottom}>
        {withChips ? (
          <ul
            className={styles.chips}
            aria-label={t('categories.vendorsOf', { category: t(`categories.${code}.name`) })}
          >
            {shown.map((vendor) => (
              <li key={vendor.vassalage}>
                <Link
                  to={lobbyHref(route, vendor.vassalage)}
                  className={styles.chip}
                  title={vendor.name}
                >
                  <img
                    src={vendorIconUrl(imageBase, code, vendor.vassalage)}
                    alt={vendor.name}
                    width={64}
                    height={24}
                    loading="lazy"
                    decoding="async"
                  />
                </Link>
              </li>
            ))}
            {more > 0 ? (
              <li>
                <Link
                  to={route}
                  className={styles.chipMore}
                  aria-label={t('categories.moreVendors', { count: more })}
                >
                  +{more}
                </Link>
              </li>
            ) : null}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
