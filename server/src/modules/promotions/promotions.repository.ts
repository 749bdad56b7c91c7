import { and, asc, count, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { promotion } from '../../db/schema/index';

export type PromotionRow = typeof promotion.$inferSelect;
export type PromotionValues = Omit<typeof promotion.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** 0 running, 1 coming soon, 2 closed: the player list shows them in that order. */
const phase = (now: Date) =>
  sql<number>`case when ${promotion.startsAt} > ${now} then 1 when ${promotion.endsAt} <= ${now} then 2 else 0 end`;

export class PromotionsRepository {
  constructor(private readonly db: Db) {}

  /** What players see: enabled, and not ended before `closedSince`. */
  private visible(closedSince: Date): SQL {
    return and(eq(promotion.enabled, true), or(isNull(promotion.endsAt), gt(promotion.endsAt, closedSince)))!;
  }

  async playerPage(opts: { now: Date; closedSince: Date; category?: string; pageNo: number; pageSize: number }) {
    const where = and(this.visible(opts.closedSince), opts.category ? eq(promotion.category, opts.category) : undefined);
    const [rows, [totalRow]] = await Promise.all([
      this.db
        .select()
        .from(promotion)
        .where(where)
        .orderBy(asc(phase(opts.now)), asc(promotion.sort), asc(promotion.id))
        .limit(opts.pageSize)
        .offset((opts.pageNo - 1) * opts.pageSize),
      this.db.select({ n: count() }).from(promotion).where(where),
    ]);
    return { rows, total: Number(totalRow?.n ?? 0) };
  }

  /** Listed promotions per category. */
  categoryCounts(closedSince: Date) {
    return this.db
      .select({ category: promotion.category, n: count() })
      .from(promotion)
      .where(this.visible(closedSince))
      .groupBy(promotion.category);
  }

  async findEnabled(id: number): Promise<PromotionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(promotion)
      .where(and(eq(promotion.id, id), eq(promotion.enabled, true)));
    return row;
  }

  async opsPage(opts: { category?: string; enabled?: boolean; pageNo: number; pageSize: number }) {
    const where = and(
      opts.category ? eq(promotion.category, opts.category) : undefined,
      opts.enabled === undefined ? undefined : eq(promotion.enabled, opts.enabled),
    );
    const [rows, [totalRow]] = await Promise.all([
      this.db
        .select()
        .from(promotion)
        .where(where)
        .orderBy(asc(promotion.sort), asc(promotion.id))
        .limit(opts.pageSize)
        .offset((opts.pageNo - 1) * opts.pageSize),
      this.db.select({ n: count() }).from(promotion).where(where),
    ]);
    return { rows, total: Number(totalRow?.n ?? 0) };
  }

  async lock(tx: Tx, id: number): Promise<PromotionRow | undefined> {
    const [row] = await tx.select().from(promotion).where(eq(promotion.id, id)).for('update');
    return row;
  }

  async insert(tx: Tx, values: PromotionValues): Promise<PromotionRow> {
    const [row] = await tx.insert(promotion).values(values).returning();
    return row!;
  }

  async update(tx: Tx, id: number, values: Partial<PromotionValues>): Promise<PromotionRow> {
    const [row] = await tx
      .update(promotion)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(promotion.id, id))
      .returning();
    return row!;
  }
}
