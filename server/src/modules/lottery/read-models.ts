import { QueryBuilder } from 'drizzle-orm/pg-core';
import { lotteryBet, lotteryGame, lotteryIssue, lotterySlip } from '../../db/schema/index';

const qb = new QueryBuilder();

/*
 * The lottery's read models for other modules' reports (the betting records; docs/architecture.md,
 * "Table ownership"): subqueries joined in the caller's own statement under its alias, which
 * PostgreSQL pulls up (the plan is that of joining the tables).
 */

/**
 * One row per bet line: `id`, `slip_id`, `issue_id`, `member_id`, `game_code`, `play_type`,
 * `stake_minor`, `paid_minor`, `status` (open | won | lost | cancelled | void), `demo`,
 * `created_at`, `settled_at`.
 */
export function lotteryBetView<Alias extends string>(alias: Alias) {
  return qb
    .select({
      id: lotteryBet.id,
      slipId: lotteryBet.slipId,
      issueId: lotteryBet.issueId,
      memberId: lotteryBet.memberId,
      gameCode: lotteryBet.gameCode,
      playType: lotteryBet.playType,
      stakeMinor: lotteryBet.stakeMinor,
      paidMinor: lotteryBet.paidMinor,
      status: lotteryBet.status,
      demo: lotteryBet.demo,
      createdAt: lotteryBet.createdAt,
      settledAt: lotteryBet.settledAt,
    })
    .from(lotteryBet)
    .as(alias);
}

/** One row per slip: `id`, `slip_no`. */
export function lotterySlipView<Alias extends string>(alias: Alias) {
  return qb.select({ id: lotterySlip.id, slipNo: lotterySlip.slipNo }).from(lotterySlip).as(alias);
}

/** One row per draw: `id`, `issue_no`, `settled_at`. */
export function lotteryIssueView<Alias extends string>(alias: Alias) {
  return qb
    .select({
      id: lotteryIssue.id,
      issueNo: lotteryIssue.issueNo,
      settledAt: lotteryIssue.settledAt,
    })
    .from(lotteryIssue)
    .as(alias);
}

/** One row per catalogue game: `code`, `name`. */
export function lotteryGameView<Alias extends string>(alias: Alias) {
  return qb.select({ code: lotteryGame.code, name: lotteryGame.name }).from(lotteryGame).as(alias);
}
