import { z } from 'zod';
import { endpoint } from '../common/envelope';
import { LOCALES } from '../common/locale';
import { pageOf } from '../common/pagination';
import { GAME_TYPES } from '../system/constants';
import { GameClassifySchema, GameKeySchema, StakeSchema, VendorCodeSchema } from '../games/games';
import { IS_GAME_VALUES } from '../games/routes';

/** A tile image path under the image CDN: `games/PG/PG-1001.svg` (no `..`, no scheme). */
export const ImagePathSchema = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*$/, 'validation.imagePath')
  .refine((p) => !p.includes('..'), 'validation.imagePath');

export const GameNameSchema = z
  .partialRecord(z.enum(LOCALES), z.string().trim().min(1).max(100))
  .refine((names) => Boolean(names.en ?? names.pt), { message: 'REQUIRED' });

/**
 * One catalogue row (JSON element or CSV line). SPORTS rows of the esports vendors (AV, AI,
 * IMES, TF, IA) are filed under ESPORTS. `image` defaults to `games/{vendor}/{gameCode}.svg`.
 */
export const CatalogueRowSchema = z
  .object({
    nodeId: GameKeySchema,
    vassalage: VendorCodeSchema.optional(),
    gameType: z.enum(GAME_TYPES),
    gameClassify: GameClassifySchema,
    gameName: GameNameSchema,
    code: z.string().max(64).default(''),
    defaultPlayType: z.string().max(32).default(''),
    accountTypeName: z.string().max(32).default(''),
    vendor: VendorCodeSchema,
    /** Used when the vendor does not exist yet in this category (it is created, enabled). */
    vendorName: z.string().trim().min(1).max(64).optional(),
    gameCode: GameKeySchema,
    isGame: z.enum(IS_GAME_VALUES).default('GAME'),
    minBet: StakeSchema,
    minLineNum: z.number().int().min(0).max(10_000).default(0),
    isHot: z.boolean().default(false),
    enabled: z.boolean().default(true),
    sort: z.number().int().min(-1_000_000).max(1_000_000).default(0),
    demo: z.boolean().default(false),
    image: ImagePathSchema.optional(),
  })
  .strict();
export type CatalogueRowInput = z.input<typeof CatalogueRowSchema>;
export type CatalogueRow = z.output<typeof CatalogueRowSchema>;

/** Largest catalogue one import takes. */
export const CATALOGUE_MAX_ROWS = 20_000;

export const ImportQuerySchema = z
  .object({
    /** true: import the valid rows and report the rejected ones; default: all or nothing. */
    partial: z.enum(['true', 'false']).default('false'),
  })
  .strict();

export const ImportReportSchema = z.object({
  inserted: z.number().int(),
  updated: z.number().int(),
  /** Rows (from 1: JSON element or CSV data line) that failed, with field -> rule. */
  rejected: z.array(z.object({ row: z.number().int(), fields: z.record(z.string(), z.string()) })),
  vendorsCreated: z.array(z.string()),
});
export type ImportReport = z.infer<typeof ImportReportSchema>;

export const OpsGameSchema = z.object({
  id: z.string(),
  nodeId: z.string(),
  vassalage: z.string(),
  gameType: z.enum(GAME_TYPES),
  gameClassify: z.string(),
  gameName: z.partialRecord(z.enum(LOCALES), z.string()),
  code: z.string(),
  defaultPlayType: z.string(),
  accountTypeName: z.string(),
  vendor: z.string(),
  gameCode: z.string(),
  isGame: z.enum(IS_GAME_VALUES),
  minBet: z.string(),
  minLineNum: z.number().int(),
  isHot: z.boolean(),
  enabled: z.boolean(),
  sort: z.number().int(),
  demo: z.boolean(),
  image: z.string(),
  updatedAt: z.string(),
});
export type OpsGame = z.infer<typeof OpsGameSchema>;

export const OpsGamesQuerySchema = z
  .object({
    pageNo: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(200).default(50),
    gameType: z.enum(GAME_TYPES).optional(),
    vendor: VendorCodeSchema.optional(),
    /** nodeId, gameCode or name (any language) contains this, case-insensitively. */
    q: z.string().trim().min(1).max(64).optional(),
  })
  .strict();

export const GamePatchSchema = z
  .object({
    enabled: z.boolean().optional(),
    isHot: z.boolean().optional(),
    sort: z.number().int().min(-1_000_000).max(1_000_000).optional(),
  })
  .strict()
  .refine((p) => Object.keys(p).length > 0, { message: 'REQUIRED' });

const tags = ['ops', 'games'];
export const opsGamesApi = {
  importCatalogue: endpoint({
    method: 'POST',
    path: '/ops/api/games/import',
    query: ImportQuerySchema,
    // JSON array of catalogue rows, or a CSV file (text/csv) with the same columns
    // (gameName.en, gameName.pt, ... for the names). Validated row by row in the service.
    body: z.union([z.array(z.unknown()), z.string()]),
    response: ImportReportSchema,
    auth: 'operator',
    summary:
      'Import a game catalogue (JSON array or text/csv): every row validated, upserted by (vendor, gameCode) in one transaction',
    tags,
  }),
  list: endpoint({
    method: 'GET',
    path: '/ops/api/games',
    query: OpsGamesQuerySchema,
    response: pageOf(OpsGameSchema),
    auth: 'operator',
    summary: 'Catalogue games (enabled or not)',
    tags,
  }),
  patch: endpoint({
    method: 'PATCH',
    path: '/ops/api/games/:id',
    params: z.object({ id: z.string().regex(/^\d{1,18}$/) }).strict(),
    body: GamePatchSchema,
    response: OpsGameSchema,
    auth: 'operator',
    summary: 'Enable or disable a game, mark it hot, change its sort order',
    tags,
  }),
};
