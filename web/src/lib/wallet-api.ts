import { IDEMPOTENCY_HEADER, WALLET_ROUTES } from '@sorte/contracts/wallet/routes';
import type {
  MovementResult,
  TransferInput,
  TransferResult,
  TransferUplineResult,
  WalletList,
} from '@sorte/contracts/wallet/wallet';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';

export const WALLETS_KEY = ['wallet', 'list'] as const;

/** GET /wps/v2/wallets: MAIN first, then every vendor wallet with its balance. */
export const walletsQueryOptions = () =>
  queryOptions({
    queryKey: WALLETS_KEY,
    queryFn: ({ signal }) => api.call<WalletList>(WALLET_ROUTES.wallets, { signal }),
    staleTime: 15_000,
  });

const keyed = (key: string) => ({ [IDEMPOTENCY_HEADER]: key });

/** Money calls: each takes the Idempotency-Key of its submit attempt. */
export const walletApi = {
  transfer: (body: TransferInput, key: string) =>
    api.call<TransferResult>(WALLET_ROUTES.transfer, { body, headers: keyed(key) }),
  recallAll: (key: string) =>
    api.call<MovementResult>(WALLET_ROUTES.recallAll, { body: {}, headers: keyed(key) }),
  transferUpline: (body: { amount: string }, key: string) =>
    api.call<TransferUplineResult>(WALLET_ROUTES.transferUpline, { body, headers: keyed(key) }),
};
