import clsx from 'clsx';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { DialogHost } from '../components/ui/dialog';
import { Spinner } from '../components/ui/spinner';
import { BannerStrip } from '../features/banners/components/banner-strip';
import { Header } from '../features/shell/components/header';
import { SideMenu } from '../features/shell/components/side-menu';
import { usePageSettled } from '../hooks/use-page-settled';
import { useFlag } from '../hooks/use-permission';
import { useUi } from '../hooks/use-ui-store';
import { sessionToken } from '../lib/session-token';
import { layoutOf, type LayoutHandle } from './layout-handle';
import styles from './root-layout.module.css';

// Below the content, or shown only once their data arrives: their code loads once the page has
// started (root layout below).
const Footer = lazy(() =>
  import('../features/shell/components/footer').then((m) => ({ default: m.Footer })),
);
const PopupNotices = lazy(() =>
  import('../features/notices/components/popup-notices').then((m) => ({
    default: m.PopupNotices,
  })),
);

// The app-level modals (login, register, help, ...): the host and each modal load on first open.
const ModalHost = lazy(() => import('./modal-host').then((m) => ({ default: m.ModalHost })));

// The member centre opens from `?member=<page key>`; its code loads only then.
const MemberCentreHost = lazy(() =>
  import('./member-centre').then((m) => ({ default: m.MemberCentre })),
);

// The agent centre opens from `?agent=<page key>`; its code loads only then.
const AgentCentreHost = lazy(() =>
  import('../features/agent-centre/components/agent-centre-host').then((m) => ({
    default: m.AgentCentreHost,
  })),
);

function useLayout(): LayoutHandle {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const found = layoutOf(matches[i]?.handle);
    if (found) return found;
  }
  return { header: true, sidebar: false, footer: true };
}

/** Scrolls to the top after navigation, or to the element named by the hash. */
function useScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    const initial = first.current;
    first.current = false;
    if (!hash) {
      // A page that has just loaded is at the top (or where the browser restored it): scrolling
      // here would only force a layout of the whole first view while it starts.
      if (!initial) window.scrollTo({ top: 0 });
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    let tries = 0;
    // The target may live in a page chunk that is still loading.
    const timer = setInterval(() => {
      const target = document.getElementById(id);
      tries += 1;
      if (target) target.scrollIntoView({ block: 'start' });
      if (target || tries > 40) clearInterval(timer);
    }, 50);
    return () => clearInterval(timer);
  }, [pathname, hash]);
}

export function RootLayout() {
  const { t } = useTranslation('common');
  const handle = useLayout();
  const location = useLocation();
  const loginRequired = useFlag('LOGIN_REQUIRED_FOR_HOME');
  const showBarsFlag = useFlag('SHOW_BARS_ON_SEAMLESS');
  const sidebarMini = useUi((s) => s.sidebarMini);
  const modalOpen = useUi((s) => s.modal !== null);
  const [barsShown, setBarsShown] = useState(false);
  // Below the first view (the footer) or covering it (a popup notice): their code is asked for
  // once the page has painted and had an idle moment.
  const settled = usePageSettled();
  useScrollOnNavigate();

  if (loginRequired && !handle.public && !sessionToken.has()) {
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  }

  // /seamless and /vnlottery: bars hidden unless the flag shows them; in mini mode a toggle shows them.
  const barsHidden =
    Boolean(handle.barsHiddenByDefault) && !showBarsFlag && !(sidebarMini && barsShown);
  const showHeader = handle.header && !barsHidden;
  const showSidebar = handle.sidebar && !barsHidden;

  return (
    <div
      className={clsx(styles.app, showSidebar && styles.withSidebar, sidebarMini && styles.mini)}
      data-testid="app-shell"
      // The location this layout has rendered: browser tests that navigate in the page wait for it.
      data-location={location.pathname + location.search}
    >
      <a className={styles.skip} href="#main">
        {t('actions.skipToContent')}
      </a>
      {showHeader ? <Header sideMenu={showSidebar} /> : null}
      {showSidebar ? <SideMenu /> : null}
      <div className={clsx(styles.main, showHeader && styles.belowHeader)}>
        {handle.barsHiddenByDefault && !showBarsFlag && sidebarMini ? (
          <button
            type="button"
            className={styles.barsToggle}
            onClick={() => setBarsShown((v) => !v)}
            aria-pressed={barsShown}
            data-testid="bars-toggle"
          >
            {barsShown ? t('actions.hideMenu') : t('actions.showMenu')}
          </button>
        ) : null}
        <main id="main" tabIndex={-1} className={styles.content}>
          {handle.banner ? <BannerStrip group={handle.banner} /> : null}
          <Suspense fallback={<Spinner label={t('status.loading')} />}>
            <Outlet />
          </Suspense>
        </main>
        {handle.footer && settled ? (
          <Suspense fallback={null}>
            <Footer />
          </Suspense>
        ) : null}
      </div>
      {modalOpen ? (
        <Suspense fallback={null}>
          <ModalHost />
        </Suspense>
      ) : null}
      {new URLSearchParams(location.search).has('member') ? (
        <Suspense fallback={null}>
          <MemberCentreHost />
        </Suspense>
      ) : null}
      {new URLSearchParams(location.search).has('agent') ? (
        <Suspense fallback={null}>
          <AgentCentreHost />
        </Suspense>
      ) : null}
      <DialogHost />
      {settled ? (
        <Suspense fallback={null}>
          <PopupNotices />
        </Suspense>
      ) : null}
    </div>
  );
}
