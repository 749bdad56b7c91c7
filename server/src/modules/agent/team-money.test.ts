import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPES } from '@sorte/contracts/auth/routes';
import {
  TeamTransactionsSchema,
  TransferDownlineResultSchema,
} from '@sorte/contracts/agent/team-money';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  counts,
  createMember,
  expectLedgerSound,
  fund,
  sessionFor,
  walletBalances,
} from '../../../test/ledger-helpers';
import { ledgerTransaction, member as memberTable } from '../../db/schema/index';
import { creditMainFromHouse } from '../ledger/index';

let t: TestApp;
const en = { 'accept-language': 'en' };
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;
const transfer = (auth: Headers, to: number, amount: string, key: string | null = randomUUID()) =>
  t.app.inject({
    method: 'POST',
    url: `/wps/agent/downlines/${to}/transfer`,
    headers: { ...en, ...auth, ...(key ? { 'idempotency-key': key } : {}) },
    payload: { amount },
  });
const get = (auth: Headers, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { ...en, ...auth } });

/** top (agent) → sub (agent) → player; top → direct; outsider elsewhere. */
async function team() {
  const db = t.database.db;
  const top = await createMember(db, { accountType: ACCOUNT_TYPES.AGENT });
  const sub = await createMember(db, { accountType: 2, uplineId: top });
  const player = await createMember(db, { uplineId: sub });
  const direct = await createMember(db, { uplineId: top });
  const outsider = await createMember(db);
  return { top, sub, player, direct, outsider };
}
const usernameOf = async (id: number) =>
  (
    await t.database.db
      .select({ u: memberTable.username })
      .from(memberTable)
      .where(eq(memberTable.id, id))
  )[0]!.u;

describe('transfer to a downline', () => {
  it('moves money to any member of the team once per key, and shows in both account records', async () => {
    const db = t.database.db;
    const m = await team();
    await fund(db, m.top, 10_000n);
    const auth = await sessionFor(db, m.top);
    const key = randomUUID();
    const res = await transfer(auth, m.player, '25.50', key);
    expect(res.statusCode, res.body).toBe(200);
    const value = TransferDownlineResultSchema.parse(res.json().value);
    expect(value).toMatchObject({
      downline: await usernameOf(m.player),
      amount: '25.50',
      wallets: [{ wallet: 'MAIN', balance: '74.50' }],
    });
    // The same key answers the first result and moves nothing more.
    const before = await counts(db);
    const again = await transfer(auth, m.player, '25.50', key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().value.transactionId).toBe(value.transactionId);
    expect(await counts(db)).toEqual(before);
    expect((await walletBalances(db, m.player)).PLAYER_MAIN).toBe(2_550n);
    expect((await walletBalances(db, m.top)).PLAYER_MAIN).toBe(7_450n);
    // The key with another request: refused.
    expect((await transfer(auth, m.player, '1.00', key)).json().code).toBe(
      'IDEMPOTENCY_KEY_REUSED',
    );
    // The ledger transaction is the audit record: who, to whom, from where.
    const [tx] = await db
      .select()
      .from(ledgerTransaction)
      .where(eq(ledgerTransaction.id, Number(value.transactionId)));
    expect(tx).toMatchObject({ type: 'TRANSFER_DOWNLINE', memberId: m.top });
    expect(tx!.metadata).toMatchObject({ agentId: m.top, downlineId: m.player, level: 2 });
    expect(typeof (tx!.metadata as { requestId?: unknown }).requestId).toBe('string');
    // Both account records list it under transfers, each with its own sign.
    for (const [who, amount] of [
      [m.top, '-25.50'],
      [m.player, '25.50'],
    ] as const) {
      const page = await get(
        await sessionFor(db, who),
        '/wps/v2/transaction/history?type=TRANSFER&period=TODAY',
      );
      expect(page.statusCode, page.body).toBe(200);
      expect(page.json().value.list[0]).toMatchObject({
        type: 'TRANSFER_DOWNLINE',
        amount,
        transactionId: value.transactionId,
      });
    }
    await expectLedgerSound(db);
  });

  it('refuses outside the team, disabled and trial downlines, bad amounts, overdrafts and missing keys, moving nothing', async () => {
    const db = t.database.db;
    const m = await team();
    await fund(db, m.top, 1_000n);
    const auth = await sessionFor(db, m.top);
    const trial = await createMember(db, { accountType: ACCOUNT_TYPES.TRIAL, uplineId: m.top });
    await db.update(memberTable).set({ status: 'disabled' }).where(eq(memberTable.id, m.direct));
    const before = await counts(db);
    const cases: [number, string, string | null, number, string][] = [
      [m.outsider, '1.00', randomUUID(), 404, 'AGENT_DOWNLINE_NOT_FOUND'],
      [m.top, '1.00', randomUUID(), 404, 'AGENT_DOWNLINE_NOT_FOUND'],
      [m.direct, '1.00', randomUUID(), 403, 'AGENT_TRANSFER_NOT_ALLOWED'],
      [trial, '1.00', randomUUID(), 403, 'AGENT_TRANSFER_NOT_ALLOWED'],
      [m.sub, '0', randomUUID(), 400, 'AMOUNT_INVALID'],
      [m.sub, '1.234', randomUUID(), 400, 'AMOUNT_INVALID'],
      [m.sub, '10.01', randomUUID(), 400, 'INSUFFICIENT_BALANCE'],
      [m.sub, '1.00', null, 400, 'IDEMPOTENCY_KEY_REQUIRED'],
    ];
    for (const [to, amount, key, status, code] of cases) {
      const res = await transfer(auth, to, amount, key);
      expect(res.statusCode, `${to} ${amount}: ${res.body}`).toBe(status);
      expect(res.json().code).toBe(code);
      expect(res.json().message).toBeTruthy();
    }
    expect(await counts(db)).toEqual(before);
    // A sub-agent cannot send to its upline's other branch; a member is not an agent.
    expect((await transfer(await sessionFor(db, m.sub), m.direct, '1.00')).statusCode).toBe(404);
    expect((await transfer(await sessionFor(db, m.player), m.player, '1.00')).json().code).toBe(
      'NOT_AN_AGENT',
    );
    expect(await counts(db)).toEqual(before);
  });
});

describe('team transactions report', () => {
  it("lists the team's deposits and transfers with totals, filters, sort and paging, and never the agent's own or an outsider's", async () => {
    const db = t.database.db;
    const m = await team();
    await fund(db, m.top, 100_000n);
    const deposit = (memberId: number, amount: bigint) =>
      creditMainFromHouse(db, {
        memberId,
        amount,
        demo: false,
        type: 'DEPOSIT',
        key: `t:${randomUUID()}`,
      });
    await deposit(m.player, 5_000n);
    await deposit(m.direct, 2_000n);
    await deposit(m.outsider, 9_900n);
    await deposit(m.top, 9_900n);
    const auth = await sessionFor(db, m.top);
    expect((await transfer(auth, m.sub, '30.00')).statusCode).toBe(200);

    const all = await get(auth, '/wps/agent/team/transactions?period=TODAY');
    expect(all.statusCode, all.body).toBe(200);
    const page = TeamTransactionsSchema.parse(all.json().value);
    const sub = await usernameOf(m.sub);
    expect(page.total).toBe(3);
    expect(page.totals).toEqual({
      rows: 3,
      deposits: '70.00',
      withdrawals: '0.00',
      transfersIn: '30.00',
      transfersOut: '0.00',
    });
    expect(page.list[0]).toMatchObject({
      username: sub,
      type: 'TRANSFER_DOWNLINE',
      category: 'TRANSFER',
      amount: '30.00',
      level: 1,
    });
    expect(page.list[0]!.counterparty).toBe(await usernameOf(m.top));

    const deposits = (
      await get(auth, '/wps/agent/team/transactions?type=DEPOSIT&sort=amount&order=asc')
    ).json().value;
    expect(deposits.list.map((r: { amount: string }) => r.amount)).toEqual(['20.00', '50.00']);
    const one = (
      await get(
        auth,
        `/wps/agent/team/transactions?username=${(await usernameOf(m.player)).toUpperCase()}`,
      )
    ).json().value;
    expect(one.list).toHaveLength(1);
    expect(one.list[0]).toMatchObject({ level: 2, type: 'DEPOSIT', amount: '50.00' });
    const paged = (
      await get(auth, '/wps/agent/team/transactions?pageSize=2&pageNo=2&sort=createdAt&order=asc')
    ).json().value;
    expect(paged).toMatchObject({ total: 3, totalPages: 2 });
    expect(paged.list).toHaveLength(1);
    // The sub-agent sees only its own branch: the player's deposit, not its own incoming transfer.
    const mine = (await get(await sessionFor(db, m.sub), '/wps/agent/team/transactions')).json()
      .value;
    expect(mine.totals).toMatchObject({ rows: 1, deposits: '50.00' });
    expect((await get(auth, '/wps/agent/team/transactions?type=NOPE')).statusCode).toBe(400);
  });
});
