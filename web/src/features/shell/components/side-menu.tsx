import clsx from 'clsx';
import { lazy, Suspense, useEffect } from 'react';
import { usePageSettled } from '../../../hooks/use-page-settled';
import { useUi } from '../../../hooks/use-ui-store';
import styles from './side-menu-frame.module.css';

// The navigation is its own chunk: on a phone it is a closed drawer at first, so the first paint
// does not wait for it; on a desktop its column is drawn empty until it arrives.
const loadNav = () => import('./side-menu-nav');
const SideMenuNav = lazy(() => loadNav().then((m) => ({ default: m.SideMenuNav })));

/** The width from which the menu is a column beside the page (side-menu-nav.tsx agrees). */
const COLUMN = '(min-width: 1024px)';

/**
 * Whether the navigation is drawn: always as a column; as a drawer (closed at first, off screen)
 * once the menu button has been pointed at, pressed or focused, so a page load renders neither
 * the menu nobody sees yet nor its icons. Its code is fetched once the page has started, so the
 * drawer still opens at once.
 */
function useNavDrawn(drawerOnly: boolean): boolean {
  const settled = usePageSettled();
  const wanted = useUi((s) => s.mobileNavWanted);
  // Rendered on the server (the first view in index.html), the width is unknown: the column's
  // empty box, as the first render in a browser shows it while the navigation's code loads.
  const column =
    !drawerOnly &&
    typeof window !== 'undefined' &&
    (typeof window.matchMedia !== 'function' || window.matchMedia(COLUMN).matches);
  useEffect(() => {
    // A fetch that fails here is asked for again when the menu first renders.
    if (settled && !column && !wanted) loadNav().catch(() => {});
  }, [settled, column, wanted]);
  return column || wanted;
}

/** The side menu's column before its navigation has loaded: the same box, empty. */
function Frame() {
  const mini = useUi((s) => s.sidebarMini);
  return (
    <div
      className={clsx(styles.frame, mini && styles.mini)}
      aria-hidden="true"
      data-testid="side-menu-frame"
    />
  );
}

/** The layout's side menu (desktop column, mobile drawer). */
export function SideMenu() {
  const drawn = useNavDrawn(false);
  if (!drawn) return <Frame />;
  return (
    <Suspense fallback={<Frame />}>
      <SideMenuNav />
    </Suspense>
  );
}

/** The navigation as a drawer at every width: the header mounts it on pages without the side menu. */
export function SideMenuDrawer() {
  const drawn = useNavDrawn(true);
  if (!drawn) return null;
  return (
    <Suspense fallback={null}>
      <SideMenuNav drawerOnly />
    </Suspense>
  );
}
