import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Issued captchas (GET /wps/captcha). The code is kept only as HMAC-SHA256(code_key, code) with
 * a random key per row; a row is single use (used_at) and lives 2 minutes (expires_at).
 */
export const captcha = pgTable(
  'captcha',
  {
    id: text('id').primaryKey(),
    codeHash: text('code_hash').notNull(),
    codeKey: text('code_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    ip: text('ip').notNull(),
  },
  (t) => [index('captcha_expires_at_idx').on(t.expiresAt)],
);
