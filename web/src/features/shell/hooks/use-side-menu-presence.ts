import { useLayoutEffect, useSyncExternalStore } from 'react';

/**
 * Whether the page layout shows the side menu. The header needs it: without a layout side
 * menu (pages with a header only) the hamburger opens a drawer the header mounts itself, so
 * the button never opens nothing.
 */
let mounted = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSideMenuPresent(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mounted > 0,
    () => mounted > 0,
  );
}

/** Called by the layout side menu while it is mounted. */
export function useRegisterSideMenu(active: boolean) {
  useLayoutEffect(() => {
    if (!active) return;
    mounted += 1;
    notify();
    return () => {
      mounted -= 1;
      notify();
    };
  }, [active]);
}
