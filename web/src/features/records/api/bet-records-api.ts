import type {
  BetRecordDetail,
  BetRecordPage,
  ProfitLoss,
  Winners,
} from '@sorte/contracts/games/records';
import { BET_RECORD_PAGE_SIZE, BET_RECORD_ROUTES } from '@sorte/contracts/games/records-routes';
import type { GameType } from '@sorte/contracts/system/constants';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { periodQuery, type PeriodValue } from '../../../components/lists/period-picker';
import { api } from '../../../lib/api-client';
import { clientTzOffset } from './records-api';

export interface BetRecordParams extends PeriodValue {
  pageNo: number;
  gameType: GameType | '';
  vendor: string;
}

const periodFields = (p: PeriodValue) => ({ ...periodQuery(p), tzOffset: clientTzOffset() });

/** Under `['wallet']`: a money action (a game closing, a transfer) refreshes the records too. */
export const betRecordsQueryOptions = (params: BetRecordParams) =>
  queryOptions({
    queryKey: ['wallet', 'betRecords', params],
    queryFn: ({ signal }) =>
      api.call<BetRecordPage>(BET_RECORD_ROUTES.betRecords, {
        signal,
        query: {
          pageNo: params.pageNo,
          pageSize: BET_RECORD_PAGE_SIZE,
          gameType: params.gameType || undefined,
          vendor: params.vendor || undefined,
          ...periodFields(params),
        },
      }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export const betRecordDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['wallet', 'betRecordDetail', id],
    queryFn: ({ signal }) =>
      api.call<BetRecordDetail>(BET_RECORD_ROUTES.betRecordDetail, { signal, query: { id } }),
    staleTime: 10_000,
  });

export const profitLossQueryOptions = (params: PeriodValue) =>
  queryOptions({
    queryKey: ['wallet', 'profitLoss', params],
    queryFn: ({ signal }) =>
      api.call<ProfitLoss>(BET_RECORD_ROUTES.profitLoss, { signal, query: periodFields(params) }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

/** The public winners board: refreshed every minute while the home page is open. */
export const winnersQueryOptions = (count: number, language: string) =>
  queryOptions({
    queryKey: ['games', 'winners', count, language],
    queryFn: ({ signal }) =>
      api.call<Winners>(BET_RECORD_ROUTES.winners, { signal, query: { count } }),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
