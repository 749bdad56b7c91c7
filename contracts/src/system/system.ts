import { z } from 'zod';
import { EmptyValueSchema, endpoint } from '../common/envelope';
import { SYSTEM_ROUTES } from './routes';
import { LOCALES } from '../common/locale';
import {
  ANNOUNCEMENT_TYPES,
  BANNER_GROUPS,
  FEATURE_FLAGS,
  LINKAGE_TYPES,
  PRIZE_MODES,
} from './constants';

export const SystemStatusSchema = z.object({
  /** 0 normal, 1 maintenance (wins), 2 region restricted. */
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  message: z.string(),
  ip: z.string(),
});
export type SystemStatus = z.infer<typeof SystemStatusSchema>;

export interface ModuleNode {
  modId: string;
  enabled: boolean;
  childrenNodes: ModuleNode[];
}
export const ModuleNodeSchema: z.ZodType<ModuleNode> = z.lazy(() =>
  z.object({
    modId: z.string(),
    enabled: z.boolean(),
    childrenNodes: z.array(ModuleNodeSchema),
  }),
);

export const ValidationRuleSchema = z.object({
  /** A regular expression source, or '*' for anything. */
  acceptedPattern: z.string(),
  patternId: z.number().int().min(0).max(20),
  minLength: z.number().int().min(0),
  maxLength: z.number().int().min(0),
});
export type ValidationRule = z.infer<typeof ValidationRuleSchema>;

export const RegistrationFieldSettingSchema = ValidationRuleSchema.extend({
  field: z.string(),
  visible: z.boolean(),
  required: z.boolean(),
});
export type RegistrationFieldSetting = z.infer<typeof RegistrationFieldSettingSchema>;

/** GET /wps/system/setting/register: every field's setting (hidden ones too) and the tab flags. */
export const RegisterSettingsSchema = z.object({
  fields: z.array(RegistrationFieldSettingSchema),
  /** Flag MOBILE_REGISTRATION: the mobile registration tab is offered. */
  mobileRegistration: z.boolean(),
  /** Flag USERNAME_REGISTRATION: the username registration tab is offered. */
  usernameRegistration: z.boolean(),
  /** Flag SMS_VERIFICATION: an SMS code is asked for. */
  smsVerification: z.boolean(),
});
export type RegisterSettings = z.infer<typeof RegisterSettingsSchema>;

export const ResourceSchema = z.object({
  id: z.string(),
  resourceType: z.string(),
  url: z.string(),
  qrCodeUrl: z.string().nullable(),
  labelNameEn: z.string(),
});
export type Resource = z.infer<typeof ResourceSchema>;

export const CustomerServicePathSchema = z.object({
  type: z.number().int(),
  /** Encrypted link; see contracts/system/cs-path.ts. */
  path: z.string(),
});

export const BrandSchema = z.object({
  name: z.string(),
  platform: z.string(),
  merchantCode: z.string(),
  lotteryType: z.string(),
  device: z.string(),
  defaultLanguage: z.enum(LOCALES),
  languages: z.array(z.enum(LOCALES)).min(1),
  defaultGameLanguage: z.enum(LOCALES),
  prizeModes: z.array(z.enum(PRIZE_MODES)),
  currency: z.string().length(3),
  currencySymbol: z.string(),
  minimumAge: z.number().int(),
  licenseText: z.string(),
  copyright: z.string(),
});
export type Brand = z.infer<typeof BrandSchema>;

export const VendorSchema = z.object({
  vendor: z.string(),
  vassalage: z.string(),
  name: z.string(),
  gameType: z.string(),
});
export type Vendor = z.infer<typeof VendorSchema>;

export const GameCategorySchema = z.object({
  gameCategory: z.string(),
  route: z.string(),
  vendors: z.array(VendorSchema),
});
export type GameCategory = z.infer<typeof GameCategorySchema>;

export const FeatureFlagsSchema = z.record(z.enum(FEATURE_FLAGS), z.boolean());

export const PermissionQuerySchema = z.object({ url: z.string().max(2048).optional() }).strict();

export const PermissionSchema = z.object({
  brand: BrandSchema,
  whitelabel: z.array(ModuleNodeSchema),
  flags: FeatureFlagsSchema,
  registration: z.object({ rules: z.record(z.string(), RegistrationFieldSettingSchema) }),
  resources: z.array(ResourceSchema),
  customerService: z.object({ pathList: z.array(CustomerServicePathSchema) }),
  analytics: z.object({ gtagId: z.string().nullable() }),
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
  location: z.object({ ip: z.string(), country: z.string().nullable() }),
  maintenance: z.object({ enabled: z.boolean(), message: z.string() }),
  regionRestriction: z.object({ restricted: z.boolean(), message: z.string() }),
  categories: z.array(GameCategorySchema),
});
export type Permission = z.infer<typeof PermissionSchema>;

export const DomainRouteSchema = z.object({
  domainList: z.array(z.object({ domain: z.string(), url: z.string() })),
  resources: z.array(ResourceSchema),
});

export const HelpSectionSchema = z.object({
  id: z.string(),
  /** Anchor used by /help#section. */
  section: z.string(),
  title: z.string(),
  /** Sanitised HTML (operator-authored). */
  content: z.string(),
});
export const HelpCenterSchema = z.object({ sections: z.array(HelpSectionSchema) });
export type HelpSection = z.infer<typeof HelpSectionSchema>;

export const BannerSchema = z.object({
  bannerId: z.string(),
  groupName: z.enum(BANNER_GROUPS),
  url: z.string(),
  title: z.string(),
  linkageType: z.enum(LINKAGE_TYPES),
  linkage: z.string().nullable(),
});
export type Banner = z.infer<typeof BannerSchema>;

export const AnnouncementSchema = z.object({
  id: z.string(),
  type: z.enum(ANNOUNCEMENT_TYPES),
  title: z.string(),
  content: z.string(),
  /** ISO-8601 UTC. */
  timestamp: z.string(),
});
export type Announcement = z.infer<typeof AnnouncementSchema>;

const csv = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .transform((s) => s.split(',').map((v) => v.trim()).filter(Boolean))
    .pipe(z.array(z.enum(values)));

export const NoticesQuerySchema = z
  .object({
    types: csv(ANNOUNCEMENT_TYPES).default(['B', 'PL', 'PU', 'PR']),
    platform: z.literal('W').default('W'),
    execution: z.literal('B').optional(),
    groups: csv(BANNER_GROUPS).optional(),
    language: z.string().max(10).optional(),
  })
  .strict();

export const NoticesSchema = z.object({
  player: z.array(AnnouncementSchema),
  banners: z.array(BannerSchema),
  popup: z.array(AnnouncementSchema),
  promotion: z.array(AnnouncementSchema),
});
export type Notices = z.infer<typeof NoticesSchema>;

export const LanguageChangeInputSchema = z.object({ language: z.string().min(2).max(10) }).strict();

export const systemApi = {
  status: endpoint({
    ...SYSTEM_ROUTES.status,
    response: SystemStatusSchema,
    summary: 'System status: 0 normal, 1 maintenance (wins), 2 region restricted',
    tags: ['system'],
  }),
  permission: endpoint({
    ...SYSTEM_ROUTES.permission,
    query: PermissionQuerySchema,
    response: PermissionSchema,
    summary: 'Start-up configuration: whitelabel tree, rules, resources, location, maintenance',
    tags: ['system'],
  }),
  whitelabel: endpoint({
    ...SYSTEM_ROUTES.whitelabel,
    response: z.object({ modules: z.array(ModuleNodeSchema), flags: FeatureFlagsSchema }),
    summary: 'The whitelabel module tree and feature flags',
    tags: ['system'],
  }),
  domainRoute: endpoint({
    ...SYSTEM_ROUTES.domainRoute,
    response: DomainRouteSchema,
    summary: 'Routed domains (for the speed test) and resources',
    tags: ['system'],
  }),
  helpCenter: endpoint({
    ...SYSTEM_ROUTES.helpCenter,
    response: HelpCenterSchema,
    summary: 'Help-center sections in the request language',
    tags: ['system'],
  }),
  notices: endpoint({
    ...SYSTEM_ROUTES.notices,
    query: NoticesQuerySchema,
    response: NoticesSchema,
    summary: 'Announcements by type, banners by group, popup and promotion notices',
    tags: ['system'],
  }),
  language: endpoint({
    ...SYSTEM_ROUTES.language,
    body: LanguageChangeInputSchema,
    response: z.object({ language: z.enum(LOCALES) }),
    summary: 'Language-change notification; sets the language cookie',
    tags: ['system'],
  }),
  registerSettings: endpoint({
    ...SYSTEM_ROUTES.registerSettings,
    response: RegisterSettingsSchema,
    summary: 'Registration settings: every field with its rule, and the registration flags',
    tags: ['system'],
  }),
  health: endpoint({
    method: 'GET',
    path: '/healthz',
    response: EmptyValueSchema,
    summary: 'Liveness',
    tags: ['health'],
  }),
};
