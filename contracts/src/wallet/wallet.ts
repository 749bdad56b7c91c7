import { z } from 'zod';
import { endpoint } from '../common/envelope';
import { MoneySchema } from '../common/money-schema';
import { WALLET_ROUTES } from './routes';

/**
 * Wallet balance and transfers. Money is a decimal string with two
 * decimals; every POST here needs an `Idempotency-Key` header (400 IDEMPOTENCY_KEY_REQUIRED
 * without one). Repeating a key with the same body answers the first result again (header
 * `Idempotent-Replayed: true`) and moves nothing; the same key with another body is 409
 * IDEMPOTENCY_KEY_REUSED. A refused call (insufficient balance, unknown wallet...) moves
 * nothing and does not use up its key.
 */

/** `MAIN` or a vendor code (e.g. `PG`, `EVO`). */
export const WalletNameSchema = z.string().min(1).max(32);

/** GET /wps/v2/wallets/balance: main wallet plus every vendor wallet. */
export const BalanceSchema = z.object({
  sumBalance: MoneySchema,
  currency: z.string(),
});
export type Balance = z.infer<typeof BalanceSchema>;

export const WalletBalanceSchema = z.object({
  /** `MAIN` or a vendor code. */
  wallet: z.string(),
  balance: MoneySchema,
});
export type WalletBalance = z.infer<typeof WalletBalanceSchema>;

/** A wallet of the list: `transferIn` says whether money may be moved into it. */
export const WalletListEntrySchema = WalletBalanceSchema.extend({
  transferIn: z.boolean(),
});
export type WalletListEntry = z.infer<typeof WalletListEntrySchema>;

/**
 * GET /wps/v2/wallets: `MAIN` first, then the wallet of every transfer-mode vendor (enabled
 * vendors outside the seamless categories whose games play from their own wallet, in vendor
 * order). Seamless vendors have none: their games bet from MAIN. A wallet of a vendor that is
 * now disabled or seamless is listed while it holds money, with `transferIn: false`.
 */
export const WalletListSchema = z.object({
  list: z.array(WalletListEntrySchema),
  currency: z.string(),
});
export type WalletList = z.infer<typeof WalletListSchema>;

/**
 * POST /wps/relay/GCS_walletTransfer. `amount`: a positive decimal with at most two decimals
 * ("10", "10.5", "10.50"); else 400 AMOUNT_INVALID (fields.amount). Unknown `from`/`to`: 400
 * UNKNOWN_WALLET (fields.from / fields.to); from = to: 400 SAME_WALLET; more than the source
 * holds: 400 INSUFFICIENT_BALANCE.
 */
export const TransferInputSchema = z
  .object({
    from: WalletNameSchema,
    to: WalletNameSchema,
    amount: z.string().max(40),
  })
  .strict();
export type TransferInput = z.infer<typeof TransferInputSchema>;

/** A movement's outcome: the ledger transaction and the touched wallets' balances after it. */
export const MovementResultSchema = z.object({
  /** Ledger transaction id; null for a recall-all that found nothing to move. */
  transactionId: z.string().nullable(),
  amount: MoneySchema,
  currency: z.string(),
  createdAt: z.string(),
  /** Balances of the touched wallets right after this movement (not now). */
  wallets: z.array(WalletBalanceSchema),
});
export type MovementResult = z.infer<typeof MovementResultSchema>;

export const TransferResultSchema = MovementResultSchema.extend({
  from: z.string(),
  to: z.string(),
});
export type TransferResult = z.infer<typeof TransferResultSchema>;

/** POST /wps/relay/GCS_walletRecallAll: every vendor wallet back to MAIN, in one transaction. */
export const RecallAllInputSchema = z.object({}).strict();

/** GET /wps/v2/wallets/upline: whether the transferUpline page applies. */
export const UplineSchema = z.object({
  /** The upline agent's username, or null when the member has none. */
  upline: z.string().nullable(),
  /** The upline accepts transfers and this account may send them (not a trial account). */
  allowed: z.boolean(),
});
export type Upline = z.infer<typeof UplineSchema>;

/**
 * POST /wps/relay/GCS_transferUpline: main wallet to the upline agent's main wallet. No upline:
 * 403 NO_UPLINE; the agent does not accept transfers: 403 UPLINE_TRANSFER_NOT_ALLOWED; trial
 * accounts: 403 TRIAL_ACCOUNT_FORBIDDEN.
 */
export const TransferUplineInputSchema = z.object({ amount: z.string().max(40) }).strict();

export const TransferUplineResultSchema = MovementResultSchema.extend({ upline: z.string() });
export type TransferUplineResult = z.infer<typeof TransferUplineResultSchema>;

export const walletApi = {
  balance: endpoint({
    ...WALLET_ROUTES.balance,
    response: BalanceSchema,
    auth: 'member',
    summary: 'Sum of the main and vendor wallets',
    tags: ['wallet'],
  }),
  wallets: endpoint({
    ...WALLET_ROUTES.wallets,
    response: WalletListSchema,
    auth: 'member',
    summary: 'The main wallet and every vendor wallet with its balance',
    tags: ['wallet'],
  }),
  transfer: endpoint({
    ...WALLET_ROUTES.transfer,
    body: TransferInputSchema,
    response: TransferResultSchema,
    auth: 'member',
    summary: 'Moves money between the main wallet and a vendor wallet (Idempotency-Key header)',
    tags: ['wallet'],
  }),
  recallAll: endpoint({
    ...WALLET_ROUTES.recallAll,
    body: RecallAllInputSchema,
    response: MovementResultSchema,
    auth: 'member',
    summary: 'Moves every vendor wallet back to the main wallet (Idempotency-Key header)',
    tags: ['wallet'],
  }),
  upline: endpoint({
    ...WALLET_ROUTES.upline,
    response: UplineSchema,
    auth: 'member',
    summary: 'The upline agent and whether it accepts transfers',
    tags: ['wallet'],
  }),
  transferUpline: endpoint({
    ...WALLET_ROUTES.transferUpline,
    body: TransferUplineInputSchema,
    response: TransferUplineResultSchema,
    auth: 'member',
    summary: 'Sends money from the main wallet to the upline agent (Idempotency-Key header)',
    tags: ['wallet'],
  }),
};
