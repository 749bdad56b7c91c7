import { z } from 'zod';
import { EmptyValueSchema, endpoint } from '../common/envelope';
import { LOCALES } from '../common/locale';
import { ANNOUNCEMENT_AUDIENCES, ANNOUNCEMENT_TYPES, BANNER_GROUPS, LINKAGE_TYPES, RESOURCE_TYPES } from '../system/constants';

/** Operator-authored text per locale; at least one locale. */
export const TranslationsInputSchema = z
  .partialRecord(z.enum(LOCALES), z.string().max(20_000))
  .refine((t) => Object.values(t).some((v) => typeof v === 'string' && v.trim() !== ''), 'REQUIRED');

const IdParams = z.object({ id: z.string().regex(/^\d{1,18}$/) }).strict();
const IsoDate = z.iso.datetime({ offset: true }).nullable();
/** A same-site path (/cdn/..., /help#x) or an https URL. */
const LinkSchema = z
  .string()
  .max(2000)
  .regex(/^(\/(?!\/)[^\s]*|https:\/\/[^\s]+)$/, 'validation.url');

export const BannerInputSchema = z
  .object({
    groupName: z.enum(BANNER_GROUPS),
    imageUrl: TranslationsInputSchema,
    title: TranslationsInputSchema,
    linkageType: z.enum(LINKAGE_TYPES).default('NONE'),
    linkage: z.string().max(500).nullable().default(null),
    sort: z.number().int().min(0).max(10_000).default(0),
    enabled: z.boolean().default(true),
    startsAt: IsoDate.default(null),
    endsAt: IsoDate.default(null),
  })
  .strict();
export const BannerRowSchema = BannerInputSchema.extend({ id: z.string() });

export const AnnouncementInputSchema = z
  .object({
    type: z.enum(ANNOUNCEMENT_TYPES).default('B'),
    title: TranslationsInputSchema,
    content: TranslationsInputSchema,
    publishedAt: z.iso.datetime({ offset: true }).optional(),
    expiresAt: IsoDate.default(null),
    enabled: z.boolean().default(true),
    /** PLAYERS: the site's notices; AGENTS: the agent centre's announcements only. */
    audience: z.enum(ANNOUNCEMENT_AUDIENCES).default('PLAYERS'),
  })
  .strict();
export const AnnouncementRowSchema = AnnouncementInputSchema.extend({ id: z.string(), publishedAt: z.string() });

export const ResourceInputSchema = z
  .object({
    resourceType: z.enum(RESOURCE_TYPES),
    url: LinkSchema,
    qrCodeUrl: LinkSchema.nullable().default(null),
    labelNameEn: z.string().min(1).max(100),
    sort: z.number().int().min(0).max(10_000).default(0),
    enabled: z.boolean().default(true),
  })
  .strict();
export const ResourceRowSchema = ResourceInputSchema.extend({ id: z.string() });

export const HelpSectionInputSchema = z
  .object({
    section: z.string().regex(/^[a-z0-9-]{1,60}$/, 'validation.slug'),
    title: TranslationsInputSchema,
    content: TranslationsInputSchema,
    sort: z.number().int().min(0).max(10_000).default(0),
    enabled: z.boolean().default(true),
  })
  .strict();
export const HelpSectionRowSchema = HelpSectionInputSchema.extend({ id: z.string() });

export const CsPathInputSchema = z
  .object({
    type: z.number().int().min(1).max(9),
    /** Plain link; the server stores and publishes it encrypted (contracts/system/cs-path.ts). */
    url: LinkSchema,
    sort: z.number().int().min(0).max(10_000).default(0),
  })
  .strict();
export const CsPathRowSchema = CsPathInputSchema.extend({ id: z.string() });

/** list / create / update / delete for one operator-managed collection. */
function crud<R extends z.ZodType, I extends z.ZodType>(name: string, path: string, row: R, input: I) {
  return {
    list: endpoint({
      method: 'GET',
      path,
      response: z.object({ list: z.array(row) }),
      auth: 'operator',
      summary: `List ${name}`,
      tags: ['ops-content'],
    }),
    create: endpoint({
      method: 'POST',
      path,
      body: input,
      response: row,
      auth: 'operator',
      summary: `Create a ${name}`,
      tags: ['ops-content'],
    }),
    update: endpoint({
      method: 'PUT',
      path: `${path}/:id`,
      params: IdParams,
      body: input,
      response: row,
      auth: 'operator',
      summary: `Replace a ${name}`,
      tags: ['ops-content'],
    }),
    remove: endpoint({
      method: 'DELETE',
      path: `${path}/:id`,
      params: IdParams,
      response: EmptyValueSchema,
      auth: 'operator',
      summary: `Delete a ${name}`,
      tags: ['ops-content'],
    }),
  };
}

export const contentApi = {
  banners: crud('banner', '/ops/api/banners', BannerRowSchema, BannerInputSchema),
  announcements: crud('announcement', '/ops/api/announcements', AnnouncementRowSchema, AnnouncementInputSchema),
  resources: crud('resource', '/ops/api/resources', ResourceRowSchema, ResourceInputSchema),
  helpSections: crud('help section', '/ops/api/help-sections', HelpSectionRowSchema, HelpSectionInputSchema),
  csPaths: crud('customer-service path', '/ops/api/customer-service-paths', CsPathRowSchema, CsPathInputSchema),
};
