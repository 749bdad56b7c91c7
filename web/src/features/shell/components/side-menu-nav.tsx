import clsx from 'clsx';
import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import { paths } from '../../../config/paths';
import { isModuleEnabled, usePermission } from '../../../hooks/use-permission';
import { useSlideIn } from '../../../hooks/use-slide-in';
import { ui, useUi } from '../../../hooks/use-ui-store';
import { sessionToken } from '../../../lib/session-token';
import { LOTTERY_CATEGORY, playableCategories } from '../../../utils/game-categories';
import { HOME_PATHS } from '../utils/nav-categories';
import { AuthButtons } from './auth-buttons';
import { CategoryGroup } from './category-group';
import { NavLink } from './nav-item';
import styles from './side-menu.module.css';

// Language, customer service, app download and social links: loaded when the menu first renders.
const SideMenuMore = lazy(() => import('./side-menu-more'));

const DESKTOP = '(min-width: 1024px)';
let firstMount = true;
const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The side menu's navigation (desktop column, mobile drawer), its own chunk (side-menu.tsx).
 * `drawerOnly`: the header mounts it on pages without the side menu, where it is a drawer at
 * every width.
 */
export function SideMenuNav({ drawerOnly = false }: { drawerOnly?: boolean }) {
  const { t } = useTranslation('shell');
  const permission = usePermission();
  const location = useLocation();
  const storedMini = useUi((s) => s.sidebarMini);
  const open = useUi((s) => s.mobileNavOpen);
  const slidIn = useSlideIn(open);
  const mini = storedMini && !drawerOnly;
  const navRef = useRef<HTMLElement>(null);
  const { pathname } = location;

  const categories = playableCategories(permission);
  const activeCategory = categories.find((c) => c.route === pathname)?.code;
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(
    () => new Set(activeCategory ? [activeCategory] : []),
  );
  const toggle = (key: string) => () => {
    if (mini) {
      // A group needs room: the mini menu widens and opens it.
      ui.setSidebarMini(false);
      setExpanded((prev) => new Set(prev).add(key));
      return;
    }
    setExpanded((prev) => {
      const next = new Set(prev);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  };

  // The group of the page being shown opens by itself (adjusted while rendering, not in an effect).
  const [openedFor, setOpenedFor] = useState(activeCategory);
  if (activeCategory !== openedFor) {
    setOpenedFor(activeCategory);
    if (activeCategory && !expanded.has(activeCategory))
      setExpanded(new Set(expanded).add(activeCategory));
  }

  // Navigation closes the drawer; so does a page that mounts the menu afresh, except the first
  // time it renders after its chunk arrived (a tap on the menu button made meanwhile stands).
  useEffect(() => {
    if (firstMount) {
      firstMount = false;
      return;
    }
    ui.setMobileNav(false);
  }, [pathname, location.search]);

  // Drawer: Escape closes it (focus back on the menu button), focus moves in, the page stops scrolling.
  useEffect(() => {
    if (!open) return;
    navRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      ui.setMobileNav(false);
      document.getElementById('shell-menu-button')?.focus();
    };
    document.addEventListener('keydown', onKey);
    document.documentElement.classList.add(styles.locked ?? 'locked');
    return () => {
      document.removeEventListener('keydown', onKey);
      document.documentElement.classList.remove(styles.locked ?? 'locked');
    };
  }, [open]);

  // Widening to desktop turns the drawer back into the column.
  useEffect(() => {
    if (drawerOnly || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(DESKTOP);
    const onChange = () => {
      if (query.matches) ui.setMobileNav(false);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [drawerOnly]);

  // Keep Tab inside the open drawer.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!open || event.key !== 'Tab' || !navRef.current) return;
    if (!drawerOnly && window.matchMedia?.(DESKTOP).matches) return;
    const focusable = Array.from(navRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (el) => el.offsetParent !== null || el === document.activeElement,
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const on = (modId: string) => isModuleEnabled(permission, modId);
  const loggedIn = sessionToken.has();
  const freePlay = permission.flags.FREE_PLAY ?? false;

  return (
    <>
      <div
        className={clsx(
          styles.backdrop,
          slidIn && styles.backdropOpen,
          drawerOnly && styles.drawerOnly,
        )}
        onClick={() => ui.setMobileNav(false)}
        aria-hidden="true"
        data-testid="side-menu-backdrop"
      />
      <nav
        id="side-menu"
        ref={navRef}
        className={clsx(
          styles.nav,
          drawerOnly && styles.drawerOnly,
          mini && styles.mini,
          slidIn && styles.open,
        )}
        aria-label={t('nav.label')}
        onKeyDown={onKeyDown}
        data-testid="side-menu"
      >
        <div className={styles.scroll}>
          {loggedIn || !freePlay ? null : (
            <div className={styles.auth}>
              <AuthButtons placement="drawer" />
            </div>
          )}
          <ul className={styles.list}>
            <NavLink
              to={paths.home}
              active={HOME_PATHS.includes(pathname)}
              icon="home"
              tone="home"
              label={t('nav.home')}
              mini={mini}
              testId="nav-home"
            />
            {on('INHOUSE') ? (
              <NavLink
                to={paths.inhouse}
                active={pathname === paths.inhouse}
                icon="inhouse"
                tone="inhouse"
                label={t('categories.INHOUSE')}
                mini={mini}
                testId="nav-inhouse"
              />
            ) : null}
            {categories
              .filter((category) => category.code !== 'INHOUSE')
              .map((category) =>
                category.code === LOTTERY_CATEGORY ? (
                  <NavLink
                    key={category.code}
                    to={category.route}
                    active={pathname === category.route}
                    icon={category.icon}
                    tone={category.icon}
                    label={t(`categories.${category.code}`)}
                    mini={mini}
                    testId={`category-${category.code}`}
                  />
                ) : (
                  <CategoryGroup
                    key={category.code}
                    category={category}
                    open={expanded.has(category.code)}
                    onToggle={toggle(category.code)}
                    mini={mini}
                  />
                ),
              )}
            {on('PROMOTIONS') ? (
              <NavLink
                to={paths.promotions}
                active={pathname === paths.promotions || pathname === paths.promoDetail}
                icon="promotions"
                tone="promotions"
                label={t('nav.promotions')}
                mini={mini}
                testId="nav-promotions"
              />
            ) : null}
            {on('POINT_MALL') ? (
              <NavLink
                to={paths.pointMall}
                active={pathname === paths.pointMall}
                icon="point-mall"
                tone="pointMall"
                label={t('nav.pointMall')}
                mini={mini}
                testId="nav-point-mall"
              />
            ) : null}
          </ul>

          <Suspense fallback={null}>
            <SideMenuMore expanded={expanded} toggle={toggle} mini={mini} />
          </Suspense>
        </div>

        {drawerOnly ? null : (
          <div className={styles.foot}>
            <button
              type="button"
              className={styles.collapse}
              onClick={() => ui.setSidebarMini(!mini)}
              aria-label={mini ? t('nav.expand') : t('nav.collapse')}
              title={mini ? t('nav.expand') : t('nav.collapse')}
              data-testid="side-menu-collapse"
            >
              <Icon name={mini ? 'menu-expand' : 'menu-collapse'} size={20} />
              {mini ? null : <span>{t('nav.collapse')}</span>}
            </button>
          </div>
        )}
      </nav>
    </>
  );
}
