import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { PlayAnswer, SessionState } from '@sorte/contracts/games/inhouse';
import type { InhouseGame } from '@sorte/contracts/games/inhouse-rules';
import { announceBalance } from './announce';
import { playApi, PlayApiError, takeLaunchToken } from './api';

/**
 * One game page's server state: the launch token (the address's one-time code exchanged once),
 * the session (balance, seed commitment, open round) and the recall list, and `applyAnswer` to
 * fold a round's answer into both without a refetch (and tell the site around the game that the
 * balance moved). `noToken`: the page has neither a code nor a token of this tab; `error`: the
 * code was refused or the session could not be read.
 */
export function usePlaySession(game: InhouseGame) {
  // Its own key (not under ['play', game]): a refresh must not exchange or re-read it.
  const launch = useQuery({
    queryKey: ['play-token', game],
    queryFn: () => takeLaunchToken(game),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  const token = launch.data ?? null;
  const api = useMemo(() => playApi(token), [token]);
  const client = useQueryClient();
  const session = useQuery({
    queryKey: ['play', game, 'session'],
    queryFn: api.session,
    enabled: !!token,
  });
  const history = useQuery({
    queryKey: ['play', game, 'history'],
    queryFn: api.history,
    enabled: !!token,
  });

  const applyAnswer = (answer: PlayAnswer) => {
    client.setQueryData<SessionState>(['play', game, 'session'], (old) =>
      old
        ? {
            ...old,
            balance: answer.balance,
            fairness: answer.fairness,
            openRound: answer.round.status === 'open' ? answer.round : null,
          }
        : old,
    );
    void client.invalidateQueries({ queryKey: ['play', game, 'history'] });
    // The site's header balance follows every round.
    announceBalance();
  };
  const refresh = () => client.invalidateQueries({ queryKey: ['play', game] });
  return {
    token,
    noToken: launch.isSuccess && !token,
    error: launch.error ?? session.error,
    api,
    session,
    history,
    applyAnswer,
    refresh,
  };
}

/** Error text for a refused call: the server's translated message, or the catalogue's text. */
export function errorText(error: unknown, t: (key: string) => string): string {
  if (error instanceof PlayApiError) {
    return error.code === 'NETWORK_ERROR' ? t('errors:codes.NETWORK_ERROR') : error.message;
  }
  return t('errors:codes.INTERNAL_ERROR');
}
