import { z } from 'zod';
import { EmptyValueSchema, endpoint } from '../common/envelope';
import { LOCALES } from '../common/locale';
import { pageOf, PageQuerySchema } from '../common/pagination';
import { FEATURE_FLAGS } from '../system/constants';
import { BrandSchema, RegistrationFieldSettingSchema } from '../system/system';

/**
 * Operator login. `captcha` answers GET /ops/api/session/captcha once the login asks for it
 * (401 CAPTCHA_REQUIRED), as the member login does.
 */
export const OpsLoginInputSchema = z
  .object({
    username: z.string().min(1).max(64),
    password: z.string().min(1).max(256),
    captcha: z.string().max(16).optional(),
  })
  .strict();
export type OpsLoginInput = z.infer<typeof OpsLoginInputSchema>;

export const OpsSystemStatusInputSchema = z
  .object({ status: z.union([z.literal(0), z.literal(1)]), message: z.string().max(500).default('') })
  .strict();

export const OpsSystemStatusSchema = z.object({
  status: z.union([z.literal(0), z.literal(1)]),
  message: z.string(),
  updatedAt: z.string(),
});

const CidrSchema = z
  .string()
  .max(64)
  .regex(/^[0-9a-fA-F:.]+(\/\d{1,3})?$/, 'validation.cidr');

export const RegionRulesSchema = z
  .object({
    /** ISO 3166-1 alpha-2 country codes whose visitors are blocked. */
    blockedCountries: z.array(z.string().regex(/^[A-Z]{2}$/)).max(300),
    /** IP ranges (CIDR or single address) whose visitors are blocked. */
    blockedRanges: z.array(CidrSchema).max(1000),
    /** IP ranges always let through (an office, a monitoring probe), checked first. */
    allowedRanges: z.array(CidrSchema).max(1000),
    /** IP range -> country table, used when no trusted country header is present. */
    geo: z.array(z.object({ range: CidrSchema, country: z.string().regex(/^[A-Z]{2}$/) }).strict()).max(5000),
    message: z.string().max(500),
  })
  .strict();
export type RegionRules = z.infer<typeof RegionRulesSchema>;

export const FeatureFlagsInputSchema = z.partialRecord(z.enum(FEATURE_FLAGS), z.boolean());

export const LanguagesSchema = z
  .object({
    languages: z.array(z.enum(LOCALES)).min(1),
    defaultLanguage: z.enum(LOCALES),
    defaultGameLanguage: z.enum(LOCALES),
  })
  .strict()
  .refine((v) => v.languages.includes(v.defaultLanguage), {
    path: ['defaultLanguage'],
    message: 'INVALID_VALUE',
  });

export const BrandInputSchema = BrandSchema.omit({
  languages: true,
  defaultLanguage: true,
  defaultGameLanguage: true,
})
  .extend({
    gtagId: z.string().max(40).nullable(),
    imageCDNs: z.array(z.string().max(300)).min(1).max(20),
    launchGameCDNs: z.array(z.string().max(300)).min(1).max(20),
    domainList: z.array(z.string().max(300)).max(50),
  })
  .partial()
  .strict();

export const ModuleToggleInputSchema = z
  .object({ enabled: z.boolean() })
  .strict();

/**
 * One registration field's setting. `field` (the path) must be one of REGISTRATION_FIELDS;
 * minLength <= maxLength and a compiling acceptedPattern are checked by the service, which
 * answers them as `fields` (INVALID_VALUE / INVALID_FORMAT).
 */
export const RegistrationFieldInputSchema = z
  .object({
    visible: z.boolean(),
    required: z.boolean(),
    acceptedPattern: z.string().min(1).max(500),
    patternId: z.number().int().min(0).max(20),
    minLength: z.number().int().min(0).max(1000),
    maxLength: z.number().int().min(0).max(1000),
  })
  .strict();
export type RegistrationFieldInput = z.infer<typeof RegistrationFieldInputSchema>;

export const AuditLogRowSchema = z.object({
  id: z.string(),
  operator: z.string(),
  action: z.string(),
  entity: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string(),
  createdAt: z.string(),
});

export const opsApi = {
  login: endpoint({
    method: 'POST',
    path: '/ops/api/session/login',
    body: OpsLoginInputSchema,
    response: z.object({ token: z.string(), username: z.string(), expiresAt: z.string() }),
    auth: 'none',
    summary: 'Operator login',
    tags: ['ops'],
  }),
  captcha: endpoint({
    method: 'GET',
    path: '/ops/api/session/captcha',
    response: z.string(),
    auth: 'none',
    summary: 'New captcha for operator login (base64 PNG; sets the captcha_id cookie, Path=/ops/api)',
    tags: ['ops'],
  }),
  logout: endpoint({
    method: 'POST',
    path: '/ops/api/session/logout',
    response: EmptyValueSchema,
    auth: 'operator',
    summary: 'Operator logout (ends this token)',
    tags: ['ops'],
  }),
  getStatus: endpoint({
    method: 'GET',
    path: '/ops/api/system/status',
    response: OpsSystemStatusSchema,
    auth: 'operator',
    summary: 'Maintenance switch and message',
    tags: ['ops'],
  }),
  putStatus: endpoint({
    method: 'PUT',
    path: '/ops/api/system/status',
    body: OpsSystemStatusInputSchema,
    response: OpsSystemStatusSchema,
    auth: 'operator',
    summary: 'Switch maintenance on (1) or off (0)',
    tags: ['ops'],
  }),
  getRegionRules: endpoint({
    method: 'GET',
    path: '/ops/api/system/region-rules',
    response: RegionRulesSchema,
    auth: 'operator',
    summary: 'Region restriction rules',
    tags: ['ops'],
  }),
  putRegionRules: endpoint({
    method: 'PUT',
    path: '/ops/api/system/region-rules',
    body: RegionRulesSchema,
    response: RegionRulesSchema,
    auth: 'operator',
    summary: 'Replace region restriction rules',
    tags: ['ops'],
  }),
  getFlags: endpoint({
    method: 'GET',
    path: '/ops/api/system/feature-flags',
    response: z.record(z.enum(FEATURE_FLAGS), z.boolean()),
    auth: 'operator',
    summary: 'Feature flags',
    tags: ['ops'],
  }),
  patchFlags: endpoint({
    method: 'PATCH',
    path: '/ops/api/system/feature-flags',
    body: FeatureFlagsInputSchema,
    response: z.record(z.enum(FEATURE_FLAGS), z.boolean()),
    auth: 'operator',
    summary: 'Switch feature flags on or off',
    tags: ['ops'],
  }),
  getLanguages: endpoint({
    method: 'GET',
    path: '/ops/api/system/languages',
    response: LanguagesSchema,
    auth: 'operator',
    summary: 'Supported and default languages',
    tags: ['ops'],
  }),
  putLanguages: endpoint({
    method: 'PUT',
    path: '/ops/api/system/languages',
    body: LanguagesSchema,
    response: LanguagesSchema,
    auth: 'operator',
    summary: 'Set supported and default languages',
    tags: ['ops'],
  }),
  patchBrand: endpoint({
    method: 'PATCH',
    path: '/ops/api/system/brand',
    body: BrandInputSchema,
    response: BrandSchema,
    auth: 'operator',
    summary: 'Brand configuration',
    tags: ['ops'],
  }),
  putModule: endpoint({
    method: 'PUT',
    path: '/ops/api/system/modules/:modId',
    params: z.object({ modId: z.string().max(64) }),
    body: ModuleToggleInputSchema,
    response: z.object({ modId: z.string(), enabled: z.boolean() }),
    auth: 'operator',
    summary: 'Switch one whitelabel module on or off',
    tags: ['ops'],
  }),
  putRegistrationField: endpoint({
    method: 'PUT',
    path: '/ops/api/system/registration-fields/:field',
    params: z.object({ field: z.string().max(64) }),
    body: RegistrationFieldInputSchema,
    response: RegistrationFieldSettingSchema,
    auth: 'operator',
    summary: "Set one registration field's visibility, required flag and rule",
    tags: ['ops'],
  }),
  auditLogs: endpoint({
    method: 'GET',
    path: '/ops/api/audit-logs',
    query: PageQuerySchema.strict(),
    response: pageOf(AuditLogRowSchema),
    auth: 'operator',
    summary: 'Operator audit log, newest first',
    tags: ['ops'],
  }),
};
