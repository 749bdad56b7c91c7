import { queryOptions, useQuery } from '@tanstack/react-query';
import { SYSTEM_ROUTES } from '@sorte/contracts/system/routes';
import type { Resource } from '@sorte/contracts/system/system';

import { api } from '../../../lib/api-client';

export interface DomainRoute {
  domainList: { domain: string; url: string }[];
  resources: Resource[];
}

export const getDomainRoute = () => api.call<DomainRoute>(SYSTEM_ROUTES.domainRoute);

/** Routers are cached for a limited time. */
export const domainRouteQueryOptions = () =>
  queryOptions({
    queryKey: ['speed-test', 'domains'],
    queryFn: getDomainRoute,
    staleTime: 5 * 60_000,
  });

export const useDomainRoute = () => useQuery(domainRouteQueryOptions());
