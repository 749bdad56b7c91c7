import { local, session, STORAGE_KEYS } from '../../../lib/storage';

/** Popup notice ids already shown in this browser session (sessionStorage `seenPopupNotices`). */
export function readSeenPopups(): Set<string> {
  try {
    const parsed: unknown = JSON.parse(session.get(STORAGE_KEYS.seenPopups) ?? '[]');
    return new Set(
      Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [],
    );
  } catch {
    return new Set();
  }
}

export function markPopupsSeen(ids: string[]) {
  const seen = readSeenPopups();
  ids.forEach((id) => seen.add(id));
  session.set(STORAGE_KEYS.seenPopups, JSON.stringify([...seen]));
}

/** Dismissals kept at most (oldest dropped first). */
const DISMISSED_MAX = 200;

/** A notice as a dismissal remembers it: an edited notice (new timestamp) shows again. */
export const dismissalKey = (user: string, notice: { id: string; timestamp: string }) =>
  `${user}|${notice.id}|${notice.timestamp}`;

function readDismissedList(): string[] {
  try {
    const parsed: unknown = JSON.parse(local.get(STORAGE_KEYS.dismissedPopups) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Popup notices this user (username, or `guest`) closed, across sessions and logouts
 * (localStorage `dismissedPopupNotices`): a dismissed notice never shows to them again.
 */
export function readDismissedPopups(): Set<string> {
  return new Set(readDismissedList());
}

export function markPopupsDismissed(user: string, notices: { id: string; timestamp: string }[]) {
  const keys = notices.map((n) => dismissalKey(user, n));
  const kept = readDismissedList().filter((k) => !keys.includes(k));
  local.set(STORAGE_KEYS.dismissedPopups, JSON.stringify([...kept, ...keys].slice(-DISMISSED_MAX)));
}
