import type {
  DownlineDetail,
  Downlines,
  DownlinesQuery,
  Income,
  ReferralLink,
  ReferralLinks,
  RebateRates,
  TeamBets,
  TeamOverview,
  TeamProfitLoss,
} from '@sorte/contracts/agent/agent';
import type { AgentAnnouncements } from '@sorte/contracts/agent/announcements';
import type { TeamTransactions, TransferDownlineResult } from '@sorte/contracts/agent/team-money';
import { AGENT_ROUTES, type TeamTxType } from '@sorte/contracts/agent/routes';
import { IDEMPOTENCY_HEADER } from '@sorte/contracts/wallet/routes';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { periodQuery, type PeriodValue } from '../../../components/lists/period-picker';

/** Minutes east of UTC of the agent's clock (the API's `tzOffset`; Brasília -180). */
export const clientTzOffset = () => -new Date().getTimezoneOffset();

export const AGENT_PAGE_SIZE = 20;

export const overviewQueryOptions = (period: PeriodValue) =>
  queryOptions({
    queryKey: ['agent', 'overview', period],
    queryFn: ({ signal }) =>
      api.call<TeamOverview>(AGENT_ROUTES.teamOverview, {
        signal,
        query: { ...periodQuery(period), tzOffset: clientTzOffset() },
      }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export type DownlineFilters = Partial<
  Pick<
    DownlinesQuery,
    'username' | 'level' | 'parentId' | 'status' | 'registeredFrom' | 'registeredTo'
  >
> &
  Pick<DownlinesQuery, 'pageNo' | 'sort' | 'order'>;

export const downlinesQueryOptions = (filters: DownlineFilters) =>
  queryOptions({
    queryKey: ['agent', 'downlines', filters],
    queryFn: ({ signal }) =>
      api.call<Downlines>(AGENT_ROUTES.downlines, {
        signal,
        query: { ...filters, pageSize: AGENT_PAGE_SIZE, tzOffset: clientTzOffset() },
      }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

export const downlineQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['agent', 'downline', id],
    queryFn: ({ signal }) =>
      api.call<DownlineDetail>(AGENT_ROUTES.downline, { signal, params: { id } }),
    staleTime: 15_000,
  });

export const myRebateQueryOptions = () =>
  queryOptions({
    queryKey: ['agent', 'rebate'],
    queryFn: ({ signal }) => api.call<{ rates: RebateRates }>(AGENT_ROUTES.myRebate, { signal }),
    staleTime: 60_000,
  });

export const setDownlineRebate = (id: string, rates: RebateRates) =>
  api.call<DownlineDetail>(AGENT_ROUTES.downlineRebate, { params: { id }, body: { rates } });

export interface TeamListParams {
  period: PeriodValue;
  pageNo: number;
  username?: string;
}

export const teamBetsQueryOptions = (p: TeamListParams) =>
  queryOptions({
    queryKey: ['agent', 'bets', p],
    queryFn: ({ signal }) =>
      api.call<TeamBets>(AGENT_ROUTES.teamBets, {
        signal,
        query: {
          ...periodQuery(p.period),
          pageNo: p.pageNo,
          pageSize: AGENT_PAGE_SIZE,
          username: p.username || undefined,
          tzOffset: clientTzOffset(),
        },
      }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

export const teamProfitLossQueryOptions = (
  p: TeamListParams & { sort: string; order: 'asc' | 'desc' },
) =>
  queryOptions({
    queryKey: ['agent', 'profit-loss', p],
    queryFn: ({ signal }) =>
      api.call<TeamProfitLoss>(AGENT_ROUTES.teamProfitLoss, {
        signal,
        query: {
          ...periodQuery(p.period),
          pageNo: p.pageNo,
          pageSize: AGENT_PAGE_SIZE,
          username: p.username || undefined,
          sort: p.sort,
          order: p.order,
          tzOffset: clientTzOffset(),
        },
      }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

export const incomeQueryOptions = (period: PeriodValue) =>
  queryOptions({
    queryKey: ['agent', 'income', period],
    queryFn: ({ signal }) =>
      api.call<Income>(AGENT_ROUTES.income, {
        signal,
        query: { ...periodQuery(period), tzOffset: clientTzOffset() },
      }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const linksQueryOptions = () =>
  queryOptions({
    queryKey: ['agent', 'links'],
    queryFn: ({ signal }) => api.call<ReferralLinks>(AGENT_ROUTES.links, { signal }),
    staleTime: 15_000,
  });

export const createLink = (rebate: RebateRates) =>
  api.call<ReferralLink>(AGENT_ROUTES.createLink, { body: { rebate } });

export const disableLink = (id: string) =>
  api.call<ReferralLink>(AGENT_ROUTES.disableLink, { params: { id } });

/** Transfer to a downline, with the Idempotency-Key of the submit attempt. */
export const transferToDownline = (id: string, amount: string, key: string) =>
  api.call<TransferDownlineResult>(AGENT_ROUTES.transferDownline, {
    params: { id },
    body: { amount },
    headers: { [IDEMPOTENCY_HEADER]: key },
  });

export const teamTransactionsQueryOptions = (
  p: TeamListParams & { type?: TeamTxType; sort: string; order: 'asc' | 'desc' },
) =>
  queryOptions({
    queryKey: ['agent', 'transactions', p],
    queryFn: ({ signal }) =>
      api.call<TeamTransactions>(AGENT_ROUTES.teamTransactions, {
        signal,
        query: {
          ...periodQuery(p.period),
          pageNo: p.pageNo,
          pageSize: AGENT_PAGE_SIZE,
          username: p.username || undefined,
          type: p.type,
          sort: p.sort,
          order: p.order,
          tzOffset: clientTzOffset(),
        },
      }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

export const announcementsQueryOptions = () =>
  queryOptions({
    queryKey: ['agent', 'announcements'],
    queryFn: ({ signal }) => api.call<AgentAnnouncements>(AGENT_ROUTES.announcements, { signal }),
    staleTime: 60_000,
  });

export const readAnnouncement = (id: string) =>
  api.call<Record<string, never>>(AGENT_ROUTES.readAnnouncement, { params: { id }, body: {} });
