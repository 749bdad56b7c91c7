import type { FieldRule } from '@sorte/contracts/common/errors';
import { pickTranslation, type Locale } from '@sorte/contracts/common/locale';
import type { OpsPromotion, PromotionInput } from '@sorte/contracts/ops/promotions';
import {
  PROMOTION_CATEGORIES,
  PROMOTION_CLOSED_VISIBLE_DAYS,
  type PromotionCategory,
  type PromotionDetail,
  type PromotionList,
  type PromotionStatus,
  type PromotionSummary,
} from '@sorte/contracts/promotions/routes';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuditContext, OpsService } from '../ops/index';
import type { SystemService } from '../system/index';
import { PromotionsRepository, type PromotionRow, type PromotionValues } from './promotions.repository';

const iso = (d: Date | null) => (d ? d.toISOString().replace(/\.\d{3}Z$/, 'Z') : null);
const DAY_MS = 86_400_000;

/** The status of a content-only promotion (coming soon, join, close), from its period. */
export function promotionStatus(row: Pick<PromotionRow, 'startsAt' | 'endsAt'>, now: Date): PromotionStatus {
  if (row.startsAt && row.startsAt > now) return 'coming_soon';
  if (row.endsAt && row.endsAt <= now) return 'close';
  return 'join';
}

export function toOpsPromotion(r: PromotionRow, now = new Date()): OpsPromotion {
  return {
    id: String(r.id),
    category: r.category as PromotionCategory,
    title: r.title,
    summary: r.summary,
    content: r.content,
    image: r.image,
    startsAt: iso(r.startsAt),
    endsAt: iso(r.endsAt),
    sort: r.sort,
    enabled: r.enabled,
    status: promotionStatus(r, now),
    createdAt: iso(r.createdAt)!,
    updatedAt: iso(r.updatedAt)!,
  };
}

const pages = (total: number, size: number) => Math.ceil(total / size);

/**
 * Promotions: the player's list and detail (texts in the request language with
 * pickTranslation's fallbacks) and the operator's list / create / update / enable / disable,
 * each write audited in its transaction.
 */
export class PromotionsService {
  private readonly repo: PromotionsRepository;

  constructor(
    db: Db,
    private readonly system: SystemService,
    private readonly ops: OpsService,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.repo = new PromotionsRepository(db);
  }

  private async summaryOf(locale: Locale) {
    const fallback = (await this.system.config()).brand.defaultLanguage;
    const now = this.clock();
    return (r: PromotionRow): PromotionSummary => ({
      id: String(r.id),
      category: r.category as PromotionCategory,
      title: pickTranslation(r.title, locale, fallback),
      summary: pickTranslation(r.summary, locale, fallback),
      image: r.image,
      startsAt: iso(r.startsAt),
      endsAt: iso(r.endsAt),
      status: promotionStatus(r, now),
    });
  }

  async list(
    locale: Locale,
    q: { pageNo: number; pageSize: number; category?: PromotionCategory },
  ): Promise<PromotionList> {
    const now = this.clock();
    const closedSince = new Date(now.getTime() - PROMOTION_CLOSED_VISIBLE_DAYS * DAY_MS);
    const [{ rows, total }, counts, toSummary] = await Promise.all([
      this.repo.playerPage({ now, closedSince, category: q.category, pageNo: q.pageNo, pageSize: q.pageSize }),
      this.repo.categoryCounts(closedSince),
      this.summaryOf(locale),
    ]);
    const byCategory = new Map(counts.map((c) => [c.category, Number(c.n)]));
    return {
      list: rows.map(toSummary),
      total,
      totalPages: pages(total, q.pageSize),
      categories: PROMOTION_CATEGORIES.filter((c) => byCategory.get(c)).map((category) => ({
        category,
        count: byCategory.get(category)!,
      })),
    };
  }

  async detail(locale: Locale, id: string): Promise<PromotionDetail> {
    const row = await this.repo.findEnabled(Number(id));
    if (!row) throw new AppError('PROMOTION_NOT_FOUND');
    const toSummary = await this.summaryOf(locale);
    const fallback = (await this.system.config()).brand.defaultLanguage;
    return { ...toSummary(row), content: pickTranslation(row.content, locale, fallback) };
  }

  async opsList(q: { pageNo: number; pageSize: number; category?: PromotionCategory; enabled?: 'true' | 'false' }) {
    const { rows, total } = await this.repo.opsPage({
      category: q.category,
      enabled: q.enabled === undefined ? undefined : q.enabled === 'true',
      pageNo: q.pageNo,
      pageSize: q.pageSize,
    });
    const now = this.clock();
    return { list: rows.map((r) => toOpsPromotion(r, now)), total, totalPages: pages(total, q.pageSize) };
  }

  private values(input: PromotionInput): PromotionValues {
    const startsAt = input.startsAt ? new Date(input.startsAt) : null;
    const endsAt = input.endsAt ? new Date(input.endsAt) : null;
    const fields: Record<string, FieldRule> = {};
    if (startsAt && endsAt && endsAt <= startsAt) fields.endsAt = 'INVALID_VALUE';
    if (Object.keys(fields).length) throw new AppError('VALIDATION_FAILED', fields);
    return {
      category: input.category,
      title: input.title,
      summary: input.summary,
      content: input.content,
      image: input.image,
      startsAt,
      endsAt,
      sort: input.sort,
      enabled: input.enabled,
    };
  }

  create(ctx: AuditContext, input: PromotionInput) {
    const values = this.values(input);
    return this.ops.change(ctx, 'promotion.create', 'promotion', async (tx) => {
      const row = toOpsPromotion(await this.repo.insert(tx, values), this.clock());
      return { before: null, after: row, result: row };
    });
  }

  update(ctx: AuditContext, id: string, input: PromotionInput) {
    const values = this.values(input);
    return this.write(ctx, 'promotion.update', id, values);
  }

  setEnabled(ctx: AuditContext, id: string, enabled: boolean) {
    return this.write(ctx, enabled ? 'promotion.enable' : 'promotion.disable', id, { enabled });
  }

  private write(ctx: AuditContext, action: string, id: string, values: Partial<PromotionValues>) {
    return this.ops.change(ctx, action, `promotion:${id}`, async (tx) => {
      const before = await this.repo.lock(tx, Number(id));
      if (!before) throw new AppError('NOT_FOUND');
      const now = this.clock();
      const after = toOpsPromotion(await this.repo.update(tx, Number(id), values), now);
      return { before: toOpsPromotion(before, now), after, result: after };
    });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    promotions: PromotionsService;
  }
}
