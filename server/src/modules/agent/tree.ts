import { sql } from 'drizzle-orm';
import type { Executor } from '../ledger/index';

/**
 * Queries over the agent tree (closure table `agent_tree`, kept by triggers on `member`; see
 * docs/decisions.md "Agent tree"). Each is one indexed query: the primary key
 * (ancestor_id, descendant_id), `agent_tree_ancestor_depth_idx` (ancestor_id, depth, descendant_id)
 * and `agent_tree_descendant_idx` (descendant_id, depth).
 */

const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/** Ids of every descendant of `ancestorId` (not itself), or only those at `depth`. */
export async function descendantIds(db: Executor, ancestorId: number, depth?: number): Promise<number[]> {
  const rows = rowsOf<{ id: string | number }>(
    await db.execute(sql`
      select descendant_id as id from agent_tree
       where ancestor_id = ${ancestorId} and ${depth === undefined ? sql`depth > 0` : sql`depth = ${depth}`}`),
  );
  return rows.map((r) => Number(r.id));
}

/** Ids of the direct downlines of `ancestorId`. */
export const directDownlineIds = (db: Executor, ancestorId: number) => descendantIds(db, ancestorId, 1);

/** The depth of `descendantId` below `ancestorId` (0 = itself), or null when it is not in that subtree. */
export async function depthBelow(db: Executor, ancestorId: number, descendantId: number): Promise<number | null> {
  const rows = rowsOf<{ depth: number }>(
    await db.execute(sql`
      select depth from agent_tree where ancestor_id = ${ancestorId} and descendant_id = ${descendantId}`),
  );
  return rows[0] ? Number(rows[0].depth) : null;
}

/** The upline chain of a member: itself first (depth 0), then each upline up to the top. */
export async function uplineChain(db: Executor, memberId: number): Promise<{ id: number; depth: number }[]> {
  const rows = rowsOf<{ id: string | number; depth: number }>(
    await db.execute(sql`
      select ancestor_id as id, depth from agent_tree where descendant_id = ${memberId} order by depth`),
  );
  return rows.map((r) => ({ id: Number(r.id), depth: Number(r.depth) }));
}

/** Team size (descendants, not itself) of each given member. */
export async function teamSizes(db: Executor, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = rowsOf<{ id: string | number; n: string | number }>(
    await db.execute(sql`
      select ancestor_id as id, count(*) - 1 as n from agent_tree
       where ancestor_id in ${sql.raw(`(${ids.map((i) => Number(i)).join(',')})`)}
       group by ancestor_id`),
  );
  return new Map(rows.map((r) => [Number(r.id), Number(r.n)]));
}
