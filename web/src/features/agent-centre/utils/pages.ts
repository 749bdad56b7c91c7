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
] as const;
export type AgentCentrePage = (typeof AGENT_CENTRE_PAGES)[number];

/** The search parameter that opens the modal (`?agent=<page key>`). */
export const AGENT_PARAM = 'agent';

/** Search parameters the pages keep in the URL (dropped when another page opens or on close). */
export const AGENT_PAGE_PARAMS = [
  'period',
  'start',
  'end',
  'pageNo',
  'sort',
  'order',
  'user',
  'type',
] as const;

/** The entries to list: AGENT_CENTRE and the page's module switched on (whitelabel tree). */
export function availableAgentPages(isEnabled: (modId: string) => boolean): AgentCentrePage[] {
  if (!isEnabled('AGENT_CENTRE')) return [];
  return AGENT_CENTRE_PAGES.filter((page) => isEnabled(page));
}

export const isAgentCentrePage = (value: string | null): value is AgentCentrePage =>
  (AGENT_CENTRE_PAGES as readonly string[]).includes(value ?? '');
