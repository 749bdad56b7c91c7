import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BannerGroup } from '@sorte/contracts/system/constants';
import { SYSTEM_ROUTES } from '@sorte/contracts/system/routes';
import type { Banner, Notices } from '@sorte/contracts/system/system';
import { api } from '../../../lib/api-client';

/** Notices are cached for a limited time. */
export const BANNER_STALE_MS = 5 * 60_000;

export async function getBanners(group: BannerGroup): Promise<Banner[]> {
  const notices = await api.call<Notices>(SYSTEM_ROUTES.notices, {
    query: { types: 'B,PL,PU,PR', platform: 'W', groups: group },
  });
  return notices.banners.filter((banner) => banner.groupName === group);
}

/** Titles arrive translated for the request language, so the language is part of the key. */
export const bannersQueryOptions = (group: BannerGroup, language: string) =>
  queryOptions({
    queryKey: ['banners', group, language],
    queryFn: () => getBanners(group),
    staleTime: BANNER_STALE_MS,
  });

export const useBanners = (group: BannerGroup, language: string) =>
  useQuery(bannersQueryOptions(group, language));
