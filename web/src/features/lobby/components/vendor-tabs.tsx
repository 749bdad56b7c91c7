import clsx from 'clsx';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Vendor } from '@sorte/contracts/system/system';
import { lobbyHref } from '../../../config/paths';
import { Icon } from '../../../components/ui/icon';
import { vendorIconUrl } from '../../../utils/game-categories';
import styles from './vendor-tabs.module.css';

export interface VendorTabsProps {
  route: string;
  gameCategory: string;
  /** Icon of the "All" entry (the lobby's own icon). */
  allIcon: string;
  vendors: Vendor[];
  selected?: Vendor;
  imageBase: string;
}

function VendorLogo({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <span className={styles.logoFallback} aria-hidden="true" />;
  // Decorative: the vendor's name is the link text.
  return (
    <img
      className={styles.logo}
      src={src}
      alt=""
      width={80}
      height={32}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}

/**
 * The lobby's vendor filter: real links (`/rng?page=PG`, a new history entry each) in a
 * nav with aria-current on the selected one. On small screens the row scrolls sideways by itself.
 */
export function VendorTabs({
  route,
  gameCategory,
  allIcon,
  vendors,
  selected,
  imageBase,
}: VendorTabsProps) {
  const { t } = useTranslation('lobby');
  const scrolled = useRef(false);
  const listRef = useRef<HTMLUListElement>(null);
  const selectedKey = selected?.vendor ?? '';

  // Keep the selected entry visible in the scrolling row (deep links to a vendor far right).
  useLayoutEffect(() => {
    const list = listRef.current;
    // "All" is the first tab: on the first render the row already starts there, and reading the
    // row's size would force a layout of the whole page while it starts.
    if (!selectedKey && !scrolled.current) return;
    scrolled.current = true;
    const active = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !active || list.scrollWidth <= list.clientWidth) return;
    const left = active.offsetLeft - (list.clientWidth - active.offsetWidth) / 2;
    list.scrollLeft = Math.max(0, left);
  }, [selectedKey]);

  return (
    <nav className={styles.nav} aria-label={t('tabs.label')}>
      <ul className={styles.list} ref={listRef}>
        <li>
          <Link
            to={route}
            className={clsx(styles.tab, !selected && styles.active)}
            aria-current={!selected ? 'page' : undefined}
            data-testid="vendor-tab-all"
          >
            <span className={styles.allIcon} aria-hidden="true">
              <Icon name={allIcon} size={20} />
            </span>
            <span className={styles.name}>{t('tabs.all')}</span>
          </Link>
        </li>
        {vendors.map((vendor) => {
          const active = selected?.vendor === vendor.vendor;
          return (
            <li key={vendor.vendor}>
              <Link
                to={lobbyHref(route, vendor.vendor)}
                className={clsx(styles.tab, active && styles.active)}
                aria-current={active ? 'page' : undefined}
                data-testid={`vendor-tab-${vendor.vendor}`}
              >
                <VendorLogo src={vendorIconUrl(imageBase, gameCategory, vendor.vassalage)} />
                <span className={styles.name}>{vendor.name}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
