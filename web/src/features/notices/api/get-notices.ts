import { queryOptions, useQuery } from '@tanstack/react-query';
import { SYSTEM_ROUTES } from '@sorte/contracts/system/routes';
import type { Notices } from '@sorte/contracts/system/system';
import { api } from '../../../lib/api-client';

/** Notices are cached for a limited time. */
export const NOTICES_STALE_MS = 5 * 60_000;

/** Every announcement kind at once (H for the home marquee): one call serves the marquee, the modal and the popups. */
export const getNotices = () =>
  api.call<Notices>(SYSTEM_ROUTES.notices, { query: { types: 'B,PL,PU,PR,H', platform: 'W' } });

/** Texts arrive translated for the request language, so the language is part of the key. */
export const noticesQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['notices', 'all', language],
    queryFn: getNotices,
    staleTime: NOTICES_STALE_MS,
  });

export const useNotices = (language: string) => useQuery(noticesQueryOptions(language));
