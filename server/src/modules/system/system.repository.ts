import { and, asc, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  announcement,
  banner,
  brand,
  customerServicePath,
  featureFlag,
  helpSection,
  regionRules,
  registrationField,
  resource,
  systemStatus,
  whitelabelModule,
} from '../../db/schema/index';
import { visibleAnnouncements } from './read-models';

/** The brand currency, read in the caller's transaction when given one (the ledger's book). */
export async function brandCurrency(db: Db | Tx): Promise<string> {
  const rows = await db.select({ currency: brand.currency }).from(brand).limit(1);
  if (!rows[0]) throw new Error('No brand row: run the base seed first');
  return rows[0].currency;
}

/**
 * The catalogue's enabled categories (in menu order) and vendors (in order, then by code): the
 * games module owns them and answers this (its `enabledCatalogue`) for the configuration snapshot.
 */
export type EnabledCatalogue = () => Promise<{
  categories: { code: string; route: string }[];
  vendors: { code: string; category: string; vassalage: string; name: string }[];
}>;

/** SQL for the system configuration (read side). */
export class SystemRepository {
  constructor(
    private readonly db: Db,
    private readonly catalogue: EnabledCatalogue,
  ) {}

  async loadConfigRows() {
    const db = this.db;
    const [brandRows, statusRows, regionRows, flags, modules, fields, resources, csPaths, { categories, vendors }] =
      await Promise.all([
        db.select().from(brand).limit(1),
        db.select().from(systemStatus).limit(1),
        db.select().from(regionRules).limit(1),
        db.select().from(featureFlag),
        db.select().from(whitelabelModule).orderBy(asc(whitelabelModule.sort), asc(whitelabelModule.modId)),
        db.select().from(registrationField),
        db.select().from(resource).where(eq(resource.enabled, true)).orderBy(asc(resource.sort), asc(resource.id)),
        db.select().from(customerServicePath).orderBy(asc(customerServicePath.sort), asc(customerServicePath.id)),
        this.catalogue(),
      ]);
    return { brandRows, statusRows, regionRows, flags, modules, fields, resources, csPaths, categories, vendors };
  }

  banners(groups: readonly string[] | undefined, now: Date) {
    return this.db
      .select()
      .from(banner)
      .where(
        and(
          eq(banner.enabled, true),
          groups ? inArray(banner.groupName, [...groups]) : undefined,
          or(isNull(banner.startsAt), lte(banner.startsAt, now)),
          or(isNull(banner.endsAt), gt(banner.endsAt, now)),
        ),
      )
      .orderBy(asc(banner.groupName), asc(banner.sort), asc(banner.id));
  }

  announcements(types: readonly string[], now: Date) {
    return this.db
      .select()
      .from(announcement)
      .where(
        and(visibleAnnouncements('PLAYERS', now), eq(announcement.platform, 'W'), inArray(announcement.type, [...types])),
      )
      .orderBy(desc(announcement.publishedAt), desc(announcement.id))
      .limit(200);
  }

  helpSections() {
    return this.db
      .select()
      .from(helpSection)
      .where(eq(helpSection.enabled, true))
      .orderBy(asc(helpSection.sort), asc(helpSection.id));
  }

  /** Cheap check used by /readyz. */
  async ping() {
    await this.db.execute(sql`select 1`);
  }
}
