import { z } from 'zod';
import { endpoint } from '../common/envelope';
import {
  PROMOTION_CATEGORIES,
  PROMOTION_MAX_PAGE_SIZE,
  PROMOTION_PAGE_SIZE,
  PROMOTION_ROUTES,
  PROMOTION_STATUSES,
} from './routes';

export const PromotionIdParamsSchema = z.object({ id: z.string().regex(/^\d{1,18}$/) }).strict();

export const PromotionSummarySchema = z.object({
  id: z.string(),
  category: z.enum(PROMOTION_CATEGORIES),
  title: z.string(),
  summary: z.string(),
  image: z.string(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  status: z.enum(PROMOTION_STATUSES),
});

export const PromotionDetailSchema = PromotionSummarySchema.extend({ content: z.string() });

export const PromotionListQuerySchema = z
  .object({
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(PROMOTION_MAX_PAGE_SIZE).default(PROMOTION_PAGE_SIZE),
    category: z.enum(PROMOTION_CATEGORIES).optional(),
    /** The request language (handled by the request context for every call). */
    language: z.string().max(16).optional(),
  })
  .strict();
export type PromotionListQuery = z.infer<typeof PromotionListQuerySchema>;

export const PromotionListSchema = z.object({
  list: z.array(PromotionSummarySchema),
  totalPages: z.number().int(),
  total: z.number().int(),
  categories: z.array(z.object({ category: z.enum(PROMOTION_CATEGORIES), count: z.number().int() })),
});

const tags = ['promotions'];
export const promotionsApi = {
  list: endpoint({
    ...PROMOTION_ROUTES.list,
    query: PromotionListQuerySchema,
    response: PromotionListSchema,
    auth: 'none',
    summary:
      'Promotions list: running first, then coming soon, then recently closed; category filter, pages, and the categories present',
    tags,
  }),
  detail: endpoint({
    ...PROMOTION_ROUTES.detail,
    params: PromotionIdParamsSchema,
    query: z.object({ language: z.string().max(16).optional() }).strict(),
    response: PromotionDetailSchema,
    auth: 'none',
    summary: 'One promotion with its content (operator HTML in the request language); 404 PROMOTION_NOT_FOUND',
    tags,
  }),
};
