import clsx from 'clsx';
import { lazy, Suspense } from 'react';
import { useUi } from '../../../hooks/use-ui-store';
import { useRegisterSideMenu } from '../hooks/use-side-menu-presence';
import styles from './side-menu-frame.module.css';

// The navigation is its own chunk: on a phone it is a closed drawer at first, so the first paint
// does not wait for it; on a desktop its column is drawn empty until it arrives.
const SideMenuNav = lazy(() => import('./side-menu-nav').then((m) => ({ default: m.SideMenuNav })));

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
  useRegisterSideMenu(true);
  return (
    <Suspense fallback={<Frame />}>
      <SideMenuNav />
    </Suspense>
  );
}

/** The navigation as a drawer at every width: the header mounts it on pages without the side menu. */
export function SideMenuDrawer() {
  return (
    <Suspense fallback={null}>
      <SideMenuNav drawerOnly />
    </Suspense>
  );
}
