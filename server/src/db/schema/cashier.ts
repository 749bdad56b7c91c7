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
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { member } from './member';
import { operator } from './system';

/**
 * Cashier (docs/architecture.md "Cashier"). Money columns are integer minor
 * units; percentages are basis points (1.50 % = 150). Money itself moves only through the ledger:
 * these tables hold orders and requests, and the ledger transaction ids they produced.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

export const CHANNEL_TYPE_VALUES = ['BANK_TRANSFER', 'PIX', 'EWALLET', 'USDT'] as const;
export const GATEWAY_VALUES = ['SANDBOX', 'MANUAL'] as const;
export const DEPOSIT_STATUS_VALUES = ['PENDING', 'PAID', 'FAILED', 'EXPIRED', 'CANCELLED'] as const;
export const WITHDRAWAL_STATUS_VALUES = ['PENDING_REVIEW', 'APPROVED', 'PAID', 'REJECTED'] as const;
export const RECEIPT_STATUS_VALUES = ['RECEIVED', 'NOT_RECEIVED', 'ALL_RECEIVED', 'FORCED_RECEIVED'] as const;

export interface BankDetailsJson {
  bankCode: string;
  bankName: string;
  branch: string;
  accountNumber: string;
  holderName: string;
}
export interface UsdtDetailsJson {
  network: string;
  address: string;
  rate: string;
}

/** A channel's name and instructions per locale (the plain columns are the fallback). */
export type ChannelTranslationsJson = Partial<Record<string, { name?: string; instructions?: string }>>;

/** Operator-configured deposit channels. Removed channels keep their row (orders point at it). */
export const paymentChannel = pgTable(
  'payment_channel',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    gateway: text('gateway').notNull(),
    name: text('name').notNull(),
    minMinor: bigint('min_minor', { mode: 'bigint' }).notNull(),
    maxMinor: bigint('max_minor', { mode: 'bigint' }).notNull(),
    feeFixedMinor: bigint('fee_fixed_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    feeBp: integer('fee_bp').notNull().default(0),
    /** NONE or PERCENT. */
    bonusType: text('bonus_type').notNull().default('NONE'),
    bonusBp: integer('bonus_bp').notNull().default(0),
    bonusCapMinor: bigint('bonus_cap_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    bonusTurnoverMultiplier: integer('bonus_turnover_multiplier').notNull().default(0),
    instructions: text('instructions').notNull().default(''),
    /** Per-locale name and instructions shown to players; missing entries fall back to the columns. */
    translations: jsonb('translations').$type<ChannelTranslationsJson>().notNull().default({}),
    expiresMinutes: integer('expires_minutes').notNull().default(30),
    bank: jsonb('bank').$type<BankDetailsJson>(),
    usdt: jsonb('usdt').$type<UsdtDetailsJson>(),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payment_channel_type', sql`${t.type} in (${list(CHANNEL_TYPE_VALUES)})`),
    check('payment_channel_gateway', sql`${t.gateway} in (${list(GATEWAY_VALUES)})`),
    check('payment_channel_range', sql`${t.minMinor} > 0 and ${t.minMinor} <= ${t.maxMinor}`),
    check('payment_channel_fee', sql`${t.feeFixedMinor} >= 0 and ${t.feeBp} between 0 and 10000`),
    check(
      'payment_channel_bonus',
      sql`${t.bonusType} in ('NONE', 'PERCENT') and ${t.bonusBp} between 0 and 10000 and ${t.bonusCapMinor} >= 0 and ${t.bonusTurnoverMultiplier} >= 0`,
    ),
  ],
);

/** A deposit order. `order_no` is the public id (random, unguessable). */
export const depositOrder = pgTable(
  'deposit_order',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNo: text('order_no').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => member.id),
    channelId: bigint('channel_id', { mode: 'number' })
      .notNull()
      .references(() => paymentChannel.id),
    /** Snapshots of the channel at order time. */
    channelType: text('channel_type').notNull(),
    channelName: text('channel_name').notNull(),
    gateway: text('gateway').notNull(),
    status: text('status').notNull().default('PENDING'),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    feeMinor: bigint('fee_minor', { mode: 'bigint' }).notNull(),
    bonusMinor: bigint('bonus_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    bonusTurnoverMultiplier: integer('bonus_turnover_multiplier').notNull().default(0),
    currency: text('currency').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** The payment instructions shown to the player (PIX code, bank, USDT), frozen at creation. */
    payment: jsonb('payment').$type<Record<string, unknown>>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    failReason: text('fail_reason'),
    /** The callback event that paid or failed it (gateway orders). */
    gatewayEventId: text('gateway_event_id'),
    /** The DEPOSIT ledger transaction (set when paid). */
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('deposit_order_no_idx').on(t.orderNo),
    uniqueIndex('deposit_order_idempotency_idx').on(t.memberId, t.idempotencyKey),
    index('deposit_order_member_idx').on(t.memberId, t.createdAt),
    index('deposit_order_pending_idx').on(t.expiresAt).where(sql`${t.status} = 'PENDING'`),
    index('deposit_order_status_idx').on(t.status, t.createdAt),
    check('deposit_order_status', sql`${t.status} in (${list(DEPOSIT_STATUS_VALUES)})`),
    check(
      'deposit_order_amounts',
      sql`${t.amountMinor} > 0 and ${t.feeMinor} >= 0 and ${t.feeMinor} < ${t.amountMinor} and ${t.bonusMinor} >= 0`,
    ),
    check('deposit_order_paid', sql`(${t.status} = 'PAID') = (${t.ledgerTransactionId} is not null)`),
  ],
);

/** Every gateway callback accepted: (gateway, event id) once only (replay protection). */
export const gatewayCallback = pgTable(
  'gateway_callback',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gateway: text('gateway').notNull(),
    eventId: text('event_id').notNull(),
    orderNo: text('order_no').notNull(),
    status: text('status').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('gateway_callback_event_idx').on(t.gateway, t.eventId)],
);

/** A member's bound payout accounts; unbinding keeps the row (withdrawals point at it). */
export const payoutAccount = pgTable(
  'payout_account',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => member.id),
    type: text('type').notNull(),
    bankCode: text('bank_code'),
    bankName: text('bank_name'),
    branch: text('branch'),
    accountNumber: text('account_number'),
    pixKeyType: text('pix_key_type'),
    pixKey: text('pix_key'),
    holderName: text('holder_name').notNull(),
    /** Normalised destination (type + bank + account, or PIX type + key): one binding each. */
    fingerprint: text('fingerprint').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payout_account_fingerprint_idx')
      .on(t.memberId, t.fingerprint)
      .where(sql`${t.deletedAt} is null`),
    index('payout_account_member_idx').on(t.memberId),
    check('payout_account_type', sql`${t.type} in ('BANK', 'PIX')`),
    check(
      'payout_account_fields',
      sql`(${t.type} = 'BANK' and ${t.accountNumber} is not null and ${t.bankCode} is not null) or (${t.type} = 'PIX' and ${t.pixKey} is not null and ${t.pixKeyType} in ('CPF', 'EMAIL', 'PHONE', 'RANDOM'))`,
    ),
  ],
);

/** A withdrawal request. The amount is held in WITHDRAW_HOLD from creation until paid or rejected. */
export const withdrawalRequest = pgTable(
  'withdrawal_request',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => member.id),
    payoutAccountId: bigint('payout_account_id', { mode: 'number' })
      .notNull()
      .references(() => payoutAccount.id),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    feeMinor: bigint('fee_minor', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull().default('PENDING_REVIEW'),
    rejectReason: text('reject_reason'),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    holdTransactionId: bigint('hold_transaction_id', { mode: 'number' }).notNull(),
    /** The WITHDRAW_REFUND (rejected) or WITHDRAW_PAYOUT (paid) ledger transaction. */
    settleTransactionId: bigint('settle_transaction_id', { mode: 'number' }),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }).references(() => operator.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    receiptStatus: text('receipt_status'),
    receivedMinor: bigint('received_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    receiptConfirmedAt: timestamp('receipt_confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('withdrawal_request_idempotency_idx').on(t.memberId, t.idempotencyKey),
    index('withdrawal_request_member_idx').on(t.memberId, t.createdAt),
    index('withdrawal_request_status_idx').on(t.status, t.createdAt),
    check('withdrawal_request_status', sql`${t.status} in (${list(WITHDRAWAL_STATUS_VALUES)})`),
    check(
      'withdrawal_request_receipt',
      sql`${t.receiptStatus} is null or (${t.status} = 'PAID' and ${t.receiptStatus} in (${list(RECEIPT_STATUS_VALUES)}))`,
    ),
    check(
      'withdrawal_request_amounts',
      sql`${t.amountMinor} > 0 and ${t.feeMinor} >= 0 and ${t.feeMinor} < ${t.amountMinor} and ${t.receivedMinor} >= 0 and ${t.receivedMinor} <= ${t.amountMinor} - ${t.feeMinor}`,
    ),
  ],
);

/** Each receipt report (player, operator or the auto-confirm job), with the proof image if any. */
export const withdrawalReceipt = pgTable(
  'withdrawal_receipt',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    withdrawalId: bigint('withdrawal_id', { mode: 'number' })
      .notNull()
      .references(() => withdrawalRequest.id),
    result: text('result').notNull(),
    receivedMinor: bigint('received_minor', { mode: 'bigint' }).notNull(),
    /** base64 of the png/jpg proof. */
    proof: text('proof'),
    proofType: text('proof_type'),
    /** member, operator or job. */
    actor: text('actor').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('withdrawal_receipt_withdrawal_idx').on(t.withdrawalId, t.id)],
);

/**
 * Turnover a member must bet before withdrawing (deposit bonuses). `progress` counts bets once
 * games record them (0 until then). One row per source and reference.
 */
export const turnoverRequirement = pgTable(
  'turnover_requirement',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => member.id),
    source: text('source').notNull(),
    reference: text('reference').notNull(),
    bonusMinor: bigint('bonus_minor', { mode: 'bigint' }).notNull(),
    requiredMinor: bigint('required_minor', { mode: 'bigint' }).notNull(),
    progressMinor: bigint('progress_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    status: text('status').notNull().default('ACTIVE'),
    /** When it was met (COMPLETED) or given up (FORFEITED). */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** FORFEITED: the BONUS_FORFEIT ledger transaction that took the bonus back. */
    forfeitTransactionId: bigint('forfeit_transaction_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('turnover_requirement_source_idx').on(t.source, t.reference),
    index('turnover_requirement_member_idx').on(t.memberId, t.status),
    check('turnover_requirement_status', sql`${t.status} in ('ACTIVE', 'COMPLETED', 'FORFEITED')`),
  ],
);

/**
 * How much of a settled bet counts towards turnover requirements, per game type (percent 0-100).
 * The migration writes the defaults; operators change them (PUT /ops/api/cashier/turnover-contributions).
 */
export const turnoverContribution = pgTable(
  'turnover_contribution',
  {
    gameType: text('game_type').primaryKey(),
    percent: integer('percent').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('turnover_contribution_percent', sql`${t.percent} between 0 and 100`)],
);

/** Withdrawal rules (one row, id 1; defaults in the cashier service until an operator sets them). */
export const cashierSetting = pgTable(
  'cashier_setting',
  {
    id: integer('id').primaryKey(),
    withdrawMinMinor: bigint('withdraw_min_minor', { mode: 'bigint' }).notNull(),
    withdrawMaxMinor: bigint('withdraw_max_minor', { mode: 'bigint' }).notNull(),
    withdrawDailyCount: integer('withdraw_daily_count').notNull(),
    withdrawFeeFixedMinor: bigint('withdraw_fee_fixed_minor', { mode: 'bigint' }).notNull(),
    withdrawFeeBp: integer('withdraw_fee_bp').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('cashier_setting_single', sql`${t.id} = 1`),
    check('cashier_setting_range', sql`${t.withdrawMinMinor} > 0 and ${t.withdrawMinMinor} <= ${t.withdrawMaxMinor}`),
  ],
);
