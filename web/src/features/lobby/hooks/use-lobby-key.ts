import { useLocation, useMatches } from 'react-router';
import type { LobbyKey } from '../../../config/paths';
import { isLobbyKey } from '../utils/lobby-category';

/**
 * Which lobby the current route is: the deepest match's `handle.layout.lobby` (router.tsx), with
 * the first path segment as a fallback for a route table without handles.
 */
export function useLobbyKey(): LobbyKey | undefined {
  const matches = useMatches();
  const { pathname } = useLocation();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const lobby = (matches[i]?.handle as { layout?: { lobby?: unknown } } | undefined)?.layout
      ?.lobby;
    if (isLobbyKey(lobby)) return lobby;
  }
  const segment = pathname.split('/')[1];
  return isLobbyKey(segment) ? segment : undefined;
}
