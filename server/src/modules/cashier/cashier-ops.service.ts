import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { bpToPercent, fromMinor, moneyInputToMinor, percentToBp } from '@sorte/contracts/common/money';
import type { FieldRule } from '@sorte/contracts/common/errors';
import type { ChannelInputSchema, OpsDeposit, OpsWithdrawal } from '@sorte/contracts/ops/cashier';
import type { DepositStatus, WithdrawalStatus } from '@sorte/contracts/wallet/routes';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import {
  cashierSetting,
  depositOrder,
  paymentChannel,
  withdrawalReceipt,
  withdrawalRequest,
} from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { retryMoney } from '../ledger/index';
import { MemberRepository, memberView } from '../member/index';
import type { AuditContext, OpsService } from '../ops/index';
import { destinationOf, opsChannelView, orderView, type ChannelRow, type OrderRow } from './cashier.views';
import type { DepositService } from './deposit.service';
import type { WithdrawService } from './withdraw.service';

type ChannelInput = z.output<typeof ChannelInputSchema>;

/** Channel input -> row values, checking the rules across fields (400 VALIDATION_FAILED). */
function channelValues(input: ChannelInput): Omit<typeof paymentChannel.$inferInsert, 'id'> {
  const fields: Record<string, FieldRule> = {};
  const min = moneyInputToMinor(input.min);
  const max = moneyInputToMinor(input.max);
  if (min <= 0n) fields.min = 'INVALID_VALUE';
  if (max < min) fields.max = 'INVALID_VALUE';
  if (input.type === 'BANK_TRANSFER') {
    if (!input.bank) fields.bank = 'REQUIRED';
    if (input.gateway !== 'MANUAL') fields.gateway = 'INVALID_VALUE';
  }
  if (input.type === 'USDT' && !input.usdt) fields.usdt = 'REQUIRED';
  const feeFixed = moneyInputToMinor(input.fee.fixed);
  const feeBp = percentToBp(input.fee.percent);
  if (feeBp >= 10_000) fields['fee.percent'] = 'INVALID_VALUE';
  if (Object.keys(fields).length) throw new AppError('VALIDATION_FAILED', fields);
  const bonus = input.bonus;
  return {
    type: input.type,
    gateway: input.gateway,
    name: input.name,
    minMinor: min,
    maxMinor: max,
    feeFixedMinor: feeFixed,
    feeBp,
    bonusType: bonus.type,
    bonusBp: bonus.type === 'PERCENT' ? percentToBp(bonus.percent) : 0,
    bonusCapMinor: bonus.type === 'PERCENT' ? moneyInputToMinor(bonus.cap) : 0n,
    bonusTurnoverMultiplier: bonus.type === 'PERCENT' ? bonus.turnoverMultiplier : 0,
    instructions: input.instructions,
    translations: { ...input.translations },
    expiresMinutes: input.expiresMinutes,
    bank: input.bank
      ? { ...input.bank }
      : null,
    usdt: input.usdt ? { ...input.usdt } : null,
    enabled: input.enabled,
    sort: input.sort,
  };
}

/** Row -> channel input (to merge a PATCH). */
function channelInputOf(c: ChannelRow): ChannelInput {
  return {
    type: c.type as ChannelInput['type'],
    gateway: c.gateway as ChannelInput['gateway'],
    name: c.name,
    min: fromMinor(c.minMinor),
    max: fromMinor(c.maxMinor),
    fee: { fixed: fromMinor(c.feeFixedMinor), percent: bpToPercent(c.feeBp) },
    bonus:
      c.bonusType === 'PERCENT'
        ? {
            type: 'PERCENT',
            percent: bpToPercent(c.bonusBp),
            cap: fromMinor(c.bonusCapMinor),
            turnoverMultiplier: c.bonusTurnoverMultiplier,
          }
        : { type: 'NONE' },
    instructions: c.instructions,
    translations: c.translations ?? {},
    expiresMinutes: c.expiresMinutes,
    bank: c.bank ?? null,
    usdt: c.usdt ?? null,
    enabled: c.enabled,
    sort: c.sort,
  };
}

/** Operator cashier work. Every change runs with its audit row (OpsService.change). */
export class CashierOpsService {
  constructor(
    private readonly db: Db,
    private readonly ops: OpsService,
    private readonly deposits: DepositService,
    private readonly withdrawals: WithdrawService,
  ) {}

  // --- channels ------------------------------------------------------------------------------

  async listChannels() {
    const rows = await this.db
      .select()
      .from(paymentChannel)
      .where(isNull(paymentChannel.deletedAt))
      .orderBy(asc(paymentChannel.sort), asc(paymentChannel.id));
    return { list: rows.map(opsChannelView) };
  }

  createChannel(ctx: AuditContext, input: ChannelInput) {
    const values = channelValues(input);
    return this.ops.change(ctx, 'cashier.channel.create', 'payment_channel', async (tx) => {
      const [row] = await tx.insert(paymentChannel).values(values).returning();
      const view = opsChannelView(row!);
      return { before: null, after: view, result: view };
    });
  }

  private async lockChannel(tx: Tx, id: number) {
    const [row] = await tx
      .select()
      .from(paymentChannel)
      .where(and(eq(paymentChannel.id, id), isNull(paymentChannel.deletedAt)))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  patchChannel(ctx: AuditContext, id: number, patch: Partial<ChannelInput>) {
    return this.ops.change(ctx, 'cashier.channel.update', `payment_channel:${id}`, async (tx) => {
      const before = await this.lockChannel(tx, id);
      const values = channelValues({ ...channelInputOf(before), ...patch });
      const [row] = await tx
        .update(paymentChannel)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(paymentChannel.id, id))
        .returning();
      const view = opsChannelView(row!);
      return { before: opsChannelView(before), after: view, result: view };
    });
  }

  deleteChannel(ctx: AuditContext, id: number) {
    return this.ops.change(ctx, 'cashier.channel.delete', `payment_channel:${id}`, async (tx) => {
      const before = await this.lockChannel(tx, id);
      await tx
        .update(paymentChannel)
        .set({ deletedAt: new Date(), enabled: false, updatedAt: new Date() })
        .where(eq(paymentChannel.id, id));
      return { before: opsChannelView(before), after: null, result: {} };
    });
  }

  // --- settings ------------------------------------------------------------------------------

  private settingsView(s: Awaited<ReturnType<WithdrawService['settings']>>) {
    return {
      withdrawMin: fromMinor(s.withdrawMinMinor),
      withdrawMax: fromMinor(s.withdrawMaxMinor),
      withdrawDailyCount: s.withdrawDailyCount,
      withdrawFee: { fixed: fromMinor(s.withdrawFeeFixedMinor), percent: bpToPercent(s.withdrawFeeBp) },
      receiptAutoConfirmMinutes: this.withdrawals.receiptAutoConfirmMinutes,
      updatedAt: s.updatedAt.toISOString(),
    };
  }

  async getSettings() {
    return this.settingsView(await this.withdrawals.settings());
  }

  putSettings(
    ctx: AuditContext,
    input: { withdrawMin: string; withdrawMax: string; withdrawDailyCount: number; withdrawFee: { fixed: string; percent: string } },
  ) {
    const values = {
      withdrawMinMinor: moneyInputToMinor(input.withdrawMin),
      withdrawMaxMinor: moneyInputToMinor(input.withdrawMax),
      withdrawDailyCount: input.withdrawDailyCount,
      withdrawFeeFixedMinor: moneyInputToMinor(input.withdrawFee.fixed),
      withdrawFeeBp: percentToBp(input.withdrawFee.percent),
    };
    const fields: Record<string, FieldRule> = {};
    if (values.withdrawMinMinor <= 0n) fields.withdrawMin = 'INVALID_VALUE';
    if (values.withdrawMaxMinor < values.withdrawMinMinor) fields.withdrawMax = 'INVALID_VALUE';
    if (values.withdrawFeeBp >= 10_000) fields['withdrawFee.percent'] = 'INVALID_VALUE';
    if (Object.keys(fields).length) throw new AppError('VALIDATION_FAILED', fields);
    return this.ops.change(ctx, 'cashier.settings.update', 'cashier_setting', async (tx) => {
      const before = await this.withdrawals.settings(tx);
      const [row] = await tx
        .insert(cashierSetting)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({ target: cashierSetting.id, set: { ...values, updatedAt: new Date() } })
        .returning();
      const view = this.settingsView(row!);
      return { before: this.settingsView(before), after: view, result: view };
    });
  }

  // --- deposits ------------------------------------------------------------------------------

  private opsDeposit(o: OrderRow, username: string): OpsDeposit {
    return {
      ...orderView(o),
      memberId: String(o.memberId),
      username,
      gateway: o.gateway as OpsDeposit['gateway'],
      gatewayEventId: o.gatewayEventId,
    };
  }

  async listDeposits(q: { pageNo: number; pageSize: number; status?: DepositStatus; username?: string }) {
    const member = memberView('m');
    const where = and(
      q.status ? eq(depositOrder.status, q.status) : undefined,
      q.username ? sql`lower(${member.username}) = ${q.username.toLowerCase()}` : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ order: depositOrder, username: member.username })
        .from(depositOrder)
        .innerJoin(member, eq(member.id, depositOrder.memberId))
        .where(where)
        .orderBy(desc(depositOrder.id))
        .limit(q.pageSize)
        .offset((q.pageNo - 1) * q.pageSize),
      this.db
        .select({ n: count() })
        .from(depositOrder)
        .innerJoin(member, eq(member.id, depositOrder.memberId))
        .where(where),
    ]);
    const n = Number(total?.n ?? 0);
    return { list: rows.map((r) => this.opsDeposit(r.order, r.username)), total: n, totalPages: Math.ceil(n / q.pageSize) };
  }

  private async usernameOf(tx: Tx, memberId: number) {
    return (await new MemberRepository(tx).usernameOf(memberId)) ?? '';
  }

  /** Confirm (manual transfer, or a sandbox order by hand): credits once; a paid order answers as it is. */
  confirmDeposit(ctx: AuditContext, orderNo: string) {
    // A money transaction with its audit row: run again whole if PostgreSQL aborts it.
    return retryMoney(() =>
      this.ops.change(ctx, 'cashier.deposit.confirm', `deposit_order:${orderNo}`, async (tx) => {
        const order = await this.deposits.lockOrder(tx, orderNo);
        if (!order) throw new AppError('ORDER_NOT_FOUND');
        const paid = await this.deposits.settlePaid(tx, order, { kind: 'operator' });
        const view = this.opsDeposit(paid, await this.usernameOf(tx, paid.memberId));
        return { before: { status: order.status }, after: { status: paid.status }, result: view };
      }),
    );
  }

  failDeposit(ctx: AuditContext, orderNo: string, reason: string) {
    // A money transaction with its audit row: run again whole if PostgreSQL aborts it.
    return retryMoney(() =>
      this.ops.change(ctx, 'cashier.deposit.fail', `deposit_order:${orderNo}`, async (tx) => {
        const order = await this.deposits.lockOrder(tx, orderNo);
        if (!order) throw new AppError('ORDER_NOT_FOUND');
        const failed = await this.deposits.settleFailed(tx, order, reason, null);
        const view = this.opsDeposit(failed, await this.usernameOf(tx, failed.memberId));
        return { before: { status: order.status }, after: { status: failed.status, reason }, result: view };
      }),
    );
  }

  // --- withdrawals ---------------------------------------------------------------------------

  async listWithdrawals(q: { pageNo: number; pageSize: number; status?: WithdrawalStatus; username?: string }) {
    const member = memberView('m');
    const where = and(
      q.status ? eq(withdrawalRequest.status, q.status) : undefined,
      q.username ? sql`lower(${member.username}) = ${q.username.toLowerCase()}` : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ w: withdrawalRequest, username: member.username })
        .from(withdrawalRequest)
        .innerJoin(member, eq(member.id, withdrawalRequest.memberId))
        .where(where)
        .orderBy(q.status === 'PENDING_REVIEW' ? asc(withdrawalRequest.id) : desc(withdrawalRequest.id))
        .limit(q.pageSize)
        .offset((q.pageNo - 1) * q.pageSize),
      this.db
        .select({ n: count() })
        .from(withdrawalRequest)
        .innerJoin(member, eq(member.id, withdrawalRequest.memberId))
        .where(where),
    ]);
    const usernames = new Map(rows.map((r) => [r.w.id, r.username]));
    const views = await this.withdrawals.views(
      this.db,
      rows.map((r) => r.w),
    );
    const n = Number(total?.n ?? 0);
    return {
      list: views.map(
        (v): OpsWithdrawal => ({
          ...v.view,
          memberId: String(v.row.memberId),
          username: usernames.get(v.row.id) ?? '',
          destination: destinationOf(v.account),
        }),
      ),
      total: n,
      totalPages: Math.ceil(n / q.pageSize),
    };
  }

  private review(
    ctx: AuditContext,
    action: string,
    id: number,
    step: (tx: Tx, w: typeof withdrawalRequest.$inferSelect) => Promise<typeof withdrawalRequest.$inferSelect>,
    extra: Record<string, unknown> = {},
  ) {
    // A money transaction with its audit row: run again whole if PostgreSQL aborts it.
    return retryMoney(() =>
      this.ops.change(ctx, action, `withdrawal_request:${id}`, async (tx) => {
        const w = await this.withdrawals.lock(tx, id);
        if (!w) throw new AppError('WITHDRAWAL_NOT_FOUND');
        const after = await step(tx, w);
        const [view] = await this.withdrawals.views(tx, [after]);
        const result: OpsWithdrawal = {
          ...view!.view,
          memberId: String(after.memberId),
          username: await this.usernameOf(tx, after.memberId),
          destination: destinationOf(view!.account),
        };
        return {
          before: { status: w.status, receiptStatus: w.receiptStatus },
          after: { status: after.status, receiptStatus: after.receiptStatus, ...extra },
          result,
        };
      }),
    );
  }

  approve(ctx: AuditContext, id: number) {
    return this.review(ctx, 'cashier.withdrawal.approve', id, (tx, w) => this.withdrawals.approve(tx, w, ctx.operatorId));
  }

  reject(ctx: AuditContext, id: number, reason: string) {
    return this.review(
      ctx,
      'cashier.withdrawal.reject',
      id,
      (tx, w) => this.withdrawals.reject(tx, w, ctx.operatorId, reason),
      { reason },
    );
  }

  markPaid(ctx: AuditContext, id: number) {
    return this.review(ctx, 'cashier.withdrawal.paid', id, (tx, w) => this.withdrawals.markPaid(tx, w, ctx.operatorId));
  }

  forceReceived(ctx: AuditContext, id: number) {
    return this.review(ctx, 'cashier.withdrawal.force-received', id, (tx, w) =>
      this.withdrawals.forceReceived(tx, w, 'operator'),
    );
  }

  /** The latest proof image of a withdrawal, or undefined. */
  async proof(id: number): Promise<{ contentType: string; bytes: Buffer } | undefined> {
    const [row] = await this.db
      .select({ proof: withdrawalReceipt.proof, type: withdrawalReceipt.proofType })
      .from(withdrawalReceipt)
      .where(and(eq(withdrawalReceipt.withdrawalId, id), sql`${withdrawalReceipt.proof} is not null`))
      .orderBy(desc(withdrawalReceipt.id))
      .limit(1);
    if (!row?.proof || !row.type) return undefined;
    return { contentType: row.type, bytes: Buffer.from(row.proof, 'base64') };
  }
}
