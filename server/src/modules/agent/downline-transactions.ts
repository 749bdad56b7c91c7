import { sql } from 'drizzle-orm';
import { fromMinor } from '@sorte/contracts/common/money';
import type { TeamTransactions, TeamTransactionsQuery } from '@sorte/contracts/agent/team-money';
import type { TeamTxType } from '@sorte/contracts/agent/routes';
import type { Db } from '../../db/client';
import { periodRange } from '../cashier/index';
import { ledgerEntryView, ledgerTransactionView } from '../ledger/index';
import { memberView } from '../member/index';

const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
const big = (v: string | number | bigint | null | undefined) => BigInt(v ?? 0);

/** Ledger types behind each filter of the team transactions report. */
export const TEAM_TX_LEDGER_TYPES: Record<TeamTxType, string[]> = {
  DEPOSIT: ['DEPOSIT'],
  WITHDRAW: ['WITHDRAW', 'WITHDRAW_REFUND'],
  TRANSFER: ['TRANSFER_UPLINE', 'TRANSFER_DOWNLINE'],
};
const categoryOf = (type: string): TeamTxType =>
  (Object.entries(TEAM_TX_LEDGER_TYPES).find(([, types]) =>
    types.includes(type),
  )?.[0] as TeamTxType) ?? 'TRANSFER';
const inList = (types: string[]) =>
  sql.raw(`(${types.map((t) => `'${t.replace(/'/g, '')}'`).join(',')})`);

const SORT_SQL = {
  createdAt: sql`x.created_at`,
  amount: sql`e.amount`,
  username: sql`lower(m.username)`,
} as const;

/**
 * agentDownlineTransactionDetailsCopy: the deposits, withdrawals (and their returns) and
 * member-to-member transfers (to the upline, to a downline) on the real main wallets of the
 * agent's team (its subtree, not itself), read from the ledger entries; amounts are signed from
 * the member's side. Wallet-to-wallet moves of one member are not team money and are left out.
 * `totals` covers every matching row, not only the page.
 */
export async function teamTransactions(
  db: Db,
  agentId: number,
  q: TeamTransactionsQuery,
  now = new Date(),
): Promise<TeamTransactions> {
  const { from, to } = periodRange(q.period, {
    now,
    tzOffset: q.tzOffset,
    start: q.start,
    end: q.end,
  });
  const types = q.type ? TEAM_TX_LEDGER_TYPES[q.type] : Object.values(TEAM_TX_LEDGER_TYPES).flat();
  const team = q.username
    ? sql`select t.descendant_id as id, t.depth from agent_tree t join ${memberView('u')} on u.id = t.descendant_id
           where t.ancestor_id = ${agentId} and t.depth > 0 and lower(u.username) = ${q.username.normalize('NFKC').toLowerCase()}`
    : sql`select descendant_id as id, depth from agent_tree where ancestor_id = ${agentId} and depth > 0`;
  const base = sql`
      from ${ledgerEntryView('e')}
      join (${team}) t on t.id = e.member_id
      join ${memberView('m')} on m.id = e.member_id
      join ${ledgerTransactionView('x')} on x.id = e.transaction_id
     where e.kind = 'PLAYER_MAIN' and not e.demo and x.type in ${inList(types)} and x.created_at >= ${from} and x.created_at < ${to}`;
  const order = q.order === 'asc' ? sql`asc` : sql`desc`;
  const transfers = inList(TEAM_TX_LEDGER_TYPES.TRANSFER);
  const rows = rowsOf<{
    id: string;
    transaction_id: string;
    username: string;
    depth: number;
    type: string;
    amount: string;
    balance_after: string;
    counterparty: string | null;
    created_at: string | Date;
  }>(
    await db.execute(sql`
      select e.id::text as id, x.id::text as transaction_id, m.username, t.depth, x.type,
             e.amount::text as amount, e.balance_after::text as balance_after,
             case when x.type in ${transfers} then (
               select m2.username from ${ledgerEntryView('e2')}
                 join ${memberView('m2')} on m2.id = e2.member_id
                where e2.kind = 'PLAYER_MAIN' and e2.transaction_id = e.transaction_id and e2.id <> e.id
                limit 1) end as counterparty,
             x.created_at
        ${base}
       order by ${SORT_SQL[q.sort]} ${order}, e.id ${order}
       limit ${q.pageSize} offset ${(q.pageNo - 1) * q.pageSize}`),
  );
  const [sum] = rowsOf<{
    n: string;
    deposits: string;
    withdrawals: string;
    t_in: string;
    t_out: string;
  }>(
    await db.execute(sql`
      select count(*)::text as n,
             coalesce(sum(e.amount) filter (where x.type = 'DEPOSIT'), 0)::text as deposits,
             coalesce(-sum(e.amount) filter (where x.type in ('WITHDRAW', 'WITHDRAW_REFUND')), 0)::text as withdrawals,
             coalesce(sum(e.amount) filter (where x.type in ${transfers} and e.amount > 0), 0)::text as t_in,
             coalesce(-sum(e.amount) filter (where x.type in ${transfers} and e.amount < 0), 0)::text as t_out
        ${base}`),
  );
  const total = Number(sum?.n ?? 0);
  return {
    period: { from: from.toISOString(), to: to.toISOString() },
    list: rows.map((r) => ({
      id: r.id,
      transactionId: r.transaction_id,
      username: r.username,
      level: Number(r.depth),
      type: r.type,
      category: categoryOf(r.type),
      amount: fromMinor(big(r.amount)),
      balanceAfter: fromMinor(big(r.balance_after)),
      counterparty: r.counterparty,
      createdAt: new Date(r.created_at).toISOString(),
    })),
    total,
    totalPages: Math.ceil(total / q.pageSize),
    totals: {
      rows: total,
      deposits: fromMinor(big(sum?.deposits)),
      withdrawals: fromMinor(big(sum?.withdrawals)),
      transfersIn: fromMinor(big(sum?.t_in)),
      transfersOut: fromMinor(big(sum?.t_out)),
    },
  };
}
