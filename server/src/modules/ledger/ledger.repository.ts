import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { ledgerAccount, ledgerEntry, ledgerTransaction, type LedgerAccountKind } from '../../db/schema/index';

/** A database handle or an open transaction: every ledger query runs on the one it is given. */
export type Executor = Db | Tx;

/** Identifies an account: kind, owner (null for system kinds), vendor code ('' unless PLAYER_VENDOR). */
export interface AccountSpec {
  kind: LedgerAccountKind;
  memberId: number | null;
  vendorCode: string;
  currency: string;
  demo: boolean;
}

export const accountKey = (a: { kind: string; memberId: number | null; vendorCode: string; currency: string }) =>
  `${a.kind}|${a.memberId ?? 0}|${a.vendorCode}|${a.currency}`;

export type LockedAccount = typeof ledgerAccount.$inferSelect;

export interface EntryRow {
  accountId: number;
  amount: bigint;
  balanceAfter: bigint;
  kind: string;
  memberId: number | null;
  vendorCode: string;
}

/** Above this many accounts a posting locks them through arrays (below: a list of row values). */
const MANY_ACCOUNTS = 50;
/**
 * Rows per INSERT of accounts or entries: a statement carries at most 65,535 parameters (one per
 * value: 5 an account, 6 an entry), so a posting paying more than about 10,900 wallets is
 * written in several statements (the zero-sum check waits for the commit).
 */
const INSERT_ROWS = 5_000;
/** A text[] literal (kinds, vendor codes and currencies are plain codes; quotes are dropped). */
const textArray = (values: string[]) => `{${values.map((v) => `"${v.replace(/["\\]/g, '')}"`).join(',')}}`;

/**
 * The accounts named by `specs` (kind, owner, vendor code, currency). A few: a list of row
 * values. Many (a lottery settlement pays thousands of members in one posting): a list of row
 * values is compared with every row and, with one parameter per value, takes seconds to plan
 * (3,400 accounts: 5 to 7 s), so four arrays joined are looked up in the owner index instead.
 */
function namedBy(specs: AccountSpec[]) {
  const columns = sql`(${ledgerAccount.kind}, coalesce(${ledgerAccount.memberId}, 0), ${ledgerAccount.vendorCode}, ${ledgerAccount.currency})`;
  if (specs.length <= MANY_ACCOUNTS) {
    return sql`${columns} in (${sql.join(
      specs.map((s) => sql`(${s.kind}, ${s.memberId ?? 0}, ${s.vendorCode}, ${s.currency})`),
      sql`, `,
    )})`;
  }
  return sql`${columns} in (
    select * from unnest(${textArray(specs.map((s) => s.kind))}::text[], ${`{${specs.map((s) => s.memberId ?? 0).join(',')}}`}::bigint[],
                         ${textArray(specs.map((s) => s.vendorCode))}::text[], ${textArray(specs.map((s) => s.currency))}::text[]))`;
}

/** SQL of the ledger. No rules here: see LedgerService. */
export const ledgerRepository = {
  /**
   * Creates the accounts that do not exist yet (one statement, in a fixed order so two callers
   * never wait on each other crosswise) and answers every account's id by accountKey.
   */
  async ensureAccounts(db: Executor, specs: AccountSpec[]): Promise<Map<string, number>> {
    const unique = [...new Map(specs.map((s) => [accountKey(s), s])).values()].sort((a, b) =>
      accountKey(a) < accountKey(b) ? -1 : 1,
    );
    if (unique.length === 0) return new Map();
    for (let i = 0; i < unique.length; i += INSERT_ROWS) {
      await db.insert(ledgerAccount).values(unique.slice(i, i + INSERT_ROWS)).onConflictDoNothing();
    }
    const rows = await db
      .select({
        id: ledgerAccount.id,
        kind: ledgerAccount.kind,
        memberId: ledgerAccount.memberId,
        vendorCode: ledgerAccount.vendorCode,
        currency: ledgerAccount.currency,
      })
      .from(ledgerAccount)
      .where(namedBy(unique));
    return new Map(rows.map((r) => [accountKey(r), r.id]));
  },

  /**
   * Locks the accounts named by `specs` in id order, creating the missing ones first (in the
   * caller's transaction, so a refused request leaves none behind). Answers them by accountKey.
   */
  async lockBySpecs(tx: Executor, specs: AccountSpec[]): Promise<Map<string, LockedAccount>> {
    const unique = [...new Map(specs.map((s) => [accountKey(s), s])).values()];
    if (unique.length === 0) return new Map();
    const select = () =>
      tx
        .select()
        .from(ledgerAccount)
        .where(namedBy(unique))
        .orderBy(asc(ledgerAccount.id))
        .for('update');
    let rows = await select();
    if (rows.length < unique.length) {
      await ledgerRepository.ensureAccounts(tx, unique);
      rows = await select();
    }
    return new Map(rows.map((r) => [accountKey(r), r]));
  },

  /** Claims (scope, key): the new transaction row, or undefined when the key exists already. */
  async claim(tx: Executor, row: typeof ledgerTransaction.$inferInsert) {
    const rows = await tx
      .insert(ledgerTransaction)
      .values(row)
      .onConflictDoNothing({ target: [ledgerTransaction.idempotencyScope, ledgerTransaction.idempotencyKey] })
      .returning();
    return rows[0];
  },

  /** Claims many (scope, key) pairs in one statement: the new rows (an existing key gives none). */
  async claimMany(tx: Executor, rows: (typeof ledgerTransaction.$inferInsert)[]) {
    if (rows.length === 0) return [];
    return tx
      .insert(ledgerTransaction)
      .values(rows)
      .onConflictDoNothing({ target: [ledgerTransaction.idempotencyScope, ledgerTransaction.idempotencyKey] })
      .returning();
  },

  /**
   * Inserts the entries of many transactions in one statement, in the given order (the trigger
   * applies them in that order); each entry carries its transaction's book (currency, demo).
   */
  async insertEntriesMany(
    tx: Executor,
    entries: { transactionId: number; accountId: number; amount: bigint; currency: string; demo: boolean }[],
  ): Promise<{ transactionId: number; accountId: number; amount: bigint; balanceAfter: bigint }[]> {
    if (entries.length === 0) return [];
    return tx
      .insert(ledgerEntry)
      .values(entries.map((e) => ({ ...e, balanceAfter: 0n })))
      .returning({
        transactionId: ledgerEntry.transactionId,
        accountId: ledgerEntry.accountId,
        amount: ledgerEntry.amount,
        balanceAfter: ledgerEntry.balanceAfter,
      });
  },

  async findByKey(tx: Executor, scope: string, key: string) {
    const rows = await tx
      .select()
      .from(ledgerTransaction)
      .where(and(eq(ledgerTransaction.idempotencyScope, scope), eq(ledgerTransaction.idempotencyKey, key)))
      .limit(1);
    return rows[0];
  },

  async insertEntries(
    tx: Executor,
    transactionId: number,
    currency: string,
    demo: boolean,
    legs: { accountId: number; amount: bigint }[],
  ): Promise<{ id: number; accountId: number; amount: bigint; balanceAfter: bigint }[]> {
    // balance_after is set by the ledger_entry_apply trigger, which also moves the balance.
    const inserted: { id: number; accountId: number; amount: bigint; balanceAfter: bigint }[] = [];
    for (let i = 0; i < legs.length; i += INSERT_ROWS) {
      const rows = await tx
        .insert(ledgerEntry)
        .values(
          legs
            .slice(i, i + INSERT_ROWS)
            .map((l) => ({ transactionId, accountId: l.accountId, amount: l.amount, balanceAfter: 0n, currency, demo })),
        )
        .returning({
          id: ledgerEntry.id,
          accountId: ledgerEntry.accountId,
          amount: ledgerEntry.amount,
          balanceAfter: ledgerEntry.balanceAfter,
        });
      inserted.push(...rows);
    }
    return inserted;
  },

  async entriesOf(tx: Executor, transactionId: number): Promise<EntryRow[]> {
    return tx
      .select({
        accountId: ledgerEntry.accountId,
        amount: ledgerEntry.amount,
        balanceAfter: ledgerEntry.balanceAfter,
        kind: ledgerAccount.kind,
        memberId: ledgerAccount.memberId,
        vendorCode: ledgerAccount.vendorCode,
      })
      .from(ledgerEntry)
      .innerJoin(ledgerAccount, eq(ledgerAccount.id, ledgerEntry.accountId))
      .where(eq(ledgerEntry.transactionId, transactionId))
      .orderBy(asc(ledgerEntry.id));
  },

  /** The member's accounts of the given kinds (any vendor), without locking. */
  /**
   * One member account's balance (0 when the account does not exist yet); `demo` set: only an
   * account of that book counts.
   */
  async balance(
    db: Executor,
    owner: { kind: LedgerAccountKind; memberId: number; vendorCode: string; currency: string; demo?: boolean },
  ): Promise<bigint> {
    const [row] = await db
      .select({ balance: ledgerAccount.balance })
      .from(ledgerAccount)
      .where(
        and(
          eq(ledgerAccount.kind, owner.kind),
          eq(ledgerAccount.memberId, owner.memberId),
          eq(ledgerAccount.vendorCode, owner.vendorCode),
          eq(ledgerAccount.currency, owner.currency),
          owner.demo === undefined ? undefined : eq(ledgerAccount.demo, owner.demo),
        ),
      )
      .limit(1);
    return row?.balance ?? 0n;
  },

  async memberAccounts(db: Executor, memberId: number, currency: string, kinds: LedgerAccountKind[]) {
    return db
      .select()
      .from(ledgerAccount)
      .where(
        and(
          eq(ledgerAccount.memberId, memberId),
          eq(ledgerAccount.currency, currency),
          inArray(ledgerAccount.kind, kinds),
        ),
      )
      .orderBy(asc(ledgerAccount.id));
  },
};
