/**
 * The agent centre's calls (method and path) and constants, without schemas, so the web can import
 * them without zod (the schemas live in agent.ts). Every call needs an agent session (account types
 * 1, 2, 41, 42); a downline named in a call must be in the caller's own team (its subtree).
 */
export const AGENT_ROUTES = {
  /** agentTeamOverview: the team's numbers over a period, and a daily series for the charts. */
  teamOverview: { method: 'GET', path: '/wps/agent/team/overview' },
  /** downlineManagmentView: the team's members, searched, sorted and paged. */
  downlines: { method: 'GET', path: '/wps/agent/downlines' },
  /** One downline: details, last login, balance (when allowed), rebate rates. */
  downline: { method: 'GET', path: '/wps/agent/downlines/:id' },
  /** Sets a direct downline's rebate rates (never above the agent's own). */
  downlineRebate: { method: 'PUT', path: '/wps/agent/downlines/:id/rebate' },
  /** The agent's own rebate rates (the ceiling of what it can give). */
  myRebate: { method: 'GET', path: '/wps/agent/rebate' },
  /** personalHistoryCopy (team betting): the team's game rounds, filtered and paged. */
  teamBets: { method: 'GET', path: '/wps/agent/team/bets' },
  /** palStatementsAgentCopy: profit and loss per team member over a period. */
  teamProfitLoss: { method: 'GET', path: '/wps/agent/team/profit-loss' },
  /** agentRevenueReport: the agent's income by source and day, and its payouts. */
  income: { method: 'GET', path: '/wps/agent/income' },
  /** registerCenter: the agent's referral links (each with its rebate rates and registrations count). */
  links: { method: 'GET', path: '/wps/agent/links' },
  /** Creates a referral link whose registrations get its rebate rates (each at most the agent's own). */
  createLink: { method: 'POST', path: '/wps/agent/links' },
  /** Disables one of the agent's own referral links (it registers nobody any more). */
  disableLink: { method: 'DELETE', path: '/wps/agent/links/:id' },
  /** Sends money from the agent's main wallet to a member of its team (Idempotency-Key header). */
  transferDownline: { method: 'POST', path: '/wps/agent/downlines/:id/transfer' },
  /** agentDownlineTransactionDetailsCopy: the team's deposits, withdrawals and transfers. */
  teamTransactions: { method: 'GET', path: '/wps/agent/team/transactions' },
  /** agentAnnouncement: the operator's announcements for agents, newest first, with read marks. */
  announcements: { method: 'GET', path: '/wps/agent/announcements' },
  /** Marks one announcement read by the calling agent (again: nothing changes). */
  readAnnouncement: { method: 'POST', path: '/wps/agent/announcements/:id/read' },
} as const;

/** Rebate rates are basis points of valid turnover: 1 = 0.01 %; at most RATE_MAX_BP. */
export const REBATE_RATE_MAX_BP = 10_000;

/**
 * Income sources an agent is paid from: REBATE (REBATE_PAYOUT, with the day's accrual), SALARY
 * (SALARY_PAYOUT of any salary contract type) and DIVIDEND (DIVIDEND_PAYOUT).
 */
export const AGENT_INCOME_SOURCES = ['REBATE', 'SALARY', 'DIVIDEND'] as const;
export type AgentIncomeSource = (typeof AGENT_INCOME_SOURCES)[number];

/** Downline list sort fields. */
export const DOWNLINE_SORTS = ['registeredAt', 'username', 'level', 'lastLoginAt', 'teamSize'] as const;
export type DownlineSort = (typeof DOWNLINE_SORTS)[number];

export const DOWNLINE_STATUSES = ['active', 'disabled'] as const;

/** Team profit-and-loss sort fields. */
export const TEAM_PL_SORTS = ['bet', 'validTurnover', 'profit', 'rounds', 'username'] as const;

/** Team transactions filter (`type` query): which ledger types each groups. */
export const TEAM_TX_TYPES = ['DEPOSIT', 'WITHDRAW', 'TRANSFER'] as const;
export type TeamTxType = (typeof TEAM_TX_TYPES)[number];

/** Team transactions sort fields. */
export const TEAM_TX_SORTS = ['createdAt', 'amount', 'username'] as const;
