import { queryOptions, useQuery } from '@tanstack/react-query';
import { SYSTEM_ROUTES } from '@sorte/contracts/system/routes';
import type { HelpSection } from '@sorte/contracts/system/system';
import { api } from '../../../lib/api-client';

export const getHelpCenter = () => api.call<{ sections: HelpSection[] }>(SYSTEM_ROUTES.helpCenter);

/** Sections arrive in the request language, so the language is part of the key. */
export const helpCenterQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['help', 'center', language],
    queryFn: async () => (await getHelpCenter()).sections,
    staleTime: 10 * 60_000,
  });

export const useHelpCenter = (language: string) => useQuery(helpCenterQueryOptions(language));
