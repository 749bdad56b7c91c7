import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  foreignKey,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { member } from './member';

/**
 * The double-entry ledger (docs/architecture.md "Ledger"). Every movement of money is one
 * `ledger_transaction` with two or more `ledger_entry` rows whose amounts sum to zero. Amounts and
 * balances are integer minor units (bigint). Entries and transactions are append-only; account
 * balances change only through entry inserts. Both are enforced by triggers in the custom
 * migration `0004_ledger_guards.sql` (hand-written SQL, not generated from this file).
 */

/** Accounts a member owns: their balance can never go below zero (CHECK in the database). */
export const MEMBER_ACCOUNT_KINDS = [
  'PLAYER_MAIN',
  'PLAYER_VENDOR',
  'PLAYER_BONUS',
  'PLAYER_POINTS',
  'AGENT_COMMISSION',
] as const;
/** The operator's own accounts (no member): their balance is the mirror of what they paid out. */
/**
 * WITHDRAW_HOLD holds requested withdrawals until they are paid (to GATEWAY_CLEARING) or rejected
 * (back to the player): its balance is the sum of open withdrawals.
 */
/**
 * LOTTERY_HOUSE takes real-money lottery stakes and pays lottery wins and refunds (trial accounts'
 * demo stakes go to DEMO_HOUSE): its balance is the lottery's running gross result.
 */
export const SYSTEM_ACCOUNT_KINDS = ['HOUSE', 'DEMO_HOUSE', 'GATEWAY_CLEARING', 'WITHDRAW_HOLD', 'LOTTERY_HOUSE'] as const;
/**
 * House kinds kept as several sub-accounts (parts): postings of many players at once (the last
 * seconds before a lottery draw closes) each lock one part, picked by the player, instead of all
 * queueing on one house row. The kind's balance is the sum of its parts (`houseBalance`).
 */
export const HOUSE_PART_KINDS = ['LOTTERY_HOUSE', 'DEMO_HOUSE'] as const;
export const LEDGER_ACCOUNT_KINDS = [...MEMBER_ACCOUNT_KINDS, ...SYSTEM_ACCOUNT_KINDS] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

export const ledgerAccount = pgTable(
  'ledger_account',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    /** Owner for member kinds; null for system kinds. */
    memberId: bigint('member_id', { mode: 'number' }).references(() => member.id),
    /**
     * The vendor code of a PLAYER_VENDOR wallet; for a split house kind (HOUSE_PART_KINDS) the
     * part ('' for the first, `part-01`...); '' for every other kind.
     */
    vendorCode: text('vendor_code').notNull().default(''),
    currency: text('currency').notNull(),
    /** Demo money (trial accounts and DEMO_HOUSE). Entries never mix demo and real accounts. */
    demo: boolean('demo').notNull().default(false),
    balance: bigint('balance', { mode: 'bigint' }).notNull().default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_account_owner_idx').on(
      t.kind,
      sql`coalesce(${t.memberId}, 0)`,
      t.vendorCode,
      t.currency,
    ),
    index('ledger_account_member_idx').on(t.memberId),
    // Target of the entries' composite foreign key (same currency and demo flag).
    unique('ledger_account_book_key').on(t.id, t.currency, t.demo),
    check('ledger_account_kind', sql`${t.kind} in (${list(LEDGER_ACCOUNT_KINDS)})`),
    check(
      'ledger_account_owner',
      sql`(${t.kind} in (${list(MEMBER_ACCOUNT_KINDS)})) = (${t.memberId} is not null)`,
    ),
    check(
      'ledger_account_vendor',
      sql`(${t.kind} = 'PLAYER_VENDOR') = (${t.vendorCode} <> '') or (${t.kind} in (${list(HOUSE_PART_KINDS)}) and ${t.vendorCode} ~ '^part-[0-9]{2}$')`,
    ),
    check(
      'ledger_account_real_only',
      sql`${t.kind} not in ('HOUSE', 'GATEWAY_CLEARING', 'WITHDRAW_HOLD', 'AGENT_COMMISSION', 'LOTTERY_HOUSE') or not ${t.demo}`,
    ),
    check('ledger_account_demo_only', sql`${t.kind} <> 'DEMO_HOUSE' or ${t.demo}`),
    /** A member's money never goes below zero, whatever the code does. */
    check('ledger_account_nonnegative', sql`${t.memberId} is null or ${t.balance} >= 0`),
  ],
);

export const ledgerTransaction = pgTable(
  'ledger_transaction',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** TRANSFER, RECALL_ALL, TRANSFER_UPLINE, DEMO_FUNDING, SEED_CREDIT, DEPOSIT, DEPOSIT_BONUS, WITHDRAW, WITHDRAW_REFUND, WITHDRAW_PAYOUT */
    type: text('type').notNull(),
    /** Whose keys these are: `member:<id>`, `system`, ... Keys are unique per scope. */
    idempotencyScope: text('idempotency_scope').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of the canonical request: the same key with another request is refused (409). */
    requestHash: text('request_hash').notNull(),
    /** The member who asked for it (account record), if any. */
    memberId: bigint('member_id', { mode: 'number' }).references(() => member.id),
    /** An outside reference (order id, vendor ticket); free text. */
    reference: text('reference'),
    currency: text('currency').notNull(),
    demo: boolean('demo').notNull().default(false),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_transaction_idempotency_idx').on(t.idempotencyScope, t.idempotencyKey),
    index('ledger_transaction_member_idx').on(t.memberId, t.createdAt),
    unique('ledger_transaction_book_key').on(t.id, t.currency, t.demo),
    check('ledger_transaction_type', sql`${t.type} ~ '^[A-Z][A-Z0-9_]{1,39}$'`),
    check('ledger_transaction_key', sql`length(${t.idempotencyKey}) between 1 and 200`),
  ],
);

export const ledgerEntry = pgTable(
  'ledger_entry',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    /** Signed: positive credits the account, negative debits it. Never zero. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** The account's balance right after this entry (set by the database trigger). */
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    demo: boolean('demo').notNull(),
  },
  (t) => [
    index('ledger_entry_transaction_idx').on(t.transactionId),
    index('ledger_entry_account_idx').on(t.accountId, t.id),
    check('ledger_entry_amount', sql`${t.amount} <> 0`),
    // The entry, its account and its transaction share one currency and one demo flag, so demo
    // money can never move into a real account (and currencies never mix).
    foreignKey({
      name: 'ledger_entry_account_book_fk',
      columns: [t.accountId, t.currency, t.demo],
      foreignColumns: [ledgerAccount.id, ledgerAccount.currency, ledgerAccount.demo],
    }),
    foreignKey({
      name: 'ledger_entry_transaction_book_fk',
      columns: [t.transactionId, t.currency, t.demo],
      foreignColumns: [ledgerTransaction.id, ledgerTransaction.currency, ledgerTransaction.demo],
    }),
  ],
);
