import { sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { gameRound, providerTransaction } from '../../db/schema/index';

const qb = new QueryBuilder();

/**
 * The provider's read models for other modules' reports (docs/architecture.md, "Table
 * ownership"): subqueries joined in the caller's own statement under its alias; PostgreSQL pulls
 * them up, so the plan is that of joining the table.
 */

/**
 * One row per game round: `id`, `vendor` (the integration), `game_vendor` (the catalogue vendor),
 * `game_id`, `game_code`, `round_id`, `member_id`, `currency`, `demo`, `wallet`, `bet`, `win`,
 * `status` (open | settled | rolled_back), `balance_before`, `balance_after`, `created_at`,
 * `settled_at`.
 */
export function gameRoundView<Alias extends string>(alias: Alias) {
  return qb
    .select({
      id: gameRound.id,
      vendor: gameRound.vendor,
      gameVendor: gameRound.gameVendor,
      gameId: gameRound.gameId,
      gameCode: gameRound.gameCode,
      roundId: gameRound.roundId,
      memberId: gameRound.memberId,
      currency: gameRound.currency,
      demo: gameRound.demo,
      wallet: gameRound.wallet,
      bet: gameRound.bet,
      win: gameRound.win,
      status: gameRound.status,
      balanceBefore: gameRound.balanceBefore,
      balanceAfter: gameRound.balanceAfter,
      createdAt: gameRound.createdAt,
      settledAt: gameRound.settledAt,
    })
    .from(gameRound)
    .as(alias);
}

/**
 * The postings of rounds: `id`, `round_row_id`, `kind` (BET | WIN | ROLLBACK | …),
 * `transaction_id` (the vendor's), `ledger_transaction_id`, `member_id`, `amount`, `created_at`.
 */
export function roundPostingView<Alias extends string>(alias: Alias) {
  return qb
    .select({
      id: providerTransaction.id,
      roundRowId: providerTransaction.roundRowId,
      kind: providerTransaction.kind,
      transactionId: providerTransaction.transactionId,
      ledgerTransactionId: providerTransaction.ledgerTransactionId,
      memberId: providerTransaction.memberId,
      amount: providerTransaction.amount,
      createdAt: providerTransaction.createdAt,
    })
    .from(providerTransaction)
    .as(alias);
}

/** What a round staked before refunds (a refunded round's `bet` is 0), as a scalar subquery on the caller's round id. */
export function roundStakedSql(roundId: SQL): SQL<string> {
  return sql<string>`(select coalesce(sum(p.amount), 0)::text from ${providerTransaction} p
    where p.round_row_id = ${roundId} and p.kind = 'BET')`;
}
