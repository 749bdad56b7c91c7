import { z } from 'zod';
import { endpoint } from '../common/envelope';
import { LOCALES } from '../common/locale';
import { MoneySchema } from '../common/money-schema';
import { pageOf, PageNoSchema, PageSizeSchema } from '../common/pagination';
import {
  BankDetailsSchema,
  BonusOptionSchema,
  DepositOrderSchema,
  FeeSchema,
  WithdrawalSchema,
} from '../wallet/cashier';
import { GAME_TYPES } from '../system/constants';
import { CHANNEL_TYPES, DEPOSIT_STATUSES, GATEWAYS, WITHDRAWAL_STATUSES } from '../wallet/routes';

/**
 * Operator cashier calls: payment channels, withdrawal settings, deposit
 * orders, withdrawal review. Every change is audited (`GET /ops/api/audit-logs`). Money in and
 * out is a decimal string with two decimals ("10.00"); percents are strings with up to two
 * decimals ("1.50").
 */

const IdParams = z.object({ id: z.string().regex(/^\d{1,18}$/) }).strict();
const OrderParams = z.object({ orderId: z.string().max(64) }).strict();

/** Operator money input: a plain decimal with at most two places, 0 allowed. */
const MoneyInput = z.string().regex(/^\d{1,12}(\.\d{1,2})?$/, 'validation.money');
/** Percent input "0".."100" with at most two decimals. */
const PercentInput = z
  .string()
  .regex(/^\d{1,3}(\.\d{1,2})?$/, 'validation.percent')
  .refine((p) => Number(p) <= 100, { message: 'INVALID_VALUE' });

const FeeInput = z.object({ fixed: MoneyInput, percent: PercentInput }).strict();
const BonusInput = z.discriminatedUnion('type', [
  z.object({ type: z.literal('NONE') }).strict(),
  z
    .object({
      type: z.literal('PERCENT'),
      percent: PercentInput,
      cap: MoneyInput,
      turnoverMultiplier: z.number().int().min(0).max(100),
    })
    .strict(),
]);
const BankInput = z
  .object({
    bankCode: z.string().trim().min(1).max(11),
    bankName: z.string().trim().min(1).max(64),
    branch: z.string().trim().max(10),
    accountNumber: z.string().trim().min(1).max(24),
    holderName: z.string().trim().min(1).max(64),
  })
  .strict();
const UsdtInput = z
  .object({
    network: z.string().trim().min(2).max(16),
    address: z.string().trim().min(20).max(100),
    rate: z.string().regex(/^\d{1,6}(\.\d{1,4})?$/),
  })
  .strict();

/**
 * A payment channel. Rules the service checks (400 VALIDATION_FAILED with fields): min > 0,
 * min <= max; BANK_TRANSFER needs `bank` and gateway MANUAL; USDT needs `usdt`; PIX, EWALLET and
 * USDT may use SANDBOX or MANUAL.
 */
/** A channel's name and instructions in the site's other languages; unset ones fall back. */
export const ChannelTranslationsSchema = z.partialRecord(
  z.enum(LOCALES),
  z
    .object({
      name: z.string().trim().min(1).max(64).optional(),
      instructions: z.string().max(1000).optional(),
    })
    .strict(),
);

export const ChannelInputSchema = z
  .object({
    type: z.enum(CHANNEL_TYPES),
    gateway: z.enum(GATEWAYS),
    name: z.string().trim().min(1).max(64),
    min: MoneyInput,
    max: MoneyInput,
    fee: FeeInput,
    bonus: BonusInput,
    instructions: z.string().max(1000).default(''),
    translations: ChannelTranslationsSchema.default({}),
    expiresMinutes: z.number().int().min(5).max(10_080).default(30),
    bank: BankInput.nullable().default(null),
    usdt: UsdtInput.nullable().default(null),
    enabled: z.boolean().default(true),
    sort: z.number().int().min(-1_000_000).max(1_000_000).default(0),
  })
  .strict();
export type ChannelInput = z.input<typeof ChannelInputSchema>;

/** PATCH: any subset of the fields (the merged channel is checked again as a whole). */
export const ChannelPatchSchema = ChannelInputSchema.partial()
  .strict()
  .refine((p) => Object.keys(p).length > 0, { message: 'REQUIRED' });

export const OpsChannelSchema = z.object({
  id: z.string(),
  type: z.enum(CHANNEL_TYPES),
  gateway: z.enum(GATEWAYS),
  name: z.string(),
  min: MoneySchema,
  max: MoneySchema,
  fee: FeeSchema,
  bonus: BonusOptionSchema,
  instructions: z.string(),
  translations: ChannelTranslationsSchema,
  expiresMinutes: z.number().int(),
  bank: BankDetailsSchema.nullable(),
  usdt: z.object({ network: z.string(), address: z.string(), rate: z.string() }).nullable(),
  enabled: z.boolean(),
  sort: z.number().int(),
  updatedAt: z.string(),
});
export type OpsChannel = z.infer<typeof OpsChannelSchema>;

/** Withdrawal rules. min <= max (else fields.max INVALID_VALUE). */
export const CashierSettingsInputSchema = z
  .object({
    withdrawMin: MoneyInput,
    withdrawMax: MoneyInput,
    withdrawDailyCount: z.number().int().min(1).max(100),
    withdrawFee: FeeInput,
  })
  .strict();

export const CashierSettingsSchema = z.object({
  withdrawMin: MoneySchema,
  withdrawMax: MoneySchema,
  withdrawDailyCount: z.number().int(),
  withdrawFee: FeeSchema,
  /** From WITHDRAW_RECEIPT_AUTO_CONFIRM_MINUTES (read only here). */
  receiptAutoConfirmMinutes: z.number().int(),
  updatedAt: z.string(),
});

/**
 * How much of a settled bet counts towards turnover requirements, per game type, in whole
 * percent (0-100). PUT sets the listed types; types left out keep their value.
 */
export const TurnoverContributionsSchema = z.object({
  contributions: z.record(z.enum(GAME_TYPES), z.number().int()),
  updatedAt: z.string(),
});
export type TurnoverContributions = z.infer<typeof TurnoverContributionsSchema>;
export const TurnoverContributionsInputSchema = z
  .object({
    contributions: z
      .partialRecord(z.enum(GAME_TYPES), z.number().int().min(0).max(100))
      .refine((c) => Object.keys(c).length > 0, { message: 'REQUIRED' }),
  })
  .strict();

const OpsMember = { memberId: z.string(), username: z.string() };

export const OpsDepositSchema = DepositOrderSchema.extend({
  ...OpsMember,
  gateway: z.enum(GATEWAYS),
  /** The gateway's own reference from the paying callback, if any. */
  gatewayEventId: z.string().nullable(),
});
export type OpsDeposit = z.infer<typeof OpsDepositSchema>;

export const OpsDepositQuerySchema = z
  .object({
    pageNo: PageNoSchema,
    pageSize: PageSizeSchema,
    status: z.enum(DEPOSIT_STATUSES).optional(),
    username: z.string().max(64).optional(),
  })
  .strict();

export const OpsWithdrawalSchema = WithdrawalSchema.extend({
  ...OpsMember,
  /** The full (unmasked) payout destination, for paying it. */
  destination: z.string(),
});
export type OpsWithdrawal = z.infer<typeof OpsWithdrawalSchema>;

export const OpsWithdrawalQuerySchema = z
  .object({
    pageNo: PageNoSchema,
    pageSize: PageSizeSchema,
    status: z.enum(WITHDRAWAL_STATUSES).optional(),
    username: z.string().max(64).optional(),
  })
  .strict();

export const ReasonInputSchema = z.object({ reason: z.string().trim().min(1).max(200) }).strict();

const tags = ['ops', 'cashier'];
export const opsCashierApi = {
  listChannels: endpoint({
    method: 'GET',
    path: '/ops/api/cashier/channels',
    response: z.object({ list: z.array(OpsChannelSchema) }),
    auth: 'operator',
    summary: 'Payment channels (enabled and disabled)',
    tags,
  }),
  createChannel: endpoint({
    method: 'POST',
    path: '/ops/api/cashier/channels',
    body: ChannelInputSchema,
    response: OpsChannelSchema,
    auth: 'operator',
    summary: 'Creates a payment channel',
    tags,
  }),
  patchChannel: endpoint({
    method: 'PATCH',
    path: '/ops/api/cashier/channels/:id',
    params: IdParams,
    body: ChannelPatchSchema,
    response: OpsChannelSchema,
    auth: 'operator',
    summary: 'Changes a payment channel',
    tags,
  }),
  deleteChannel: endpoint({
    method: 'DELETE',
    path: '/ops/api/cashier/channels/:id',
    params: IdParams,
    response: z.object({}).strict(),
    auth: 'operator',
    summary: 'Removes a payment channel (kept for its orders, hidden everywhere)',
    tags,
  }),
  getSettings: endpoint({
    method: 'GET',
    path: '/ops/api/cashier/settings',
    response: CashierSettingsSchema,
    auth: 'operator',
    summary: 'Withdrawal limits and fee',
    tags,
  }),
  putSettings: endpoint({
    method: 'PUT',
    path: '/ops/api/cashier/settings',
    body: CashierSettingsInputSchema,
    response: CashierSettingsSchema,
    auth: 'operator',
    summary: 'Sets withdrawal limits and fee',
    tags,
  }),
  getTurnoverContributions: endpoint({
    method: 'GET',
    path: '/ops/api/cashier/turnover-contributions',
    response: TurnoverContributionsSchema,
    auth: 'operator',
    summary: 'Turnover contribution percent of a settled bet, per game type',
    tags,
  }),
  putTurnoverContributions: endpoint({
    method: 'PUT',
    path: '/ops/api/cashier/turnover-contributions',
    body: TurnoverContributionsInputSchema,
    response: TurnoverContributionsSchema,
    auth: 'operator',
    summary: 'Sets turnover contribution percents (0-100) of the listed game types',
    tags,
  }),
  listDeposits: endpoint({
    method: 'GET',
    path: '/ops/api/cashier/deposits',
    query: OpsDepositQuerySchema,
    response: pageOf(OpsDepositSchema),
    auth: 'operator',
    summary: 'Deposit orders, newest first',
    tags,
  }),
  confirmDeposit: endpoint({
    method: 'POST',
    path: '/ops/api/cashier/deposits/:orderId/confirm',
    params: OrderParams,
    body: z.object({}).strict().optional(),
    response: OpsDepositSchema,
    auth: 'operator',
    summary: 'Marks a pending (or expired) order paid: credits the wallet once (manual transfers, sandbox tests)',
    tags,
  }),
  failDeposit: endpoint({
    method: 'POST',
    path: '/ops/api/cashier/deposits/:orderId/fail',
    params: OrderParams,
    body: ReasonInputSchema,
    response: OpsDepositSchema,
    auth: 'operator',
    summary: 'Marks a pending order failed with a reason',
    tags,
  }),
  listWithdrawals: endpoint({
    method: 'GET',
    path: '/ops/api/cashier/withdrawals',
    query: OpsWithdrawalQuerySchema,
    response: pageOf(OpsWithdrawalSchema),
    auth: 'operator',
    summary: 'Withdrawal requests, oldest pending first for PENDING_REVIEW, else newest first',
    tags,
  }),
  approveWithdrawal: endpoint({
    method: 'POST',
    path: '/ops/api/cashier/withdrawals/:id/approve',
    params: IdParams,
    body: z.object({}).strict().optional(),
    response: OpsWithdrawalSchema,
    auth: 'operator',
    summary: 'Approves a withdrawal pending review',
    tags,
  }),
  rejectWithdrawal: endpoint({
    method: 'POST',
    path: '/ops/api/cashier/withdrawals/:id/reject',
    params: IdParams,
    body: ReasonInputSchema,
    response: OpsWithdrawalSchema,
    auth: 'operator',
    summary: 'Rejects a withdrawal pending review or approved; the held amount returns to the main wallet',
    tags,
  }),
  payWithdrawal: endpoint({
    method: 'POST',
    path: '/ops/api/cashier/withdrawals/:id/paid',
    params: IdParams,
    body: z.object({}).strict().optional(),
    response: OpsWithdrawalSchema,
    auth: 'operator',
    summary: 'Marks an approved withdrawal paid (the hold goes to the gateway, the fee to the house)',
    tags,
  }),
  forceReceived: endpoint({
    method: 'POST',
    path: '/ops/api/cashier/withdrawals/:id/force-received',
    params: IdParams,
    body: z.object({}).strict().optional(),
    response: OpsWithdrawalSchema,
    auth: 'operator',
    summary: 'Sets the receipt of a paid withdrawal to FORCED_RECEIVED',
    tags,
  }),
};

/** GET /ops/api/cashier/withdrawals/:id/proof answers the latest proof image itself (not JSON). */
export const OPS_WITHDRAWAL_PROOF_PATH = '/ops/api/cashier/withdrawals/:id/proof';
