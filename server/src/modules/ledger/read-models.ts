import { eq, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { ledgerAccount, ledgerEntry, ledgerTransaction } from '../../db/schema/index';

const qb = new QueryBuilder();

/**
 * The ledger's read models for other modules' reports (docs/architecture.md, "Table ownership"):
 * subqueries joined in the caller's own statement under its alias, which PostgreSQL pulls up into
 * that statement (the plan is that of joining the tables).
 */

/**
 * One row per ledger entry with its account's owner and kind: `id`, `transaction_id`, `amount`,
 * `balance_after`, and the account's `member_id`, `kind`, `vendor_code`, `currency`, `demo`.
 */
export function ledgerEntryView<Alias extends string>(alias: Alias) {
  return qb
    .select({
      id: ledgerEntry.id,
      transactionId: ledgerEntry.transactionId,
      amount: ledgerEntry.amount,
      balanceAfter: ledgerEntry.balanceAfter,
      memberId: ledgerAccount.memberId,
      kind: ledgerAccount.kind,
      vendorCode: ledgerAccount.vendorCode,
      currency: ledgerAccount.currency,
      demo: ledgerAccount.demo,
    })
    .from(ledgerEntry)
    .innerJoin(ledgerAccount, eq(ledgerAccount.id, ledgerEntry.accountId))
    .as(alias);
}

/** One row per money transaction: `id`, `type`, `member_id`, `reference`, `currency`, `demo`, `created_at`. */
export function ledgerTransactionView<Alias extends string>(alias: Alias) {
  return qb
    .select({
      id: ledgerTransaction.id,
      type: ledgerTransaction.type,
      memberId: ledgerTransaction.memberId,
      reference: ledgerTransaction.reference,
      currency: ledgerTransaction.currency,
      demo: ledgerTransaction.demo,
      createdAt: ledgerTransaction.createdAt,
    })
    .from(ledgerTransaction)
    .as(alias);
}

/**
 * The real money a member holds in its main and vendor wallets, as a scalar subquery on
 * `memberId` (an expression of the caller's query, e.g. sql`m.id`).
 */
export function walletBalanceSql(memberId: SQL): SQL<string> {
  return sql<string>`(select coalesce(sum(a.balance), 0) from ${ledgerAccount} a
    where a.member_id = ${memberId} and a.kind in ('PLAYER_MAIN', 'PLAYER_VENDOR') and not a.demo)`;
}

/**
 * What a money transaction moved in one member's own accounts, signed, as a scalar subquery on
 * the caller's `transactionId` and `memberId` expressions.
 */
export function memberMovedSql(transactionId: SQL, memberId: SQL): SQL<string> {
  return sql<string>`(select coalesce(sum(e.amount), 0)::text from ${ledgerEntry} e
    inner join ${ledgerAccount} a on a.id = e.account_id
    where e.transaction_id = ${transactionId} and a.member_id = ${memberId})`;
}
