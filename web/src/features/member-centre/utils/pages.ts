import { LIST_PARAMS } from '../../../components/lists/use-list-params';

/** The member centre's entries, by page key and in order (docs/product.md, "Member centre"). */
export const MEMBER_CENTRE_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
] as const;
export type MemberCentrePage = (typeof MEMBER_CENTRE_PAGES)[number];

/** The search parameter that opens the overlay (`?member=<page key>`). */
export const MEMBER_PARAM = 'member';

/** Search parameters the record pages keep in the URL (dropped when another page opens or on close). */
export const MEMBER_PAGE_PARAMS = [...LIST_PARAMS, 'type', 'gameType', 'vendor'] as const;

/** Pages built so far; an entry is listed only when its module is on and its page exists. */
export const BUILT_PAGES: ReadonlySet<string> = new Set<MemberCentrePage>([
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
]);

/**
 * The entries to list: modules switched on (whitelabel tree) whose page exists and applies to
 * this member (`applies`, e.g. transferUpline only with an upline that accepts), in order.
 */
export function availablePages(
  isEnabled: (modId: string) => boolean,
  applies: (page: MemberCentrePage) => boolean = () => true,
): MemberCentrePage[] {
  if (!isEnabled('MEMBER_CENTRE')) return [];
  return MEMBER_CENTRE_PAGES.filter(
    (page) => BUILT_PAGES.has(page) && isEnabled(page) && applies(page),
  );
}
