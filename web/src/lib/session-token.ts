import { session, STORAGE_KEYS } from './storage';

/** The player's session token (session storage, SPEC.md). The accounts issue writes it. */
export const sessionToken = {
  get: () => session.get(STORAGE_KEYS.token),
  has: () => Boolean(session.get(STORAGE_KEYS.token)),
};
