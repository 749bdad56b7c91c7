import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import { CATEGORY_ROUTES } from '../../../config/paths';
import { isModuleEnabled, usePermission } from '../../../hooks/use-permission';
import styles from './lobby-links.module.css';

/** Category code -> whitelabel module and icon (lottery's module is LOTTERY). */
const CATEGORY_META: Record<string, { modId: string; icon: string }> = {
  INHOUSE: { modId: 'INHOUSE', icon: 'inhouse' },
  RNG: { modId: 'RNG', icon: 'rng' },
  LIVE: { modId: 'LIVE', icon: 'live' },
  FISH: { modId: 'FISH', icon: 'fish' },
  PVP: { modId: 'PVP', icon: 'pvp' },
  SPORTS: { modId: 'SPORTS', icon: 'sports' },
  ESPORTS: { modId: 'ESPORTS', icon: 'esports' },
  LOTT: { modId: 'LOTTERY', icon: 'lottery' },
};

/** The brand's game lobbies (categories with at least one vendor and their module on), as links. */
export function LobbyLinks() {
  const { t } = useTranslation('pages');
  const permission = usePermission();
  const lobbies = permission.categories.filter((category) => {
    const meta = CATEGORY_META[category.gameCategory];
    return (
      meta &&
      category.vendors.length > 0 &&
      CATEGORY_ROUTES[category.gameCategory] &&
      isModuleEnabled(permission, meta.modId)
    );
  });
  if (lobbies.length === 0) return null;
  return (
    <nav aria-label={t('lobbies.label')}>
      <ul className={styles.list}>
        {lobbies.map((category) => (
          <li key={category.gameCategory}>
            <Link className={styles.link} to={CATEGORY_ROUTES[category.gameCategory] ?? '/'}>
              <Icon name={CATEGORY_META[category.gameCategory]?.icon ?? 'home'} size={18} />
              {t(`lobbies.${category.gameCategory}`, { defaultValue: category.gameCategory })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
