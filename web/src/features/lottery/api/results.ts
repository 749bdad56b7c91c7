import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Permission } from '@sorte/contracts/system/system';
import { PRIZE_MODE_KINDS, type PrizeMode } from '@sorte/contracts/lottery/games';
import type {
  FairnessSchema,
  GameMenuSchema,
  MyBetsSchema,
  ResultsSchema,
  TrendsSchema,
} from '@sorte/contracts/lottery/lottery';
import { LOTTERY_ROUTES, type GroupCode } from '@sorte/contracts/lottery/routes';
import type { PlayType } from '@sorte/contracts/lottery/rules';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { useLoggedIn } from '../../../hooks/use-logged-in';

/**
 * The results, trends and fairness calls of the lottery pages (all public), and the player's own
 * bets for highlighting their numbers on a result. Types only from the zod contracts: the page
 * chunk does not ship zod.
 */
export type ResultsAnswer = z.infer<typeof ResultsSchema>;
export type ResultIssue = ResultsAnswer['list'][number];
export type TrendsAnswer = z.infer<typeof TrendsSchema>;
export type FairnessAnswer = z.infer<typeof FairnessSchema>;
type GameMenu = z.infer<typeof GameMenuSchema>;
export type MenuGame = GameMenu['gameMenus'][number]['games'][number];
export type MyBet = z.infer<typeof MyBetsSchema>['list'][number];

export const LOTTERY_RESULTS_KEY = ['lottery', 'results'] as const;

/** The brand's prize mode that shows the most game families (a results page shows them all). */
export function widestPrizeMode(permission: Permission, wanted?: string | null): PrizeMode {
  const modes = permission.brand.prizeModes;
  if (wanted && (modes as string[]).includes(wanted)) return wanted as PrizeMode;
  return (
    [...modes].sort((a, b) => PRIZE_MODE_KINDS[b].length - PRIZE_MODE_KINDS[a].length)[0] ?? 'Lott'
  );
}

/**
 * A day's results of a menu group; for an electronic group one game at a time (a 1-minute game
 * alone draws 1440 issues a day).
 */
export const resultsQueryOptions = (date: string, gameGroupCode: GroupCode, gameCode?: string) =>
  queryOptions({
    queryKey: [...LOTTERY_RESULTS_KEY, date, gameGroupCode, gameCode ?? ''],
    queryFn: ({ signal }) =>
      api.call<ResultsAnswer>(LOTTERY_ROUTES.results, {
        signal,
        query: { date, gameGroupCode, gameCode },
      }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const trendsQueryOptions = (
  gameCode: string,
  playType: PlayType | undefined,
  count: number,
) =>
  queryOptions({
    queryKey: ['lottery', 'trends', gameCode, playType ?? '', count],
    queryFn: ({ signal }) =>
      api.call<TrendsAnswer>(LOTTERY_ROUTES.trends, {
        signal,
        query: { gameCode, playType, count },
      }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const fairnessQueryOptions = (gameCode: string, issueNo: string) =>
  queryOptions({
    queryKey: ['lottery', 'fairness', gameCode, issueNo],
    queryFn: ({ signal }) =>
      api.call<FairnessAnswer>(LOTTERY_ROUTES.fairness, { signal, query: { gameCode, issueNo } }),
    staleTime: 60_000,
  });

/** Most bets one page of the member's bets holds (the API's limit). */
export const HIGHLIGHT_BETS = 100;

/**
 * The logged-in player's latest bets (up to 100, newest first), to mark their numbers on the
 * results. Nothing is asked for while logged out.
 */
export function useMyRecentBets() {
  const loggedIn = useLoggedIn();
  const query = useQuery({
    // Under the bets key: placing or cancelling bets refreshes the marks too.
    queryKey: ['lottery', 'bets', 'recent'],
    queryFn: ({ signal }) =>
      api.call<z.infer<typeof MyBetsSchema>>(LOTTERY_ROUTES.myBets, {
        signal,
        query: { pageNo: 1, pageSize: HIGHLIGHT_BETS },
      }),
    enabled: loggedIn,
    staleTime: 30_000,
  });
  return loggedIn ? (query.data?.list ?? []) : [];
}
