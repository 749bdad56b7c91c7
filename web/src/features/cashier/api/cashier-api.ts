import { CASHIER_ROUTES, IDEMPOTENCY_HEADER } from '@sorte/contracts/wallet/routes';
import type {
  BonusForfeit,
  DepositChannelList,
  DepositInput,
  DepositOrder,
  PayoutAccount,
  PayoutAccountInput,
  ReceiptInput,
  WithdrawInfo,
  WithdrawInput,
  Withdrawal,
} from '@sorte/contracts/wallet/cashier';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Cashier queries live under `['wallet']`, so every money action refreshes them too. */
export const CASHIER_KEYS = {
  channels: ['wallet', 'deposit', 'channels'] as const,
  deposits: ['wallet', 'deposit', 'list'] as const,
  order: (orderId: string) => ['wallet', 'deposit', 'order', orderId] as const,
  withdrawInfo: ['wallet', 'withdraw', 'info'] as const,
  withdrawals: (pageNo: number) => ['wallet', 'withdraw', 'list', pageNo] as const,
};

interface Page<T> {
  list: T[];
  totalPages: number;
  total: number;
}

const keyed = (key: string) => ({ [IDEMPOTENCY_HEADER]: key });

export const channelsQueryOptions = () =>
  queryOptions({
    queryKey: CASHIER_KEYS.channels,
    queryFn: ({ signal }) =>
      api.call<DepositChannelList>(CASHIER_ROUTES.depositChannels, { signal }),
    staleTime: 60_000,
  });

/** The newest deposit orders (the page offers to reopen a pending one). */
export const depositsQueryOptions = () =>
  queryOptions({
    queryKey: CASHIER_KEYS.deposits,
    queryFn: ({ signal }) =>
      api.call<Page<DepositOrder>>(CASHIER_ROUTES.depositList, {
        signal,
        query: { pageNo: 1, pageSize: 5 },
      }),
    staleTime: 10_000,
  });

export const orderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: CASHIER_KEYS.order(orderId),
    queryFn: ({ signal }) =>
      api.call<DepositOrder>(CASHIER_ROUTES.depositGet, { signal, params: { orderId } }),
  });

export const withdrawInfoQueryOptions = () =>
  queryOptions({
    queryKey: CASHIER_KEYS.withdrawInfo,
    queryFn: ({ signal }) => api.call<WithdrawInfo>(CASHIER_ROUTES.withdrawInfo, { signal }),
    staleTime: 10_000,
  });

export const withdrawalsQueryOptions = (pageNo: number) =>
  queryOptions({
    queryKey: CASHIER_KEYS.withdrawals(pageNo),
    queryFn: ({ signal }) =>
      api.call<Page<Withdrawal>>(CASHIER_ROUTES.withdrawList, {
        signal,
        query: { pageNo, pageSize: 5 },
      }),
    staleTime: 10_000,
  });

export const cashierApi = {
  createDeposit: (body: DepositInput, key: string) =>
    api.call<DepositOrder>(CASHIER_ROUTES.depositCreate, { body, headers: keyed(key) }),
  cancelDeposit: (orderId: string) =>
    api.call<DepositOrder>(CASHIER_ROUTES.depositCancel, { params: { orderId }, body: {} }),
  withdraw: (body: WithdrawInput, key: string) =>
    api.call<Withdrawal>(CASHIER_ROUTES.withdrawCreate, { body, headers: keyed(key) }),
  receipt: (id: string, body: ReceiptInput) =>
    api.call<Withdrawal>(CASHIER_ROUTES.withdrawReceipt, {
      params: { id },
      body,
      timeoutMs: 120_000,
    }),
  addPayoutAccount: (body: PayoutAccountInput) =>
    api.call<PayoutAccount>(CASHIER_ROUTES.payoutAccountCreate, { body }),
  forfeitBonus: (key: string) =>
    api.call<BonusForfeit>(CASHIER_ROUTES.bonusForfeit, { body: {}, headers: keyed(key) }),
  deletePayoutAccount: (id: string) =>
    api.call<Record<string, never>>(CASHIER_ROUTES.payoutAccountDelete, { params: { id } }),
};
