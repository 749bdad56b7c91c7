import { useSyncExternalStore } from 'react';
import { keepLook } from '../lib/looks-cookie';
import { local, STORAGE_KEYS } from '../lib/storage';
import { applyTheme, chooseTheme, followStoredTheme, storedTheme, type Theme } from '../lib/theme';

/** UI state shared across features: theme, side menu, the open app-level modal. */
export type { Theme };
export { applyTheme };
export type AppModal =
  | 'announcements'
  | 'help'
  | 'appDownload'
  | 'speedTest'
  | 'login'
  | 'register'
  | 'forgotPassword'
  | 'changePassword'
  | 'resetPassword';

export interface UiState {
  theme: Theme;
  sidebarMini: boolean;
  mobileNavOpen: boolean;
  /**
   * The drawer's menu has been asked for: the menu button pointed at, pressed or focused, or the
   * drawer opened. Until then a closed drawer's menu is not rendered. Stays true once set.
   */
  mobileNavWanted: boolean;
  /**
   * The open app-level modal. `section`: the help centre's anchor; for 'login' a note to show
   * ('passwordChanged', or 'stay' to remain on the page after logging in); for 'changePassword'
   * 'forced' after a login with an expired password.
   */
  modal: { key: AppModal; section?: string } | null;
}

let state: UiState = {
  theme: storedTheme(),
  sidebarMini: local.get(STORAGE_KEYS.sideMenuMini) === '1',
  mobileNavOpen: false,
  mobileNavWanted: false,
  modal: null,
};
const listeners = new Set<() => void>();

function set(patch: Partial<UiState>) {
  state = { ...state, ...patch };
  listeners.forEach((l) => l());
}

export const ui = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  setTheme(theme: Theme) {
    chooseTheme(theme);
    set({ theme });
  },
  /** Follows a theme another page of the site (a framed game, another tab) has stored. */
  followStoredTheme() {
    return followStoredTheme((theme) => {
      applyTheme(theme);
      set({ theme });
    });
  },
  toggleTheme() {
    ui.setTheme(state.theme === 'dark' ? 'light' : 'dark');
  },
  setSidebarMini(mini: boolean) {
    local.set(STORAGE_KEYS.sideMenuMini, mini ? '1' : '0');
    keepLook('menu', mini ? 'mini' : 'full');
    set({ sidebarMini: mini });
  },
  /** The first view drawn on the server: the looks the visitor's cookies name. */
  seedLooks(looks: Pick<UiState, 'theme' | 'sidebarMini'>) {
    state = { ...state, ...looks };
  },
  setMobileNav(open: boolean) {
    set(open ? { mobileNavOpen: true, mobileNavWanted: true } : { mobileNavOpen: false });
  },
  /** The menu button was pointed at, pressed or focused: render the drawer's menu (closed). */
  wantMobileNav() {
    if (!state.mobileNavWanted) set({ mobileNavWanted: true });
  },
  openModal(key: AppModal, section?: string) {
    set({ modal: { key, section }, mobileNavOpen: false });
  },
  closeModal() {
    set({ modal: null });
  },
  /** Test helper: back to defaults. */
  reset() {
    state = {
      theme: storedTheme(),
      sidebarMini: false,
      mobileNavOpen: false,
      mobileNavWanted: false,
      modal: null,
    };
    listeners.forEach((l) => l());
  },
};

export function useUi<T>(select: (s: UiState) => T): T {
  return useSyncExternalStore(
    ui.subscribe,
    () => select(state),
    () => select(state),
  );
}
