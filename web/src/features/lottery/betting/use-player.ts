import { useQuery } from '@tanstack/react-query';
import { memberInfoQueryOptions } from '../../../hooks/use-member-info';
import { useLoggedIn } from '../../../hooks/use-logged-in';

/** Whether a member is logged in, and their username once known. */
export function usePlayer() {
  const loggedIn = useLoggedIn();
  const info = useQuery({ ...memberInfoQueryOptions(), enabled: loggedIn });
  return { loggedIn, username: loggedIn ? info.data?.account : undefined };
}
