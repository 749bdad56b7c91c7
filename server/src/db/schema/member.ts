import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Players and agents. `username` is stored NFKC-normalised and unique case-insensitively.
 * `account_type` is SPEC.md's isAgent: 0 member, 1/2/41/42 agent types, 4 trial account.
 */
export const member = pgTable(
  'member',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    username: text('username').notNull(),
    nickname: text('nickname').notNull().default(''),
    /** argon2id; null for an account that has no password yet (e.g. created by an agent). */
    passwordHash: text('password_hash'),
    paymentPasswordHash: text('payment_password_hash'),
    accountType: integer('account_type').notNull().default(0),
    uplineId: bigint('upline_id', { mode: 'number' }).references((): AnyPgColumn => member.id),
    mobileNum: text('mobile_num'),
    countryDialingCode: text('country_dialing_code'),
    email: text('email'),
    clubLabelName: text('club_label_name').notNull().default(''),
    clubColor: text('club_color').notNull().default(''),
    clubColor2: text('club_color2').notNull().default(''),
    clubRankLevel: integer('club_rank_level').notNull().default(0),
    status: text('status').notNull().default('active'),
    firstLoginAt: timestamp('first_login_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** The password is still the default (123456): login answers passwordExpired. */
    passwordDefault: boolean('password_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('member_username_idx').on(sql`lower(${t.username})`),
    index('member_upline_idx').on(t.uplineId),
    check('member_status', sql`${t.status} in ('active', 'disabled')`),
    check('member_account_type', sql`${t.accountType} in (0, 1, 2, 4, 41, 42)`),
  ],
);

/** Coloured labels shown beside a member (member info `memberLabel`). */
export const memberLabel = pgTable(
  'member_label',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => member.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    textColor: text('text_color').notNull(),
    bgColor: text('bg_color').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('member_label_member_idx').on(t.memberId, t.sort)],
);

/**
 * Member sessions: only the token's SHA-256 is stored. Expiry rules live in
 * modules/session/session.constants.ts (idle on last_seen_at, absolute on expires_at).
 */
export const memberSession = pgTable(
  'member_session',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => member.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('member_session_member_idx').on(t.memberId)],
);

/** Failed-login counters for throttling, keyed `u:<username>` or `ip:<address>`. */
export const loginAttempt = pgTable(
  'login_attempt',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull().default(0),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_attempt_last_failure_idx').on(t.lastFailureAt)],
);
