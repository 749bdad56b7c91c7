import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { Translations } from '@sorte/contracts/common/locale';

/**
 * Promotions (the /promotions and /promoDetail pages; each has an id and a category).
 * Content only: title, summary and HTML content per locale, a cover under the image CDN and a
 * period. The player's status (coming soon / join / close) is derived from the period at read
 * time. Joining and claiming bonuses come with the bonus engine.
 */
export const promotion = pgTable(
  'promotion',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    category: text('category').notNull(),
    title: jsonb('title').$type<Translations>().notNull(),
    summary: jsonb('summary').$type<Translations>().notNull(),
    /** Operator HTML per locale, stored as written; sanitised where the web renders it. */
    content: jsonb('content').$type<Translations>().notNull(),
    /** Cover artwork relative to the image CDN (`promotions/welcome.svg`). */
    image: text('image').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('promotion_list_idx').on(t.enabled, t.category, t.sort, t.id),
    check(
      'promotion_category_value',
      sql`${t.category} in ('new_player', 'deposit', 'daily', 'vip', 'event')`,
    ),
    check(
      'promotion_period_order',
      sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`,
    ),
  ],
);
