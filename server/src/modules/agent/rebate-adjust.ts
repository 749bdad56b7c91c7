import { and, eq, isNull, sql } from 'drizzle-orm';
import { fromMinor, moneyInputToMinor } from '@sorte/contracts/common/money';
import type { Db, Tx } from '../../db/client';
import {
  agentRebateAccrual,
  agentRebateAdjustment,
  agentRebatePayout,
} from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { AuditContext, OpsService } from '../ops/index';
import { MemberRepository, memberView } from '../member/index';

const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

interface PendingRow {
  earner_id: string;
  username: string;
  day: string;
  accruals: string;
  accrued: string;
  adj_amount: string | null;
  adj_reason: string | null;
  adj_by: string | null;
  adj_at: string | Date | null;
  total?: string;
}

const view = (r: PendingRow) => {
  const accrued = BigInt(r.accrued);
  const adjustment =
    r.adj_amount === null
      ? null
      : {
          amount: fromMinor(BigInt(r.adj_amount)),
          reason: r.adj_reason ?? '',
          adjustedBy: r.adj_by ?? '',
          updatedAt: new Date(r.adj_at!).toISOString(),
        };
  return {
    earnerId: String(r.earner_id),
    username: r.username,
    day: r.day,
    accruals: Number(r.accruals),
    accrued: fromMinor(accrued),
    adjustment,
    payable: adjustment ? adjustment.amount : fromMinor(accrued),
  };
};

const pendingSql = (where: ReturnType<typeof sql>) => sql`
  select a.earner_id::text as earner_id, m.username, a.day::text as day, count(*)::text as accruals,
         div(sum(a.amount_e4), 10000)::text as accrued,
         j.amount_minor::text as adj_amount, j.reason as adj_reason, j.adjusted_by as adj_by, j.updated_at as adj_at,
         count(*) over ()::text as total
    from agent_rebate_accrual a
    join ${memberView('m')} on m.id = a.earner_id
    left join agent_rebate_adjustment j on j.earner_id = a.earner_id and j.day = a.day
   where a.payout_id is null and ${where}
   group by a.earner_id, m.username, a.day, j.amount_minor, j.reason, j.adjusted_by, j.updated_at`;

/** Unpaid rebate days per earner, oldest first (what the payout job will pay for each). */
export async function pendingRebates(
  db: Db,
  q: { pageNo: number; pageSize: number; username?: string },
) {
  const where = q.username
    ? sql`lower(m.username) = ${q.username.normalize('NFKC').toLowerCase()}`
    : sql`true`;
  const rows = rowsOf<PendingRow>(
    await db.execute(sql`${pendingSql(where)}
      order by a.day, a.earner_id limit ${q.pageSize} offset ${(q.pageNo - 1) * q.pageSize}`),
  );
  const total = Number(rows[0]?.total ?? 0);
  return { list: rows.map(view), total, totalPages: Math.ceil(total / q.pageSize) };
}

/**
 * Sets what the payout job pays for one earner's unpaid day (audited `agent.rebate.adjust`). The
 * day's unpaid accrual rows are locked first: a payout run marking them waits for this change (and
 * then pays the adjusted amount), and a run that marked them first makes this answer 409
 * AGENT_REBATE_PAID. A day with no accruals for the member: 404 NOT_FOUND.
 */
export function adjustRebateDay(
  ops: OpsService,
  ctx: AuditContext,
  adjustedBy: string,
  earnerId: number,
  day: string,
  input: { amount: string; reason: string },
) {
  const amountMinor = moneyInputToMinor(input.amount);
  return ops.change(ctx, 'agent.rebate.adjust', `member:${earnerId}:${day}`, async (tx: Tx) => {
    const unpaid = await tx
      .select({ id: agentRebateAccrual.id })
      .from(agentRebateAccrual)
      .where(
        and(
          eq(agentRebateAccrual.earnerId, earnerId),
          eq(agentRebateAccrual.day, day),
          isNull(agentRebateAccrual.payoutId),
        ),
      )
      .for('update');
    if (unpaid.length === 0) {
      const [paid] = await tx
        .select({ id: agentRebatePayout.id })
        .from(agentRebatePayout)
        .where(and(eq(agentRebatePayout.earnerId, earnerId), eq(agentRebatePayout.day, day)));
      throw new AppError(paid ? 'AGENT_REBATE_PAID' : 'NOT_FOUND');
    }
    const [before] = await tx
      .select()
      .from(agentRebateAdjustment)
      .where(and(eq(agentRebateAdjustment.earnerId, earnerId), eq(agentRebateAdjustment.day, day)));
    const values = { amountMinor, reason: input.reason, adjustedBy, updatedAt: new Date() };
    await tx
      .insert(agentRebateAdjustment)
      .values({ earnerId, day, ...values })
      .onConflictDoUpdate({
        target: [agentRebateAdjustment.earnerId, agentRebateAdjustment.day],
        set: values,
      });
    const [row] = rowsOf<PendingRow>(
      await tx.execute(sql`${pendingSql(sql`a.earner_id = ${earnerId} and a.day = ${day}::date`)}`),
    );
    const username = (await new MemberRepository(tx).usernameOf(earnerId)) ?? '';
    return {
      before: before ? { amount: fromMinor(before.amountMinor), reason: before.reason } : null,
      after: { amount: fromMinor(amountMinor), reason: input.reason },
      result: view({ ...row!, username: row?.username ?? username }),
    };
  });
}
