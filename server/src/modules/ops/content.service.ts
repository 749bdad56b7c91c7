import type { z } from 'zod';
import { decryptCsPath, encryptCsPath } from '@sorte/contracts/system/cs-path';
import type {
  AnnouncementInputSchema,
  BannerInputSchema,
  CsPathInputSchema,
  HelpSectionInputSchema,
  ResourceInputSchema,
} from '@sorte/contracts/ops/content';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { contentSql, type ContentCollection, type ContentRow } from '../system/index';
import type { SystemService } from '../system/index';
import { OpsRepository } from './ops.repository';
import type { AuditContext } from './ops.service';

const iso = (d: Date | null) => (d ? d.toISOString().replace(/\.\d{3}Z$/, 'Z') : null);
const date = (s: string | null | undefined) => (s ? new Date(s) : null);

/** How one operator-managed collection maps between its table and the API. */
export interface Collection<I, R> {
  entity: string;
  toValues(input: I, ctx: { merchantCode: string }): Promise<Record<string, unknown>> | Record<string, unknown>;
  toRow(row: Record<string, unknown>, ctx: { merchantCode: string }): Promise<R> | R;
}

type Row = ContentRow;

export const collections = {
  banners: {
    entity: 'banner',
    toValues: (i: z.output<typeof BannerInputSchema>) => ({
      ...i,
      startsAt: date(i.startsAt),
      endsAt: date(i.endsAt),
    }),
    toRow: (r: Row) => ({
      id: String(r.id),
      groupName: r.groupName,
      imageUrl: r.imageUrl,
      title: r.title,
      linkageType: r.linkageType,
      linkage: r.linkage,
      sort: r.sort,
      enabled: r.enabled,
      startsAt: iso(r.startsAt as Date | null),
      endsAt: iso(r.endsAt as Date | null),
    }),
  },
  announcements: {
    entity: 'announcement',
    toValues: (i: z.output<typeof AnnouncementInputSchema>) => ({
      ...i,
      publishedAt: i.publishedAt ? new Date(i.publishedAt) : new Date(),
      expiresAt: date(i.expiresAt),
    }),
    toRow: (r: Row) => ({
      id: String(r.id),
      type: r.type,
      title: r.title,
      content: r.content,
      publishedAt: iso(r.publishedAt as Date),
      expiresAt: iso(r.expiresAt as Date | null),
      enabled: r.enabled,
      audience: r.audience,
    }),
  },
  resources: {
    entity: 'resource',
    toValues: (i: z.output<typeof ResourceInputSchema>) => i,
    toRow: (r: Row) => ({
      id: String(r.id),
      resourceType: r.resourceType,
      url: r.url,
      qrCodeUrl: r.qrCodeUrl,
      labelNameEn: r.labelNameEn,
      sort: r.sort,
      enabled: r.enabled,
    }),
  },
  helpSections: {
    entity: 'help_section',
    toValues: (i: z.output<typeof HelpSectionInputSchema>) => i,
    toRow: (r: Row) => ({
      id: String(r.id),
      section: r.section,
      title: r.title,
      content: r.content,
      sort: r.sort,
      enabled: r.enabled,
    }),
  },
  csPaths: {
    entity: 'customer_service_path',
    toValues: async (i: z.output<typeof CsPathInputSchema>, ctx: { merchantCode: string }) => ({
      type: i.type,
      sort: i.sort,
      path: await encryptCsPath(i.url, ctx.merchantCode),
    }),
    toRow: async (r: Row, ctx: { merchantCode: string }) => ({
      id: String(r.id),
      type: r.type,
      sort: r.sort,
      url: await decryptCsPath(String(r.path), ctx.merchantCode).catch(() => ''),
    }),
  },
} satisfies Record<ContentCollection, Collection<never, unknown>>;

export type CollectionName = ContentCollection;

/** List, create, replace and delete operator content; every change audited in its transaction. */
export class ContentService {
  private readonly repo: OpsRepository;
  constructor(
    private readonly db: Db,
    private readonly system: SystemService,
  ) {
    this.repo = new OpsRepository(db);
  }

  private async ctx() {
    return { merchantCode: (await this.system.config()).brand.merchantCode };
  }

  async list(name: CollectionName) {
    const c = collections[name] as unknown as Collection<unknown, unknown>;
    const ctx = await this.ctx();
    const rows = await contentSql.list(this.db, name);
    return { list: await Promise.all(rows.map((r) => c.toRow(r, ctx))) };
  }

  async create(name: CollectionName, audit: AuditContext, input: unknown) {
    const c = collections[name] as unknown as Collection<unknown, unknown>;
    const ctx = await this.ctx();
    const values = await c.toValues(input, ctx);
    const result = await this.db.transaction(async (tx) => {
      const row = await contentSql.insert(tx, name, values);
      const out = await c.toRow(row, ctx);
      await this.repo.writeAudit(tx, { ...audit, action: `${c.entity}.create`, entity: c.entity, before: null, after: out });
      return out;
    });
    this.system.invalidate();
    return result;
  }

  async update(name: CollectionName, audit: AuditContext, id: string, input: unknown) {
    const c = collections[name] as unknown as Collection<unknown, unknown>;
    const ctx = await this.ctx();
    const values = await c.toValues(input, ctx);
    const result = await this.db.transaction(async (tx) => {
      const before = await contentSql.lock(tx, name, Number(id));
      if (!before) throw new AppError('NOT_FOUND');
      const row = await contentSql.update(tx, name, Number(id), values);
      const out = await c.toRow(row, ctx);
      await this.repo.writeAudit(tx, {
        ...audit,
        action: `${c.entity}.update`,
        entity: `${c.entity}:${id}`,
        before: await c.toRow(before, ctx),
        after: out,
      });
      return out;
    });
    this.system.invalidate();
    return result;
  }

  async remove(name: CollectionName, audit: AuditContext, id: string) {
    const c = collections[name] as unknown as Collection<unknown, unknown>;
    const ctx = await this.ctx();
    await this.db.transaction(async (tx) => {
      const before = await contentSql.remove(tx, name, Number(id));
      if (!before) throw new AppError('NOT_FOUND');
      await this.repo.writeAudit(tx, {
        ...audit,
        action: `${c.entity}.delete`,
        entity: `${c.entity}:${id}`,
        before: await c.toRow(before, ctx),
        after: null,
      });
    });
    this.system.invalidate();
    return {};
  }
}
