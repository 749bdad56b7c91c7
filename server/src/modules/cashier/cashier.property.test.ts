import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { fromMinor } from '@sorte/contracts/common/money';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { expectLedgerSound } from '../../../test/ledger-helpers';
import { channelId, PAY_PASSWORD, player } from '../../../test/cashier-helpers';
import { cashierSetting, ledgerAccount, operator, withdrawalRequest } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';

// Property test of the cashier on the ledger: random concurrent groups of deposits (paid by the
// gateway, sometimes twice), withdrawal requests, rejections and payouts keep the main wallet
// never negative, WITHDRAW_HOLD equal to the open requests, money conserved, the ledger sound.

let t: TestApp;
let operatorId: number;
beforeAll(async () => {
  t = await buildTestApp();
  await t.database.db.update(cashierSetting).set({ withdrawDailyCount: 100 }).where(eq(cashierSetting.id, 1));
  operatorId = (await t.database.db.select({ id: operator.id }).from(operator).limit(1))[0]!.id;
});
afterAll(async () => {
  await t.close();
});

type Op =
  | { kind: 'deposit'; amount: number; twice: boolean }
  | { kind: 'withdraw'; amount: number }
  | { kind: 'reject'; pick: number }
  | { kind: 'pay'; pick: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), amount: fc.integer({ min: 1_000, max: 20_000 }), twice: fc.boolean() }),
  fc.record({ kind: fc.constant('withdraw' as const), amount: fc.integer({ min: 2_000, max: 15_000 }) }),
  fc.record({ kind: fc.constant('reject' as const), pick: fc.nat(20) }),
  fc.record({ kind: fc.constant('pay' as const), pick: fc.nat(20) }),
);

const EXPECTED = ['INSUFFICIENT_BALANCE', 'WITHDRAWAL_STATE_INVALID', 'PENDING_ORDERS_LIMIT'];

describe('cashier properties', () => {
  it('concurrent deposits, withdrawals, rejections and payouts keep the books right', async () => {
    const pix = await channelId(t, 'PIX');
    const { deposits, withdrawals } = t.app.cashier;
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(op, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 4 }), async (groups) => {
        const p = await player(t, 0n);
        const caller = { id: p.id, accountType: 0 };
        const account = await withdrawals.addPayoutAccount(caller, { type: 'PIX', pixKeyType: 'RANDOM', pixKey: randomUUID(), holderName: 'Ana Souza' });
        let credited = 0n;
        const run = async (o: Op): Promise<string> => {
          try {
            if (o.kind === 'deposit') {
              const { result } = await deposits.create(caller, randomUUID(), { channelId: pix, amount: fromMinor(o.amount) });
              const pay = () =>
                t.database.db.transaction(async (tx) => deposits.settlePaid(tx, (await deposits.lockOrder(tx, result.orderId))!, { kind: 'operator' }));
              await (o.twice ? Promise.all([pay(), pay()]) : pay());
              credited += BigInt(o.amount);
            } else if (o.kind === 'withdraw') {
              await withdrawals.create(caller, randomUUID(), { amount: fromMinor(o.amount), payoutAccountId: account.id, paymentPassword: PAY_PASSWORD });
            } else {
              const mine = await t.database.db.select().from(withdrawalRequest).where(eq(withdrawalRequest.memberId, p.id));
              if (mine.length === 0) return 'none';
              const target = mine[o.pick % mine.length]!;
              await t.database.db.transaction(async (tx) => {
                const w = (await withdrawals.lock(tx, target.id))!;
                if (o.kind === 'reject') await withdrawals.reject(tx, w, operatorId, 'property');
                else await withdrawals.markPaid(tx, w.status === 'PENDING_REVIEW' ? await withdrawals.approve(tx, w, operatorId) : w, operatorId);
              });
            }
            return 'ok';
          } catch (error) {
            if (error instanceof AppError && EXPECTED.includes(error.code)) return error.code;
            throw error;
          }
        };
        for (const group of groups) {
          await Promise.all(group.map(run));
          const [main] = await t.database.db
            .select({ balance: ledgerAccount.balance })
            .from(ledgerAccount)
            .where(and(eq(ledgerAccount.memberId, p.id), eq(ledgerAccount.kind, 'PLAYER_MAIN')));
          const rows = await t.database.db.select().from(withdrawalRequest).where(eq(withdrawalRequest.memberId, p.id));
          const sum = (statuses: string[]) =>
            rows.filter((r) => statuses.includes(r.status)).reduce((s, r) => s + r.amountMinor, 0n);
          const balance = main?.balance ?? 0n;
          expect(balance >= 0n).toBe(true);
          // Every credited deposit is in MAIN, held, or paid out; rejected requests came back.
          expect(balance + sum(['PENDING_REVIEW', 'APPROVED', 'PAID'])).toBe(credited);
        }
        const open = await t.database.db
          .select({ total: sql<string>`coalesce(sum(${withdrawalRequest.amountMinor}), 0)::text` })
          .from(withdrawalRequest)
          .where(inArray(withdrawalRequest.status, ['PENDING_REVIEW', 'APPROVED']));
        const [hold] = await t.database.db
          .select({ balance: ledgerAccount.balance })
          .from(ledgerAccount)
          .where(eq(ledgerAccount.kind, 'WITHDRAW_HOLD'));
        expect(hold?.balance ?? 0n).toBe(BigInt(open[0]!.total));
      }),
      { numRuns: 12 },
    );
    await expectLedgerSound(t.database.db);
  });
});
