import { useMutation, useQuery } from '@tanstack/react-query';
import type { LaunchGameAnswer } from '@sorte/contracts/games/launch';
import { AUTH_ROUTES } from '@sorte/contracts/auth/routes';
import { GAME_ROUTES } from '@sorte/contracts/games/routes';
import { api } from '../../../lib/api-client';

/** POST /wps/game/launchGame with the launch request fields. */
export function launchGame(input: { gameId?: string; roomId?: string; nodeId: string; vassalage: string; language: string }) {
  return api.call<LaunchGameAnswer>(GAME_ROUTES.launchGame, {
    body: {
      ...(input.gameId ? { gameId: input.gameId } : {}),
      ...(input.roomId ? { roomId: input.roomId } : {}),
      nodeId: input.nodeId,
      accountType: 1,
      confirmTrans: 0,
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
    queryKey: ['member', 'info'],
    queryFn: ({ signal }) => api.call<{ type: number }>(AUTH_ROUTES.memberInfo, { signal }),
    enabled: loggedIn,
    staleTime: 60_000,
    select: (m) => m.type,
  });
}
