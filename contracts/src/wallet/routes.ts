/**
 * Method and path of each wallet call, without schemas, so the web bundle can import them
 * without pulling in zod (the schemas live in wallet.ts).
 */
export const WALLET_ROUTES = {
  balance: { method: 'GET', path: '/wps/v2/wallets/balance' },
  wallets: { method: 'GET', path: '/wps/v2/wallets' },
  transfer: { method: 'POST', path: '/wps/relay/GCS_walletTransfer' },
  recallAll: { method: 'POST', path: '/wps/relay/GCS_walletRecallAll' },
  upline: { method: 'GET', path: '/wps/v2/wallets/upline' },
  transferUpline: { method: 'POST', path: '/wps/relay/GCS_transferUpline' },
} as const;

/** The player's main wallet; every other wallet is named by its vendor code. */
export const MAIN_WALLET = 'MAIN';

/** Header every money call carries: the same key twice moves money once. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** What an Idempotency-Key may look like (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Vendor categories whose games play straight from the main wallet (the platform's own games
 * and lottery): their vendors get no transfer wallet.
 */
export const SEAMLESS_CATEGORIES: readonly string[] = ['INHOUSE', 'LOTT'];

/**
 * Cashier calls: deposits, withdrawals, payout accounts, account record and bonus details.
 * Schemas live in cashier.ts; `:orderId` / `:id` are path parameters.
 */
export const CASHIER_ROUTES = {
  depositChannels: { method: 'GET', path: '/wps/v2/transaction/deposit/channels' },
  depositCreate: { method: 'POST', path: '/wps/v2/transaction/deposit' },
  depositList: { method: 'GET', path: '/wps/v2/transaction/deposit' },
  depositGet: { method: 'GET', path: '/wps/v2/transaction/deposit/:orderId' },
  depositCancel: { method: 'POST', path: '/wps/v2/transaction/deposit/:orderId/cancel' },
  withdrawInfo: { method: 'GET', path: '/wps/v2/transaction/withdraw/info' },
  withdrawCreate: { method: 'POST', path: '/wps/v2/transaction/withdraw' },
  withdrawList: { method: 'GET', path: '/wps/v2/transaction/withdraw' },
  withdrawGet: { method: 'GET', path: '/wps/v2/transaction/withdraw/:id' },
  withdrawReceipt: { method: 'POST', path: '/wps/v2/transaction/withdraw/:id/receipt' },
  payoutAccounts: { method: 'GET', path: '/wps/v2/payout-accounts' },
  payoutAccountCreate: { method: 'POST', path: '/wps/v2/payout-accounts' },
  payoutAccountDelete: { method: 'DELETE', path: '/wps/v2/payout-accounts/:id' },
  history: { method: 'GET', path: '/wps/v2/transaction/history' },
  bonus: { method: 'GET', path: '/wps/v2/transaction/bonus' },
  bonusForfeit: { method: 'POST', path: '/wps/v2/transaction/bonus/forfeit' },
} as const;

/** The sandbox gateway's payment page (same origin, server-rendered): `/sandbox-gateway/pay/<orderId>`. */
export const SANDBOX_PAY_PATH = '/sandbox-gateway/pay/:orderId';

export const CHANNEL_TYPES = ['BANK_TRANSFER', 'PIX', 'EWALLET', 'USDT'] as const;
export type ChannelType = (typeof CHANNEL_TYPES)[number];

/**
 * Who settles a channel's orders: SANDBOX (the built-in test gateway, signed callbacks) or
 * MANUAL (an operator confirms the transfer in /ops/api).
 */
export const GATEWAYS = ['SANDBOX', 'MANUAL'] as const;
export type Gateway = (typeof GATEWAYS)[number];

export const DEPOSIT_STATUSES = ['PENDING', 'PAID', 'FAILED', 'EXPIRED', 'CANCELLED'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

export const WITHDRAWAL_STATUSES = ['PENDING_REVIEW', 'APPROVED', 'PAID', 'REJECTED'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** What the player reports after a paid withdrawal (not received comes with a proof). */
export const RECEIPT_RESULTS = ['RECEIVED', 'NOT_RECEIVED', 'ALL_RECEIVED'] as const;
export type ReceiptResult = (typeof RECEIPT_RESULTS)[number];
/** Receipt state of a paid withdrawal; FORCED_RECEIVED is set by the operator or the auto-confirm job. */
export const RECEIPT_STATUSES = ['RECEIVED', 'NOT_RECEIVED', 'ALL_RECEIVED', 'FORCED_RECEIVED'] as const;
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];

/** Receipt proof: png or jpg, at most 5 MB (decoded), sent as base64 in the JSON body. */
export const PROOF_CONTENT_TYPES = ['image/png', 'image/jpeg'] as const;
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;

export const PAYOUT_ACCOUNT_TYPES = ['BANK', 'PIX'] as const;
export type PayoutAccountType = (typeof PAYOUT_ACCOUNT_TYPES)[number];
export const PIX_KEY_TYPES = ['CPF', 'EMAIL', 'PHONE', 'RANDOM'] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];
/** Most payout accounts a member may bind. */
export const MAX_PAYOUT_ACCOUNTS = 5;

/**
 * Every ledger transaction type the server posts (the ledger's `post` takes only these), so each
 * has a translated name in the account record (row `type`, web `records:txTypes.<type>`).
 */
export const LEDGER_TX_TYPES = [
  'DEPOSIT',
  'DEPOSIT_BONUS',
  'WITHDRAW',
  'WITHDRAW_REFUND',
  'WITHDRAW_PAYOUT',
  'TRANSFER',
  'RECALL_ALL',
  'TRANSFER_UPLINE',
  /** Agent centre: the agent's main wallet to a team member's main wallet. */
  'TRANSFER_DOWNLINE',
  'BONUS_FORFEIT',
  'GAME_BET',
  'GAME_WIN',
  'GAME_REFUND',
  'LOTTERY_BET',
  'LOTTERY_WIN',
  'LOTTERY_REFUND',
  'DEMO_FUNDING',
  'SEED_CREDIT',
  /** Agent centre: a day's rebates on the team's settled bets (house -> the earner's main wallet). */
  'REBATE_PAYOUT',
  /** Agent centre: a salary contract's settlement of one period (house -> the holder's main wallet). */
  'SALARY_PAYOUT',
  /** Agent centre: a dividend contract's settlement of one period (house -> the holder's main wallet). */
  'DIVIDEND_PAYOUT',
] as const;
export type LedgerTxType = (typeof LEDGER_TX_TYPES)[number];

/**
 * Account-record filter (`type` query): each groups ledger types. DEPOSIT: DEPOSIT; BONUS:
 * DEPOSIT_BONUS and BONUS_FORFEIT; WITHDRAW: WITHDRAW and WITHDRAW_REFUND; TRANSFER: TRANSFER, RECALL_ALL,
 * TRANSFER_UPLINE, TRANSFER_DOWNLINE; OTHER: everything else (DEMO_FUNDING, SEED_CREDIT, later types).
 */
export const HISTORY_FILTERS = ['DEPOSIT', 'BONUS', 'WITHDRAW', 'TRANSFER', 'OTHER'] as const;
export type HistoryFilter = (typeof HISTORY_FILTERS)[number];

/**
 * Account-record period (`period` query), in the caller's time zone (`tzOffset`, minutes east of
 * UTC, e.g. -180 for Brasília): TODAY and YESTERDAY (calendar days), LAST_7_DAYS (today and the
 * 6 days before), DAILY (the last 24 hours), WEEKLY (this calendar week from Monday),
 * SEMIMONTHLY (this half month: days 1-15 or 16-end), MONTHLY (this calendar month), CUSTOM
 * (`start`..`end`, dates YYYY-MM-DD inclusive, at most 93 days).
 */
export const HISTORY_PERIODS = [
  'TODAY',
  'YESTERDAY',
  'LAST_7_DAYS',
  'DAILY',
  'WEEKLY',
  'SEMIMONTHLY',
  'MONTHLY',
  'CUSTOM',
] as const;
export type HistoryPeriod = (typeof HISTORY_PERIODS)[number];
export const HISTORY_CUSTOM_MAX_DAYS = 93;

/** Account-record `wallet` of a row: MAIN, a vendor code, BONUS, POINTS or COMMISSION. */
export const BONUS_WALLET = 'BONUS';
