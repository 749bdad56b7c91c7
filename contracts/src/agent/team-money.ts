import { z } from 'zod';
import { endpoint } from '../common/envelope';
import { MoneySchema } from '../common/money-schema';
import { PageNoSchema, pageOf } from '../common/pagination';
import { HISTORY_PERIODS } from '../wallet/routes';
import { MovementResultSchema } from '../wallet/wallet';
import { AGENT_ROUTES, TEAM_TX_SORTS, TEAM_TX_TYPES } from './routes';

const DateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const IdParams = z.object({ id: z.string().regex(/^\d{1,18}$/) }).strict();
const tags = ['agent'];

/**
 * Transfer to a downline: the agent's main wallet to the main wallet of any member of its team
 * (any depth). The downline must be active and not a trial account (403
 * AGENT_TRANSFER_NOT_ALLOWED); outside the team 404 AGENT_DOWNLINE_NOT_FOUND; more than the main
 * wallet holds 400 INSUFFICIENT_BALANCE; an open bonus turnover requirement 400 TURNOVER_NOT_MET.
 */
export const TransferDownlineInputSchema = z.object({ amount: z.string().max(40) }).strict();
export type TransferDownlineInput = z.infer<typeof TransferDownlineInputSchema>;

/** The transfer, with the agent's main wallet balance right after it. */
export const TransferDownlineResultSchema = MovementResultSchema.extend({ downline: z.string() });
export type TransferDownlineResult = z.infer<typeof TransferDownlineResultSchema>;

export const TeamTransactionsQuerySchema = z
  .object({
    period: z.enum(HISTORY_PERIODS).default('TODAY'),
    start: DateSchema.optional(),
    end: DateSchema.optional(),
    /** Minutes east of UTC of the agent's clock (Brasília: -180); default 0. */
    tzOffset: z.coerce.number().int().min(-840).max(840).default(0),
    pageNo: PageNoSchema,
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
    /** Exact username of one team member (case-insensitive). */
    username: z.string().trim().min(1).max(40).optional(),
    type: z.enum(TEAM_TX_TYPES).optional(),
    sort: z.enum(TEAM_TX_SORTS).default('createdAt'),
    order: z.enum(['asc', 'desc']).default('desc'),
  })
  .strict();
export type TeamTransactionsQuery = z.output<typeof TeamTransactionsQuerySchema>;

/**
 * One money movement of a team member's real main wallet. `type` is the ledger type (DEPOSIT,
 * WITHDRAW, WITHDRAW_REFUND, TRANSFER_UPLINE, TRANSFER_DOWNLINE); `amount` is signed from the
 * member's side (a withdrawal is negative); `counterparty` names the other member of a transfer.
 */
export const TeamTransactionSchema = z.object({
  id: z.string(),
  transactionId: z.string(),
  username: z.string(),
  /** Depth below the agent: 1 = direct. */
  level: z.number().int(),
  type: z.string(),
  category: z.enum(TEAM_TX_TYPES),
  amount: MoneySchema,
  balanceAfter: MoneySchema,
  counterparty: z.string().nullable(),
  createdAt: z.string(),
});
export type TeamTransaction = z.infer<typeof TeamTransactionSchema>;

/** Totals of every matching row: deposits credited, withdrawals (net of returned ones), transfers in and out. */
export const TeamTransactionTotalsSchema = z.object({
  rows: z.number().int(),
  deposits: MoneySchema,
  withdrawals: MoneySchema,
  transfersIn: MoneySchema,
  transfersOut: MoneySchema,
});

export const TeamTransactionsSchema = pageOf(TeamTransactionSchema).extend({
  period: z.object({ from: z.string(), to: z.string() }),
  totals: TeamTransactionTotalsSchema,
});
export type TeamTransactions = z.infer<typeof TeamTransactionsSchema>;

export const agentMoneyApi = {
  transferDownline: endpoint({
    ...AGENT_ROUTES.transferDownline,
    params: IdParams,
    body: TransferDownlineInputSchema,
    response: TransferDownlineResultSchema,
    auth: 'member',
    summary:
      "Sends money from the agent's main wallet to a member of its team (Idempotency-Key header; agent only)",
    tags,
  }),
  teamTransactions: endpoint({
    ...AGENT_ROUTES.teamTransactions,
    query: TeamTransactionsQuerySchema,
    response: TeamTransactionsSchema,
    auth: 'member',
    summary: "The team's deposits, withdrawals and transfers (agent only)",
    tags,
  }),
};
