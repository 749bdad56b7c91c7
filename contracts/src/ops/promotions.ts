import { z } from 'zod';
import { endpoint } from '../common/envelope';
import { LOCALES } from '../common/locale';
import { pageOf } from '../common/pagination';
import { PROMOTION_CATEGORIES, PROMOTION_STATUSES } from '../promotions/routes';

const text = (max: number) =>
  z
    .partialRecord(z.enum(LOCALES), z.string().trim().min(1).max(max))
    .refine((t) => Object.keys(t).length > 0, { message: 'REQUIRED' });

/** Cover artwork path under the image CDN: `promotions/welcome.svg` (no `..`, no scheme). */
export const PromotionImageSchema = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*\.(svg|png|jpg|jpeg|webp)$/, 'validation.imagePath')
  .refine((p) => !p.includes('..'), 'validation.imagePath');

const IsoDate = z.iso.datetime({ offset: true }).nullable();

/**
 * A promotion as the operator writes it. Title, summary and content per locale (at least one;
 * players get pickTranslation's fallbacks). `content` is HTML: stored as written and sanitised
 * with the help centre's allow-list where the web renders it. `endsAt` must be after `startsAt`.
 */
export const PromotionInputSchema = z
  .object({
    category: z.enum(PROMOTION_CATEGORIES),
    title: text(120),
    summary: text(300),
    content: text(20_000),
    image: PromotionImageSchema,
    startsAt: IsoDate.default(null),
    endsAt: IsoDate.default(null),
    sort: z.number().int().min(0).max(10_000).default(0),
    enabled: z.boolean().default(true),
  })
  .strict();
export type PromotionInput = z.output<typeof PromotionInputSchema>;

export const OpsPromotionSchema = z.object({
  id: z.string(),
  category: z.enum(PROMOTION_CATEGORIES),
  title: z.partialRecord(z.enum(LOCALES), z.string()),
  summary: z.partialRecord(z.enum(LOCALES), z.string()),
  content: z.partialRecord(z.enum(LOCALES), z.string()),
  image: z.string(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  sort: z.number().int(),
  enabled: z.boolean(),
  /** What a player sees now (ignores `enabled`). */
  status: z.enum(PROMOTION_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OpsPromotion = z.infer<typeof OpsPromotionSchema>;

export const OpsPromotionsQuerySchema = z
  .object({
    pageNo: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(200).default(50),
    category: z.enum(PROMOTION_CATEGORIES).optional(),
    enabled: z.enum(['true', 'false']).optional(),
  })
  .strict();

const IdParams = z.object({ id: z.string().regex(/^\d{1,18}$/) }).strict();
const tags = ['ops', 'promotions'];

export const opsPromotionsApi = {
  list: endpoint({
    method: 'GET',
    path: '/ops/api/promotions',
    query: OpsPromotionsQuerySchema,
    response: pageOf(OpsPromotionSchema),
    auth: 'operator',
    summary: 'Promotions (enabled or not), sort order then id',
    tags,
  }),
  create: endpoint({
    method: 'POST',
    path: '/ops/api/promotions',
    body: PromotionInputSchema,
    response: OpsPromotionSchema,
    auth: 'operator',
    summary: 'Create a promotion (audited)',
    tags,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/ops/api/promotions/:id',
    params: IdParams,
    body: PromotionInputSchema,
    response: OpsPromotionSchema,
    auth: 'operator',
    summary: 'Replace a promotion (audited)',
    tags,
  }),
  enable: endpoint({
    method: 'POST',
    path: '/ops/api/promotions/:id/enable',
    params: IdParams,
    response: OpsPromotionSchema,
    auth: 'operator',
    summary: 'Show a promotion to players (audited)',
    tags,
  }),
  disable: endpoint({
    method: 'POST',
    path: '/ops/api/promotions/:id/disable',
    params: IdParams,
    response: OpsPromotionSchema,
    auth: 'operator',
    summary: 'Hide a promotion from players (audited)',
    tags,
  }),
};
