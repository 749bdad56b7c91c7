import { CONTRACT_TYPE_PAGES, type ContractType } from '@sorte/contracts/agent/salary-routes';
import { LIST_PARAMS } from '../../../components/lists/use-list-params';

/**
 * The agent centre's entries that are built, by whitelabel module id and in menu order (the
 * team overview first: the default page).
 */
export const AGENT_CENTRE_PAGES = [
  'agentTeamOverview',
  'agentAnnouncement',
  'registerCenter',
  'downlineManagmentView',
  'agentPersonalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentContracts',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
] as const;
export type AgentCentrePage = (typeof AGENT_CENTRE_PAGES)[number];

/** The contracts page is not a whitelabel module: it is there while any contract type is enabled. */
export const CONTRACTS_PAGE = 'agentContracts';

/** Each record page's contract type (its entry needs the module on and the type enabled). */
export const RECORD_PAGE_TYPES: Partial<Record<AgentCentrePage, ContractType>> = Object.fromEntries(
  Object.entries(CONTRACT_TYPE_PAGES).map(([type, page]) => [page, type as ContractType]),
);

/** The search parameter that opens the modal (`?agent=<page key>`). */
export const AGENT_PARAM = 'agent';

/** Search parameters the pages keep in the URL (dropped when another page opens or on close). */
export const AGENT_PAGE_PARAMS = [...LIST_PARAMS, 'type', 'scope'] as const;

/**
 * The entries to list: AGENT_CENTRE and the page's module switched on (whitelabel tree); a
 * contract record page also needs its type among `enabledTypes` (consolidated contract info), and
 * the contracts page needs any type enabled.
 */
export function availableAgentPages(
  isEnabled: (modId: string) => boolean,
  enabledTypes: readonly ContractType[] = [],
): AgentCentrePage[] {
  if (!isEnabled('AGENT_CENTRE')) return [];
  return AGENT_CENTRE_PAGES.filter((page) => {
    if (page === CONTRACTS_PAGE) return enabledTypes.length > 0;
    const type = RECORD_PAGE_TYPES[page];
    if (type && !enabledTypes.includes(type)) return false;
    return isEnabled(page);
  });
}

export const isAgentCentrePage = (value: string | null): value is AgentCentrePage =>
  (AGENT_CENTRE_PAGES as readonly string[]).includes(value ?? '');
