import type {
  Consolidated,
  Contract,
  ContractTier,
  Contracts,
  SettlementDetail,
  Settlements,
} from '@sorte/contracts/agent/salary';
import {
  CONTRACT_TYPE_RECORDS,
  SALARY_ROUTES,
  type ContractType,
} from '@sorte/contracts/agent/salary-routes';
import type { Downlines } from '@sorte/contracts/agent/agent';
import { AGENT_ROUTES } from '@sorte/contracts/agent/routes';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { periodQuery, type PeriodValue } from '../../../components/lists/period-picker';
import { AGENT_PAGE_SIZE, clientTzOffset } from './agent-api';

/** The brand's enabled contract types (the record pages and the contracts page follow it). */
export const consolidatedQueryOptions = () =>
  queryOptions({
    queryKey: ['agent', 'consolidated'],
    queryFn: ({ signal }) => api.call<Consolidated>(SALARY_ROUTES.consolidated, { signal }),
    staleTime: 60_000,
  });

export const contractsQueryOptions = () =>
  queryOptions({
    queryKey: ['agent', 'contracts'],
    queryFn: ({ signal }) => api.call<Contracts>(SALARY_ROUTES.contracts, { signal }),
    staleTime: 15_000,
  });

export const offerContract = (body: {
  type: ContractType;
  downlineId: string;
  tiers: ContractTier[];
}) => api.call<Contract>(SALARY_ROUTES.offer, { body });

export const respondToContract = (id: string, action: 'accept' | 'reject' | 'terminate') =>
  api.call<Contract>(SALARY_ROUTES[action], { params: { id } });

export interface SettlementListParams {
  period: PeriodValue;
  pageNo: number;
  sort: string;
  order: 'asc' | 'desc';
  scope: 'all' | 'mine' | 'team';
  username?: string;
}

/** One type's records; hourly and real-time send the query as the body (their relays are POST). */
export const settlementsQueryOptions = (type: ContractType, p: SettlementListParams) =>
  queryOptions({
    queryKey: ['agent', 'settlements', type, p],
    queryFn: ({ signal }) => {
      const route = SALARY_ROUTES[CONTRACT_TYPE_RECORDS[type]];
      const input = {
        ...periodQuery(p.period),
        pageNo: p.pageNo,
        pageSize: AGENT_PAGE_SIZE,
        sort: p.sort,
        order: p.order,
        scope: p.scope,
        username: p.username || undefined,
        tzOffset: clientTzOffset(),
      };
      return api.call<Settlements>(
        route,
        route.method === 'GET' ? { signal, query: input } : { signal, body: input },
      );
    },
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

export const settlementQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['agent', 'settlement', id],
    queryFn: ({ signal }) =>
      api.call<SettlementDetail>(SALARY_ROUTES.settlement, { signal, params: { id } }),
    staleTime: 60_000,
  });

/** Direct downline agents shown at once by the offer form's picker (the API's largest page). */
export const DIRECT_AGENTS_PAGE = 100;

/**
 * The agent's direct downlines that are agents (the only members a contract can be offered to),
 * by username prefix (server-side, so an agent with a large team finds any of them): the first
 * DIRECT_AGENTS_PAGE by username and how many match in all.
 */
export const directAgentsQueryOptions = (username = '') =>
  queryOptions({
    queryKey: ['agent', 'direct-agents', username],
    queryFn: async ({ signal }) => {
      const page = await api.call<Downlines>(AGENT_ROUTES.downlines, {
        signal,
        query: {
          level: 1,
          role: 'agent',
          ...(username ? { username } : {}),
          pageSize: DIRECT_AGENTS_PAGE,
          sort: 'username',
          order: 'asc',
          tzOffset: clientTzOffset(),
        },
      });
      return { list: page.list.filter((d) => d.accountType !== 0), total: page.total };
    },
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
