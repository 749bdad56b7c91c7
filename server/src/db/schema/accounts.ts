import { sql } from 'drizzle-orm';
import {
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
import { member } from './member';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Agents' affiliate codes (GET /wps/agent/affiliate; registration's affiliateCode makes the agent
 * the new account's upline). Codes are unique case-insensitively.
 */
export const agentAffiliateCode = pgTable(
  'agent_affiliate_code',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    code: text('code').notNull(),
    agentId: bigint('agent_id', { mode: 'number' })
      .notNull()
      .references(() => member.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('agent_affiliate_code_code_idx').on(sql`upper(${t.code})`),
    index('agent_affiliate_code_agent_idx').on(t.agentId),
  ],
);

/**
 * One-time verification codes (SMS). Only HMAC-SHA256(key, code) is stored, as `key:hash`
 * (hex). Single use (consumed_at), expiring (expires_at), burnt after SMS_CODE_MAX_ATTEMPTS wrong
 * guesses. Rows also serve the per-number and per-IP send limits.
 */
export const verificationCode = pgTable(
  'verification_code',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    purpose: text('purpose').notNull(),
    channel: text('channel').notNull(),
    /** '+5511987654321' (dialing code + national number). */
    recipient: text('recipient').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('verification_code_channel', sql`${t.channel} in ('sms', 'mail')`),
    index('verification_code_recipient_idx').on(t.channel, t.recipient, t.createdAt),
    index('verification_code_ip_idx').on(t.channel, t.ip, t.createdAt),
  ],
);

/** What the outbox SMS and mail providers "send" (GET /ops/api/outbox). */
export const messageOutbox = pgTable(
  'message_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    purpose: text('purpose').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('message_outbox_channel', sql`${t.channel} in ('sms', 'mail')`),
    index('message_outbox_created_idx').on(t.createdAt),
    index('message_outbox_recipient_idx').on(t.recipient, t.createdAt),
  ],
);

/** Bot-check challenges already answered (single use), kept until they expire. */
export const botCheckUsed = pgTable(
  'bot_check_used',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('bot_check_used_expires_idx').on(t.expiresAt)],
);

/** Forgot-by-e-mail reset links: the token's SHA-256, 1 hour, single use. */
export const passwordResetToken = pgTable(
  'password_reset_token',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => member.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_token_member_idx').on(t.memberId, t.createdAt)],
);
