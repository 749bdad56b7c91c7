import { z } from 'zod';
import { endpoint } from '../common/envelope';
import { MoneySchema } from '../common/money-schema';
import { PageNoSchema, pageOf } from '../common/pagination';
import { GAME_TYPES } from '../system/constants';
import { HISTORY_PERIODS } from '../wallet/routes';
import {
  AGENT_INCOME_SOURCES,
  AGENT_ROUTES,
  DOWNLINE_SORTS,
  DOWNLINE_STATUSES,
  REBATE_RATE_MAX_BP,
  TEAM_PL_SORTS,
} from './routes';

const DateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The period fields shared with the account record and the betting record (same helper, caller's clock). */
const PeriodFields = {
  period: z.enum(HISTORY_PERIODS).default('TODAY'),
  start: DateSchema.optional(),
  end: DateSchema.optional(),
  /** Minutes east of UTC of the agent's clock (Brasília: -180); default 0. */
  tzOffset: z.coerce.number().int().min(-840).max(840).default(0),
};
export const AgentPeriodQuerySchema = z.object(PeriodFields).strict();

const PeriodSchema = z.object({ from: z.string(), to: z.string() });

/** Rebate rates per game type, basis points (1 = 0.01 %); a missing game type is 0. */
export const RebateRatesSchema = z.partialRecord(
  z.enum(GAME_TYPES),
  z.number().int().min(0).max(REBATE_RATE_MAX_BP),
);
export type RebateRates = z.infer<typeof RebateRatesSchema>;

/** The team's numbers of one day (in the caller's clock). */
export const TeamDaySchema = z.object({
  date: DateSchema,
  newMembers: z.number().int(),
  activeMembers: z.number().int(),
  firstDeposits: z.number().int(),
  deposits: MoneySchema,
  withdrawals: MoneySchema,
  bets: MoneySchema,
  validTurnover: MoneySchema,
  /** The team's game result from the house's side: bets - wins of settled rounds. */
  profit: MoneySchema,
});
export type TeamDay = z.infer<typeof TeamDaySchema>;

/**
 * agentTeamOverview. The team is every descendant of the agent (not the agent itself).
 * newMembers: registered in the period; activeMembers: placed a bet in the period; firstDeposits:
 * members whose first deposit fell in the period (with its sum `firstDepositAmount`); deposits and
 * withdrawals: credited deposits and requested withdrawals (ledger); bets: stakes of the period's
 * rounds (a refunded round counts 0); validTurnover: stakes of settled rounds; profit: bets - wins
 * (positive: the team lost).
 */
export const TeamOverviewSchema = z.object({
  period: PeriodSchema,
  teamSize: z.number().int(),
  directDownlines: z.number().int(),
  newMembers: z.number().int(),
  activeMembers: z.number().int(),
  firstDeposits: z.number().int(),
  firstDepositAmount: MoneySchema,
  deposits: MoneySchema,
  withdrawals: MoneySchema,
  bets: MoneySchema,
  validTurnover: MoneySchema,
  profit: MoneySchema,
  daily: z.array(TeamDaySchema),
});
export type TeamOverview = z.infer<typeof TeamOverviewSchema>;

export const DownlinesQuerySchema = z
  .object({
    pageNo: PageNoSchema,
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
    /** Case-insensitive prefix of the username. */
    username: z.string().trim().min(1).max(40).optional(),
    /** 1 = direct downlines; absent = the whole team. */
    level: z.coerce.number().int().min(1).max(100).optional(),
    /** Whose direct downlines (a member of the team: "open its own team"); default the agent. */
    parentId: z.string().regex(/^\d{1,18}$/).optional(),
    status: z.enum(DOWNLINE_STATUSES).optional(),
    /** Only agents (an agent account type) or only members (every other type). */
    role: z.enum(['agent', 'member']).optional(),
    /** Registration date range (YYYY-MM-DD, inclusive, caller's clock). */
    registeredFrom: DateSchema.optional(),
    registeredTo: DateSchema.optional(),
    tzOffset: z.coerce.number().int().min(-840).max(840).default(0),
    sort: z.enum(DOWNLINE_SORTS).default('registeredAt'),
    order: z.enum(['asc', 'desc']).default('desc'),
  })
  .strict();
export type DownlinesQuery = z.output<typeof DownlinesQuerySchema>;

export const DownlineSchema = z.object({
  id: z.string(),
  username: z.string(),
  nickname: z.string(),
  /** isAgent of the downline (0 member, 1/2/41/42 agent). */
  accountType: z.number().int(),
  /** Depth below the agent: 1 = direct. */
  level: z.number().int(),
  upline: z.string(),
  status: z.enum(DOWNLINE_STATUSES),
  registeredAt: z.string(),
  lastLoginAt: z.string().nullable(),
  /** Members below this downline. */
  teamSize: z.number().int(),
});
export type Downline = z.infer<typeof DownlineSchema>;

export const DownlinesSchema = pageOf(DownlineSchema).extend({
  /** Totals of every matching row (not only this page). */
  totals: z.object({ members: z.number().int(), agents: z.number().int() }),
});
export type Downlines = z.infer<typeof DownlinesSchema>;

export const DownlineDetailSchema = DownlineSchema.extend({
  /** Main wallet plus vendor wallets; null when the operator does not let agents see balances. */
  balance: MoneySchema.nullable(),
  rebate: RebateRatesSchema,
  /** True when the downline is a direct downline: only then may the agent set its rates. */
  direct: z.boolean(),
});
export type DownlineDetail = z.infer<typeof DownlineDetailSchema>;

const IdParams = z.object({ id: z.string().regex(/^\d{1,18}$/) }).strict();

export const SetRebateBodySchema = z.object({ rates: RebateRatesSchema }).strict();

export const MyRebateSchema = z.object({ rates: RebateRatesSchema });

/** A referral link of the register centre: registering with `?referralCode=<code>` joins the agent's team with `rebate`. */
export const ReferralLinkSchema = z.object({
  id: z.string(),
  code: z.string(),
  rebate: RebateRatesSchema,
  createdAt: z.string(),
  disabled: z.boolean(),
  /** Members registered through this link. */
  registrations: z.number().int(),
});
export type ReferralLink = z.infer<typeof ReferralLinkSchema>;

export const ReferralLinksSchema = z.object({ list: z.array(ReferralLinkSchema) });
export type ReferralLinks = z.infer<typeof ReferralLinksSchema>;

export const CreateLinkBodySchema = z.object({ rebate: RebateRatesSchema }).strict();
export type CreateLinkBody = z.infer<typeof CreateLinkBodySchema>;

export const IncomeDaySchema = z.object({
  date: DateSchema,
  source: z.enum(AGENT_INCOME_SOURCES),
  /** Accrued that day (the exact sum, rounded down to the cent). */
  accrued: MoneySchema,
  /** Paid for that day (null: not paid yet). */
  paid: MoneySchema.nullable(),
  paidAt: z.string().nullable(),
});

/** agentRevenueReport: accrued and paid income of the period by source, per day. */
export const IncomeSchema = z.object({
  period: PeriodSchema,
  totals: z.object({ accrued: MoneySchema, paid: MoneySchema }),
  bySource: z.array(z.object({ source: z.enum(AGENT_INCOME_SOURCES), accrued: MoneySchema, paid: MoneySchema })),
  list: z.array(IncomeDaySchema),
});
export type Income = z.infer<typeof IncomeSchema>;
export type IncomeDay = z.infer<typeof IncomeDaySchema>;

const PeriodAndPage = {
  ...PeriodFields,
  pageNo: PageNoSchema,
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  /** Exact username of one team member (case-insensitive). */
  username: z.string().trim().min(1).max(40).optional(),
};

export const TeamBetsQuerySchema = z
  .object({ ...PeriodAndPage, gameType: z.enum(GAME_TYPES).optional() })
  .strict();

export const TeamBetSchema = z.object({
  id: z.string(),
  username: z.string(),
  /** Depth below the agent: 1 = direct. */
  level: z.number().int(),
  gameType: z.string(),
  gameVendor: z.string(),
  gameName: z.string(),
  roundId: z.string(),
  bet: MoneySchema,
  win: MoneySchema,
  /** From the player's side (win - bet); a refunded round counts 0. */
  profit: MoneySchema,
  status: z.enum(['OPEN', 'SETTLED', 'ROLLED_BACK']),
  createdAt: z.string(),
});

const RoundTotals = z.object({ rounds: z.number().int(), bet: MoneySchema, win: MoneySchema, profit: MoneySchema });

/** Team betting: newest first; `summary` covers every matching round. */
export const TeamBetsSchema = pageOf(TeamBetSchema).extend({ period: PeriodSchema, summary: RoundTotals });
export type TeamBet = z.infer<typeof TeamBetSchema>;
export type TeamBets = z.infer<typeof TeamBetsSchema>;

export const TeamProfitLossQuerySchema = z
  .object({ ...PeriodAndPage, sort: z.enum(TEAM_PL_SORTS).default('bet'), order: z.enum(['asc', 'desc']).default('desc') })
  .strict();

export const MemberProfitLossSchema = z.object({
  id: z.string(),
  username: z.string(),
  level: z.number().int(),
  rounds: z.number().int(),
  bet: MoneySchema,
  validTurnover: MoneySchema,
  win: MoneySchema,
  /** From the player's side (win - bet). */
  profit: MoneySchema,
});

/** Profit and loss per team member who played in the period; `totals` covers every such member. */
export const TeamProfitLossSchema = pageOf(MemberProfitLossSchema).extend({
  period: PeriodSchema,
  totals: z.object({ members: z.number().int(), rounds: z.number().int(), bet: MoneySchema, validTurnover: MoneySchema, win: MoneySchema, profit: MoneySchema }),
});
export type MemberProfitLoss = z.infer<typeof MemberProfitLossSchema>;
export type TeamProfitLoss = z.infer<typeof TeamProfitLossSchema>;

const tags = ['agent'];

export const agentApi = {
  teamOverview: endpoint({
    ...AGENT_ROUTES.teamOverview,
    query: AgentPeriodQuerySchema,
    response: TeamOverviewSchema,
    auth: 'member',
    summary: "The agent's team over a period (agent only)",
    tags,
  }),
  downlines: endpoint({
    ...AGENT_ROUTES.downlines,
    query: DownlinesQuerySchema,
    response: DownlinesSchema,
    auth: 'member',
    summary: "The agent's team members (agent only)",
    tags,
  }),
  downline: endpoint({
    ...AGENT_ROUTES.downline,
    params: IdParams,
    response: DownlineDetailSchema,
    auth: 'member',
    summary: 'One member of the team (agent only)',
    tags,
  }),
  downlineRebate: endpoint({
    ...AGENT_ROUTES.downlineRebate,
    params: IdParams,
    body: SetRebateBodySchema,
    response: DownlineDetailSchema,
    auth: 'member',
    summary: "Set a direct downline's rebate rates, at most the agent's own (agent only)",
    tags,
  }),
  myRebate: endpoint({
    ...AGENT_ROUTES.myRebate,
    response: MyRebateSchema,
    auth: 'member',
    summary: "The agent's own rebate rates (agent only)",
    tags,
  }),
  teamBets: endpoint({
    ...AGENT_ROUTES.teamBets,
    query: TeamBetsQuerySchema,
    response: TeamBetsSchema,
    auth: 'member',
    summary: "The team's game rounds (agent only)",
    tags,
  }),
  teamProfitLoss: endpoint({
    ...AGENT_ROUTES.teamProfitLoss,
    query: TeamProfitLossQuerySchema,
    response: TeamProfitLossSchema,
    auth: 'member',
    summary: 'Profit and loss per team member (agent only)',
    tags,
  }),
  income: endpoint({
    ...AGENT_ROUTES.income,
    query: AgentPeriodQuerySchema,
    response: IncomeSchema,
    auth: 'member',
    summary: "The agent's income by source and day (agent only)",
    tags,
  }),
  links: endpoint({
    ...AGENT_ROUTES.links,
    response: ReferralLinksSchema,
    auth: 'member',
    summary: "The agent's referral links, newest first, with registrations counts (agent only)",
    tags,
  }),
  createLink: endpoint({
    ...AGENT_ROUTES.createLink,
    body: CreateLinkBodySchema,
    response: ReferralLinkSchema,
    auth: 'member',
    summary: 'Create a referral link with rebate rates at most the agent\'s own (agent only)',
    tags,
  }),
  disableLink: endpoint({
    ...AGENT_ROUTES.disableLink,
    params: IdParams,
    response: ReferralLinkSchema,
    auth: 'member',
    summary: "Disable one of the agent's referral links (agent only)",
    tags,
  }),
};
