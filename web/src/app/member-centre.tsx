import { lazy } from 'react';
import { MemberCentreHost } from '../features/member-centre/components/member-centre-host';
import type { MemberPageComponents } from '../features/member-centre/utils/page-props';

/**
 * The member centre with the pages other features build. Each page is its own lazy chunk; this
 * module itself loads only when `?member=` is in the URL (root-layout).
 */
export const MEMBER_PAGE_COMPONENTS: MemberPageComponents = {
  transferFund: lazy(() =>
    import('../features/wallet/components/transfer-fund-page').then((m) => ({
      default: m.TransferFundPage,
    })),
  ),
  depositv2: lazy(() =>
    import('../features/cashier/components/deposit-page').then((m) => ({
      default: m.DepositPage,
    })),
  ),
  withdraw: lazy(() =>
    import('../features/cashier/components/withdraw-page').then((m) => ({
      default: m.WithdrawPage,
    })),
  ),
  transactionHistory: lazy(() =>
    import('../features/records/components/transaction-history-page').then((m) => ({
      default: m.TransactionHistoryPage,
    })),
  ),
  personalHistoryCopy: lazy(() =>
    import('../features/records/components/betting-record-page').then((m) => ({
      default: m.BettingRecordPage,
    })),
  ),
  personalProfit: lazy(() =>
    import('../features/records/components/profit-loss-page').then((m) => ({
      default: m.ProfitLossPage,
    })),
  ),
  bonusDetails: lazy(() =>
    import('../features/records/components/bonus-details-page').then((m) => ({
      default: m.BonusDetailsPage,
    })),
  ),
  transferUpline: lazy(() =>
    import('../features/wallet/components/transfer-upline-page').then((m) => ({
      default: m.TransferUplinePage,
    })),
  ),
};

export function MemberCentre() {
  return <MemberCentreHost pageComponents={MEMBER_PAGE_COMPONENTS} />;
}
