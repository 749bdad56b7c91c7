import { queryOptions } from '@tanstack/react-query';
import { AUTH_ROUTES } from '@sorte/contracts/auth/routes';
import type { MemberInfo } from '@sorte/contracts/auth/session';
import { api } from '../lib/api-client';

/** GET /wps/member/info: one cache entry shared by the header, member centre, agent centre and lottery. */
export const MEMBER_INFO_KEY = ['member', 'info'] as const;

export const getMemberInfo = (signal?: AbortSignal) =>
  api.call<MemberInfo>(AUTH_ROUTES.memberInfo, { signal });

export const memberInfoQueryOptions = () =>
  queryOptions({
    queryKey: MEMBER_INFO_KEY,
    queryFn: ({ signal }) => getMemberInfo(signal),
    staleTime: 60_000,
  });
