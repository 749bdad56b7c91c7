import { useMutation, useQuery } from '@tanstack/react-query';
import type { LaunchGameAnswer } from '@sorte/contracts/games/launch';
import { GAME_ROUTES } from '@sorte/contracts/games/routes';
import { api } from '../../../lib/api-client';
import { memberInfoQueryOptions } from '../../../hooks/use-member-info';

export interface LaunchInput {
  gameId?: string;
  roomId?: string;
  nodeId: string;
  vassalage: string;
  language: string;
  /** 1 once the player went through the transfer step of a vendor that plays from its own wallet. */
  confirmTrans?: 0 | 1;
}

/**
 * POST /wps/game/launchGame with the launch request fields. A vendor that plays from its own
 * (transfer) wallet answers 409 GAME_TRANSFER_REQUIRED until `confirmTrans` is 1.
 */
export function launchGame(input: LaunchInput) {
  return api.call<LaunchGameAnswer>(GAME_ROUTES.launchGame, {
    body: {
      ...(input.gameId ? { gameId: input.gameId } : {}),
      ...(input.roomId ? { roomId: input.roomId } : {}),
      nodeId: input.nodeId,
      accountType: 1,
      confirmTrans: input.confirmTrans ?? 0,
      vassalage: input.vassalage,
      launchMode: 'GLS',
      platform: 'html5-desktop',
      clientType: 3,
      language: input.language,
    },
  });
}

export const useLaunchGame = () => useMutation({ mutationFn: launchGame });

/** The member's account type (shares the header's `['member', 'info']` cache entry). */
export function useMemberType(loggedIn: boolean) {
  return useQuery({
    ...memberInfoQueryOptions(),
    enabled: loggedIn,
    select: (m) => m.type,
  });
}
