import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  foreignKey,
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
import { member } from './member';
import { vendor } from './system';

const GAME_TYPE_SQL = sql.raw(
  `('RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'LOTT', 'INHOUSE')`,
);

/**
 * The game catalogue (docs/architecture.md "Games"). A game belongs to the vendor row of its
 * category: (game_type, vendor) references vendor (category, code), so esports games sit
 * under ESPORTS vendors. Imported by the operator (POST /ops/api/games/import, CLI
 * games:import); launch, the provider API and records build on `id`, `node_id` and `vendor`.
 */
export const game = pgTable(
  'game',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The catalogue's own id of the game (favourites and launch requests name it). */
    nodeId: text('node_id').notNull(),
    vassalage: text('vassalage').notNull(),
    gameType: text('game_type').notNull(),
    gameClassify: text('game_classify').notNull(),
    /** Name per locale (at least en or pt); shown with pickTranslation's fallbacks. */
    gameName: jsonb('game_name').$type<Translations>().notNull(),
    code: text('code').notNull().default(''),
    defaultPlayType: text('default_play_type').notNull().default(''),
    accountTypeName: text('account_type_name').notNull().default(''),
    vendor: text('vendor').notNull(),
    /** The vendor's code for the game (unique per vendor). */
    gameCode: text('game_code').notNull(),
    /** GAME, or VASSALAGE: a vendor entry that opens a popup list of that vendor's games. */
    isGame: text('is_game').notNull().default('GAME'),
    /** Minimum bet in minor units. */
    minBet: bigint('min_bet', { mode: 'bigint' }).notNull().default(sql`0`),
    minLineNum: integer('min_line_num').notNull().default(0),
    isHot: boolean('is_hot').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    /** Trial accounts (isAgent 4) may play it with demo money. */
    demoAllowed: boolean('demo_allowed').notNull().default(false),
    /** Tile artwork path relative to the image CDN. */
    image: text('image').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('game_vendor_code_idx').on(t.vendor, t.gameCode),
    uniqueIndex('game_node_id_idx').on(t.nodeId),
    index('game_type_list_idx').on(t.gameType, t.enabled, t.sort, t.id),
    index('game_hot_idx').on(t.gameType, t.sort).where(sql`${t.isHot} and ${t.enabled}`),
    foreignKey({
      name: 'game_vendor_fk',
      columns: [t.gameType, t.vendor],
      foreignColumns: [vendor.category, vendor.code],
    }),
    check('game_type_value', sql`${t.gameType} in ${GAME_TYPE_SQL}`),
    check('game_is_game_value', sql`${t.isGame} in ('GAME', 'VASSALAGE')`),
    check('game_min_bet_nonnegative', sql`${t.minBet} >= 0`),
    check('game_min_line_num_nonnegative', sql`${t.minLineNum} >= 0`),
    check('game_classify_format', sql`${t.gameClassify} ~ '^[A-Z0-9_]{1,32}$'`),
  ],
);

/** A member's favourite games (add if absent, remove if present). */
export const gameFavourite = pgTable(
  'game_favourite',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => member.id, { onDelete: 'cascade' }),
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => game.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.gameId] }),
    index('game_favourite_member_idx').on(t.memberId, t.createdAt),
  ],
);

/** A member's recently launched games (written by the launch; the newest 50 are kept). */
export const gameRecent = pgTable(
  'game_recent',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => member.id, { onDelete: 'cascade' }),
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => game.id, { onDelete: 'cascade' }),
    lastPlayedAt: timestamp('last_played_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.gameId] }),
    index('game_recent_member_idx').on(t.memberId, t.lastPlayedAt),
    index('game_recent_played_idx').on(t.gameId, t.lastPlayedAt),
  ],
);
