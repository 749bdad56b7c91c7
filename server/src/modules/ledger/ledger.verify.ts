import { sql } from 'drizzle-orm';
import { fromMinor } from '@sorte/contracts/common/money';
import type { LedgerVerifyReport } from '@sorte/contracts/ops/ledger';
import type { Db } from '../../db/client';

const LIMIT = 100;

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] =>
  Array.isArray(result) ? (result as Row[]) : ((result as { rows: Row[] }).rows ?? []);
const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'bigint' ? v.toString() : '');
const money = (v: unknown) => fromMinor(BigInt(str(v) || '0'));
const count = (rows: Row[]) => Number(rows[0]?.total ?? 0);

/**
 * Recomputes the ledger from its entries, in one read-only snapshot (REPEATABLE READ), so it can
 * run beside live traffic without reporting a transfer that is half-seen:
 *   - every account's balance equals the sum of its entries (drift);
 *   - every transaction's entries sum to zero (unbalanced);
 *   - every entry's balance_after is the running sum of its account's entries up to it, in entry
 *     id order (chain breaks: an entry changed or inserted out of order);
 *   - no member-owned account is below zero.
 * Lists hold at most 100 rows each; the counts are complete.
 */
export async function verifyLedger(db: Db): Promise<LedgerVerifyReport> {
  const started = Date.now();
  return db.transaction(
    async (tx) => {
      const totals = rowsOf(
        await tx.execute(sql`select
          (select count(*) from ledger_account)::int as accounts,
          (select count(*) from ledger_transaction)::int as transactions,
          (select count(*) from ledger_entry)::int as entries`),
      )[0]!;
      const drift = rowsOf(
        await tx.execute(sql`
          select a.id::text as account_id, a.kind, a.member_id::text as member_id, a.vendor_code,
                 a.balance::text as balance, coalesce(e.total, 0)::text as computed,
                 count(*) over ()::int as total
          from ledger_account a
          left join (select account_id, sum(amount) as total from ledger_entry group by account_id) e
            on e.account_id = a.id
          where a.balance <> coalesce(e.total, 0)
          order by a.id
          limit ${LIMIT}`),
      );
      const unbalanced = rowsOf(
        await tx.execute(sql`
          select transaction_id::text as transaction_id, sum(amount)::text as sum, count(*) over ()::int as total
          from ledger_entry
          group by transaction_id
          having sum(amount) <> 0
          order by transaction_id
          limit ${LIMIT}`),
      );
      const chain = rowsOf(
        await tx.execute(sql`
          select id::text as entry_id, account_id::text as account_id, balance_after::text as balance_after,
                 running::text as running, count(*) over ()::int as total
          from (
            select id, account_id, balance_after,
                   sum(amount) over (partition by account_id order by id) as running
            from ledger_entry
          ) x
          where balance_after <> running
          order by id
          limit ${LIMIT}`),
      );
      const negative = rowsOf(
        await tx.execute(sql`
          select id::text as account_id, balance::text as balance, count(*) over ()::int as total
          from ledger_account
          where member_id is not null and balance < 0
          order by id
          limit ${LIMIT}`),
      );
      const report: LedgerVerifyReport = {
        ok: drift.length + unbalanced.length + chain.length + negative.length === 0,
        accounts: Number(totals.accounts),
        transactions: Number(totals.transactions),
        entries: Number(totals.entries),
        driftCount: count(drift),
        drift: drift.map((r) => ({
          accountId: str(r.account_id),
          kind: str(r.kind),
          memberId: r.member_id === null || r.member_id === undefined ? null : str(r.member_id),
          vendorCode: str(r.vendor_code),
          balance: money(r.balance),
          computed: money(r.computed),
        })),
        unbalancedCount: count(unbalanced),
        unbalanced: unbalanced.map((r) => ({ transactionId: str(r.transaction_id), sum: money(r.sum) })),
        chainBreakCount: count(chain),
        chainBreaks: chain.map((r) => ({
          entryId: str(r.entry_id),
          accountId: str(r.account_id),
          balanceAfter: money(r.balance_after),
          runningSum: money(r.running),
        })),
        negativeCount: count(negative),
        negative: negative.map((r) => ({ accountId: str(r.account_id), balance: money(r.balance) })),
        checkedAt: new Date().toISOString(),
        durationMs: 0,
      };
      report.durationMs = Date.now() - started;
      return report;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** A few lines for the terminal. */
export function formatVerifyReport(report: LedgerVerifyReport): string {
  const lines = [
    `ledger:verify ${report.ok ? 'OK' : 'DRIFT FOUND'}: ${report.accounts} accounts, ${report.transactions} transactions, ${report.entries} entries (${report.durationMs} ms)`,
  ];
  if (report.driftCount) {
    lines.push(`  ${report.driftCount} account(s) whose balance is not the sum of their entries:`);
    for (const d of report.drift) {
      lines.push(
        `    account ${d.accountId} (${d.kind}${d.memberId ? ` member ${d.memberId}` : ''}${d.vendorCode ? ` ${d.vendorCode}` : ''}): balance ${d.balance}, entries ${d.computed}`,
      );
    }
  }
  if (report.unbalancedCount) {
    lines.push(`  ${report.unbalancedCount} transaction(s) not summing to zero:`);
    for (const u of report.unbalanced) lines.push(`    transaction ${u.transactionId}: ${u.sum}`);
  }
  if (report.chainBreakCount) {
    lines.push(`  ${report.chainBreakCount} entr(y/ies) whose balance_after is not the running sum:`);
    for (const c of report.chainBreaks) {
      lines.push(`    entry ${c.entryId} (account ${c.accountId}): balance_after ${c.balanceAfter}, running ${c.runningSum}`);
    }
  }
  if (report.negativeCount) {
    lines.push(`  ${report.negativeCount} member account(s) below zero:`);
    for (const n of report.negative) lines.push(`    account ${n.accountId}: ${n.balance}`);
  }
  return lines.join('\n');
}
