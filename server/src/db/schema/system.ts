import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Translations } from '@sorte/contracts/common/locale';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** One row: the brand this deployment runs (id is always 1). */
export const brand = pgTable(
  'brand',
  {
    id: integer('id').primaryKey().default(1),
    name: text('name').notNull(),
    platform: text('platform').notNull(),
    merchantCode: text('merchant_code').notNull(),
    lotteryType: text('lottery_type').notNull(),
    device: text('device').notNull(),
    defaultLanguage: text('default_language').notNull(),
    languages: text('languages').array().notNull(),
    defaultGameLanguage: text('default_game_language').notNull(),
    prizeModes: text('prize_modes').array().notNull(),
    currency: text('currency').notNull(),
    currencySymbol: text('currency_symbol').notNull(),
    minimumAge: integer('minimum_age').notNull().default(18),
    licenseText: text('license_text').notNull().default(''),
    copyright: text('copyright').notNull().default(''),
    gtagId: text('gtag_id'),
    imageCdns: text('image_cdns').array().notNull(),
    launchGameCdns: text('launch_game_cdns').array().notNull(),
    domainList: text('domain_list').array().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('brand_singleton', sql`${t.id} = 1`)],
);

/** One row: the maintenance switch. */
export const systemStatus = pgTable(
  'system_status',
  {
    id: integer('id').primaryKey().default(1),
    status: integer('status').notNull().default(0),
    message: text('message').notNull().default(''),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('system_status_singleton', sql`${t.id} = 1`),
    check('system_status_value', sql`${t.status} in (0, 1)`),
  ],
);

/** One row: region restriction (see docs/decisions.md). */
export const regionRules = pgTable(
  'region_rules',
  {
    id: integer('id').primaryKey().default(1),
    blockedCountries: text('blocked_countries').array().notNull().default(sql`'{}'`),
    blockedRanges: text('blocked_ranges').array().notNull().default(sql`'{}'`),
    allowedRanges: text('allowed_ranges').array().notNull().default(sql`'{}'`),
    geo: jsonb('geo').$type<{ range: string; country: string }[]>().notNull().default([]),
    message: text('message').notNull().default(''),
    updatedAt: updatedAt(),
  },
  (t) => [check('region_rules_singleton', sql`${t.id} = 1`)],
);

export const featureFlag = pgTable('feature_flag', {
  key: text('key').primaryKey(),
  enabled: boolean('enabled').notNull(),
  updatedAt: updatedAt(),
});

/** The whitelabel module tree: a node per feature, children by parent id. */
export const whitelabelModule = pgTable(
  'whitelabel_module',
  {
    modId: text('mod_id').primaryKey(),
    parentId: text('parent_id'),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('whitelabel_module_parent_idx').on(t.parentId, t.sort)],
);

export const resource = pgTable('resource', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  resourceType: text('resource_type').notNull(),
  url: text('url').notNull(),
  qrCodeUrl: text('qr_code_url'),
  labelNameEn: text('label_name_en').notNull(),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

export const customerServicePath = pgTable('customer_service_path', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  type: integer('type').notNull(),
  /** Encrypted link (contracts/system/cs-path.ts). */
  path: text('path').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const banner = pgTable(
  'banner',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    groupName: text('group_name').notNull(),
    /** Image per locale (falls back to the default locale's). */
    imageUrl: jsonb('image_url').$type<Translations>().notNull(),
    title: jsonb('title').$type<Translations>().notNull(),
    linkageType: text('linkage_type').notNull().default('NONE'),
    linkage: text('linkage'),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('banner_group_idx').on(t.groupName, t.sort)],
);

export const announcement = pgTable(
  'announcement',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    platform: text('platform').notNull().default('W'),
    title: jsonb('title').$type<Translations>().notNull(),
    content: jsonb('content').$type<Translations>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    enabled: boolean('enabled').notNull().default(true),
    /** PLAYERS: the site's notices; AGENTS: only the agent centre's announcements. */
    audience: text('audience').notNull().default('PLAYERS'),
    createdAt: createdAt(),
  },
  (t) => [
    check('announcement_type', sql`${t.type} in ('B', 'PL', 'PU', 'PR', 'H')`),
    check('announcement_audience', sql`${t.audience} in ('PLAYERS', 'AGENTS')`),
    index('announcement_type_idx').on(t.type, t.publishedAt),
  ],
);

export const helpSection = pgTable('help_section', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  section: text('section').notNull().unique(),
  title: jsonb('title').$type<Translations>().notNull(),
  /** Operator HTML; the web sanitises it (allow-list) before rendering. */
  content: jsonb('content').$type<Translations>().notNull(),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

export const gameCategory = pgTable('game_category', {
  code: text('code').primaryKey(),
  route: text('route').notNull(),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

export const vendor = pgTable(
  'vendor',
  {
    code: text('code').notNull(),
    category: text('category')
      .notNull()
      .references(() => gameCategory.code),
    vassalage: text('vassalage').notNull(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.category, t.code] })],
);

/** Per-field registration settings and rules (docs/product.md, "Validation"). */
export const registrationField = pgTable('registration_field', {
  field: text('field').primaryKey(),
  visible: boolean('visible').notNull().default(false),
  required: boolean('required').notNull().default(false),
  acceptedPattern: text('accepted_pattern').notNull().default('*'),
  patternId: integer('pattern_id').notNull().default(0),
  minLength: integer('min_length').notNull().default(0),
  maxLength: integer('max_length').notNull().default(255),
});

/** Operators of the brand: separate from players. */
export const operator = pgTable(
  'operator',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull().default('admin'),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('operator_username_idx').on(sql`lower(${t.username})`)],
);

export const operatorSession = pgTable(
  'operator_session',
  {
    tokenHash: text('token_hash').primaryKey(),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => operator.id),
    createdAt: createdAt(),
    /** Last use, written at most once a minute: the idle expiry (OPS_SESSION_IDLE_MINUTES). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('operator_session_operator_idx').on(t.operatorId)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => operator.id),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip').notNull(),
    requestId: text('request_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt)],
);

/** Records that a one-time job (demo seed, scheduled runs) ran; the key is unique. */
export const jobRun = pgTable('job_run', {
  key: text('key').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});
