import { z } from 'zod';
import { endpoint, EmptyValueSchema } from '../common/envelope';
import { MoneySchema } from '../common/money-schema';
import { pageOf, PageNoSchema, PageSizeSchema } from '../common/pagination';
import {
  CASHIER_ROUTES,
  CHANNEL_TYPES,
  DEPOSIT_STATUSES,
  GATEWAYS,
  HISTORY_FILTERS,
  HISTORY_PERIODS,
  LEDGER_TX_TYPES,
  PAYOUT_ACCOUNT_TYPES,
  PIX_KEY_TYPES,
  PROOF_CONTENT_TYPES,
  RECEIPT_RESULTS,
  RECEIPT_STATUSES,
  WITHDRAWAL_STATUSES,
} from './routes';

/**
 * Cashier: deposits, withdrawals, payout accounts, account record, bonus
 * details. Paths (zod-free) and enums are in routes.ts (CASHIER_ROUTES).
 *
 * Conventions (as wallet.ts): money is a decimal string with two decimals; amounts a client sends
 * may have 0-2 decimals ("10", "10.5") else 400 AMOUNT_INVALID (fields.amount). Every POST that
 * moves or reserves money (deposit order, withdrawal) needs an `Idempotency-Key` header (400
 * IDEMPOTENCY_KEY_REQUIRED); the same key with the same body answers the first result again with
 * `Idempotent-Replayed: true`, with another body 409 IDEMPOTENCY_KEY_REUSED. Trial accounts
 * (isAgent 4) get 403 TRIAL_ACCOUNT_FORBIDDEN on every deposit, withdraw and payout-account call;
 * the account record and bonus details work for them (demo money).
 */

const IdSchema = z.string().regex(/^\d{1,18}$/);
/** Deposit order ids are random (the sandbox payment page is reachable by its id alone). */
export const OrderIdSchema = z.string().regex(/^D[0-9A-Z]{20,40}$/);

/** A fee: fixed part plus a percentage of the amount ("1.50" = 1.5 %), rounded up to the cent. */
export const FeeSchema = z.object({
  fixed: MoneySchema,
  /** Percent with up to two decimals, as a string ("0.00".."100.00"). */
  percent: z.string(),
});
export type Fee = z.infer<typeof FeeSchema>;

/**
 * Deposit bonus of a channel. PERCENT: `percent` of the deposit amount, at most `cap`, credited to
 * the main wallet when the order is paid, with a turnover requirement of (amount + bonus) ×
 * `turnoverMultiplier` before the next withdrawal.
 */
export const BonusOptionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('NONE') }),
  z.object({
    type: z.literal('PERCENT'),
    percent: z.string(),
    cap: MoneySchema,
    turnoverMultiplier: z.number().int(),
  }),
]);
export type BonusOption = z.infer<typeof BonusOptionSchema>;

/** Where a BANK_TRANSFER is paid to (the operator's account). */
export const BankDetailsSchema = z.object({
  bankCode: z.string(),
  bankName: z.string(),
  branch: z.string(),
  accountNumber: z.string(),
  holderName: z.string(),
});
export type BankDetails = z.infer<typeof BankDetailsSchema>;

export const UsdtDetailsSchema = z.object({
  /** TRC20, ERC20, ... */
  network: z.string(),
  address: z.string(),
  /** Brand currency per 1 USDT ("5.40"). */
  rate: z.string(),
});

/** GET /wps/v2/transaction/deposit/channels: the enabled channels, in the operator's order. */
export const DepositChannelSchema = z.object({
  id: IdSchema,
  type: z.enum(CHANNEL_TYPES),
  gateway: z.enum(GATEWAYS),
  name: z.string(),
  min: MoneySchema,
  max: MoneySchema,
  fee: FeeSchema,
  bonus: BonusOptionSchema,
  /** Plain text (never HTML) shown above the form. */
  instructions: z.string(),
  /** Minutes an order stays payable. */
  expiresMinutes: z.number().int(),
  /** BANK_TRANSFER only: the account to pay to. */
  bank: BankDetailsSchema.nullable(),
  /** USDT only. */
  usdt: UsdtDetailsSchema.nullable(),
});
export type DepositChannel = z.infer<typeof DepositChannelSchema>;

export const DepositChannelListSchema = z.object({
  list: z.array(DepositChannelSchema),
  currency: z.string(),
});
export type DepositChannelList = z.infer<typeof DepositChannelListSchema>;

/**
 * POST /wps/v2/transaction/deposit. Unknown or disabled channel: 400 CHANNEL_UNAVAILABLE
 * (fields.channelId); amount outside the channel's min..max: 400 AMOUNT_OUT_OF_RANGE
 * (fields.amount, message with min and max); `bonus: true` on a channel without a bonus: 400
 * VALIDATION_FAILED (fields.bonus INVALID_VALUE); more than 5 pending orders: 400
 * PENDING_ORDERS_LIMIT.
 */
export const DepositInputSchema = z
  .object({
    channelId: IdSchema,
    amount: z.string().max(40),
    /** Take the channel's deposit bonus (default false). */
    bonus: z.boolean().optional(),
  })
  .strict();
export type DepositInput = z.infer<typeof DepositInputSchema>;

/** How to pay an order: what the deposit page shows. */
export const PaymentInstructionsSchema = z.object({
  type: z.enum(CHANNEL_TYPES),
  /** Plain text from the channel. */
  instructions: z.string(),
  /** PIX: the copy-paste code ("PIX copia e cola"); draw it as a QR code. */
  pixCode: z.string().nullable(),
  /** BANK_TRANSFER: the account to pay to. */
  bank: BankDetailsSchema.nullable(),
  /** USDT: address, network and the amount in USDT (6 decimals). */
  usdt: z.object({ network: z.string(), address: z.string(), amount: z.string(), rate: z.string() }).nullable(),
  /** BANK_TRANSFER: put this in the transfer's description so the operator can match it. */
  reference: z.string(),
});

export const DepositOrderSchema = z.object({
  orderId: z.string(),
  channelId: z.string(),
  channelName: z.string(),
  type: z.enum(CHANNEL_TYPES),
  status: z.enum(DEPOSIT_STATUSES),
  /** What the player pays. */
  amount: MoneySchema,
  /** Kept from the amount: the wallet receives amount - fee. */
  fee: MoneySchema,
  /** amount - fee: what the main wallet is credited when paid. */
  credit: MoneySchema,
  /** Deposit bonus credited with it ("0.00" without one). */
  bonus: MoneySchema,
  currency: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** When it was paid, failed, expired or cancelled. */
  settledAt: z.string().nullable(),
  /** FAILED: why (from the gateway or the operator). */
  failReason: z.string().nullable(),
  payment: PaymentInstructionsSchema,
  /** SANDBOX gateway: the test payment page (same origin). */
  sandbox: z.object({ payUrl: z.string() }).nullable(),
});
export type DepositOrder = z.infer<typeof DepositOrderSchema>;

export const OrderParamsSchema = z.object({ orderId: z.string().max(64) }).strict();

export const DepositListQuerySchema = z
  .object({ pageNo: PageNoSchema, pageSize: PageSizeSchema, status: z.enum(DEPOSIT_STATUSES).optional() })
  .strict();

// ---------------------------------------------------------------------------------------------
// Payout accounts

/**
 * POST /wps/v2/payout-accounts. `holderName` must match the member's payee name (compared
 * NFKC, case- and space-insensitively) when one is set: else 400 PAYEE_NAME_MISMATCH
 * (fields.holderName). A member without a payee name gets this holder name as payee name.
 * BANK: bankCode 3-11 letters/digits, accountNumber 4-20 digits (a '-' allowed), branch up to 10.
 * PIX: pixKey checked against pixKeyType (CPF 11 digits with valid check digits, punctuation
 * allowed; EMAIL; PHONE +<country><number>; RANDOM a UUID): else 400 VALIDATION_FAILED
 * (fields.pixKey INVALID_FORMAT). The same account twice: 409 PAYOUT_ACCOUNT_EXISTS; more than
 * MAX_PAYOUT_ACCOUNTS: 400 PAYOUT_ACCOUNT_LIMIT.
 */
export const PayoutAccountInputSchema = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('BANK'),
      bankCode: z.string().trim().min(3).max(11),
      bankName: z.string().trim().min(1).max(64),
      branch: z.string().trim().max(10).optional(),
      accountNumber: z.string().trim().min(4).max(24),
      holderName: z.string().trim().min(2).max(64),
    })
    .strict(),
  z
    .object({
      type: z.literal('PIX'),
      pixKeyType: z.enum(PIX_KEY_TYPES),
      pixKey: z.string().trim().min(1).max(77),
      holderName: z.string().trim().min(2).max(64),
    })
    .strict(),
]);
export type PayoutAccountInput = z.infer<typeof PayoutAccountInputSchema>;

/** A bound payout account; account number and PIX key are masked (`masked`). */
export const PayoutAccountSchema = z.object({
  id: z.string(),
  type: z.enum(PAYOUT_ACCOUNT_TYPES),
  holderName: z.string(),
  bankCode: z.string().nullable(),
  bankName: z.string().nullable(),
  branch: z.string().nullable(),
  pixKeyType: z.enum(PIX_KEY_TYPES).nullable(),
  /** "****4321" (bank account) or the masked PIX key ("***.456.789-**", "d***@example.com"). */
  masked: z.string(),
  createdAt: z.string(),
});
export type PayoutAccount = z.infer<typeof PayoutAccountSchema>;

export const PayoutAccountListSchema = z.object({ list: z.array(PayoutAccountSchema) });

export const IdParamsSchema = z.object({ id: z.string().max(20) }).strict();

// ---------------------------------------------------------------------------------------------
// Withdrawals

/** Open turnover requirements (deposit bonuses) against bets since they started. */
export const TurnoverSchema = z.object({
  required: MoneySchema,
  /**
   * Bets counted so far: each settled bet, weighted by its game type's contribution percent
   * (operator setting), fills the open requirements oldest first.
   */
  progress: MoneySchema,
  /** max(required - progress, 0). */
  remaining: MoneySchema,
  met: z.boolean(),
  /** The bonus credits of the open requirements: what forfeiting gives up (at most what the member holds). */
  bonus: MoneySchema,
});
export type Turnover = z.infer<typeof TurnoverSchema>;

/** GET /wps/v2/transaction/withdraw/info: everything the withdraw page needs. */
export const WithdrawInfoSchema = z.object({
  currency: z.string(),
  /** The main wallet: what can be withdrawn (vendor wallets must be recalled first). */
  balance: MoneySchema,
  min: MoneySchema,
  max: MoneySchema,
  /** Withdrawals allowed per calendar day (UTC) and how many were requested today. */
  dailyCount: z.number().int(),
  usedToday: z.number().int(),
  fee: FeeSchema,
  turnover: TurnoverSchema,
  payoutAccounts: z.array(PayoutAccountSchema),
  hasPaymentPassword: z.boolean(),
  /** The member's payee name (payout accounts must be in this name), or null when none is set. */
  payeeName: z.string().nullable(),
  /** Minutes after payment when an unconfirmed receipt counts as received. */
  receiptAutoConfirmMinutes: z.number().int(),
});
export type WithdrawInfo = z.infer<typeof WithdrawInfoSchema>;

/**
 * POST /wps/v2/transaction/withdraw. The amount leaves the main wallet at once (held until the
 * operator pays or rejects). No payment password set: 400 PAYMENT_PASSWORD_REQUIRED; wrong: 400
 * PAYMENT_PASSWORD_WRONG (fields.paymentPassword; 5 wrong in 15 minutes: 429 RATE_LIMITED);
 * unknown payout account: 404 PAYOUT_ACCOUNT_NOT_FOUND; outside min..max: 400
 * AMOUNT_OUT_OF_RANGE; daily count used up: 400 WITHDRAW_LIMIT_REACHED; open turnover
 * requirement: 400 TURNOVER_NOT_MET; more than the main wallet: 400 INSUFFICIENT_BALANCE.
 */
export const WithdrawInputSchema = z
  .object({
    amount: z.string().max(40),
    payoutAccountId: IdSchema,
    paymentPassword: z.string().min(1).max(16),
  })
  .strict();
export type WithdrawInput = z.infer<typeof WithdrawInputSchema>;

export const ReceiptSchema = z.object({
  /** null until the player (or the operator / auto-confirm job) reports. */
  status: z.enum(RECEIPT_STATUSES).nullable(),
  /** Total the player says arrived so far. */
  receivedAmount: MoneySchema,
  /** payout - receivedAmount. */
  remainingAmount: MoneySchema,
  confirmedAt: z.string().nullable(),
  /** PAID and not yet final: when it will count as received. */
  autoConfirmAt: z.string().nullable(),
  /** A proof image was uploaded (operators read it). */
  hasProof: z.boolean(),
});
export type Receipt = z.infer<typeof ReceiptSchema>;

export const WithdrawalSchema = z.object({
  id: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  /** Taken from the main wallet. */
  amount: MoneySchema,
  fee: MoneySchema,
  /** amount - fee: what is sent to the payout account. */
  payout: MoneySchema,
  currency: z.string(),
  payoutAccount: PayoutAccountSchema,
  /** REJECTED: the operator's reason. */
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  receipt: ReceiptSchema,
});
export type Withdrawal = z.infer<typeof WithdrawalSchema>;

export const WithdrawListQuerySchema = z
  .object({ pageNo: PageNoSchema, pageSize: PageSizeSchema, status: z.enum(WITHDRAWAL_STATUSES).optional() })
  .strict();

/**
 * POST /wps/v2/transaction/withdraw/:id/receipt, only for a PAID withdrawal whose receipt is not
 * final (ALL_RECEIVED / FORCED_RECEIVED), else 409 RECEIPT_NOT_ALLOWED.
 * RECEIVED: `receivedAmount` (required) is the total that arrived so far, above 0 and below the
 * payout (equal to the payout counts as ALL_RECEIVED; above it: 400 VALIDATION_FAILED
 * fields.receivedAmount). ALL_RECEIVED: everything arrived (final). NOT_RECEIVED: nothing (more)
 * arrived; `proof` is required (fields.proof REQUIRED). `proof` (any result): a png or jpg, at
 * most 5 MB decoded, as base64 (no `data:` prefix) with its content type; anything else 400
 * PROOF_INVALID. The request body may be up to 7.5 MB for this call only.
 */
export const ReceiptInputSchema = z
  .object({
    result: z.enum(RECEIPT_RESULTS),
    receivedAmount: z.string().max(40).optional(),
    proof: z
      .object({
        contentType: z.enum(PROOF_CONTENT_TYPES),
        /** base64 of the file. */
        data: z.string().max(7_100_000),
      })
      .strict()
      .optional(),
  })
  .strict();
export type ReceiptInput = z.infer<typeof ReceiptInputSchema>;

// ---------------------------------------------------------------------------------------------
// Account record and bonus details

/**
 * GET /wps/v2/transaction/history (transactionHistory): one row per movement of one of the
 * player's accounts (a transfer MAIN -> PG is two rows), newest first. `period` defaults to
 * LAST_7_DAYS; CUSTOM needs `start` and `end` (YYYY-MM-DD, start <= end, at most
 * HISTORY_CUSTOM_MAX_DAYS days): else 400 VALIDATION_FAILED (fields.start / fields.end).
 */
export const HistoryQuerySchema = z
  .object({
    pageNo: PageNoSchema,
    pageSize: PageSizeSchema,
    type: z.enum(HISTORY_FILTERS).optional(),
    period: z.enum(HISTORY_PERIODS).default('LAST_7_DAYS'),
    start: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
    end: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
    /** Minutes east of UTC of the player's clock (Brasília: -180); default 0. */
    tzOffset: z.coerce.number().int().min(-840).max(840).default(0),
    /** Only this wallet (MAIN, a vendor code, BONUS...). */
    wallet: z.string().min(1).max(32).optional(),
  })
  .strict();
export type HistoryQuery = z.input<typeof HistoryQuerySchema>;

export const HistoryRowSchema = z.object({
  /** The ledger entry id. */
  id: z.string(),
  transactionId: z.string(),
  type: z.enum(LEDGER_TX_TYPES).or(z.string()),
  /** Signed: "-50.00" left the wallet, "1234.50" came in. */
  amount: z.string(),
  balanceAfter: MoneySchema,
  /** MAIN, a vendor code, BONUS, POINTS or COMMISSION. */
  wallet: z.string(),
  createdAt: z.string(),
  /** Deposit order id, withdrawal id, counterpart wallet or upline: what the movement belongs to. */
  reference: z.string().nullable(),
});
export type HistoryRow = z.infer<typeof HistoryRowSchema>;

export const HistoryPageSchema = pageOf(HistoryRowSchema).extend({
  currency: z.string(),
  /** The period searched, as ISO instants (start inclusive, end exclusive). */
  from: z.string(),
  to: z.string(),
});
export type HistoryPage = z.infer<typeof HistoryPageSchema>;

/** ACTIVE: turnover still open; COMPLETED: met; FORFEITED: given up by the member (bonus taken back). */
export const BONUS_STATUSES = ['ACTIVE', 'COMPLETED', 'FORFEITED'] as const;

/** One bonus credit and its turnover requirement. */
export const BonusRowSchema = z.object({
  id: z.string(),
  /** DEPOSIT_BONUS for now. */
  source: z.string(),
  /** The deposit order it came with. */
  reference: z.string(),
  bonus: MoneySchema,
  turnoverRequired: MoneySchema,
  turnoverProgress: MoneySchema,
  status: z.enum(BONUS_STATUSES),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type BonusRow = z.infer<typeof BonusRowSchema>;

/** GET /wps/v2/transaction/bonus (bonusDetails), newest first. */
export const BonusPageSchema = pageOf(BonusRowSchema).extend({
  currency: z.string(),
  totalBonus: MoneySchema,
  turnover: TurnoverSchema,
});
export type BonusPage = z.infer<typeof BonusPageSchema>;

export const BonusQuerySchema = z.object({ pageNo: PageNoSchema, pageSize: PageSizeSchema }).strict();

/**
 * POST /wps/v2/transaction/bonus/forfeit (Idempotency-Key header): gives up every open bonus so
 * the member may withdraw before the turnover is met. The bonus amounts of the open requirements
 * go back to the house (BONUS_FORFEIT ledger transaction), taken from the main wallet first, then
 * the vendor wallets, and never more than the member holds; the requirements close as FORFEITED.
 * No open requirement: 400 NO_OPEN_BONUS. A replay with the same key answers the first result.
 */
export const BonusForfeitSchema = z.object({
  transactionId: z.string(),
  /** What went back to the house (may be less than the bonuses when the member lost them). */
  forfeited: MoneySchema,
  /** Requirements closed. */
  closed: z.number().int(),
  currency: z.string(),
  createdAt: z.string(),
});
export type BonusForfeit = z.infer<typeof BonusForfeitSchema>;

const tags = ['cashier'];
export const cashierApi = {
  depositChannels: endpoint({
    ...CASHIER_ROUTES.depositChannels,
    response: DepositChannelListSchema,
    auth: 'member',
    summary: 'Enabled deposit channels',
    tags,
  }),
  depositCreate: endpoint({
    ...CASHIER_ROUTES.depositCreate,
    body: DepositInputSchema,
    response: DepositOrderSchema,
    auth: 'member',
    summary: 'Creates a deposit order (Idempotency-Key header)',
    tags,
  }),
  depositList: endpoint({
    ...CASHIER_ROUTES.depositList,
    query: DepositListQuerySchema,
    response: pageOf(DepositOrderSchema),
    auth: 'member',
    summary: "The member's deposit orders, newest first",
    tags,
  }),
  depositGet: endpoint({
    ...CASHIER_ROUTES.depositGet,
    params: OrderParamsSchema,
    response: DepositOrderSchema,
    auth: 'member',
    summary: 'One deposit order of the member (404 ORDER_NOT_FOUND for anyone else)',
    tags,
  }),
  depositCancel: endpoint({
    ...CASHIER_ROUTES.depositCancel,
    params: OrderParamsSchema,
    body: EmptyValueSchema.optional(),
    response: DepositOrderSchema,
    auth: 'member',
    summary: 'Cancels a pending deposit order (409 ORDER_NOT_PENDING otherwise; cancelling a cancelled order answers it)',
    tags,
  }),
  withdrawInfo: endpoint({
    ...CASHIER_ROUTES.withdrawInfo,
    response: WithdrawInfoSchema,
    auth: 'member',
    summary: 'Limits, fee, turnover, balance and payout accounts for the withdraw page',
    tags,
  }),
  withdrawCreate: endpoint({
    ...CASHIER_ROUTES.withdrawCreate,
    body: WithdrawInputSchema,
    response: WithdrawalSchema,
    auth: 'member',
    summary: 'Requests a withdrawal; the amount is held at once (Idempotency-Key header)',
    tags,
  }),
  withdrawList: endpoint({
    ...CASHIER_ROUTES.withdrawList,
    query: WithdrawListQuerySchema,
    response: pageOf(WithdrawalSchema),
    auth: 'member',
    summary: "The member's withdrawals, newest first",
    tags,
  }),
  withdrawGet: endpoint({
    ...CASHIER_ROUTES.withdrawGet,
    params: IdParamsSchema,
    response: WithdrawalSchema,
    auth: 'member',
    summary: 'One withdrawal of the member (404 WITHDRAWAL_NOT_FOUND for anyone else)',
    tags,
  }),
  withdrawReceipt: endpoint({
    ...CASHIER_ROUTES.withdrawReceipt,
    params: IdParamsSchema,
    body: ReceiptInputSchema,
    response: WithdrawalSchema,
    auth: 'member',
    summary: 'Confirms receipt of a paid withdrawal (received / not received with proof / all received)',
    tags,
  }),
  payoutAccounts: endpoint({
    ...CASHIER_ROUTES.payoutAccounts,
    response: PayoutAccountListSchema,
    auth: 'member',
    summary: 'Bound payout accounts',
    tags,
  }),
  payoutAccountCreate: endpoint({
    ...CASHIER_ROUTES.payoutAccountCreate,
    body: PayoutAccountInputSchema,
    response: PayoutAccountSchema,
    auth: 'member',
    summary: 'Binds a bank or PIX payout account in the payee name',
    tags,
  }),
  payoutAccountDelete: endpoint({
    ...CASHIER_ROUTES.payoutAccountDelete,
    params: IdParamsSchema,
    response: EmptyValueSchema,
    auth: 'member',
    summary: 'Unbinds a payout account (404 PAYOUT_ACCOUNT_NOT_FOUND if not the member’s)',
    tags,
  }),
  history: endpoint({
    ...CASHIER_ROUTES.history,
    query: HistoryQuerySchema,
    response: HistoryPageSchema,
    auth: 'member',
    summary: 'Account record: every movement of the member’s accounts',
    tags,
  }),
  bonus: endpoint({
    ...CASHIER_ROUTES.bonus,
    query: BonusQuerySchema,
    response: BonusPageSchema,
    auth: 'member',
    summary: 'Bonus details: bonus credits and their turnover',
    tags,
  }),
  bonusForfeit: endpoint({
    ...CASHIER_ROUTES.bonusForfeit,
    body: EmptyValueSchema.optional(),
    response: BonusForfeitSchema,
    auth: 'member',
    summary: 'Forfeits every open bonus (taken back to the house) so the member may withdraw (Idempotency-Key header)',
    tags,
  }),
};

// ---------------------------------------------------------------------------------------------
// Gateway callbacks

/** Headers of a signed gateway callback. */
export const CALLBACK_TIMESTAMP_HEADER = 'X-Gateway-Timestamp';
export const CALLBACK_SIGNATURE_HEADER = 'X-Gateway-Signature';
/** A callback's timestamp may differ from the server clock by at most this much. */
export const CALLBACK_MAX_SKEW_SECONDS = 300;

/**
 * POST /wps/callback/gateway/:gateway (server to server). Signature: hex HMAC-SHA256 with the
 * gateway secret over `<timestamp>.<raw body>`, `timestamp` in Unix seconds. Bad or missing
 * signature: 401 CALLBACK_SIGNATURE_INVALID; timestamp more than 5 minutes off: 401
 * CALLBACK_TIMESTAMP_INVALID; an `eventId` seen before: 200 with `duplicate: true`, nothing
 * changes; amount or currency differing from the order: 400 CALLBACK_AMOUNT_MISMATCH.
 */
export const GatewayCallbackSchema = z
  .object({
    eventId: z.string().min(1).max(100),
    orderId: z.string().max(64),
    status: z.enum(['PAID', 'FAILED']),
    amount: MoneySchema,
    currency: z.string().max(8),
    reason: z.string().max(200).optional(),
  })
  .strict();
export type GatewayCallback = z.infer<typeof GatewayCallbackSchema>;

export const GatewayCallbackResultSchema = z.object({
  orderId: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  duplicate: z.boolean(),
});

export const gatewayCallbackApi = endpoint({
  method: 'POST',
  path: '/wps/callback/gateway/:gateway',
  params: z.object({ gateway: z.string().max(32) }).strict(),
  body: GatewayCallbackSchema,
  response: GatewayCallbackResultSchema,
  auth: 'none',
  summary: 'Signed payment-gateway callback (HMAC-SHA256, timestamp, single-use event id)',
  tags,
});
