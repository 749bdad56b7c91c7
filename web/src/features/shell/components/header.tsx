import clsx from 'clsx';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import logo from '../../../assets/brand/logo.svg';
import logoMark from '../../../assets/brand/logo-mark.svg';
import { usePermission } from '../../../hooks/use-permission';
import { ui, useUi } from '../../../hooks/use-ui-store';
import { AuthButtons } from './auth-buttons';
import { SideMenuDrawer } from './side-menu';
import { ThemeSwitch } from './theme-switch';
import styles from './header.module.css';
import { useLoggedIn } from '../../../hooks/use-logged-in';

// The logged-in controls (balance, account menu) load only while a session exists.
const HeaderMember = lazy(() => import('./header-member').then((m) => ({ default: m.HeaderMember })));

const wantMenu = () => ui.wantMobileNav();

/**
 * The fixed top bar: menu button, logo, theme switch and the visitor or account controls.
 * `sideMenu`: the layout draws the side menu beside the page. Without it (pages with a header
 * only) the menu button opens a drawer the header mounts itself, so the button never opens
 * nothing. The layout says so when it renders: the header is drawn once, as it will stay.
 */
export function Header({ sideMenu = false }: { sideMenu?: boolean }) {
  const { t } = useTranslation('shell');
  const permission = usePermission();
  // Re-read on every navigation, and whenever the token is set or cleared.
  useLocation();
  const loggedIn = useLoggedIn();
  const navOpen = useUi((s) => s.mobileNavOpen);

  return (
    <>
      <header className={styles.header} data-testid="header">
        <div className={styles.start}>
          <button
            id="shell-menu-button"
            type="button"
            className={clsx(styles.burger, !sideMenu && styles.burgerAlways)}
            aria-expanded={navOpen}
            aria-controls="side-menu"
            aria-label={navOpen ? t('header.closeMenu') : t('header.openMenu')}
            onClick={() => ui.setMobileNav(!navOpen)}
            // The drawer's menu renders (closed) as the player reaches for the button, so it is
            // there to slide in when the press ends.
            onPointerEnter={wantMenu}
            onPointerDown={wantMenu}
            onFocus={wantMenu}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path
                d={navOpen ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h12M4 17h16'}
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
          <Link
            to="/"
            className={styles.logo}
            aria-label={t('header.homeLink', { brand: permission.brand.name })}
          >
            <img className={styles.logoFull} src={logo} alt="" width={144} height={36} />
            <img className={styles.logoMark} src={logoMark} alt="" width={36} height={36} />
          </Link>
        </div>
        <div className={styles.end}>
          <ThemeSwitch />
          {loggedIn ? (
            <Suspense fallback={null}>
              <HeaderMember />
            </Suspense>
          ) : (
            <AuthButtons placement="header" />
          )}
        </div>
      </header>
      {/* Pages without the layout side menu still get the navigation as a drawer. */}
      {sideMenu ? null : <SideMenuDrawer />}
    </>
  );
}
