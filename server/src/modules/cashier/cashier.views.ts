import type { Locale } from '@sorte/contracts/common/locale';
import { bpToPercent, fromMinor } from '@sorte/contracts/common/money';
import type {
  BonusOption,
  DepositChannel,
  DepositOrder,
  PayoutAccount,
  Withdrawal,
} from '@sorte/contracts/wallet/cashier';
import type { OpsChannel } from '@sorte/contracts/ops/cashier';
import type {
  ChannelType,
  DepositStatus,
  Gateway,
  PixKeyType,
  ReceiptStatus,
  WithdrawalStatus,
} from '@sorte/contracts/wallet/routes';
import type { depositOrder, payoutAccount, paymentChannel, withdrawalRequest } from '../../db/schema/index';
import { maskAccountNumber, maskPixKey } from './cashier.money';

/** Database rows to contract shapes. */

export type ChannelRow = typeof paymentChannel.$inferSelect;
export type OrderRow = typeof depositOrder.$inferSelect;
export type PayoutRow = typeof payoutAccount.$inferSelect;
export type WithdrawalRow = typeof withdrawalRequest.$inferSelect;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export function bonusOption(c: ChannelRow): BonusOption {
  return c.bonusType === 'PERCENT'
    ? {
        type: 'PERCENT',
        percent: bpToPercent(c.bonusBp),
        cap: fromMinor(c.bonusCapMinor),
        turnoverMultiplier: c.bonusTurnoverMultiplier,
      }
    : { type: 'NONE' };
}

/**
 * A channel's name and instructions in `locale`: its translation, then pt for pt-BR (and pt-BR for
 * pt), then the plain columns (the operator's default text).
 */
export function channelTexts(c: ChannelRow, locale?: Locale): { name: string; instructions: string } {
  const t = c.translations ?? {};
  const sibling = locale === 'pt-BR' ? 'pt' : locale === 'pt' ? 'pt-BR' : undefined;
  const pick = (key: 'name' | 'instructions') =>
    (locale && t[locale]?.[key]) || (sibling && t[sibling]?.[key]) || c[key];
  return { name: pick('name'), instructions: pick('instructions') };
}

export function channelView(c: ChannelRow, locale?: Locale): DepositChannel {
  const texts = channelTexts(c, locale);
  return {
    id: String(c.id),
    type: c.type as ChannelType,
    gateway: c.gateway as Gateway,
    name: texts.name,
    min: fromMinor(c.minMinor),
    max: fromMinor(c.maxMinor),
    fee: { fixed: fromMinor(c.feeFixedMinor), percent: bpToPercent(c.feeBp) },
    bonus: bonusOption(c),
    instructions: texts.instructions,
    expiresMinutes: c.expiresMinutes,
    bank: c.type === 'BANK_TRANSFER' ? (c.bank ?? null) : null,
    usdt: c.type === 'USDT' ? (c.usdt ?? null) : null,
  };
}

export function opsChannelView(c: ChannelRow): OpsChannel {
  return {
    ...channelView(c),
    translations: c.translations ?? {},
    bank: c.bank ?? null,
    usdt: c.usdt ?? null,
    enabled: c.enabled,
    sort: c.sort,
    updatedAt: c.updatedAt.toISOString(),
  };
}

export function orderView(o: OrderRow): DepositOrder {
  const payment = o.payment as DepositOrder['payment'];
  return {
    orderId: o.orderNo,
    channelId: String(o.channelId),
    channelName: o.channelName,
    type: o.channelType as ChannelType,
    status: o.status as DepositStatus,
    amount: fromMinor(o.amountMinor),
    fee: fromMinor(o.feeMinor),
    credit: fromMinor(o.amountMinor - o.feeMinor),
    bonus: fromMinor(o.bonusMinor),
    currency: o.currency,
    createdAt: o.createdAt.toISOString(),
    expiresAt: o.expiresAt.toISOString(),
    settledAt: iso(o.settledAt),
    failReason: o.failReason,
    payment: {
      type: payment.type,
      instructions: payment.instructions,
      pixCode: payment.pixCode ?? null,
      bank: payment.bank ?? null,
      usdt: payment.usdt ?? null,
      reference: payment.reference,
    },
    sandbox: o.gateway === 'SANDBOX' ? { payUrl: `/sandbox-gateway/pay/${o.orderNo}` } : null,
  };
}

export function payoutView(p: PayoutRow): PayoutAccount {
  return {
    id: String(p.id),
    type: p.type as 'BANK' | 'PIX',
    holderName: p.holderName,
    bankCode: p.bankCode,
    bankName: p.bankName,
    branch: p.branch,
    pixKeyType: (p.pixKeyType as PixKeyType | null) ?? null,
    masked: p.type === 'PIX' ? maskPixKey(p.pixKeyType ?? '', p.pixKey ?? '') : maskAccountNumber(p.accountNumber ?? ''),
    createdAt: p.createdAt.toISOString(),
  };
}

/** The full destination, for the operator who pays it. */
export function destinationOf(p: PayoutRow): string {
  return p.type === 'PIX'
    ? `PIX ${p.pixKeyType} ${p.pixKey} (${p.holderName})`
    : `${p.bankCode} ${p.bankName}${p.branch ? ` ag. ${p.branch}` : ''} conta ${p.accountNumber} (${p.holderName})`;
}

const FINAL_RECEIPTS: readonly string[] = ['ALL_RECEIVED', 'FORCED_RECEIVED'];
export const receiptFinal = (status: string | null) => status !== null && FINAL_RECEIPTS.includes(status);

export function withdrawalView(
  w: WithdrawalRow,
  account: PayoutRow,
  extra: { hasProof: boolean; autoConfirmMinutes: number },
): Withdrawal {
  const payout = w.amountMinor - w.feeMinor;
  const autoConfirmAt =
    w.status === 'PAID' && w.paidAt && !receiptFinal(w.receiptStatus) && w.receiptStatus !== 'NOT_RECEIVED'
      ? new Date(w.paidAt.getTime() + extra.autoConfirmMinutes * 60_000).toISOString()
      : null;
  return {
    id: String(w.id),
    status: w.status as WithdrawalStatus,
    amount: fromMinor(w.amountMinor),
    fee: fromMinor(w.feeMinor),
    payout: fromMinor(payout),
    currency: w.currency,
    payoutAccount: payoutView(account),
    rejectReason: w.rejectReason,
    createdAt: w.createdAt.toISOString(),
    reviewedAt: iso(w.reviewedAt),
    paidAt: iso(w.paidAt),
    receipt: {
      status: (w.receiptStatus as ReceiptStatus | null) ?? null,
      receivedAmount: fromMinor(w.receivedMinor),
      remainingAmount: fromMinor(payout - w.receivedMinor),
      confirmedAt: iso(w.receiptConfirmedAt),
      autoConfirmAt,
      hasProof: extra.hasProof,
    },
  };
}
