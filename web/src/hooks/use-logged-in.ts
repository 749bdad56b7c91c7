import { useSyncExternalStore } from 'react';
import { sessionToken } from '../lib/session-token';

/** Whether a session token is held; re-renders on login and logout (any tab). */
export const useLoggedIn = (): boolean =>
  useSyncExternalStore(sessionToken.subscribe, sessionToken.has, sessionToken.has);
