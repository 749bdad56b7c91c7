import { z } from 'zod';
import { endpoint } from '../common/envelope';
import { MoneySchema } from '../common/money-schema';
import { PageNoSchema, pageOf } from '../common/pagination';
import { HISTORY_PERIODS } from '../wallet/routes';
import {
  CONTRACT_MAX_TIERS,
  CONTRACT_STATUSES,
  CONTRACT_TYPES,
  DIVIDEND_SHARE_MAX_BP,
  SALARY_ROUTES,
  SETTLEMENT_SCOPES,
  SETTLEMENT_SORTS,
  SETTLEMENT_STATUSES,
} from './salary-routes';

const DateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const IdSchema = z.string().regex(/^\d{1,18}$/);
const IdParams = z.object({ id: IdSchema }).strict();
/** A non-negative amount with two decimals (a threshold). */
const ThresholdSchema = MoneySchema.refine((v) => !v.startsWith('-'), 'validation.money');

/**
 * One tier: reached when the period's team valid turnover (salary) or team net loss (dividend) is
 * at least `threshold` and at least `activeMembers` team members placed a settled bet. Salary tiers
 * pay `amount`; dividend tiers pay `shareBp` of the net loss (after the carried-over balance).
 * The highest tier reached counts.
 */
export const ContractTierSchema = z
  .object({
    threshold: ThresholdSchema,
    activeMembers: z.number().int().min(0).max(1_000_000),
    amount: MoneySchema.optional(),
    shareBp: z.number().int().min(1).max(DIVIDEND_SHARE_MAX_BP).optional(),
  })
  .strict();
export type ContractTier = z.infer<typeof ContractTierSchema>;

export const OfferBodySchema = z
  .object({
    type: z.enum(CONTRACT_TYPES),
    /** A direct downline agent of the caller. */
    downlineId: IdSchema,
    tiers: z.array(ContractTierSchema).min(1).max(CONTRACT_MAX_TIERS),
  })
  .strict();
export type OfferBody = z.infer<typeof OfferBodySchema>;

const PartySchema = z.object({ id: z.string(), username: z.string() });

export const ContractSchema = z.object({
  id: z.string(),
  type: z.enum(CONTRACT_TYPES),
  upline: PartySchema,
  downline: PartySchema,
  /** The caller's side: upline (offerer, pays nothing itself) or downline (holder, is paid). */
  role: z.enum(['upline', 'downline']),
  tiers: z.array(ContractTierSchema),
  status: z.enum(CONTRACT_STATUSES),
  offeredAt: z.string(),
  /** When the downline accepted or rejected it. */
  respondedAt: z.string().nullable(),
  terminatedAt: z.string().nullable(),
  /** Who ended it: the upline (also withdrawing an offer), the downline, or the operator. */
  terminatedBy: z.enum(['upline', 'downline', 'operator']).nullable(),
});
export type Contract = z.infer<typeof ContractSchema>;

export const ContractsQuerySchema = z
  .object({ status: z.enum(CONTRACT_STATUSES).optional(), type: z.enum(CONTRACT_TYPES).optional() })
  .strict();
export const ContractsSchema = z.object({ list: z.array(ContractSchema) });
export type Contracts = z.infer<typeof ContractsSchema>;

/** What the brand allows for one contract type. */
export const ContractTypeSettingSchema = z.object({
  type: z.enum(CONTRACT_TYPES),
  enabled: z.boolean(),
  /** Most tiers an upline may offer. */
  maxTiers: z.number().int().min(1).max(CONTRACT_MAX_TIERS),
  /** Highest salary tier amount an upline may offer (salary types). */
  maxAmount: MoneySchema,
  /** Highest dividend share an upline may offer (basis points; dividend). */
  maxShareBp: z.number().int().min(0).max(DIVIDEND_SHARE_MAX_BP),
  /** Minutes a computed settlement waits for the operator before it is paid (0: paid at once). */
  holdMinutes: z.number().int().min(0).max(44_640),
});
export type ContractTypeSetting = z.infer<typeof ContractTypeSettingSchema>;

/** Consolidated contract info: which contract types the brand has enabled (the site's menu follows it). */
export const ConsolidatedSchema = z.object({
  dailysalreqtype: z.boolean(),
  divtypereq: z.boolean(),
  contracthoursalreq: z.boolean(),
  realtimesalreqtype: z.boolean(),
  types: z.array(ContractTypeSettingSchema),
});
export type Consolidated = z.infer<typeof ConsolidatedSchema>;

export const SettlementsQuerySchema = z
  .object({
    period: z.enum(HISTORY_PERIODS).default('LAST_7_DAYS'),
    start: DateSchema.optional(),
    end: DateSchema.optional(),
    tzOffset: z.coerce.number().int().min(-840).max(840).default(0),
    pageNo: PageNoSchema,
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
    sort: z.enum(SETTLEMENT_SORTS).default('periodStart'),
    order: z.enum(['asc', 'desc']).default('desc'),
    scope: z.enum(SETTLEMENT_SCOPES).default('all'),
    /** Exact username of the holder (case-insensitive). */
    username: z.string().trim().min(1).max(40).optional(),
  })
  .strict();
export type SettlementsQuery = z.output<typeof SettlementsQuerySchema>;

export const SettlementSchema = z.object({
  id: z.string(),
  contractId: z.string(),
  type: z.enum(CONTRACT_TYPES),
  periodKey: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  holder: z.string(),
  upline: z.string(),
  role: z.enum(['upline', 'downline']),
  /** The holder's team (itself included): valid turnover and net loss (bets - wins) of the period. */
  validTurnover: MoneySchema,
  netLoss: MoneySchema,
  activeMembers: z.number().int(),
  /** Dividend: the negative balance carried in from the previous period and out to the next. */
  carryIn: MoneySchema,
  carryOut: MoneySchema,
  /** The tier reached (1-based), or null. */
  tier: z.number().int().nullable(),
  /** What the tier gives the whole team, before the downlines' own contracts are taken off. */
  gross: MoneySchema,
  /** What the holder's direct downlines' contracts of the same type get for the same period. */
  downlinesAmount: MoneySchema,
  /** Paid (or to be paid) to the holder: gross - downlinesAmount, never negative (or the operator's adjustment). */
  amount: MoneySchema,
  adjusted: z.boolean(),
  status: z.enum(SETTLEMENT_STATUSES),
  paidAt: z.string().nullable(),
});
export type Settlement = z.infer<typeof SettlementSchema>;

export const SettlementsSchema = pageOf(SettlementSchema).extend({
  period: z.object({ from: z.string(), to: z.string() }),
  totals: z.object({ validTurnover: MoneySchema, netLoss: MoneySchema, amount: MoneySchema }),
});
export type Settlements = z.infer<typeof SettlementsSchema>;

/** One line of a settlement: a team member's figures, or a downline contract taken off. */
export const SettlementLineSchema = z.object({
  kind: z.enum(['MEMBER', 'DOWNLINE_CONTRACT']),
  username: z.string(),
  /** Depth below the holder (0: the holder itself). */
  level: z.number().int(),
  validTurnover: MoneySchema,
  netLoss: MoneySchema,
  /** DOWNLINE_CONTRACT: what that contract gets (taken off the holder's gross). */
  amount: MoneySchema,
});
export type SettlementLine = z.infer<typeof SettlementLineSchema>;

export const SettlementDetailSchema = SettlementSchema.extend({
  lines: z.array(SettlementLineSchema),
});
export type SettlementDetail = z.infer<typeof SettlementDetailSchema>;

const tags = ['agent', 'contracts'];
const records = (
  key: 'dividendRecords' | 'dailySalaryRecords' | 'hourlySalaryRecords' | 'realtimeSalaryRecords',
  what: string,
) =>
  SALARY_ROUTES[key].method === 'GET'
    ? endpoint({
        ...SALARY_ROUTES[key],
        query: SettlementsQuerySchema,
        response: SettlementsSchema,
        auth: 'member',
        summary: `${what} settlements of the caller's contracts, as holder and as upline (agent only)`,
        tags,
      })
    : endpoint({
        ...SALARY_ROUTES[key],
        body: SettlementsQuerySchema,
        response: SettlementsSchema,
        auth: 'member',
        summary: `${what} settlements of the caller's contracts, as holder and as upline; the query in the body (agent only)`,
        tags,
      });

export const salaryApi = {
  consolidated: endpoint({
    ...SALARY_ROUTES.consolidated,
    response: ConsolidatedSchema,
    auth: 'member',
    summary: 'Consolidated contract info: the contract types the brand has enabled',
    tags,
  }),
  contracts: endpoint({
    ...SALARY_ROUTES.contracts,
    query: ContractsQuerySchema,
    response: ContractsSchema,
    auth: 'member',
    summary: "The caller's contracts as upline and as downline, newest first (agent only)",
    tags,
  }),
  offer: endpoint({
    ...SALARY_ROUTES.offer,
    body: OfferBodySchema,
    response: ContractSchema,
    auth: 'member',
    summary:
      "Offer a contract to a direct downline agent, within the caller's own contract and the brand's limits (agent only)",
    tags,
  }),
  accept: endpoint({
    ...SALARY_ROUTES.accept,
    params: IdParams,
    response: ContractSchema,
    auth: 'member',
    summary: 'Accept an offer made to the caller (agent only)',
    tags,
  }),
  reject: endpoint({
    ...SALARY_ROUTES.reject,
    params: IdParams,
    response: ContractSchema,
    auth: 'member',
    summary: 'Reject an offer made to the caller (agent only)',
    tags,
  }),
  terminate: endpoint({
    ...SALARY_ROUTES.terminate,
    params: IdParams,
    response: ContractSchema,
    auth: 'member',
    summary: 'End an offered or active contract, from either side (agent only)',
    tags,
  }),
  dividendRecords: records('dividendRecords', 'Dividend'),
  dailySalaryRecords: records('dailySalaryRecords', 'Daily salary'),
  hourlySalaryRecords: records('hourlySalaryRecords', 'Hourly salary'),
  realtimeSalaryRecords: records('realtimeSalaryRecords', 'Real-time salary'),
  settlement: endpoint({
    ...SALARY_ROUTES.settlement,
    params: IdParams,
    response: SettlementDetailSchema,
    auth: 'member',
    summary: "One settlement with its lines (its holder or the holder's upline only)",
    tags,
  }),
};
