/**
 * Agent salary and dividend contracts: calls (method and path) and constants, without schemas, so
 * the web can import them without zod (the schemas live in salary.ts).
 *
 * An upline offers a contract of one type to a direct downline agent; the downline accepts or
 * rejects it; either side may terminate it. While active, the settlement jobs pay the holder every
 * period from the house through the ledger (see docs/decisions.md "Salary and dividend contracts").
 */
export const SALARY_ROUTES = {
  /** The brand's enabled contract types (member session). */
  consolidated: { method: 'GET', path: '/wps/member/info/funds/consolidated' },
  /** The caller's contracts, as upline and as downline (agent only). */
  contracts: { method: 'GET', path: '/wps/agent/contracts' },
  /** Offer a contract to a direct downline agent (agent only). */
  offer: { method: 'POST', path: '/wps/agent/contracts' },
  /** The downline accepts an offer made to it. */
  accept: { method: 'POST', path: '/wps/agent/contracts/:id/accept' },
  /** The downline rejects an offer made to it. */
  reject: { method: 'POST', path: '/wps/agent/contracts/:id/reject' },
  /** Either side ends an offered or active contract (the upline withdraws an offer the same way). */
  terminate: { method: 'POST', path: '/wps/agent/contracts/:id/terminate' },
  /** Settlement records per type: dividend and daily salary (GET), hourly and real-time salary (POST). */
  dividendRecords: { method: 'GET', path: '/wps/relay/ACS_dividendRecords' },
  dailySalaryRecords: { method: 'GET', path: '/wps/relay/ACS_dailySalaryRecords' },
  hourlySalaryRecords: { method: 'POST', path: '/wps/relay/ACS_hourlySalaryRecords' },
  realtimeSalaryRecords: { method: 'POST', path: '/wps/relay/ACS_realtimeSalaryRecords' },
  /** One settlement with its lines (holder or its upline only). */
  settlement: { method: 'GET', path: '/wps/agent/settlements/:id' },
} as const;

export const CONTRACT_TYPES = [
  'DAILY_SALARY',
  'HOURLY_SALARY',
  'REALTIME_SALARY',
  'DIVIDEND',
] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];
export const SALARY_TYPES = ['DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY'] as const;
export const isSalaryType = (type: ContractType) => type !== 'DIVIDEND';

/** The consolidated-info flag of each type (the names the site's menu checks). */
export const CONTRACT_TYPE_FLAGS = {
  DAILY_SALARY: 'dailysalreqtype',
  DIVIDEND: 'divtypereq',
  HOURLY_SALARY: 'contracthoursalreq',
  REALTIME_SALARY: 'realtimesalreqtype',
} as const satisfies Record<ContractType, string>;

/** The agent centre page (whitelabel module id) of each type's records. */
export const CONTRACT_TYPE_PAGES = {
  DIVIDEND: 'agentDividendRecordCopy2',
  DAILY_SALARY: 'agentDailyWages2',
  HOURLY_SALARY: 'agentHourSalary',
  REALTIME_SALARY: 'agentRealtimeSalary',
} as const satisfies Record<ContractType, string>;

/** The records call of each type. */
export const CONTRACT_TYPE_RECORDS = {
  DIVIDEND: 'dividendRecords',
  DAILY_SALARY: 'dailySalaryRecords',
  HOURLY_SALARY: 'hourlySalaryRecords',
  REALTIME_SALARY: 'realtimeSalaryRecords',
} as const satisfies Record<ContractType, keyof typeof SALARY_ROUTES>;

/** Settlement period of each type: UTC day, UTC hour, 5 minutes, half month (1st-15th, 16th-end). */
export const CONTRACT_PERIODS = {
  DAILY_SALARY: 'DAY',
  HOURLY_SALARY: 'HOUR',
  REALTIME_SALARY: 'FIVE_MINUTES',
  DIVIDEND: 'HALF_MONTH',
} as const satisfies Record<ContractType, string>;

export const CONTRACT_STATUSES = ['OFFERED', 'ACTIVE', 'REJECTED', 'TERMINATED'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
export const SETTLEMENT_STATUSES = ['PENDING', 'PAID'] as const;
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number];

/** Most tiers a contract may have (the brand may allow fewer). */
export const CONTRACT_MAX_TIERS = 10;
/** Dividend shares are basis points of the team's net loss: 1 = 0.01 %. */
export const DIVIDEND_SHARE_MAX_BP = 10_000;

export const SETTLEMENT_SORTS = ['periodStart', 'amount', 'validTurnover', 'netLoss'] as const;
export type SettlementSort = (typeof SETTLEMENT_SORTS)[number];
/** Which records: all, the caller's own (as holder), or its direct downlines' (as upline). */
export const SETTLEMENT_SCOPES = ['all', 'mine', 'team'] as const;
