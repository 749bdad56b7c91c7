import { useCallback, useSyncExternalStore } from 'react';
import { local } from '../../../lib/storage';

/**
 * Favourite lottery games, per username, in this browser (localStorage
 * `lotteryFavourites:<username>`, a JSON array of game codes). A visitor has none.
 */
export const favouritesKey = (username: string) => `lotteryFavourites:${username}`;

const listeners = new Set<() => void>();
const cache = new Map<string, string[]>();

function read(username: string): string[] {
  const cached = cache.get(username);
  if (cached) return cached;
  let codes: string[] = [];
  try {
    const parsed: unknown = JSON.parse(local.get(favouritesKey(username)) ?? '[]');
    if (Array.isArray(parsed)) codes = parsed.filter((c): c is string => typeof c === 'string');
  } catch {
    codes = [];
  }
  cache.set(username, codes);
  return codes;
}

function write(username: string, codes: string[]) {
  cache.set(username, codes);
  local.set(favouritesKey(username), JSON.stringify(codes));
  listeners.forEach((l) => l());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const NONE: string[] = [];

/** The favourites of `username` (none for a visitor) and a toggle. */
export function useLotteryFavourites(username: string | undefined) {
  const codes = useSyncExternalStore(
    subscribe,
    () => (username ? read(username) : NONE),
    () => NONE,
  );
  const toggle = useCallback(
    (code: string) => {
      if (!username) return;
      const current = read(username);
      write(
        username,
        current.includes(code) ? current.filter((c) => c !== code) : [...current, code],
      );
    },
    [username],
  );
  return { codes, toggle };
}

/** Test helper: forget the cached lists. */
export const resetFavouritesCache = () => cache.clear();
