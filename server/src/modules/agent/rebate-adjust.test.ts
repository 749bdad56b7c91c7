import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPES } from '@sorte/contracts/auth/routes';
import { buildTestApp, operatorAuth, type TestApp } from '../../../test/build-test-app';
import { createMember, expectLedgerSound, walletBalances } from '../../../test/ledger-helpers';
import { agentRebateAccrual, agentRebatePayout, auditLog } from '../../db/schema/index';

let t: TestApp;
let ops: { authorization: string };
beforeAll(async () => {
  t = await buildTestApp();
  ops = await operatorAuth(t.app);
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { 'accept-language': 'en', ...ops },
    ...(payload ? { payload } : {}),
  });
const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString().slice(0, 10);

/** Accruals of an earner on a past day: 0.0125 + 0.0100 + ... (amounts in 1/10000 of a cent). */
async function accrue(earnerId: number, day: string, amountsE4: bigint[]) {
  const bettor = await createMember(t.database.db, { uplineId: earnerId });
  for (const [i, amountE4] of amountsE4.entries()) {
    await t.database.db.insert(agentRebateAccrual).values({
      earnerId,
      bettorId: bettor,
      betRef: `adj:${earnerId}:${day}:${i}:${Math.random()}`,
      gameType: 'RNG',
      betMinor: amountE4,
      rateBp: 100,
      amountE4,
      day,
    });
  }
}

describe('operator: pending rebate payouts', () => {
  it('lists unpaid days, pays an adjusted amount instead of the accrued one, and refuses once paid', async () => {
    const db = t.database.db;
    const earner = await createMember(db, { accountType: ACCOUNT_TYPES.AGENT });
    const other = await createMember(db, { accountType: ACCOUNT_TYPES.AGENT });
    const day = daysAgo(2);
    await accrue(earner, day, [1_230_000n, 770_000n]); // 1.23 + 0.77 = 2.00
    await accrue(other, day, [5_000_000n]); // 5.00

    const listed = await call('GET', `/ops/api/agents/rebate-payouts/pending?pageSize=200`);
    expect(listed.statusCode, listed.body).toBe(200);
    const mine = listed
      .json()
      .value.list.find((r: { earnerId: string }) => r.earnerId === String(earner));
    expect(mine).toMatchObject({
      day,
      accruals: 2,
      accrued: '2.00',
      adjustment: null,
      payable: '2.00',
    });

    const bad = await call('PUT', `/ops/api/agents/${earner}/rebate-payouts/${day}`, {
      amount: '-1',
      reason: 'x',
    });
    expect(bad.statusCode).toBe(400);
    const none = await call('PUT', `/ops/api/agents/${earner}/rebate-payouts/${daysAgo(20)}`, {
      amount: '1.00',
      reason: 'x',
    });
    expect(none.statusCode).toBe(404);

    const adjusted = await call('PUT', `/ops/api/agents/${earner}/rebate-payouts/${day}`, {
      amount: '1.50',
      reason: 'Bonus abuse on one bet',
    });
    expect(adjusted.statusCode, adjusted.body).toBe(200);
    expect(adjusted.json().value).toMatchObject({
      accrued: '2.00',
      payable: '1.50',
      adjustment: {
        amount: '1.50',
        reason: 'Bonus abuse on one bet',
        adjustedBy: expect.any(String),
      },
    });
    const audit = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, `member:${earner}:${day}`));
    expect(audit.map((a) => a.action)).toEqual(['agent.rebate.adjust']);

    const run = await call('POST', '/ops/api/agents/rebate-payouts/run', {});
    expect(run.statusCode, run.body).toBe(200);
    const [payout] = await db
      .select()
      .from(agentRebatePayout)
      .where(and(eq(agentRebatePayout.earnerId, earner), eq(agentRebatePayout.day, day)));
    expect(payout!.amountMinor).toBe(150n);
    expect(payout!.accruedE4).toBe(2_000_000n);
    expect((await walletBalances(db, earner)).PLAYER_MAIN).toBe(150n);
    // The other earner is paid its own accrued sum.
    expect((await walletBalances(db, other)).PLAYER_MAIN).toBe(500n);

    const late = await call('PUT', `/ops/api/agents/${earner}/rebate-payouts/${day}`, {
      amount: '9.00',
      reason: 'late',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'AGENT_REBATE_PAID',
      message: 'This rebate day has already been paid and can no longer be adjusted.',
    });
    const after = (await call('GET', `/ops/api/agents/rebate-payouts/pending?pageSize=200`)).json()
      .value;
    expect(after.list.some((r: { earnerId: string }) => r.earnerId === String(earner))).toBe(false);
    await expectLedgerSound(db);
  });
});
