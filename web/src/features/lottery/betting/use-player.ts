import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { sessionToken } from '../../../lib/session-token';
import { memberInfoQueryOptions } from '../../member-centre/api/member-api';

/** Whether a member is logged in, and their username once known. */
export function usePlayer() {
  const loggedIn = useSyncExternalStore(sessionToken.subscribe, sessionToken.has, sessionToken.has);
  const info = useQuery({ ...memberInfoQueryOptions(), enabled: loggedIn });
  return { loggedIn, username: loggedIn ? info.data?.account : undefined };
}
