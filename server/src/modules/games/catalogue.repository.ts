import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { game, gameCategory, vendor } from '../../db/schema/index';

export type GameInsert = typeof game.$inferInsert;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Operator-side catalogue SQL: upserts, patches and the unfiltered list. */
export class CatalogueRepository {
  constructor(private readonly db: Db | Tx) {}

  categories(tx: Tx) {
    return tx.select({ code: gameCategory.code }).from(gameCategory);
  }

  vendors(tx: Tx) {
    return tx
      .select({ category: vendor.category, code: vendor.code, sort: vendor.sort })
      .from(vendor);
  }

  async createVendors(tx: Tx, rows: (typeof vendor.$inferInsert)[]) {
    if (rows.length) await tx.insert(vendor).values(rows).onConflictDoNothing();
  }

  /** Existing games holding any of these nodeIds (to refuse a nodeId moving to another game). */
  nodeOwners(tx: Tx, nodeIds: string[]) {
    return nodeIds.length
      ? tx
          .select({ nodeId: game.nodeId, vendor: game.vendor, gameCode: game.gameCode })
          .from(game)
          .where(inArray(game.nodeId, nodeIds))
      : Promise.resolve([]);
  }

  /** Inserts or updates by (vendor, gameCode); answers how many rows were new. */
  async upsert(tx: Tx, rows: GameInsert[]): Promise<{ inserted: number; updated: number }> {
    let inserted = 0;
    for (let i = 0; i < rows.length; i += 500) {
      const chunk = rows.slice(i, i + 500);
      const result = await tx
        .insert(game)
        .values(chunk)
        .onConflictDoUpdate({
          target: [game.vendor, game.gameCode],
          set: {
            nodeId: sql`excluded.node_id`,
            vassalage: sql`excluded.vassalage`,
            gameType: sql`excluded.game_type`,
            gameClassify: sql`excluded.game_classify`,
            gameName: sql`excluded.game_name`,
            code: sql`excluded.code`,
            defaultPlayType: sql`excluded.default_play_type`,
            accountTypeName: sql`excluded.account_type_name`,
            isGame: sql`excluded.is_game`,
            minBet: sql`excluded.min_bet`,
            minLineNum: sql`excluded.min_line_num`,
            isHot: sql`excluded.is_hot`,
            enabled: sql`excluded.enabled`,
            sort: sql`excluded.sort`,
            demoAllowed: sql`excluded.demo_allowed`,
            image: sql`excluded.image`,
            updatedAt: sql`now()`,
          },
        })
        // xmax is 0 for a freshly inserted row version and non-zero for an updated one.
        .returning({ inserted: sql<boolean>`(xmax = 0)` });
      inserted += result.filter((r) => r.inserted).length;
    }
    return { inserted, updated: rows.length - inserted };
  }

  async find(tx: Tx | Db, id: number) {
    const rows = await tx.select().from(game).where(eq(game.id, id)).limit(1);
    return rows[0];
  }

  async patch(tx: Tx, id: number, patch: Partial<Pick<GameInsert, 'enabled' | 'isHot' | 'sort'>>) {
    const rows = await tx
      .update(game)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(game.id, id))
      .returning();
    return rows[0];
  }

  async list(f: { gameType?: string; vendor?: string; q?: string }, pageNo: number, pageSize: number) {
    const pattern = f.q ? `%${escapeLike(f.q)}%` : undefined;
    const where: SQL | undefined = and(
      f.gameType ? eq(game.gameType, f.gameType) : undefined,
      f.vendor ? eq(game.vendor, f.vendor) : undefined,
      pattern
        ? or(ilike(game.nodeId, pattern), ilike(game.gameCode, pattern), sql`${game.gameName}::text ilike ${pattern}`)
        : undefined,
    );
    const [totals] = await this.db.select({ total: count() }).from(game).where(where);
    const rows = await this.db
      .select()
      .from(game)
      .where(where)
      .orderBy(asc(game.gameType), asc(game.sort), asc(game.id))
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize);
    return { rows, total: totals?.total ?? 0 };
  }
}
