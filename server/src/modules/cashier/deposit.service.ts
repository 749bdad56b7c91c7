import { bonusOf, feeOf } from '@sorte/contracts/common/money';
import { and, asc, count, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { DepositChannelList, DepositInput, DepositOrder, GatewayCallback } from '@sorte/contracts/wallet/cashier';
import type { Locale } from '@sorte/contracts/common/locale';
import type { DepositStatus } from '@sorte/contracts/wallet/routes';
import type { Db, Tx } from '../../db/client';
import { depositOrder, gatewayCallback, paymentChannel, turnoverRequirement } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { ledgerCurrency, post, requestHash } from '../ledger/index';
import { moneyTransaction } from '../ledger/index';
import type { AccountSpec, Executor } from '../ledger/index';
import { MemberRepository } from '../member/index';
import type { SystemService } from '../system/index';
import {
  amountOrFail,
  checkRange,
  newOrderNo,
  pixBrCode,
  usdtAmount,
} from './cashier.money';
import { channelTexts, channelView, orderView, type ChannelRow, type OrderRow } from './cashier.views';
import type { GatewayRegistry, SandboxGateway } from './gateway';

/** Unpaid orders a member may have open at once. */
export const MAX_PENDING_ORDERS = 5;
/** Not a real PIX key: the sandbox gateway's merchant key in its BR Codes. */
export const SANDBOX_PIX_KEY = 'sandbox@sorte.invalid';

export interface CashierCaller {
  id: number;
  accountType: number;
}

/** Where a paid order came from (audit and the order row). */
export type SettleSource = { kind: 'gateway'; eventId: string } | { kind: 'operator' };

/** Test seam: called between the two steps of a settlement (crash-atomicity tests throw here). */
export interface DepositFaults {
  afterCredit?: () => void;
}

const system = (kind: AccountSpec['kind'], currency: string): AccountSpec => ({
  kind,
  memberId: null,
  vendorCode: '',
  currency,
  demo: false,
});
const mainOf = (memberId: number, currency: string): AccountSpec => ({
  kind: 'PLAYER_MAIN',
  memberId,
  vendorCode: '',
  currency,
  demo: false,
});

/**
 * Deposits: channels, orders, gateway callbacks, settlement. A paid order posts
 * one DEPOSIT ledger transaction (GATEWAY_CLEARING -amount, PLAYER_MAIN +amount-fee, HOUSE +fee)
 * keyed `deposit:<orderNo>` in scope `cashier`, and with a bonus one DEPOSIT_BONUS (HOUSE -bonus,
 * PLAYER_MAIN +bonus) plus a turnover requirement, all in the transaction that marks it paid, so
 * an order credits the wallet exactly once whoever settles it and however often.
 */
export class DepositService {
  faults: DepositFaults = {};

  constructor(
    private readonly db: Db,
    private readonly system: SystemService,
    readonly gateways: GatewayRegistry,
  ) {}

  get sandbox(): SandboxGateway {
    return this.gateways.get('SANDBOX') as SandboxGateway;
  }

  private gatewayUsable(code: string) {
    return this.gateways.get(code)?.enabled ?? false;
  }

  async channels(locale?: Locale): Promise<DepositChannelList> {
    const { brand } = await this.system.config();
    const rows = await this.db
      .select()
      .from(paymentChannel)
      .where(and(eq(paymentChannel.enabled, true), isNull(paymentChannel.deletedAt)))
      .orderBy(asc(paymentChannel.sort), asc(paymentChannel.id));
    return { list: rows.filter((c) => this.gatewayUsable(c.gateway)).map((c) => channelView(c, locale)), currency: brand.currency };
  }

  private async usableChannel(id: number): Promise<ChannelRow> {
    const rows = await this.db.select().from(paymentChannel).where(eq(paymentChannel.id, id)).limit(1);
    const channel = rows[0];
    if (!channel || !channel.enabled || channel.deletedAt || !this.gatewayUsable(channel.gateway)) {
      throw new AppError('CHANNEL_UNAVAILABLE', { channelId: 'INVALID_VALUE' });
    }
    return channel;
  }

  /** POST /wps/v2/transaction/deposit (see the contract for every refusal). */
  async create(
    caller: CashierCaller,
    key: string,
    input: DepositInput,
    locale?: Locale,
  ): Promise<{ result: DepositOrder; replayed: boolean }> {
    const amount = amountOrFail(input.amount);
    const channel = await this.usableChannel(Number(input.channelId));
    // The channel's name and instructions are frozen into the order in the player's language.
    const texts = channelTexts(channel, locale);
    checkRange(amount, channel.minMinor, channel.maxMinor);
    const fee = feeOf(amount, channel.feeFixedMinor, channel.feeBp);
    if (fee >= amount) checkRange(0n, channel.minMinor, channel.maxMinor);
    const wantsBonus = input.bonus === true;
    if (wantsBonus && channel.bonusType !== 'PERCENT') throw new AppError('VALIDATION_FAILED', { bonus: 'INVALID_VALUE' });
    const bonus = wantsBonus ? bonusOf(amount, channel.bonusBp, channel.bonusCapMinor) : 0n;
    const hash = requestHash({ channelId: channel.id, amount, bonus: wantsBonus });
    const { brand } = await this.system.config();
    const currency = brand.currency;

    return moneyTransaction(this.db, async (tx) => {
      // One member's order creations queue here: the duplicate check and the pending count hold.
      await new MemberRepository(tx).lock(caller.id);
      const existing = await this.byKey(tx, caller.id, key);
      if (existing) {
        if (existing.requestHash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
        return { result: orderView(existing), replayed: true };
      }
      const [pending] = await tx
        .select({ n: count() })
        .from(depositOrder)
        .where(and(eq(depositOrder.memberId, caller.id), eq(depositOrder.status, 'PENDING')));
      if ((pending?.n ?? 0) >= MAX_PENDING_ORDERS) throw new AppError('PENDING_ORDERS_LIMIT');

      const orderNo = newOrderNo();
      const now = new Date();
      const usdt = channel.type === 'USDT' && channel.usdt ? channel.usdt : null;
      const payment = {
        type: channel.type,
        instructions: texts.instructions,
        pixCode:
          channel.type === 'PIX' && channel.gateway === 'SANDBOX'
            ? pixBrCode({ key: SANDBOX_PIX_KEY, merchantName: brand.name, city: 'SAO PAULO', amount, txid: orderNo })
            : null,
        bank: channel.type === 'BANK_TRANSFER' ? (channel.bank ?? null) : null,
        usdt: usdt ? { network: usdt.network, address: usdt.address, rate: usdt.rate, amount: usdtAmount(amount, usdt.rate) } : null,
        reference: orderNo,
      };
      this.gateways.get(channel.gateway)?.prepare({ orderNo });
      const [row] = await tx
        .insert(depositOrder)
        .values({
          orderNo,
          memberId: caller.id,
          channelId: channel.id,
          channelType: channel.type,
          channelName: texts.name,
          gateway: channel.gateway,
          amountMinor: amount,
          feeMinor: fee,
          bonusMinor: bonus,
          bonusTurnoverMultiplier: wantsBonus ? channel.bonusTurnoverMultiplier : 0,
          currency,
          idempotencyKey: key,
          requestHash: hash,
          payment,
          createdAt: now,
          expiresAt: new Date(now.getTime() + channel.expiresMinutes * 60_000),
        })
        .returning();
      return { result: orderView(row!), replayed: false };
    });
  }

  private async byKey(tx: Executor, memberId: number, key: string) {
    const rows = await tx
      .select()
      .from(depositOrder)
      .where(and(eq(depositOrder.memberId, memberId), eq(depositOrder.idempotencyKey, key)))
      .limit(1);
    return rows[0];
  }

  /** The member's own order; anyone else's (or none) is 404 ORDER_NOT_FOUND. */
  async get(caller: CashierCaller, orderNo: string): Promise<DepositOrder> {
    const rows = await this.db
      .select()
      .from(depositOrder)
      .where(and(eq(depositOrder.orderNo, orderNo), eq(depositOrder.memberId, caller.id)))
      .limit(1);
    if (!rows[0]) throw new AppError('ORDER_NOT_FOUND');
    return orderView(rows[0]);
  }

  async list(caller: CashierCaller, q: { pageNo: number; pageSize: number; status?: DepositStatus }) {
    const where = and(eq(depositOrder.memberId, caller.id), q.status ? eq(depositOrder.status, q.status) : undefined);
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(depositOrder)
        .where(where)
        .orderBy(desc(depositOrder.id))
        .limit(q.pageSize)
        .offset((q.pageNo - 1) * q.pageSize),
      this.db.select({ n: count() }).from(depositOrder).where(where),
    ]);
    const n = Number(total?.n ?? 0);
    return { list: rows.map(orderView), total: n, totalPages: Math.ceil(n / q.pageSize) };
  }

  /** POST .../cancel: a pending order becomes CANCELLED; cancelling again answers it as it is. */
  async cancel(caller: CashierCaller, orderNo: string): Promise<DepositOrder> {
    return moneyTransaction(this.db, async (tx) => {
      const order = await this.lockOrder(tx, orderNo);
      if (!order || order.memberId !== caller.id) throw new AppError('ORDER_NOT_FOUND');
      if (order.status === 'CANCELLED') return orderView(order);
      if (order.status !== 'PENDING') throw new AppError('ORDER_NOT_PENDING');
      const [row] = await tx
        .update(depositOrder)
        .set({ status: 'CANCELLED', settledAt: new Date() })
        .where(eq(depositOrder.id, order.id))
        .returning();
      return orderView(row!);
    });
  }

  async lockOrder(tx: Executor, orderNo: string): Promise<OrderRow | undefined> {
    const rows = await tx.select().from(depositOrder).where(eq(depositOrder.orderNo, orderNo)).for('update');
    return rows[0];
  }

  /**
   * Marks an order paid and credits it, inside `tx` (the caller's transaction). Paid already:
   * answers it unchanged (nothing moves). Allowed from PENDING, EXPIRED and CANCELLED (money that
   * arrives late is still the player's); FAILED: 409 ORDER_NOT_PENDING.
   */
  async settlePaid(tx: Tx, order: OrderRow, source: SettleSource): Promise<OrderRow> {
    if (order.status === 'PAID') return order;
    if (order.status === 'FAILED') throw new AppError('ORDER_NOT_PENDING');
    const currency = await ledgerCurrency(tx);
    const clearing = system('GATEWAY_CLEARING', currency);
    const house = system('HOUSE', currency);
    const main = mainOf(order.memberId, currency);
    const credit = order.amountMinor - order.feeMinor;
    const posted = await post(tx, {
      type: 'DEPOSIT',
      scope: 'cashier',
      key: `deposit:${order.orderNo}`,
      request: { orderNo: order.orderNo, amount: order.amountMinor, fee: order.feeMinor },
      memberId: order.memberId,
      reference: order.orderNo,
      metadata: { orderNo: order.orderNo, channel: order.channelName, fee: String(order.feeMinor) },
      currency,
      demo: false,
      accounts: [clearing, house, main],
      legs: (locked) => [
        { accountId: locked.of(clearing).id, amount: -order.amountMinor },
        { accountId: locked.of(main).id, amount: credit },
        { accountId: locked.of(house).id, amount: order.feeMinor },
      ],
    });
    this.faults.afterCredit?.();
    if (order.bonusMinor > 0n) {
      await post(tx, {
        type: 'DEPOSIT_BONUS',
        scope: 'cashier',
        key: `deposit-bonus:${order.orderNo}`,
        request: { orderNo: order.orderNo, bonus: order.bonusMinor },
        memberId: order.memberId,
        reference: order.orderNo,
        metadata: { orderNo: order.orderNo },
        currency,
        demo: false,
        accounts: [house, main],
        legs: (locked) => [
          { accountId: locked.of(house).id, amount: -order.bonusMinor },
          { accountId: locked.of(main).id, amount: order.bonusMinor },
        ],
      });
      const required = (order.amountMinor + order.bonusMinor) * BigInt(order.bonusTurnoverMultiplier);
      await tx
        .insert(turnoverRequirement)
        .values({
          memberId: order.memberId,
          source: 'DEPOSIT_BONUS',
          reference: order.orderNo,
          bonusMinor: order.bonusMinor,
          requiredMinor: required,
          status: required === 0n ? 'COMPLETED' : 'ACTIVE',
          completedAt: required === 0n ? new Date() : null,
        })
        .onConflictDoNothing();
    }
    const [row] = await tx
      .update(depositOrder)
      .set({
        status: 'PAID',
        settledAt: new Date(),
        ledgerTransactionId: posted.id,
        gatewayEventId: source.kind === 'gateway' ? source.eventId : null,
        failReason: null,
      })
      .where(eq(depositOrder.id, order.id))
      .returning();
    return row!;
  }

  /** Marks a PENDING order failed (else 409 ORDER_NOT_PENDING). */
  async settleFailed(tx: Tx, order: OrderRow, reason: string, eventId: string | null): Promise<OrderRow> {
    if (order.status !== 'PENDING') throw new AppError('ORDER_NOT_PENDING');
    const [row] = await tx
      .update(depositOrder)
      .set({ status: 'FAILED', settledAt: new Date(), failReason: reason, gatewayEventId: eventId })
      .where(eq(depositOrder.id, order.id))
      .returning();
    return row!;
  }

  /**
   * POST /wps/callback/gateway/:gateway. Authenticated by the gateway adapter first (signature,
   * timestamp), then in one transaction: the (gateway, event id) row (a replay finds it and
   * changes nothing), the order checks, the settlement. Any refusal rolls the event row back too.
   */
  async handleCallback(
    gatewayCode: string,
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
    now = new Date(),
  ): Promise<{ orderId: string; status: DepositStatus; duplicate: boolean }> {
    const gateway = this.gateways.get(gatewayCode);
    if (!gateway || !gateway.enabled) throw new AppError('CALLBACK_SIGNATURE_INVALID');
    const event: GatewayCallback = gateway.verifyCallback(headers, rawBody, now);
    return moneyTransaction(this.db, async (tx) => {
      const claimed = await tx
        .insert(gatewayCallback)
        .values({
          gateway: gateway.code,
          eventId: event.eventId,
          orderNo: event.orderId,
          status: event.status,
          payload: event,
        })
        .onConflictDoNothing()
        .returning({ id: gatewayCallback.id });
      const order = await this.lockOrder(tx, event.orderId);
      if (!order || order.gateway !== gateway.code) throw new AppError('ORDER_NOT_FOUND');
      if (claimed.length === 0) {
        return { orderId: order.orderNo, status: order.status as DepositStatus, duplicate: true };
      }
      if (event.amount !== orderView(order).amount || event.currency !== order.currency) {
        throw new AppError('CALLBACK_AMOUNT_MISMATCH');
      }
      let settled = order;
      if (event.status === 'PAID') {
        settled = await this.settlePaid(tx, order, { kind: 'gateway', eventId: event.eventId });
      } else if (order.status === 'PENDING') {
        settled = await this.settleFailed(tx, order, event.reason ?? 'Declined by the gateway', event.eventId);
      }
      return { orderId: settled.orderNo, status: settled.status as DepositStatus, duplicate: false };
    });
  }

  /**
   * Job: pending orders past expiresAt become EXPIRED. One process at a time (transaction-level
   * advisory lock; another process skips this round), and the conditional UPDATE makes a
   * repeated run a no-op.
   */
  async expireOrders(now = new Date()): Promise<number> {
    return moneyTransaction(this.db, async (tx) => {
      if (!(await tryJobLock(tx, JOB_LOCK_EXPIRE_DEPOSITS))) return 0;
      const rows = await tx
        .update(depositOrder)
        .set({ status: 'EXPIRED', settledAt: now })
        .where(and(eq(depositOrder.status, 'PENDING'), lte(depositOrder.expiresAt, now)))
        .returning({ id: depositOrder.id });
      return rows.length;
    });
  }

  /** Orders of these order numbers (ops). */
  async byOrderNos(orderNos: string[]) {
    if (orderNos.length === 0) return [];
    return this.db.select().from(depositOrder).where(inArray(depositOrder.orderNo, orderNos));
  }
}

export const JOB_LOCK_EXPIRE_DEPOSITS = 742_101;
export const JOB_LOCK_RECEIPTS = 742_102;

/** A transaction-level advisory lock, or false when another process holds it. */
export async function tryJobLock(tx: Tx, key: number): Promise<boolean> {
  const result = await tx.execute(sql`select pg_try_advisory_xact_lock(${key}) as locked`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { locked: boolean }[];
  return rows[0]?.locked === true;
}
