import { session, STORAGE_KEYS } from '../../../lib/storage';

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
