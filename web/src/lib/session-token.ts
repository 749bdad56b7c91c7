import { session, STORAGE_KEYS } from './storage';

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

/** The player's session token (session storage). Login sets it, logout clears it. */
export const sessionToken = {
  get: () => session.get(STORAGE_KEYS.token),
  has: () => Boolean(session.get(STORAGE_KEYS.token)),
  set(token: string) {
    session.set(STORAGE_KEYS.token, token);
    notify();
  },
  /** Logout: session storage is cleared except the merchant code. */
  clear() {
    const merchantCode = session.get(STORAGE_KEYS.merchantCode);
    try {
      sessionStorage.clear();
    } catch {
      session.remove(STORAGE_KEYS.token); // Storage can be blocked; drop what we can.
    }
    if (merchantCode !== null) session.set(STORAGE_KEYS.merchantCode, merchantCode);
    notify();
  },
  /** Called after every set/clear (useSyncExternalStore-compatible). */
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
