import { asc, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { announcement, banner, customerServicePath, helpSection, resource } from '../../db/schema/index';

/** The operator-managed content collections of the brand: each one's table and list order. */
const contentTables = {
  banners: { table: banner, order: [banner.groupName, banner.sort, banner.id] },
  announcements: { table: announcement, order: [announcement.publishedAt, announcement.id] },
  resources: { table: resource, order: [resource.sort, resource.id] },
  helpSections: { table: helpSection, order: [helpSection.sort, helpSection.id] },
  csPaths: { table: customerServicePath, order: [customerServicePath.sort, customerServicePath.id] },
} satisfies Record<string, { table: PgTable & { id: PgColumn }; order: PgColumn[] }>;

export type ContentCollection = keyof typeof contentTables;

/** One stored row of a content collection, as its columns. */
export type ContentRow = Record<string, unknown> & { id: number };

const of = (name: ContentCollection) =>
  contentTables[name] as { table: PgTable & { id: PgColumn }; order: PgColumn[] };

/**
 * Reads and writes of the operator-managed content (banners, announcements, resources, help
 * sections, customer service paths). The writes take the caller's transaction so the operator
 * console's audit row commits with the change; the caller invalidates the configuration snapshot
 * (`SystemService.invalidate`) after it commits.
 */
export const contentSql = {
  async list(db: Db, name: ContentCollection) {
    const { table, order } = of(name);
    return (await db.select().from(table).orderBy(...order.map((o) => asc(o)))) as ContentRow[];
  },
  async insert(tx: Tx, name: ContentCollection, values: Record<string, unknown>) {
    const { table } = of(name);
    const [row] = (await tx.insert(table).values(values as never).returning()) as ContentRow[];
    return row!;
  },
  /** The row, locked for update; undefined when there is none. */
  async lock(tx: Tx, name: ContentCollection, id: number) {
    const { table } = of(name);
    const [row] = (await tx.select().from(table).where(eq(table.id, id)).for('update')) as ContentRow[];
    return row;
  },
  async update(tx: Tx, name: ContentCollection, id: number, values: Record<string, unknown>) {
    const { table } = of(name);
    const [row] = (await tx.update(table).set(values as never).where(eq(table.id, id)).returning()) as ContentRow[];
    return row!;
  },
  /** The deleted row; undefined when there was none. */
  async remove(tx: Tx, name: ContentCollection, id: number) {
    const { table } = of(name);
    const [row] = (await tx.delete(table).where(eq(table.id, id)).returning()) as ContentRow[];
    return row;
  },
};
