import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { game } from './games';
import { ledgerTransaction } from './ledger';
import { member } from './member';

/**
 * Per-vendor integration settings (docs/games.md "Adapters"). A vendor code without a row uses
 * the defaults: adapter INHOUSE for the INHOUSE vendor and VSIM (the built-in vendor simulator)
 * for every other catalogue vendor, seamless wallet, enabled, secret derived from
 * VENDOR_SECRET_KEY. Rows are written by the operator (`PUT /ops/api/providers/vendors/:code`).
 */
export const providerVendor = pgTable(
  'provider_vendor',
  {
    /** A catalogue vendor code (PG, JDB, INHOUSE) or an integration code calling the API (VSIM). */
    code: text('code').primaryKey(),
    /** Which integration launches this vendor's games: INHOUSE, VSIM, or the vendor itself (DIRECT). */
    adapter: text('adapter').notNull(),
    walletMode: text('wallet_mode').notNull().default('seamless'),
    enabled: boolean('enabled').notNull().default(true),
    /** An explicit signing secret; null derives it from VENDOR_SECRET_KEY. */
    secret: text('secret'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('provider_vendor_wallet_mode', sql`${t.walletMode} in ('seamless', 'transfer')`),
    check('provider_vendor_adapter', sql`${t.adapter} ~ '^[A-Z0-9_]{1,16}$'`),
  ],
);

/** What a launch code and the launch token exchanged for it are bound to (the same columns). */
const launchBinding = () => ({
  memberId: bigint('member_id', { mode: 'number' })
    .notNull()
    .references(() => member.id, { onDelete: 'cascade' }),
  gameId: bigint('game_id', { mode: 'number' })
    .notNull()
    .references(() => game.id, { onDelete: 'cascade' }),
  /** The game's catalogue vendor (PG). */
  vendor: text('vendor').notNull(),
  /** The integration code allowed to use it (VSIM, INHOUSE, or the vendor's own code). */
  adapter: text('adapter').notNull(),
  gameCode: text('game_code').notNull(),
  language: text('language').notNull(),
  walletMode: text('wallet_mode').notNull().default('seamless'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Launch tokens: 256 random bits, stored as SHA-256, bound to the member, the game's vendor and
 * game, valid LAUNCH_TOKEN_TTL_HOURS. Issued only by exchanging a launch code (below), never put in
 * an address. The vendor presents it to authenticate and bet.
 */
export const gameLaunchToken = pgTable(
  'game_launch_token',
  { tokenHash: text('token_hash').primaryKey(), ...launchBinding() },
  (t) => [
    index('game_launch_token_member_idx').on(t.memberId, t.createdAt),
    index('game_launch_token_expiry_idx').on(t.expiresAt),
  ],
);

/**
 * One-time launch codes (`POST /wps/game/launchGame`): the game address carries one (`#code=`),
 * 256 random bits stored as SHA-256 with what the launch token will be bound to. The game page or
 * the vendor exchanges it once within LAUNCH_CODE_TTL_SECONDS (`POST /provider/v1/exchange`): one
 * `UPDATE ... WHERE used_at IS NULL AND expires_at > now() RETURNING` marks it used and the token
 * row is written in the same transaction, so of concurrent exchanges in any process exactly one wins.
 */
export const gameLaunchCode = pgTable(
  'game_launch_code',
  {
    codeHash: text('code_hash').primaryKey(),
    ...launchBinding(),
    /** Set by the one exchange that succeeded. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('game_launch_code_expiry_idx').on(t.expiresAt)],
);

/**
 * Every provider call that moves money (bet, win, rollback) and every rollback tombstone, keyed by
 * (calling vendor, the vendor's transaction id): the idempotency record. `response` is the first
 * answer, given again to a replay with the same `request_hash`.
 * A TOMBSTONE row takes the id of a bet that was rolled back before it arrived, so the late bet
 * collides with it and is refused.
 */
export const providerTransaction = pgTable(
  'provider_transaction',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    vendor: text('vendor').notNull(),
    transactionId: text('transaction_id').notNull(),
    kind: text('kind').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => member.id),
    roundRowId: bigint('round_row_id', { mode: 'number' }),
    /** For WIN and ROLLBACK: the bet they refer to. */
    betTransactionId: text('bet_transaction_id'),
    amount: bigint('amount', { mode: 'bigint' }).notNull().default(sql`0`),
    /** BET: active | rolled_back | won. Others: done. */
    state: text('state').notNull().default('done'),
    requestHash: text('request_hash').notNull(),
    response: jsonb('response').$type<Record<string, unknown>>(),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).references(() => ledgerTransaction.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('provider_transaction_key_idx').on(t.vendor, t.transactionId),
    index('provider_transaction_bet_idx').on(t.vendor, t.betTransactionId),
    // The betting record's round detail lists a round's postings.
    index('provider_transaction_round_idx').on(t.roundRowId),
    check('provider_transaction_kind', sql`${t.kind} in ('BET', 'WIN', 'ROLLBACK', 'TOMBSTONE')`),
    check('provider_transaction_state', sql`${t.state} in ('active', 'rolled_back', 'won', 'done')`),
    check('provider_transaction_amount', sql`${t.amount} >= 0`),
  ],
);

/**
 * One game round per (calling vendor, roundId, member): what the betting record reads. `bet` is the
 * sum of the round's live bets (rolled-back bets subtracted), `win` the sum of its wins.
 */
export const gameRound = pgTable(
  'game_round',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The integration that reported it (VSIM, INHOUSE, PG). */
    vendor: text('vendor').notNull(),
    /** The game's catalogue vendor. */
    gameVendor: text('game_vendor').notNull(),
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => game.id),
    gameCode: text('game_code').notNull(),
    roundId: text('round_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => member.id),
    currency: text('currency').notNull(),
    demo: boolean('demo').notNull().default(false),
    /** The wallet played from: '' for MAIN (seamless), else the vendor wallet's code (transfer). */
    wallet: text('wallet').notNull().default(''),
    bet: bigint('bet', { mode: 'bigint' }).notNull().default(sql`0`),
    win: bigint('win', { mode: 'bigint' }).notNull().default(sql`0`),
    /** open | settled | rolled_back */
    status: text('status').notNull().default('open'),
    /** Balance of the played wallet before the round's first bet and after its last move. */
    balanceBefore: bigint('balance_before', { mode: 'bigint' }),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('game_round_key_idx').on(t.vendor, t.roundId, t.memberId),
    index('game_round_member_idx').on(t.memberId, t.createdAt),
    index('game_round_game_idx').on(t.gameId, t.createdAt),
    /** The rounds of a time range whoever played them (the team overview's partial hours). */
    index('game_round_created_idx').on(t.createdAt),
    check('game_round_status', sql`${t.status} in ('open', 'settled', 'rolled_back')`),
    check('game_round_amounts', sql`${t.bet} >= 0 and ${t.win} >= 0`),
  ],
);
