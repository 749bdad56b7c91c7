/**
 * The ledger: accounts, money transactions, wallets and verification.
 * Other modules and the app import this module only through this file.
 */
export { ledgerRepository, type AccountSpec, type Executor } from './ledger.repository';
export { answer, idempotencyKey, opsLedgerRoutes, walletRoutes, type WalletRoutesOptions } from './ledger.routes';
export {
  creditMainFromHouse,
  fundTrialAccount,
  HOUSE_PARTS,
  houseBalance,
  housePart,
  ledgerCurrency,
  post,
  postMany,
  requestHash,
} from './ledger.service';
export { formatVerifyReport, verifyLedger } from './ledger.verify';
export { memberEntries, type MemberEntry, type MemberEntryFilter } from './member-entries';
export { moneyTransaction, retryMoney } from './money-transaction';
export { ledgerEntryView, ledgerTransactionView, memberMovedSql, walletBalanceSql } from './read-models';
export { WalletService, type TransferVendorCodes, type WalletCaller } from './wallet.service';
