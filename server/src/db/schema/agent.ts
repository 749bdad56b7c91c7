import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { member } from './member';

/**
 * The agent tree as a closure table (owned by modules/agent): one row per (ancestor, descendant)
 * pair of the upline chain, the member itself included at depth 0. Kept by database triggers on
 * `member` (insert; update of upline_id) in the statement that changes the member, so it is always
 * in step with `member.upline_id` whoever writes it (registration, seeds, operator moves, set-based
 * SQL). "All descendants of X": `ancestor_id = X and depth > 0`; "direct downlines of X":
 * `ancestor_id = X and depth = 1`; "uplines of X": `descendant_id = X`. See docs/decisions.md.
 */
export const agentTree = pgTable(
  'agent_tree',
  {
    ancestorId: bigint('ancestor_id', { mode: 'number' })
      .notNull()
      .references(() => member.id, { onDelete: 'cascade' }),
    descendantId: bigint('descendant_id', { mode: 'number' })
      .notNull()
      .references(() => member.id, { onDelete: 'cascade' }),
    depth: integer('depth').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ancestorId, t.descendantId] }),
    index('agent_tree_ancestor_depth_idx').on(t.ancestorId, t.depth, t.descendantId),
    index('agent_tree_descendant_idx').on(t.descendantId, t.depth),
    check('agent_tree_depth', sql`${t.depth} >= 0`),
  ],
);

/** Operator moves of a member under another upline (history; the move itself updates member.upline_id). */
export const agentMove = pgTable(
  'agent_move',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => member.id, { onDelete: 'cascade' }),
    fromUplineId: bigint('from_upline_id', { mode: 'number' }).references(() => member.id),
    toUplineId: bigint('to_upline_id', { mode: 'number' }).references(() => member.id),
    /** Operator username. */
    movedBy: text('moved_by').notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('agent_move_member_idx').on(t.memberId, t.createdAt)],
);

/**
 * Rebate rates: a member's share of its own and its team's valid turnover per game type, in basis
 * points (1 = 0.01 %). An upline sets it for a direct downline, never above its own; the operator
 * sets a top agent's (its maximum). No row: 0.
 */
export const agentRebateRate = pgTable(
  'agent_rebate_rate',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => member.id, { onDelete: 'cascade' }),
    gameType: text('game_type').notNull(),
    rateBp: integer('rate_bp').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.gameType] }),
    check('agent_rebate_rate_range', sql`${t.rateBp} between 0 and 10000`),
  ],
);

/**
 * Rebates earned on settled bets, one row per (bet, earner): `amount_e4` is bet × rate difference
 * in 1/10000 of a minor unit (exact); the day's payout rounds the sum down to the minor unit.
 * `day` is the UTC date the bet settled. `payout_id` is set by the payout that paid it.
 */
export const agentRebateAccrual = pgTable(
  'agent_rebate_accrual',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    earnerId: bigint('earner_id', { mode: 'number' })
      .notNull()
      .references(() => member.id),
    bettorId: bigint('bettor_id', { mode: 'number' })
      .notNull()
      .references(() => member.id),
    /** The settled bet: provider transaction row id. */
    betRef: text('bet_ref').notNull(),
    gameType: text('game_type').notNull(),
    betMinor: bigint('bet_minor', { mode: 'bigint' }).notNull(),
    /** Earner's effective rate minus the one below it in the chain (basis points). */
    rateBp: integer('rate_bp').notNull(),
    amountE4: bigint('amount_e4', { mode: 'bigint' }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    payoutId: bigint('payout_id', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('agent_rebate_accrual_bet_earner_idx').on(t.betRef, t.earnerId),
    index('agent_rebate_accrual_unpaid_idx').on(t.day, t.earnerId).where(sql`${t.payoutId} is null`),
    index('agent_rebate_accrual_earner_idx').on(t.earnerId, t.day),
    check('agent_rebate_accrual_positive', sql`${t.amountE4} > 0 and ${t.rateBp} > 0`),
  ],
);

/** One rebate payout per earner and UTC day (unique): the ledger transaction REBATE_PAYOUT that paid it. */
export const agentRebatePayout = pgTable(
  'agent_rebate_payout',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    earnerId: bigint('earner_id', { mode: 'number' })
      .notNull()
      .references(() => member.id),
    day: date('day', { mode: 'string' }).notNull(),
    /** Sum of the day's accruals (1/10000 minor unit) and what was paid (rounded down). */
    accruedE4: bigint('accrued_e4', { mode: 'bigint' }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    /** Null when the day's total rounds down to 0.00 (nothing posted). */
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('agent_rebate_payout_earner_day_idx').on(t.earnerId, t.day),
    index('agent_rebate_payout_day_idx').on(t.day),
  ],
);

/**
 * Agents' referral links (the agent centre's register centre): a random code of 8 characters
 * (unique, upper case) that registration takes as `referralCode`, placing the new member under the
 * agent with the link's rebate rates (per game type, basis points; each at most the agent's own
 * when the link was made). A disabled link registers nobody; its rows stay for the counts.
 */
export const agentReferralLink = pgTable(
  'agent_referral_link',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    agentId: bigint('agent_id', { mode: 'number' })
      .notNull()
      .references(() => member.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    rebate: jsonb('rebate').$type<Record<string, number>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('agent_referral_link_code_idx').on(t.code),
    index('agent_referral_link_agent_idx').on(t.agentId, t.createdAt),
  ],
);

/** Members registered through a referral link (one row per member; the link's registrations count). */
export const agentReferralSignup = pgTable(
  'agent_referral_signup',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .primaryKey()
      .references(() => member.id, { onDelete: 'cascade' }),
    linkId: bigint('link_id', { mode: 'number' })
      .notNull()
      .references(() => agentReferralLink.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('agent_referral_signup_link_idx').on(t.linkId)],
);
