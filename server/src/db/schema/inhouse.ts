import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { member } from './member';

/**
 * Provably-fair seed pairs of the in-house games: one active pair per member and
 * game. The server seed stays secret until `revealed_at` (a rotation); its SHA-256 is published
 * from the start. `nonce` is the nonce of the next round.
 */
export const inhouseSeedPair = pgTable(
  'inhouse_seed_pair',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => member.id),
    game: text('game').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('inhouse_seed_pair_active_uq')
      .on(t.memberId, t.game)
      .where(sql`${t.revealedAt} is null`),
    check('inhouse_seed_pair_game_ck', sql`${t.game} in ('slot', 'dice', 'mines')`),
    check('inhouse_seed_pair_nonce_ck', sql`${t.nonce} >= 0`),
  ],
);

/**
 * One round of an in-house game: the stake and win (minor units), the balances around it, the
 * seed pair and nonce that decided it, the outcome and the provider transaction ids. Mines rounds
 * stay `open` between the bet and the win (a closed tab resumes them).
 */
export const inhouseRound = pgTable(
  'inhouse_round',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Public id (also the provider API roundId). */
    roundId: text('round_id').notNull().unique(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => member.id),
    game: text('game').notNull(),
    gameCode: text('game_code').notNull(),
    /** The page's request id: the same request twice answers the same round. */
    requestId: text('request_id').notNull(),
    seedPairId: bigint('seed_pair_id', { mode: 'number' })
      .notNull()
      .references(() => inhouseSeedPair.id),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    /** pending (bet not confirmed yet), open (mines in play), settled, rejected (bet refused). */
    status: text('status').notNull(),
    currency: text('currency').notNull(),
    betMinor: bigint('bet_minor', { mode: 'bigint' }).notNull(),
    winMinor: bigint('win_minor', { mode: 'bigint' }),
    balanceBeforeMinor: bigint('balance_before_minor', { mode: 'bigint' }),
    balanceAfterMinor: bigint('balance_after_minor', { mode: 'bigint' }),
    /** Game parameters chosen by the player (dice direction/target, mines count). */
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    /** Engine outcome (mines: layout and revealed cells; the layout is never sent before the end). */
    outcome: jsonb('outcome').$type<Record<string, unknown>>().notNull(),
    betTransactionId: text('bet_transaction_id').notNull(),
    winTransactionId: text('win_transaction_id'),
    platformBetTxId: text('platform_bet_tx_id'),
    platformWinTxId: text('platform_win_tx_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('inhouse_round_request_uq').on(t.memberId, t.requestId),
    uniqueIndex('inhouse_round_nonce_uq').on(t.seedPairId, t.nonce),
    // At most one unfinished mines round per member (a closed tab resumes it).
    uniqueIndex('inhouse_round_open_mines_uq')
      .on(t.memberId)
      .where(sql`${t.game} = 'mines' and ${t.status} in ('pending', 'open')`),
    index('inhouse_round_member_game_idx').on(t.memberId, t.game, t.id),
    check(
      'inhouse_round_status_ck',
      sql`${t.status} in ('pending', 'open', 'settled', 'rejected')`,
    ),
    check('inhouse_round_bet_ck', sql`${t.betMinor} > 0`),
    check('inhouse_round_win_ck', sql`${t.winMinor} is null or ${t.winMinor} >= 0`),
  ],
);
