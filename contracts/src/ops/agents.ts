import { z } from 'zod';
import { RebateRatesSchema } from '../agent/agent';
import { endpoint } from '../common/envelope';
import { MoneySchema } from '../common/money-schema';
import { PageNoSchema, pageOf } from '../common/pagination';

const IdParams = z.object({ id: z.string().regex(/^\d{1,18}$/) }).strict();
const DateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const tags = ['ops', 'agents'];

/** Member types an operator may give (0 member, 1/2/41/42 agent types; 4 trial is never given). */
export const ASSIGNABLE_ACCOUNT_TYPES = [0, 1, 2, 41, 42] as const;

export const MoveBodySchema = z
  .object({
    /** The new upline (an active, non-trial account outside the member's own team); null = no upline. */
    uplineId: z.string().regex(/^\d{1,18}$/).nullable(),
    reason: z.string().trim().max(500).default(''),
  })
  .strict();

export const AgentMoveSchema = z.object({
  id: z.string(),
  memberId: z.string(),
  fromUpline: z.string().nullable(),
  toUpline: z.string().nullable(),
  movedBy: z.string(),
  reason: z.string(),
  createdAt: z.string(),
});

export const AgentSettingsBodySchema = z
  .object({
    accountType: z.union(ASSIGNABLE_ACCOUNT_TYPES.map((t) => z.literal(t))),
    /** The agent's own rebate rates: its maximum (its downlines get at most these). */
    rebate: RebateRatesSchema,
  })
  .strict();

export const OpsAgentSchema = z.object({
  id: z.string(),
  username: z.string(),
  accountType: z.number().int(),
  upline: z.string().nullable(),
  teamSize: z.number().int(),
  rebate: RebateRatesSchema,
});

export const AgentIncomeQuerySchema = z
  .object({
    pageNo: PageNoSchema,
    pageSize: z.coerce.number().int().min(1).max(200).default(50),
    /** UTC dates, inclusive; default the last 30 days. */
    from: DateSchema.optional(),
    to: DateSchema.optional(),
  })
  .strict();

export const AgentIncomeRowSchema = z.object({
  id: z.string(),
  username: z.string(),
  accountType: z.number().int(),
  rebateAccrued: MoneySchema,
  rebatePaid: MoneySchema,
  /** Accrued on days not paid yet. */
  rebatePending: MoneySchema,
});

export const RunRebatePayoutBodySchema = z
  .object({
    /** Pay every unpaid day before this UTC date (default today: every finished day). */
    before: DateSchema.optional(),
  })
  .strict()
  .optional();

export const RebatePayoutRunSchema = z.object({ payouts: z.number().int(), paid: MoneySchema });

export const PendingRebatesQuerySchema = z
  .object({
    pageNo: PageNoSchema,
    pageSize: z.coerce.number().int().min(1).max(200).default(50),
    /** Exact username of one earner (case-insensitive). */
    username: z.string().trim().min(1).max(40).optional(),
  })
  .strict();

/** One earner's unpaid rebate day: what the job would pay, and the operator's adjustment if any. */
export const PendingRebateSchema = z.object({
  earnerId: z.string(),
  username: z.string(),
  day: DateSchema,
  accruals: z.number().int(),
  /** The day's accruals rounded down to the cent. */
  accrued: MoneySchema,
  adjustment: z
    .object({ amount: MoneySchema, reason: z.string(), adjustedBy: z.string(), updatedAt: z.string() })
    .nullable(),
  /** What the payout job will pay: the adjustment's amount, else `accrued`. */
  payable: MoneySchema,
});

export const AdjustRebateParams = z.object({ id: z.string().regex(/^\d{1,18}$/), day: DateSchema }).strict();

export const AdjustRebateBodySchema = z
  .object({
    /** The amount to pay for that day instead (0.00 pays nothing). */
    amount: z.string().regex(/^\d{1,12}(\.\d{1,2})?$/, 'validation.money'),
    reason: z.string().trim().min(1).max(500),
  })
  .strict();

export const opsAgentsApi = {
  move: endpoint({
    method: 'POST',
    path: '/ops/api/agents/:id/move',
    params: IdParams,
    body: MoveBodySchema,
    response: AgentMoveSchema,
    auth: 'operator',
    summary: "Move a member (with its team) under another upline; the move is kept in the member's history (audited)",
    tags,
  }),
  moves: endpoint({
    method: 'GET',
    path: '/ops/api/agents/:id/moves',
    params: IdParams,
    response: z.object({ list: z.array(AgentMoveSchema) }),
    auth: 'operator',
    summary: "A member's upline history, newest first",
    tags,
  }),
  settings: endpoint({
    method: 'PUT',
    path: '/ops/api/agents/:id',
    params: IdParams,
    body: AgentSettingsBodySchema,
    response: OpsAgentSchema,
    auth: 'operator',
    summary: "Set a member's agent type and maximum rebate rates (audited)",
    tags,
  }),
  income: endpoint({
    method: 'GET',
    path: '/ops/api/agents/income',
    query: AgentIncomeQuerySchema,
    response: pageOf(AgentIncomeRowSchema).extend({
      totals: z.object({ rebateAccrued: MoneySchema, rebatePaid: MoneySchema, rebatePending: MoneySchema }),
    }),
    auth: 'operator',
    summary: "Every earning member's income over a period, highest first",
    tags,
  }),
  runRebatePayouts: endpoint({
    method: 'POST',
    path: '/ops/api/agents/rebate-payouts/run',
    body: RunRebatePayoutBodySchema,
    response: RebatePayoutRunSchema,
    auth: 'operator',
    summary: 'Pay the unpaid rebate days now (the same job as the schedule; exactly once per member and day; audited)',
    tags,
  }),
  pendingRebates: endpoint({
    method: 'GET',
    path: '/ops/api/agents/rebate-payouts/pending',
    query: PendingRebatesQuerySchema,
    response: pageOf(PendingRebateSchema),
    auth: 'operator',
    summary: 'Unpaid rebate days per earner (oldest first), with what the payout job will pay',
    tags,
  }),
  adjustRebate: endpoint({
    method: 'PUT',
    path: '/ops/api/agents/:id/rebate-payouts/:day',
    params: AdjustRebateParams,
    body: AdjustRebateBodySchema,
    response: PendingRebateSchema,
    auth: 'operator',
    summary:
      "Set what the payout job pays for one earner's unpaid day (audited; 409 AGENT_REBATE_PAID once paid, 404 when the day has no accruals)",
    tags,
  }),
};
