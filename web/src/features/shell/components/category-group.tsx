import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { lobbyHref } from '../../../config/paths';
import { useImageBase } from '../../../hooks/use-permission';
import { useNavClick } from '../hooks/use-nav-link';
import { vendorIconUrl, type PlayableCategory } from '../../../utils/game-categories';
import { NavGroup, NavLink } from './nav-item';
import styles from './category-group.module.css';

/** Intrinsic size of the vendor icon artwork (reserved before it loads). */
export const VENDOR_ICON = { width: 120, height: 48 } as const;


interface CategoryGroupProps {
  category: PlayableCategory;
  open: boolean;
  onToggle: () => void;
  mini: boolean;
}

/** A game category with its vendors: 'All' opens the lobby, each vendor its tab. */
export function CategoryGroup({ category, open, onToggle, mini }: CategoryGroupProps) {
  const { t } = useTranslation('shell');
  const imageBase = useImageBase();
  const { pathname, search } = useLocation();
  const onNavigate = useNavClick();
  const label = t(`categories.${category.code}`, { defaultValue: category.code });
  const here = pathname === category.route;
  const page = here ? new URLSearchParams(search).get('page') : null;

  // Mini menu: no room for children, the entry opens the lobby.
  if (mini) {
    return (
      <NavLink
        to={category.route}
        active={here}
        icon={category.icon}
        tone={category.icon}
        label={label}
        mini
      />
    );
  }

  return (
    <NavGroup
      icon={category.icon}
      tone={category.icon}
      label={label}
      open={open}
      onToggle={onToggle}
      containsActive={here}
      testId={`category-${category.code}`}
    >
      <ul className={styles.vendors} aria-label={t('nav.vendorsOf', { category: label })}>
        <li className={styles.all}>
          <Link
            to={category.route}
            className={clsx(styles.allLink, here && !page && styles.current)}
            aria-current={here && !page ? 'page' : undefined}
            onClick={onNavigate(category.route)}
          >
            {t('nav.all')}
          </Link>
        </li>
        {category.vendors.map((vendor) => {
          const to = lobbyHref(category.route, vendor.vendor);
          const current = page === vendor.vendor;
          return (
            <li key={vendor.vendor}>
              <Link
                to={to}
                className={clsx(styles.vendor, current && styles.current)}
                aria-current={current ? 'page' : undefined}
                onClick={onNavigate(to)}
                title={vendor.name}
              >
                <img
                  className={styles.vendorIcon}
                  src={vendorIconUrl(imageBase, category.code, vendor.vassalage)}
                  alt={vendor.name}
                  loading="lazy"
                  decoding="async"
                  width={VENDOR_ICON.width}
                  height={VENDOR_ICON.height}
                />
              </Link>
            </li>
          );
        })}
      </ul>
    </NavGroup>
  );
}
