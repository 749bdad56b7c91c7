import type { BonusPage, HistoryPage } from '@sorte/contracts/wallet/cashier';
import { CASHIER_ROUTES, type HistoryFilter } from '@sorte/contracts/wallet/routes';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { periodQuery, type PeriodValue } from '../../../components/lists/period-picker';
import { api } from '../../../lib/api-client';

export interface HistoryParams extends PeriodValue {
  pageNo: number;
  type: HistoryFilter | '';
}

export const RECORD_PAGE_SIZE = 10;

/** Minutes east of UTC of the player's clock (the API's `tzOffset`; Brasília -180). */
export const clientTzOffset = () => -new Date().getTimezoneOffset();

/** Under `['wallet']`: every money action refreshes the record too. */
export const historyQueryOptions = (params: HistoryParams) =>
  queryOptions({
    queryKey: ['wallet', 'history', params],
    queryFn: ({ signal }) =>
      api.call<HistoryPage>(CASHIER_ROUTES.history, {
        signal,
        query: {
          pageNo: params.pageNo,
          pageSize: RECORD_PAGE_SIZE,
          type: params.type || undefined,
          ...periodQuery(params),
          tzOffset: clientTzOffset(),
        },
      }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export const bonusQueryOptions = (pageNo: number) =>
  queryOptions({
    queryKey: ['wallet', 'bonus', pageNo],
    queryFn: ({ signal }) =>
      api.call<BonusPage>(CASHIER_ROUTES.bonus, {
        signal,
        query: { pageNo, pageSize: RECORD_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
