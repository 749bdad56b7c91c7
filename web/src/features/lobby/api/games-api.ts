import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { FavouriteInput, Game, RecentGame, Room, VendorsAnswer } from '@sorte/contracts/games/games';
import { GAME_LIST_PAGE_SIZE, GAME_ROUTES, HOT_GAMES_COUNT } from '@sorte/contracts/games/routes';
import { api } from '../../../lib/api-client';
import { session } from '../../../lib/storage';
import { useLoggedIn } from '../../../hooks/use-logged-in';

export interface GameListParams {
  gameType: string;
  vendor?: string;
  gameClassify?: string;
  minBet?: string;
  minLineNum?: number;
  gameName?: string;
  pageNo: number;
}

export type GameListAnswer = { games: Game[]; totalPages: number; total: number };
type FavouritesAnswer = { content: Game[]; totalPages: number; total: number };
type RecentAnswer = { list: RecentGame[]; totalPages: number; total: number };
type RoomsAnswer = { list: Room[]; totalPages: number; total: number };

/** Every lobby query key starts with this. */
export const LOBBY_KEY = ['lobby'] as const;

export const gameListQueryOptions = (language: string, p: GameListParams) =>
  queryOptions({
    queryKey: [...LOBBY_KEY, 'games', language, p],
    queryFn: ({ signal }) =>
      api.call<GameListAnswer>(GAME_ROUTES.gameList, {
        signal,
        query: { ...p, pageSize: GAME_LIST_PAGE_SIZE, clientType: 3, platform: 'html5-desktop' },
      }),
    staleTime: 60_000,
  });

export const useGameList = (language: string, p: GameListParams) =>
  useQuery({ ...gameListQueryOptions(language, p), placeholderData: keepPreviousData });

export const useHotGames = (language: string, gameType: string) =>
  useQuery({
    queryKey: [...LOBBY_KEY, 'hot', language, gameType],
    queryFn: ({ signal }) =>
      api.call<{ games: Game[] }>(GAME_ROUTES.hotGames, { signal, query: { gameType, count: HOT_GAMES_COUNT } }),
    select: (v) => v.games,
    staleTime: 5 * 60_000,
  });

/** Vendor data is kept in session storage and refreshed on demand. */
const VENDORS_STORAGE_KEY = 'gameVendors';

function storedVendors(): VendorsAnswer | undefined {
  try {
    const raw = session.get(VENDORS_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as VendorsAnswer) : undefined;
  } catch {
    return undefined;
  }
}

export const vendorsQueryOptions = () =>
  queryOptions({
    queryKey: [...LOBBY_KEY, 'vendors'],
    queryFn: async ({ signal }) => {
      const value = await api.call<VendorsAnswer>(GAME_ROUTES.vendors, { signal });
      session.set(VENDORS_STORAGE_KEY, JSON.stringify(value));
      return value;
    },
    initialData: storedVendors,
    staleTime: Infinity,
  });

export const useVendors = () => useQuery(vendorsQueryOptions());


/** The member's favourites (first 100: enough for the heart state and the shelf). */
export const useFavourites = (language: string) => {
  const loggedIn = useLoggedIn();
  return useQuery({
    queryKey: ['member', 'lobby', 'favourites', language],
    queryFn: ({ signal }) =>
      api.call<FavouritesAnswer>(GAME_ROUTES.favourites, { signal, query: { pageSize: 100 } }),
    select: (v) => v.content,
    enabled: loggedIn,
    staleTime: 60_000,
  });
};

export const useRecentGames = (language: string) => {
  const loggedIn = useLoggedIn();
  return useQuery({
    queryKey: ['member', 'lobby', 'recent', language],
    queryFn: ({ signal }) => api.call<RecentAnswer>(GAME_ROUTES.recentGames, { signal, query: { pageSize: 20 } }),
    select: (v) => v.list,
    enabled: loggedIn,
    staleTime: 60_000,
  });
};

/** Add if absent, remove if present; the favourites list refreshes afterwards. */
export function useToggleFavourite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ game, add }: { game: Game; add: boolean }) => {
      const body: FavouriteInput = { nodeId: game.nodeId, vendor: game.vendor, gameType: game.gameType };
      return api.call<{ nodeId: string; favourite: boolean }>(add ? GAME_ROUTES.addFavourite : GAME_ROUTES.removeFavourite, { body });
    },
    onSettled: () => client.invalidateQueries({ queryKey: ['member', 'lobby', 'favourites'] }),
  });
}

export const useRooms = (language: string, vendor: string | undefined, pageNo: number) =>
  useQuery({
    queryKey: [...LOBBY_KEY, 'rooms', language, vendor ?? '', pageNo],
    queryFn: ({ signal }) =>
      api.call<RoomsAnswer>(GAME_ROUTES.roomList, { signal, query: { vendor, pageNo, pageSize: 12 } }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
