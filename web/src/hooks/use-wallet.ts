import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { WALLET_ROUTES } from '@sorte/contracts/wallet/routes';
import type { Balance, Upline } from '@sorte/contracts/wallet/wallet';
import { api } from '../lib/api-client';

/**
 * Wallet state shared by the header (balance) and the money pages. Every query under
 * `['wallet']` is money: after any money action call `invalidateWallet`, which refreshes the
 * header balance, the wallet list and the records at once. Zod-free (start-up path).
 */
export const WALLET_KEY = ['wallet'] as const;
export const BALANCE_KEY = ['wallet', 'balance'] as const;
export const UPLINE_KEY = ['wallet', 'upline'] as const;

export const balanceQueryOptions = () =>
  queryOptions({
    queryKey: BALANCE_KEY,
    queryFn: ({ signal }) => api.call<Balance>(WALLET_ROUTES.balance, { signal }),
    staleTime: 30_000,
  });

/**
 * The header balance (sumBalance with its currency), only while logged in. Refetched whenever the
 * tab becomes visible again: a game played in another window or tab moved money meanwhile.
 */
export function useWalletBalance(enabled: boolean) {
  return useQuery({ ...balanceQueryOptions(), enabled, refetchOnWindowFocus: 'always' });
}

/** GET /wps/v2/wallets/upline: whether the transferUpline page applies. */
export const uplineQueryOptions = () =>
  queryOptions({
    queryKey: UPLINE_KEY,
    queryFn: ({ signal }) => api.call<Upline>(WALLET_ROUTES.upline, { signal }),
    staleTime: 60_000,
  });

/** Refetches every wallet query (balance, wallets, records) after money moved. */
export function invalidateWallet(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: WALLET_KEY });
}
