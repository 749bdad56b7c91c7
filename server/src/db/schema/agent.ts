import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { member } from './member';
import { announcement } from './system';

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
 * An operator's correction of one earner's unpaid rebate day (owned by modules/agent): the payout
 * job pays `amount_minor` instead of the day's rounded-down accruals. Only before the day is paid.
 */
export const agentRebateAdjustment = pgTable(
  'agent_rebate_adjustment',
  {
    earnerId: bigint('earner_id', { mode: 'number' })
      .notNull()
      .references(() => member.id),
    day: date('day', { mode: 'string' }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    reason: text('reason').notNull(),
    adjustedBy: text('adjusted_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.earnerId, t.day] }),
    check('agent_rebate_adjustment_amount', sql`${t.amountMinor} >= 0`),
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

/**
 * What the brand allows per contract type (owned by modules/agent/salary): one row per type,
 * written by the migration (disabled) and set by the operator. See docs/decisions.md
 * "Salary and dividend contracts".
 */
export const agentContractSetting = pgTable(
  'agent_contract_setting',
  {
    type: text('type').primaryKey(),
    enabled: boolean('enabled').notNull().default(false),
    maxTiers: integer('max_tiers').notNull().default(5),
    /** Highest salary tier amount (minor units). */
    maxAmountMinor: bigint('max_amount_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    /** Highest dividend share (basis points). */
    maxShareBp: integer('max_share_bp').notNull().default(0),
    /** Minutes a computed settlement waits (operator review) before it is paid. */
    holdMinutes: integer('hold_minutes').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('agent_contract_setting_type', sql`${t.type} in ('DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY', 'DIVIDEND')`)],
);

/**
 * A salary or dividend contract: the upline (offerer) and a direct downline (holder), its tiers
 * (jsonb, the contracts' ContractTier list) and its life: OFFERED → ACTIVE or REJECTED; OFFERED or
 * ACTIVE → TERMINATED (by either side or the operator). At most one open (offered or active)
 * contract per downline and type (partial unique index).
 */
export const agentContract = pgTable(
  'agent_contract',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    uplineId: bigint('upline_id', { mode: 'number' })
      .notNull()
      .references(() => member.id),
    downlineId: bigint('downline_id', { mode: 'number' })
      .notNull()
      .references(() => member.id),
    tiers: jsonb('tiers').$type<{ threshold: string; activeMembers: number; amount?: string; shareBp?: number }[]>().notNull(),
    status: text('status').notNull().default('OFFERED'),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    terminatedAt: timestamp('terminated_at', { withTimezone: true }),
    /** upline, downline or operator. */
    terminatedBy: text('terminated_by'),
  },
  (t) => [
    uniqueIndex('agent_contract_open_idx')
      .on(t.downlineId, t.type)
      .where(sql`${t.status} in ('OFFERED', 'ACTIVE')`),
    index('agent_contract_upline_idx').on(t.uplineId, t.offeredAt),
    index('agent_contract_downline_idx').on(t.downlineId, t.offeredAt),
    index('agent_contract_active_idx').on(t.type, t.status),
    check('agent_contract_type', sql`${t.type} in ('DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY', 'DIVIDEND')`),
    check('agent_contract_status', sql`${t.status} in ('OFFERED', 'ACTIVE', 'REJECTED', 'TERMINATED')`),
    check('agent_contract_parties', sql`${t.uplineId} <> ${t.downlineId}`),
  ],
);

/**
 * One settlement per contract and period (unique (contract_id, period_key)): the period's team
 * figures, the tier reached, the gross, what the downlines' contracts take, the amount, and its
 * payment (status PENDING → PAID with the ledger transaction; PAID with no transaction when the
 * amount is 0.00). Dividends keep the negative balance carried to the next period.
 */
export const agentSettlement = pgTable(
  'agent_settlement',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    contractId: bigint('contract_id', { mode: 'number' })
      .notNull()
      .references(() => agentContract.id),
    type: text('type').notNull(),
    holderId: bigint('holder_id', { mode: 'number' })
      .notNull()
      .references(() => member.id),
    uplineId: bigint('upline_id', { mode: 'number' })
      .notNull()
      .references(() => member.id),
    periodKey: text('period_key').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    validTurnover: bigint('valid_turnover', { mode: 'bigint' }).notNull(),
    netLoss: bigint('net_loss', { mode: 'bigint' }).notNull(),
    activeMembers: integer('active_members').notNull(),
    carryIn: bigint('carry_in', { mode: 'bigint' }).notNull().default(sql`0`),
    carryOut: bigint('carry_out', { mode: 'bigint' }).notNull().default(sql`0`),
    tier: integer('tier'),
    gross: bigint('gross', { mode: 'bigint' }).notNull(),
    downlinesAmount: bigint('downlines_amount', { mode: 'bigint' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    adjustedBy: text('adjusted_by'),
    adjustReason: text('adjust_reason'),
    status: text('status').notNull().default('PENDING'),
    payableAt: timestamp('payable_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('agent_settlement_contract_period_idx').on(t.contractId, t.periodKey),
    index('agent_settlement_holder_idx').on(t.holderId, t.type, t.periodStart),
    index('agent_settlement_upline_idx').on(t.uplineId, t.type, t.periodStart),
    index('agent_settlement_pending_idx').on(t.payableAt).where(sql`${t.status} = 'PENDING'`),
    check('agent_settlement_status', sql`${t.status} in ('PENDING', 'PAID')`),
    check('agent_settlement_amount', sql`${t.amount} >= 0 and ${t.gross} >= 0 and ${t.downlinesAmount} >= 0`),
  ],
);

/** The lines of a settlement: each team member's figures, and each downline contract taken off. */
export const agentSettlementLine = pgTable(
  'agent_settlement_line',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    settlementId: bigint('settlement_id', { mode: 'number' })
      .notNull()
      .references(() => agentSettlement.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => member.id),
    level: integer('level').notNull(),
    validTurnover: bigint('valid_turnover', { mode: 'bigint' }).notNull(),
    netLoss: bigint('net_loss', { mode: 'bigint' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [
    index('agent_settlement_line_settlement_idx').on(t.settlementId, t.id),
    check('agent_settlement_line_kind', sql`${t.kind} in ('MEMBER', 'DOWNLINE_CONTRACT')`),
  ],
);

/** Which agent has read which agent-centre announcement (owned by modules/agent); one row each. */
export const agentAnnouncementRead = pgTable(
  'agent_announcement_read',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => member.id),
    announcementId: bigint('announcement_id', { mode: 'number' })
      .notNull()
      .references(() => announcement.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.announcementId] })],
);

/**
 * The team overview's rollup (owned by modules/agent): one row per member and UTC hour with what
 * the overview sums over a team — registrations, rounds (every non-demo round, for "active"), bets,
 * valid turnover, profit, deposits and withdrawals. Kept by triggers on member, game_round and
 * ledger_entry in the writing transaction (migration 0024; docs/decisions.md "Team overview rollup").
 */
export const teamActivityHour = pgTable(
  'team_activity_hour',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => member.id, { onDelete: 'cascade' }),
    /** The UTC hour the facts fall in (its start). */
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    newMembers: integer('new_members').notNull().default(0),
    rounds: integer('rounds').notNull().default(0),
    bets: bigint('bets', { mode: 'bigint' }).notNull().default(sql`0`),
    validTurnover: bigint('valid_turnover', { mode: 'bigint' }).notNull().default(sql`0`),
    profit: bigint('profit', { mode: 'bigint' }).notNull().default(sql`0`),
    deposits: bigint('deposits', { mode: 'bigint' }).notNull().default(sql`0`),
    withdrawals: bigint('withdrawals', { mode: 'bigint' }).notNull().default(sql`0`),
    /**
     * Set when the member played in this hour (rounds > 0): hours since its previous hour with a
     * round, capped at 24 (24 also when there is none); the per-agent active counts are built from it.
     */
    activeGap: smallint('active_gap'),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.hour] }), index('team_activity_hour_hour_idx').on(t.hour, t.memberId)],
);

/**
 * The team overview's sums per agent and UTC hour (owned by modules/agent): the team_activity_hour
 * rows of every descendant, added up, plus the team's first deposits. Kept through the closure
 * table by triggers on team_activity_hour, team_first_deposit and agent_tree (migration 0026), so a
 * period's totals are O(hours) rows, not O(members x hours).
 */
export const teamAgentHour = pgTable(
  'team_agent_hour',
  {
    agentId: bigint('agent_id', { mode: 'number' })
      .notNull()
      .references(() => member.id, { onDelete: 'cascade' }),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    newMembers: integer('new_members').notNull().default(0),
    rounds: integer('rounds').notNull().default(0),
    bets: bigint('bets', { mode: 'bigint' }).notNull().default(sql`0`),
    validTurnover: bigint('valid_turnover', { mode: 'bigint' }).notNull().default(sql`0`),
    profit: bigint('profit', { mode: 'bigint' }).notNull().default(sql`0`),
    deposits: bigint('deposits', { mode: 'bigint' }).notNull().default(sql`0`),
    withdrawals: bigint('withdrawals', { mode: 'bigint' }).notNull().default(sql`0`),
    firstDeposits: integer('first_deposits').notNull().default(0),
    firstDepositAmount: bigint('first_deposit_amount', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.hour] })],
);

/**
 * Per agent, UTC hour and gap (1..24): how many of the team played in that hour with their
 * previous hour of play that many hours before (24: a day or more, or never). A member is active
 * on a day that starts at hour s exactly once: in its first hour h of play that day, the one whose
 * gap exceeds h - s; so a day's distinct active members are a sum over its 24 hours.
 */
export const teamAgentActiveGap = pgTable(
  'team_agent_active_gap',
  {
    agentId: bigint('agent_id', { mode: 'number' })
      .notNull()
      .references(() => member.id, { onDelete: 'cascade' }),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    gap: smallint('gap').notNull(),
    members: integer('members').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.hour, t.gap] })],
);

/** A fixed-length bit string (PostgreSQL `bit(n)`), read and written as its '0'/'1' text. */
const bits = (length: number) => customType<{ data: string }>({ dataType: () => `bit(${length})` });

/**
 * Per agent, UTC month and team member who played in it: the hours of the month it played (bit i:
 * the month's i-th hour). A multi-day period's distinct active members are the rows whose bits
 * meet the period's: one row per active member, not one per member and hour.
 */
export const teamAgentActiveMonth = pgTable(
  'team_agent_active_month',
  {
    agentId: bigint('agent_id', { mode: 'number' })
      .notNull()
      .references(() => member.id, { onDelete: 'cascade' }),
    month: timestamp('month', { withTimezone: true }).notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    hours: bits(744)('hours').notNull(),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.month, t.memberId] })],
);

/** Each member's first real deposit (owned by modules/agent), kept by the ledger_entry trigger. */
export const teamFirstDeposit = pgTable(
  'team_first_deposit',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .primaryKey()
      .references(() => member.id, { onDelete: 'cascade' }),
    transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
  },
  (t) => [index('team_first_deposit_created_idx').on(t.createdAt, t.memberId)],
);
