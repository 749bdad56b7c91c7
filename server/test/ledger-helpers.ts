import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { ledgerAccount, ledgerEntry, ledgerTransaction, member, memberSession, providerVendor } from '../src/db/schema/index';
import { defaultAdapter } from '../src/modules/provider/index';
import { newToken, hashToken } from '../src/lib/tokens';
import { creditMainFromHouse } from '../src/modules/ledger/index';
import { verifyLedger } from '../src/modules/ledger/index';

let seq = 0;

/** A member created directly (no password: tests log in through sessionFor). */
export async function createMember(
  db: Db,
  options: { accountType?: number; uplineId?: number; allowUplineTransfer?: boolean; prefix?: string } = {},
): Promise<number> {
  seq += 1;
  const [row] = await db
    .insert(member)
    .values({
      username: `${options.prefix ?? 'lt'}${process.pid}x${seq}x${Math.floor(Math.random() * 1e6)}`,
      accountType: options.accountType ?? 0,
      uplineId: options.uplineId ?? null,
      allowUplineTransfer: options.allowUplineTransfer ?? false,
    })
    .returning({ id: member.id });
  return row!.id;
}

/** A member session made directly (skips argon2): the Authorization header for it. */
export async function sessionFor(db: Db, memberId: number): Promise<{ authorization: string }> {
  const token = newToken();
  await db.insert(memberSession).values({
    tokenHash: hashToken(token),
    memberId,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  return { authorization: `Bearer ${token}` };
}

/** Credits real money from the house into the member's main wallet. */
export async function fund(db: Db, memberId: number, minor: bigint): Promise<void> {
  await creditMainFromHouse(db, { memberId, amount: minor, demo: false, type: 'SEED_CREDIT', key: `test:${randomUUID()}` });
}

export async function walletBalances(db: Db, memberId: number): Promise<Record<string, bigint>> {
  const rows = await db.select().from(ledgerAccount).where(eq(ledgerAccount.memberId, memberId));
  return Object.fromEntries(rows.map((r) => [r.kind === 'PLAYER_VENDOR' ? r.vendorCode : r.kind, r.balance]));
}

export async function counts(db: Db): Promise<{ transactions: number; entries: number }> {
  const [t] = await db.select({ n: sql<number>`count(*)::int` }).from(ledgerTransaction);
  const [e] = await db.select({ n: sql<number>`count(*)::int` }).from(ledgerEntry);
  return { transactions: Number(t!.n), entries: Number(e!.n) };
}

/**
 * The ledger's invariants: verify finds nothing, no member account below zero, and the balances of
 * each book (currency, demo flag) sum to zero.
 */
export async function expectLedgerSound(db: Db): Promise<void> {
  const report = await verifyLedger(db);
  if (!report.ok) throw new Error(`ledger not sound: ${JSON.stringify(report)}`);
  const books = await db.execute(
    sql`select currency, demo, sum(balance)::text as total, min(case when member_id is not null then balance end)::text as lowest
        from ledger_account group by currency, demo`,
  );
  const rows = (Array.isArray(books) ? books : (books as { rows: unknown[] }).rows) as {
    total: string;
    lowest: string | null;
  }[];
  for (const row of rows) {
    if (row.total !== '0') throw new Error(`a ledger book sums to ${row.total}, not 0`);
    if (row.lowest !== null && BigInt(row.lowest) < 0n) throw new Error(`a member account is at ${row.lowest}`);
  }
}

/**
 * Sets vendors' wallet modes as an operator would (`PUT /ops/api/providers/vendors/:code`), for
 * tests that move money into vendor wallets: only transfer-mode vendors have one.
 */
export async function setWalletModes(db: Db, modes: Record<string, 'seamless' | 'transfer'>): Promise<void> {
  for (const [code, walletMode] of Object.entries(modes)) {
    await db
      .insert(providerVendor)
      .values({ code, adapter: defaultAdapter(code), walletMode })
      .onConflictDoUpdate({ target: providerVendor.code, set: { walletMode } });
  }
}
