import { and, count, desc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { bpToPercent, feeOf, fromMinor } from '@sorte/contracts/common/money';
import type {
  PayoutAccount,
  PayoutAccountInput,
  ReceiptInput,
  Turnover,
  WithdrawInfo,
  WithdrawInput,
  Withdrawal,
} from '@sorte/contracts/wallet/cashier';
import { MAX_PAYOUT_ACCOUNTS, PROOF_MAX_BYTES, type WithdrawalStatus } from '@sorte/contracts/wallet/routes';
import type { Db, Tx } from '../../db/client';
import {
  cashierSetting,
  payoutAccount,
  turnoverRequirement,
  withdrawalReceipt,
  withdrawalRequest,
} from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { verifyPassword } from '../../lib/password';
import type { PasswordService } from '../account/index';
import { ledgerCurrency, ledgerRepository, post, requestHash } from '../ledger/index';
import { moneyTransaction } from '../ledger/index';
import type { AccountSpec, Executor } from '../ledger/index';
import { MemberRepository } from '../member/index';
import {
  amountOrFail,
  checkRange,
  decodeProof,
  normaliseAccountNumber,
  normaliseName,
  normalisePixKey,
} from './cashier.money';
import { payoutView, receiptFinal, withdrawalView, type PayoutRow, type WithdrawalRow } from './cashier.views';
import { JOB_LOCK_RECEIPTS, tryJobLock, type CashierCaller } from './deposit.service';

/** Withdrawal rules until an operator sets them (PUT /ops/api/cashier/settings). */
export const DEFAULT_CASHIER_SETTINGS = {
  withdrawMinMinor: 2_000n, // 20.00
  withdrawMaxMinor: 5_000_000n, // 50000.00
  withdrawDailyCount: 5,
  withdrawFeeFixedMinor: 0n,
  withdrawFeeBp: 0,
};
export type CashierSettings = typeof DEFAULT_CASHIER_SETTINGS & { updatedAt: Date };

const systemSpec = (kind: AccountSpec['kind'], currency: string): AccountSpec => ({
  kind,
  memberId: null,
  vendorCode: '',
  currency,
  demo: false,
});
const mainSpec = (memberId: number, currency: string): AccountSpec => ({
  kind: 'PLAYER_MAIN',
  memberId,
  vendorCode: '',
  currency,
  demo: false,
});

const startOfUtcDay = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/** Test seam: called between the hold and the request row (crash-atomicity tests throw here). */
export interface WithdrawFaults {
  afterHold?: () => void;
}

/**
 * Withdrawals and payout accounts. A request holds its amount at once
 * (WITHDRAW: PLAYER_MAIN -> WITHDRAW_HOLD, one ledger transaction with the request row); a
 * rejection returns it (WITHDRAW_REFUND); paying moves it out (WITHDRAW_PAYOUT: WITHDRAW_HOLD ->
 * GATEWAY_CLEARING for the payout, HOUSE for the fee). Ledger keys `withdraw:<id>`,
 * `withdraw-refund:<id>`, `withdraw-payout:<id>` in scope `cashier`.
 */
export class WithdrawService {
  faults: WithdrawFaults = {};

  constructor(
    private readonly db: Db,
    private readonly passwords: PasswordService,
    readonly receiptAutoConfirmMinutes: number,
  ) {}

  async settings(db: Executor = this.db): Promise<CashierSettings> {
    const rows = await db.select().from(cashierSetting).where(eq(cashierSetting.id, 1)).limit(1);
    return rows[0] ?? { ...DEFAULT_CASHIER_SETTINGS, updatedAt: new Date(0) };
  }

  // --- payout accounts ---------------------------------------------------------------------

  async payoutAccounts(memberId: number): Promise<PayoutAccount[]> {
    const rows = await this.db
      .select()
      .from(payoutAccount)
      .where(and(eq(payoutAccount.memberId, memberId), isNull(payoutAccount.deletedAt)))
      .orderBy(payoutAccount.id);
    return rows.map(payoutView);
  }

  async addPayoutAccount(caller: CashierCaller, input: PayoutAccountInput): Promise<PayoutAccount> {
    const holderName = input.holderName.normalize('NFKC').trim().replace(/\s+/g, ' ');
    let values: typeof payoutAccount.$inferInsert;
    if (input.type === 'PIX') {
      const key = normalisePixKey(input.pixKeyType, input.pixKey);
      if (!key) throw new AppError('VALIDATION_FAILED', { pixKey: 'INVALID_FORMAT' });
      values = {
        memberId: caller.id,
        type: 'PIX',
        pixKeyType: input.pixKeyType,
        pixKey: key,
        holderName,
        fingerprint: `PIX|${input.pixKeyType}|${key}`,
      };
    } else {
      const fields: Record<string, 'INVALID_FORMAT'> = {};
      const number = normaliseAccountNumber(input.accountNumber);
      if (!number) fields.accountNumber = 'INVALID_FORMAT';
      if (!/^[A-Za-z0-9]{3,11}$/.test(input.bankCode)) fields.bankCode = 'INVALID_FORMAT';
      if (input.branch && !/^[0-9]{1,6}(-?[0-9Xx])?$/.test(input.branch)) fields.branch = 'INVALID_FORMAT';
      if (Object.keys(fields).length) throw new AppError('VALIDATION_FAILED', fields);
      const bankCode = input.bankCode.toUpperCase();
      values = {
        memberId: caller.id,
        type: 'BANK',
        bankCode,
        bankName: input.bankName,
        branch: input.branch || null,
        accountNumber: number!,
        holderName,
        fingerprint: `BANK|${bankCode}|${input.branch ?? ''}|${number!.replace(/\D/g, '')}`,
      };
    }
    return moneyTransaction(this.db, async (tx) => {
      const members = new MemberRepository(tx);
      const owner = await members.lockPayeeName(caller.id);
      if (!owner) throw new AppError('UNAUTHORIZED');
      if (owner.payeeName && normaliseName(owner.payeeName) !== normaliseName(holderName)) {
        throw new AppError('PAYEE_NAME_MISMATCH', { holderName: 'INVALID_VALUE' });
      }
      const [bound] = await tx
        .select({ n: count() })
        .from(payoutAccount)
        .where(and(eq(payoutAccount.memberId, caller.id), isNull(payoutAccount.deletedAt)));
      if ((bound?.n ?? 0) >= MAX_PAYOUT_ACCOUNTS) throw new AppError('PAYOUT_ACCOUNT_LIMIT');
      const inserted = await tx.insert(payoutAccount).values(values).onConflictDoNothing().returning();
      if (!inserted[0]) throw new AppError('PAYOUT_ACCOUNT_EXISTS');
      // The first account names the payee: later accounts must be in the same name.
      if (!owner.payeeName) await members.setPayeeName(caller.id, holderName);
      return payoutView(inserted[0]);
    });
  }

  async removePayoutAccount(caller: CashierCaller, id: number): Promise<void> {
    const rows = await this.db
      .update(payoutAccount)
      .set({ deletedAt: new Date() })
      .where(and(eq(payoutAccount.id, id), eq(payoutAccount.memberId, caller.id), isNull(payoutAccount.deletedAt)))
      .returning({ id: payoutAccount.id });
    if (rows.length === 0) throw new AppError('PAYOUT_ACCOUNT_NOT_FOUND');
  }

  // --- turnover ------------------------------------------------------------------------------

  async turnover(db: Executor, memberId: number): Promise<Turnover> {
    const rows = await db
      .select({
        required: sql<string>`coalesce(sum(${turnoverRequirement.requiredMinor}), 0)::text`,
        progress: sql<string>`coalesce(sum(least(${turnoverRequirement.progressMinor}, ${turnoverRequirement.requiredMinor})), 0)::text`,
        bonus: sql<string>`coalesce(sum(${turnoverRequirement.bonusMinor}), 0)::text`,
      })
      .from(turnoverRequirement)
      .where(and(eq(turnoverRequirement.memberId, memberId), eq(turnoverRequirement.status, 'ACTIVE')));
    const required = BigInt(rows[0]?.required ?? '0');
    const progress = BigInt(rows[0]?.progress ?? '0');
    const remaining = required - progress;
    return {
      required: fromMinor(required),
      progress: fromMinor(progress),
      remaining: fromMinor(remaining),
      met: remaining <= 0n,
      bonus: fromMinor(BigInt(rows[0]?.bonus ?? '0')),
    };
  }

  // --- withdrawals ---------------------------------------------------------------------------

  private async requestsToday(db: Executor, memberId: number, now: Date): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(withdrawalRequest)
      .where(and(eq(withdrawalRequest.memberId, memberId), gte(withdrawalRequest.createdAt, startOfUtcDay(now))));
    return Number(row?.n ?? 0);
  }

  async info(caller: CashierCaller): Promise<WithdrawInfo> {
    const currency = await ledgerCurrency(this.db);
    const [settings, turnover, accounts, today, owner, main] = await Promise.all([
      this.settings(),
      this.turnover(this.db, caller.id),
      this.payoutAccounts(caller.id),
      this.requestsToday(this.db, caller.id, new Date()),
      new MemberRepository(this.db).findById(caller.id),
      ledgerRepository.balance(this.db, {
        kind: 'PLAYER_MAIN',
        memberId: caller.id,
        vendorCode: '',
        currency,
        demo: false,
      }),
    ]);
    return {
      currency,
      balance: fromMinor(main),
      min: fromMinor(settings.withdrawMinMinor),
      max: fromMinor(settings.withdrawMaxMinor),
      dailyCount: settings.withdrawDailyCount,
      usedToday: today,
      fee: { fixed: fromMinor(settings.withdrawFeeFixedMinor), percent: bpToPercent(settings.withdrawFeeBp) },
      turnover,
      payoutAccounts: accounts,
      hasPaymentPassword: Boolean(owner?.paymentPasswordHash),
      payeeName: owner?.payeeName ?? null,
      receiptAutoConfirmMinutes: this.receiptAutoConfirmMinutes,
    };
  }

  /** The view of a request, with its payout account and whether a proof exists. */
  async view(db: Executor, w: WithdrawalRow): Promise<Withdrawal> {
    const [account] = await db.select().from(payoutAccount).where(eq(payoutAccount.id, w.payoutAccountId));
    const proofs = await db
      .select({ n: count() })
      .from(withdrawalReceipt)
      .where(and(eq(withdrawalReceipt.withdrawalId, w.id), sql`${withdrawalReceipt.proof} is not null`));
    return withdrawalView(w, account!, {
      hasProof: Number(proofs[0]?.n ?? 0) > 0,
      autoConfirmMinutes: this.receiptAutoConfirmMinutes,
    });
  }

  /** POST /wps/v2/transaction/withdraw (see the contract for every refusal). */
  async create(caller: CashierCaller, key: string, input: WithdrawInput): Promise<{ result: Withdrawal; replayed: boolean }> {
    const amount = amountOrFail(input.amount);
    const paymentPasswordHash = (await new MemberRepository(this.db).findById(caller.id))?.paymentPasswordHash;
    if (!paymentPasswordHash) throw new AppError('PAYMENT_PASSWORD_REQUIRED');
    const guard = await this.passwords.guardConfirmation(caller.id);
    // A wrong PIN stays counted (guardConfirmation counts before the check).
    if (!(await verifyPassword(paymentPasswordHash, input.paymentPassword))) {
      throw new AppError('PAYMENT_PASSWORD_WRONG', { paymentPassword: 'INVALID_VALUE' });
    }
    await guard.passed();
    const hash = requestHash({ amount, payoutAccountId: input.payoutAccountId });

    return moneyTransaction(this.db, async (tx) => {
      // One member's withdrawals queue here: the duplicate check and the daily count hold.
      await new MemberRepository(tx).lock(caller.id);
      const existing = await tx
        .select()
        .from(withdrawalRequest)
        .where(and(eq(withdrawalRequest.memberId, caller.id), eq(withdrawalRequest.idempotencyKey, key)))
        .limit(1);
      if (existing[0]) {
        if (existing[0].requestHash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
        return { result: await this.view(tx, existing[0]), replayed: true };
      }
      const [account] = await tx
        .select()
        .from(payoutAccount)
        .where(
          and(
            eq(payoutAccount.id, Number(input.payoutAccountId)),
            eq(payoutAccount.memberId, caller.id),
            isNull(payoutAccount.deletedAt),
          ),
        );
      if (!account) throw new AppError('PAYOUT_ACCOUNT_NOT_FOUND', { payoutAccountId: 'INVALID_VALUE' });
      const settings = await this.settings(tx);
      checkRange(amount, settings.withdrawMinMinor, settings.withdrawMaxMinor);
      const fee = feeOf(amount, settings.withdrawFeeFixedMinor, settings.withdrawFeeBp);
      if (fee >= amount) checkRange(0n, settings.withdrawMinMinor, settings.withdrawMaxMinor);
      if ((await this.requestsToday(tx, caller.id, new Date())) >= settings.withdrawDailyCount) {
        throw new AppError('WITHDRAW_LIMIT_REACHED');
      }
      if (!(await this.turnover(tx, caller.id)).met) throw new AppError('TURNOVER_NOT_MET');

      const currency = await ledgerCurrency(tx);
      const idRows = await tx.execute(sql`select nextval('withdrawal_request_id_seq')::text as id`);
      const id = Number(((Array.isArray(idRows) ? idRows : (idRows as { rows: unknown[] }).rows) as { id: string }[])[0]!.id);
      const main = mainSpec(caller.id, currency);
      const hold = systemSpec('WITHDRAW_HOLD', currency);
      const posted = await post(tx, {
        type: 'WITHDRAW',
        scope: 'cashier',
        key: `withdraw:${id}`,
        request: { id, amount },
        memberId: caller.id,
        reference: `W${id}`,
        metadata: { withdrawalId: id },
        currency,
        demo: false,
        accounts: [main, hold],
        legs: (locked) => [
          { accountId: locked.of(main).id, amount: -amount },
          { accountId: locked.of(hold).id, amount },
        ],
      });
      this.faults.afterHold?.();
      const [row] = await tx
        .insert(withdrawalRequest)
        .values({
          id,
          memberId: caller.id,
          payoutAccountId: account.id,
          amountMinor: amount,
          feeMinor: fee,
          currency,
          idempotencyKey: key,
          requestHash: hash,
          holdTransactionId: posted.id,
        })
        .returning();
      return { result: withdrawalView(row!, account, { hasProof: false, autoConfirmMinutes: this.receiptAutoConfirmMinutes }), replayed: false };
    });
  }

  async get(caller: CashierCaller, id: string): Promise<Withdrawal> {
    const row = /^\d{1,18}$/.test(id)
      ? (
          await this.db
            .select()
            .from(withdrawalRequest)
            .where(and(eq(withdrawalRequest.id, Number(id)), eq(withdrawalRequest.memberId, caller.id)))
        )[0]
      : undefined;
    if (!row) throw new AppError('WITHDRAWAL_NOT_FOUND');
    return this.view(this.db, row);
  }

  /** Requests with their payout accounts and proof flags, for a page of rows. */
  async views(db: Executor, rows: WithdrawalRow[]): Promise<{ row: WithdrawalRow; view: Withdrawal; account: PayoutRow }[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [accounts, proofs] = await Promise.all([
      db.select().from(payoutAccount).where(inArray(payoutAccount.id, [...new Set(rows.map((r) => r.payoutAccountId))])),
      db
        .selectDistinct({ id: withdrawalReceipt.withdrawalId })
        .from(withdrawalReceipt)
        .where(and(inArray(withdrawalReceipt.withdrawalId, ids), sql`${withdrawalReceipt.proof} is not null`)),
    ]);
    const byId = new Map(accounts.map((a) => [a.id, a]));
    const withProof = new Set(proofs.map((p) => p.id));
    return rows.map((row) => {
      const account = byId.get(row.payoutAccountId)!;
      return {
        row,
        account,
        view: withdrawalView(row, account, { hasProof: withProof.has(row.id), autoConfirmMinutes: this.receiptAutoConfirmMinutes }),
      };
    });
  }

  async list(caller: CashierCaller, q: { pageNo: number; pageSize: number; status?: WithdrawalStatus }) {
    const where = and(eq(withdrawalRequest.memberId, caller.id), q.status ? eq(withdrawalRequest.status, q.status) : undefined);
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(withdrawalRequest)
        .where(where)
        .orderBy(desc(withdrawalRequest.id))
        .limit(q.pageSize)
        .offset((q.pageNo - 1) * q.pageSize),
      this.db.select({ n: count() }).from(withdrawalRequest).where(where),
    ]);
    const n = Number(total?.n ?? 0);
    return { list: (await this.views(this.db, rows)).map((v) => v.view), total: n, totalPages: Math.ceil(n / q.pageSize) };
  }

  async lock(tx: Executor, id: number): Promise<WithdrawalRow | undefined> {
    const rows = await tx.select().from(withdrawalRequest).where(eq(withdrawalRequest.id, id)).for('update');
    return rows[0];
  }

  /** POST .../receipt (see the contract). */
  async receipt(caller: CashierCaller, id: string, input: ReceiptInput): Promise<Withdrawal> {
    if (!/^\d{1,18}$/.test(id)) throw new AppError('WITHDRAWAL_NOT_FOUND');
    const proof = input.proof ? decodeProof(input.proof, PROOF_MAX_BYTES) : undefined;
    if (input.result === 'NOT_RECEIVED' && !proof) throw new AppError('VALIDATION_FAILED', { proof: 'REQUIRED' });
    if (input.result === 'RECEIVED' && input.receivedAmount === undefined) {
      throw new AppError('VALIDATION_FAILED', { receivedAmount: 'REQUIRED' });
    }
    const received = input.result === 'RECEIVED' ? amountOrFail(input.receivedAmount!, 'receivedAmount') : undefined;
    return moneyTransaction(this.db, async (tx) => {
      const w = await this.lock(tx, Number(id));
      if (!w || w.memberId !== caller.id) throw new AppError('WITHDRAWAL_NOT_FOUND');
      if (w.status !== 'PAID' || receiptFinal(w.receiptStatus)) throw new AppError('RECEIPT_NOT_ALLOWED');
      const payout = w.amountMinor - w.feeMinor;
      let status: string = input.result;
      let total = w.receivedMinor;
      if (input.result === 'ALL_RECEIVED') total = payout;
      if (received !== undefined) {
        if (received > payout || received < w.receivedMinor) {
          throw new AppError('VALIDATION_FAILED', { receivedAmount: 'INVALID_VALUE' });
        }
        total = received;
        if (received === payout) status = 'ALL_RECEIVED';
      }
      await tx.insert(withdrawalReceipt).values({
        withdrawalId: w.id,
        result: status,
        receivedMinor: total,
        proof: proof ? proof.toString('base64') : null,
        proofType: proof ? input.proof!.contentType : null,
        actor: 'member',
      });
      const [row] = await tx
        .update(withdrawalRequest)
        .set({ receiptStatus: status, receivedMinor: total, receiptConfirmedAt: new Date() })
        .where(eq(withdrawalRequest.id, w.id))
        .returning();
      return this.view(tx, row!);
    });
  }

  // --- operator steps (called inside the audited transaction) --------------------------------

  async approve(tx: Tx, w: WithdrawalRow, operatorId: number): Promise<WithdrawalRow> {
    if (w.status !== 'PENDING_REVIEW') throw new AppError('WITHDRAWAL_STATE_INVALID');
    const [row] = await tx
      .update(withdrawalRequest)
      .set({ status: 'APPROVED', reviewedBy: operatorId, reviewedAt: new Date() })
      .where(eq(withdrawalRequest.id, w.id))
      .returning();
    return row!;
  }

  async reject(tx: Tx, w: WithdrawalRow, operatorId: number, reason: string): Promise<WithdrawalRow> {
    if (w.status !== 'PENDING_REVIEW' && w.status !== 'APPROVED') throw new AppError('WITHDRAWAL_STATE_INVALID');
    const currency = w.currency;
    const main = mainSpec(w.memberId, currency);
    const hold = systemSpec('WITHDRAW_HOLD', currency);
    const posted = await post(tx, {
      type: 'WITHDRAW_REFUND',
      scope: 'cashier',
      key: `withdraw-refund:${w.id}`,
      request: { id: w.id, amount: w.amountMinor },
      memberId: w.memberId,
      reference: `W${w.id}`,
      metadata: { withdrawalId: w.id, reason },
      currency,
      demo: false,
      accounts: [main, hold],
      legs: (locked) => [
        { accountId: locked.of(hold).id, amount: -w.amountMinor },
        { accountId: locked.of(main).id, amount: w.amountMinor },
      ],
    });
    const [row] = await tx
      .update(withdrawalRequest)
      .set({
        status: 'REJECTED',
        rejectReason: reason,
        reviewedBy: operatorId,
        reviewedAt: new Date(),
        settleTransactionId: posted.id,
      })
      .where(eq(withdrawalRequest.id, w.id))
      .returning();
    return row!;
  }

  async markPaid(tx: Tx, w: WithdrawalRow, operatorId: number): Promise<WithdrawalRow> {
    if (w.status !== 'APPROVED') throw new AppError('WITHDRAWAL_STATE_INVALID');
    const currency = w.currency;
    const hold = systemSpec('WITHDRAW_HOLD', currency);
    const clearing = systemSpec('GATEWAY_CLEARING', currency);
    const house = systemSpec('HOUSE', currency);
    const posted = await post(tx, {
      type: 'WITHDRAW_PAYOUT',
      scope: 'cashier',
      key: `withdraw-payout:${w.id}`,
      request: { id: w.id, amount: w.amountMinor, fee: w.feeMinor },
      memberId: w.memberId,
      reference: `W${w.id}`,
      metadata: { withdrawalId: w.id },
      currency,
      demo: false,
      accounts: [hold, clearing, house],
      legs: (locked) => [
        { accountId: locked.of(hold).id, amount: -w.amountMinor },
        { accountId: locked.of(clearing).id, amount: w.amountMinor - w.feeMinor },
        { accountId: locked.of(house).id, amount: w.feeMinor },
      ],
    });
    const [row] = await tx
      .update(withdrawalRequest)
      .set({ status: 'PAID', paidAt: new Date(), reviewedBy: operatorId, settleTransactionId: posted.id })
      .where(eq(withdrawalRequest.id, w.id))
      .returning();
    return row!;
  }

  async forceReceived(tx: Executor, w: WithdrawalRow, actor: 'operator' | 'job', now = new Date()): Promise<WithdrawalRow> {
    if (w.status !== 'PAID' || receiptFinal(w.receiptStatus)) throw new AppError('RECEIPT_NOT_ALLOWED');
    const payout = w.amountMinor - w.feeMinor;
    await tx.insert(withdrawalReceipt).values({ withdrawalId: w.id, result: 'FORCED_RECEIVED', receivedMinor: payout, actor });
    const [row] = await tx
      .update(withdrawalRequest)
      .set({ receiptStatus: 'FORCED_RECEIVED', receivedMinor: payout, receiptConfirmedAt: now })
      .where(eq(withdrawalRequest.id, w.id))
      .returning();
    return row!;
  }

  /**
   * Job: paid withdrawals whose receipt is still open (none, or RECEIVED in part) longer than
   * WITHDRAW_RECEIPT_AUTO_CONFIRM_MINUTES after payment count as received (FORCED_RECEIVED). A
   * NOT_RECEIVED report is a dispute and waits for the operator. One process at a time
   * (advisory lock); rows already final are skipped, so a repeated run changes nothing.
   */
  async autoConfirmReceipts(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - this.receiptAutoConfirmMinutes * 60_000);
    return moneyTransaction(this.db, async (tx) => {
      if (!(await tryJobLock(tx, JOB_LOCK_RECEIPTS))) return 0;
      const due = await tx
        .select()
        .from(withdrawalRequest)
        .where(
          and(
            eq(withdrawalRequest.status, 'PAID'),
            lte(withdrawalRequest.paidAt, cutoff),
            or(isNull(withdrawalRequest.receiptStatus), eq(withdrawalRequest.receiptStatus, 'RECEIVED')),
          ),
        )
        .for('update');
      for (const w of due) await this.forceReceived(tx, w, 'job', now);
      return due.length;
    });
  }
}
