import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  PROMOTION_PAGE_SIZE,
  PROMOTION_ROUTES,
  REGISTER_SLIDER_COUNT,
  type PromotionCategory,
  type PromotionDetail,
  type PromotionList,
} from '@sorte/contracts/promotions/routes';
import { api } from '../../../lib/api-client';

export interface PromotionListParams {
  category?: PromotionCategory;
  pageNo: number;
  pageSize?: number;
}

/** Texts arrive in the request language, so the language is part of every key. */
export const promotionsQueryOptions = (params: PromotionListParams, language: string) =>
  queryOptions({
    queryKey: ['promotions', 'list', language, params.category ?? 'all', params.pageNo, params.pageSize ?? PROMOTION_PAGE_SIZE],
    queryFn: ({ signal }) =>
      api.call<PromotionList>(PROMOTION_ROUTES.list, {
        query: { category: params.category, pageNo: params.pageNo, pageSize: params.pageSize ?? PROMOTION_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const usePromotions = (params: PromotionListParams, language: string) =>
  useQuery(promotionsQueryOptions(params, language));

export const promotionQueryOptions = (id: string, language: string) =>
  queryOptions({
    queryKey: ['promotions', 'detail', language, id],
    queryFn: ({ signal }) =>
      api.call<PromotionDetail>(PROMOTION_ROUTES.detail, { params: { id }, signal }),
  });

export const usePromotion = (id: string | undefined, language: string) =>
  useQuery({ ...promotionQueryOptions(id ?? '', language), enabled: Boolean(id) });

/** The register slider: new_player promotions that have not ended. */
export const useNewPlayerPromotions = (language: string) =>
  useQuery({
    ...promotionsQueryOptions({ category: 'new_player', pageNo: 1, pageSize: REGISTER_SLIDER_COUNT }, language),
    select: (data) => data.list.filter((p) => p.status !== 'close'),
    placeholderData: undefined,
  });
