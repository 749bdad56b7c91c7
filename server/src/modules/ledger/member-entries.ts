import { and, count, desc, eq, gte, inArray, lt, notInArray, type SQL } from 'drizzle-orm';
import { ledgerAccount, ledgerEntry, ledgerTransaction } from '../../db/schema/index';
import type { Executor } from './ledger.repository';

/** Which of a member's ledger entries a statement lists. */
export interface MemberEntryFilter {
  memberId: number;
  /** Transactions created in [from, to). */
  from: Date;
  to: Date;
  /** Only these transaction types, or all but these. */
  types?: { in: string[] } | { notIn: string[] };
  /** One account kind (PLAYER_MAIN, ...), or one vendor wallet (PLAYER_VENDOR of that vendor). */
  account?: { kind: string } | { vendorCode: string };
}

/** One entry of a member's statement, with its account and transaction. */
export interface MemberEntry {
  id: number;
  transactionId: number;
  type: string;
  amount: bigint;
  balanceAfter: bigint;
  kind: string;
  vendorCode: string;
  createdAt: Date;
  reference: string | null;
  metadata: (typeof ledgerTransaction.$inferSelect)['metadata'];
}

/**
 * A member's ledger entries (the account record), newest first, one page of them and how many
 * there are in all.
 */
export async function memberEntries(
  db: Executor,
  filter: MemberEntryFilter,
  page: { pageNo: number; pageSize: number },
): Promise<{ rows: MemberEntry[]; total: number }> {
  const conditions: (SQL | undefined)[] = [
    eq(ledgerAccount.memberId, filter.memberId),
    gte(ledgerTransaction.createdAt, filter.from),
    lt(ledgerTransaction.createdAt, filter.to),
  ];
  if (filter.types && 'notIn' in filter.types)
    conditions.push(notInArray(ledgerTransaction.type, filter.types.notIn));
  else if (filter.types) conditions.push(inArray(ledgerTransaction.type, filter.types.in));
  if (filter.account) {
    conditions.push(
      'kind' in filter.account
        ? eq(ledgerAccount.kind, filter.account.kind)
        : and(
            eq(ledgerAccount.kind, 'PLAYER_VENDOR'),
            eq(ledgerAccount.vendorCode, filter.account.vendorCode),
          ),
    );
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: ledgerEntry.id,
        transactionId: ledgerTransaction.id,
        type: ledgerTransaction.type,
        amount: ledgerEntry.amount,
        balanceAfter: ledgerEntry.balanceAfter,
        kind: ledgerAccount.kind,
        vendorCode: ledgerAccount.vendorCode,
        createdAt: ledgerTransaction.createdAt,
        reference: ledgerTransaction.reference,
        metadata: ledgerTransaction.metadata,
      })
      .from(ledgerEntry)
      .innerJoin(ledgerAccount, eq(ledgerAccount.id, ledgerEntry.accountId))
      .innerJoin(ledgerTransaction, eq(ledgerTransaction.id, ledgerEntry.transactionId))
      .where(where)
      .orderBy(desc(ledgerEntry.id))
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize),
    db
      .select({ n: count() })
      .from(ledgerEntry)
      .innerJoin(ledgerAccount, eq(ledgerAccount.id, ledgerEntry.accountId))
      .innerJoin(ledgerTransaction, eq(ledgerTransaction.id, ledgerEntry.transactionId))
      .where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}
