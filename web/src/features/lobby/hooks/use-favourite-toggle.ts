import { useMemo } from 'react';
import type { Game } from '@sorte/contracts/games/games';
import { ui } from '../../../hooks/use-ui-store';
import { useLoggedIn } from '../../../hooks/use-logged-in';
import { useFavourites, useToggleFavourite } from '../api/games-api';

/**
 * Favourite state for the lobby: the member's favourite nodeIds and a toggle (add if absent,
 * remove if present). A guest gets the login modal instead.
 */
export function useFavouriteToggle(language: string) {
  const loggedIn = useLoggedIn();
  const favourites = useFavourites(language);
  const mutation = useToggleFavourite();
  const ids = useMemo(() => new Set((favourites.data ?? []).map((g) => g.nodeId)), [favourites.data]);
  const pendingId = mutation.isPending ? mutation.variables?.game.nodeId : undefined;
  // While a toggle is in flight the heart already shows where it is going.
  const isFavourite = (nodeId: string) =>
    pendingId === nodeId ? Boolean(mutation.variables?.add) : loggedIn && ids.has(nodeId);
  const toggle = (game: Game) => {
    if (!loggedIn) {
      ui.openModal('login');
      return;
    }
    mutation.mutate({ game, add: !ids.has(game.nodeId) });
  };
  return { loggedIn, favourites: loggedIn ? (favourites.data ?? []) : [], isFavourite, toggle, pendingId, error: mutation.error };
}
