import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TurnoverContributionsSchema } from '@sorte/contracts/ops/cashier';
import {
  BonusForfeitSchema,
  BonusPageSchema,
  DepositOrderSchema,
  PayoutAccountSchema,
  WithdrawInfoSchema,
} from '@sorte/contracts/wallet/cashier';
import { buildTestApp, operatorAuth, type TestApp } from '../../../test/build-test-app';
import {
  api,
  channelId,
  expectError,
  player,
  PAY_PASSWORD,
  type Headers,
} from '../../../test/cashier-helpers';
import { createMember, expectLedgerSound, fund, walletBalances } from '../../../test/ledger-helpers';
import {
  auditLog,
  game,
  ledgerTransaction,
  lotteryBet,
  lotteryIssue,
  member,
  operator,
  turnoverRequirement,
} from '../../db/schema/index';
import { createProviderClient, injectTransport, type ProviderClient } from '../provider/index';
import { vendorSecret } from '../provider/index';
import { recordWager } from './turnover';
import { exchangeLaunch } from '../../../test/launch-helpers';

// Wagering: settled bets fill open turnover requirements (weighted per game type), a forfeit
// gives the bonus up, and bonus money cannot leave through a transfer to the upline.

let t: TestApp;
let ops: Headers;
let http: ReturnType<typeof api>;
beforeAll(async () => {
  t = await buildTestApp();
  ops = await operatorAuth(t.app);
  http = api(t);
});
afterAll(async () => {
  // Every account's balance is the sum of its entries and every transaction sums to zero.
  await expectLedgerSound(t.database.db);
  await t.close();
});

const INFO = '/wps/v2/transaction/withdraw/info';
const FORFEIT = '/wps/v2/transaction/bonus/forfeit';
const CONTRIBUTIONS = '/ops/api/cashier/turnover-contributions';
const main = async (id: number) => (await walletBalances(t.database.db, id)).PLAYER_MAIN ?? 0n;

const clients = new Map<string, ProviderClient>();
function client(vendorCode: string): ProviderClient {
  let c = clients.get(vendorCode);
  if (!c) {
    c = createProviderClient({
      vendorCode,
      secret: vendorSecret(t.env, vendorCode),
      transport: injectTransport(t.app),
    });
    clients.set(vendorCode, c);
  }
  return c;
}

/** Deposits `amount` by PIX with the 10 % bonus and lets the sandbox gateway pay it. */
async function depositWithBonus(auth: Headers, amount: string) {
  const res = await http.post('/wps/v2/transaction/deposit', auth, {
    channelId: await channelId(t, 'PIX'),
    amount,
    bonus: true,
  });
  expect(res.statusCode, res.body).toBe(200);
  const order = DepositOrderSchema.parse(res.json().value);
  const signed = t.app.cashier.deposits.sandbox.signedCallback({
    orderId: order.orderId,
    status: 'PAID',
    amount: order.amount,
    currency: 'BRL',
  });
  const paid = await t.app.inject({
    method: 'POST',
    url: '/wps/callback/gateway/SANDBOX',
    headers: { ...signed.headers, 'accept-language': 'en' },
    payload: signed.body,
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return order;
}

/** A real member (payment password, payee name) with a paid 100.00 PIX deposit and its 10.00 bonus. */
async function bonusTaker(options: { uplineId?: number } = {}) {
  const p = await player(t, 0n);
  if (options.uplineId)
    await t.database.db
      .update(member)
      .set({ uplineId: options.uplineId })
      .where(eq(member.id, p.id));
  await depositWithBonus(p.auth, '100.00');
  return p;
}

async function info(auth: Headers) {
  const res = await http.get(INFO, auth);
  expect(res.statusCode, res.body).toBe(200);
  return WithdrawInfoSchema.parse(res.json().value);
}

/** Launches a catalogue game as the member: the launch token and the integration that calls back. */
async function launch(auth: Headers, nodeId: string) {
  const [row] = await t.database.db
    .select({ id: game.id })
    .from(game)
    .where(eq(game.nodeId, nodeId));
  const res = await http.post('/wps/game/launchGame', auth, { gameId: String(row!.id) });
  expect(res.statusCode, res.body).toBe(200);
  const token = await exchangeLaunch(t.app, res.json<{ value: { game_url: string } }>().value.game_url);
  const c = client(nodeId.startsWith('INHOUSE') ? 'INHOUSE' : 'VSIM');
  const session = await c.authenticate({ token });
  return { token, c, playerId: session.playerId, gameCode: session.gameCode };
}

/** One provider round: a bet, then a win (0.00 = a loss), a rollback, or nothing yet. */
async function providerRound(
  auth: Headers,
  nodeId: string,
  bet: string,
  outcome: { win: string } | 'rollback' | 'open',
) {
  const s = await launch(auth, nodeId);
  const roundId = `r-${randomUUID()}`;
  const betTx = `b-${randomUUID()}`;
  await s.c.bet({
    token: s.token,
    playerId: s.playerId,
    transactionId: betTx,
    roundId,
    gameCode: s.gameCode,
    amount: bet,
  });
  if (outcome === 'rollback') {
    await s.c.rollback({
      playerId: s.playerId,
      transactionId: `x-${randomUUID()}`,
      betTransactionId: betTx,
    });
  } else if (outcome !== 'open') {
    await s.c.win({
      playerId: s.playerId,
      transactionId: `w-${randomUUID()}`,
      betTransactionId: betTx,
      roundId,
      gameCode: s.gameCode,
      amount: outcome.win,
      roundClosed: true,
    });
  }
  return { ...s, roundId, betTx };
}

async function requirementOf(memberId: number) {
  const rows = await t.database.db
    .select()
    .from(turnoverRequirement)
    .where(eq(turnoverRequirement.memberId, memberId));
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

async function payoutAccount(auth: Headers) {
  const res = await http.post('/wps/v2/payout-accounts', auth, {
    type: 'PIX',
    pixKeyType: 'RANDOM',
    pixKey: randomUUID(),
    holderName: 'Ana Souza',
  });
  expect(res.statusCode, res.body).toBe(200);
  return PayoutAccountSchema.parse(res.json().value);
}

const withdraw = (auth: Headers, amount: string, payoutAccountId: string, key?: string) =>
  http.post(
    '/wps/v2/transaction/withdraw',
    auth,
    { amount, payoutAccountId, paymentPassword: PAY_PASSWORD },
    key,
  );

describe('settled bets fill turnover requirements', () => {
  it('counts in-house and provider bets by game-type weight, not rolled-back or open ones; then the withdrawal is allowed', async () => {
    const p = await bonusTaker();
    const account = await payoutAccount(p.auth);
    // 100.00 + 10.00 bonus, 5x: 550.00 to bet.
    expect((await info(p.auth)).turnover).toEqual({
      required: '550.00',
      progress: '0.00',
      remaining: '550.00',
      met: false,
      bonus: '10.00',
    });
    expectError(await withdraw(p.auth, '50.00', account.id), 400, 'TURNOVER_NOT_MET');

    // Dice through the in-house API (/play/api): in-house games count 100 %.
    const dice = await launch(p.auth, 'INHOUSE-INHOUSE-1315');
    const rolled = await t.app.inject({
      method: 'POST',
      url: '/play/api/dice/roll',
      headers: {
        authorization: `Bearer ${dice.token}`,
        'accept-language': 'en',
      },
      payload: { bet: '10.00', requestId: randomUUID(), direction: 'over', target: 4999 },
    });
    expect(rolled.statusCode, rolled.body).toBe(200);
    expect((await requirementOf(p.id)).progressMinor).toBe(1_000n);

    // A live casino bet (20 %) counts once it is settled: nothing while it is open.
    const live = await providerRound(p.auth, 'LIVE-EVO-1198', '50.00', 'open');
    expect((await requirementOf(p.id)).progressMinor).toBe(1_000n);
    await live.c.win({
      playerId: live.playerId,
      transactionId: `w-${randomUUID()}`,
      betTransactionId: live.betTx,
      roundId: live.roundId,
      gameCode: live.gameCode,
      amount: '0.00',
      roundClosed: true,
    });
    expect((await requirementOf(p.id)).progressMinor).toBe(2_000n);
    // A second win for the same bet (a bonus feature) does not count the bet again.
    await live.c.win({
      playerId: live.playerId,
      transactionId: `w-${randomUUID()}`,
      betTransactionId: live.betTx,
      roundId: live.roundId,
      gameCode: live.gameCode,
      amount: '1.00',
      roundClosed: true,
    });
    expect((await requirementOf(p.id)).progressMinor).toBe(2_000n);

    // A rolled-back slot bet counts nothing.
    await providerRound(p.auth, 'RNG-PG-1001', '30.00', 'rollback');
    expect((await requirementOf(p.id)).progressMinor).toBe(2_000n);

    // Slots count 100 %: 10.00 + 10.00 + 30.00, then 500.00 more meets the 550.00 exactly.
    await providerRound(p.auth, 'RNG-PG-1001', '30.00', { win: '0.00' });
    expect((await info(p.auth)).turnover).toMatchObject({
      progress: '50.00',
      remaining: '500.00',
      met: false,
    });
    // Money to bet the rest with (each round wins its bet back).
    await fund(t.database.db, p.id, 50_000n);
    const balance = await main(p.id);
    await providerRound(p.auth, 'RNG-PG-1001', '100.00', { win: '100.00' });
    await providerRound(p.auth, 'RNG-PG-1001', '100.00', { win: '100.00' });
    await providerRound(p.auth, 'RNG-PG-1001', '100.00', { win: '100.00' });
    await providerRound(p.auth, 'RNG-PG-1001', '100.00', { win: '100.00' });
    expect((await info(p.auth)).turnover).toMatchObject({
      progress: '450.00',
      remaining: '100.00',
      met: false,
    });
    await providerRound(p.auth, 'RNG-PG-1001', '100.00', { win: '100.00' });
    expect(await main(p.id)).toBe(balance);
    const done = await requirementOf(p.id);
    expect(done).toMatchObject({ status: 'COMPLETED', progressMinor: 55_000n });
    expect(done.completedAt).not.toBeNull();
    expect((await info(p.auth)).turnover).toEqual({
      required: '0.00',
      progress: '0.00',
      remaining: '0.00',
      met: true,
      bonus: '0.00',
    });
    const bonusPage = BonusPageSchema.parse(
      (await http.get('/wps/v2/transaction/bonus', p.auth)).json().value,
    );
    expect(bonusPage.list[0]).toMatchObject({
      status: 'COMPLETED',
      turnoverProgress: '550.00',
      turnoverRequired: '550.00',
    });

    // Further bets change nothing; the withdrawal is allowed now.
    await providerRound(p.auth, 'RNG-PG-1001', '1.00', { win: '0.00' });
    expect((await requirementOf(p.id)).progressMinor).toBe(55_000n);
    const w = await withdraw(p.auth, '50.00', account.id);
    expect(w.statusCode, w.body).toBe(200);
  });

  it('fills the oldest requirement first and carries the rest to the next; demo money never counts', async () => {
    const p = await bonusTaker();
    await depositWithBonus(p.auth, '20.00'); // second requirement: (20.00 + 2.00) x 5 = 110.00
    await providerRound(p.auth, 'RNG-PG-1001', '100.00', { win: '100.00' }); // balance 132.00
    const reqs = await t.database.db
      .select()
      .from(turnoverRequirement)
      .where(eq(turnoverRequirement.memberId, p.id))
      .orderBy(turnoverRequirement.id);
    expect(reqs.map((r) => [r.progressMinor, r.status])).toEqual([
      [10_000n, 'ACTIVE'],
      [0n, 'ACTIVE'],
    ]);
    // The service itself, as the settling transaction calls it (a lottery bet will too).
    await t.database.db.transaction(async (tx) => {
      expect(
        await recordWager(tx, { memberId: p.id, gameType: 'RNG', betMinor: 100_000n, demo: true }),
      ).toBe(0n);
      // 460.00 real: 450.00 completes the first, 10.00 goes on to the second.
      expect(
        await recordWager(tx, { memberId: p.id, gameType: 'RNG', betMinor: 46_000n, demo: false }),
      ).toBe(46_000n);
    });
    const after = await t.database.db
      .select()
      .from(turnoverRequirement)
      .where(eq(turnoverRequirement.memberId, p.id))
      .orderBy(turnoverRequirement.id);
    expect(after.map((r) => [r.progressMinor, r.status])).toEqual([
      [55_000n, 'COMPLETED'],
      [1_000n, 'ACTIVE'],
    ]);
  });
});

describe('lottery bets', () => {
  it('count once at settlement, at the lottery weight (50 %); settling again or a correction does not count again', async () => {
    const db = t.database.db;
    const p = await bonusTaker(); // requirement (100.00 + 10.00) x 5 = 550.00
    // 12:00 in Hanoi on 26 November 2026: the North's draw 20261126 is open until 18:00.
    t.app.lottery.setClock(() => new Date('2026-11-26T05:00:00Z'));
    const placed = await http.post('/lgw/vn/bets', p.auth, {
      prizeMode: 'Lott',
      bets: [
        { gameCode: 'VN_MB', issueNo: '20261126', playType: 'LO2', numbers: ['45'], multiplier: 1, unitStake: '1.00' },
        { gameCode: 'VN_MB', issueNo: '20261126', playType: 'DE_DB', numbers: ['99'], multiplier: 1, unitStake: '1.00' },
      ],
    });
    expect(placed.statusCode, placed.body).toBe(200);
    // An open bet does not count yet.
    expect((await requirementOf(p.id)).progressMinor).toBe(0n);

    const [a, b] = await db
      .insert(operator)
      .values([
        { username: `wager-a-${randomUUID().slice(0, 8)}`, passwordHash: 'x' },
        { username: `wager-b-${randomUUID().slice(0, 8)}`, passwordHash: 'x' },
      ])
      .returning({ id: operator.id });
    const ctx = (operatorId: number) => ({ operatorId, ip: '127.0.0.1', requestId: randomUUID() });
    const result = {
      DB: ['12345'],
      G1: ['67890'],
      G2: ['11223', '44556'],
      G3: ['77889', '90012', '34545', '67878', '12312', '45645'],
      G4: ['1234', '5678', '9012', '3445'],
      G5: ['6789', '1245', '4567', '8901', '2345', '6712'],
      G6: ['345', '678', '912'],
      G7: ['45', '78', '12', '99'],
    };
    t.app.lottery.setClock(() => new Date('2026-11-26T11:20:00Z'));
    const { results, settlement } = t.app.lottery;
    const entry = await results.enter(ctx(a!.id), 'VN_MB', '20261126', result);
    expect((await results.confirm(ctx(b!.id), Number(entry.id))).settlement.settled).toBe(true);

    const [staked] = await db
      .select({ minor: sql<string>`sum(${lotteryBet.stakeMinor})::text` })
      .from(lotteryBet)
      .where(eq(lotteryBet.memberId, p.id));
    const counted = (BigInt(staked!.minor) * 50n) / 100n;
    expect(counted).toBeGreaterThan(0n);
    expect((await requirementOf(p.id)).progressMinor).toBe(counted);

    // Settling the same result again, and a corrected result (settled as version 2), count nothing more.
    const [issue] = await db.select({ id: lotteryIssue.id }).from(lotteryIssue).where(and(eq(lotteryIssue.gameCode, 'VN_MB'), eq(lotteryIssue.issueNo, '20261126')));
    expect((await settlement.settle(issue!.id)).settled).toBe(false);
    const fix = await results.enter(ctx(b!.id), 'VN_MB', '20261126', { ...result, DB: ['12399'] });
    expect((await results.confirm(ctx(a!.id), Number(fix.id))).settlement).toMatchObject({ settled: true, version: 2 });
    expect((await requirementOf(p.id)).progressMinor).toBe(counted);
  });
});

describe('operator contribution weights (/ops/api/cashier/turnover-contributions)', () => {
  it('answers the defaults, sets weights with an audit row, refuses bad input and anonymous callers; a bet counts by the new weight', async () => {
    const got = await t.app.inject({ method: 'GET', url: CONTRIBUTIONS, headers: ops });
    expect(got.statusCode, got.body).toBe(200);
    expect(TurnoverContributionsSchema.parse(got.json().value).contributions).toEqual({
      RNG: 100,
      INHOUSE: 100,
      FISH: 100,
      LIVE: 20,
      PVP: 20,
      SPORTS: 20,
      ESPORTS: 20,
      LOTT: 50,
    });
    expect((await t.app.inject({ method: 'GET', url: CONTRIBUTIONS })).statusCode).toBe(401);
    expectError(
      await http.send('PUT', CONTRIBUTIONS, ops, { contributions: { LIVE: 101 } }, null),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await http.send('PUT', CONTRIBUTIONS, ops, { contributions: { BINGO: 10 } }, null),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await http.send('PUT', CONTRIBUTIONS, ops, { contributions: {} }, null),
      400,
      'VALIDATION_FAILED',
    );

    const put = await http.send(
      'PUT',
      CONTRIBUTIONS,
      ops,
      { contributions: { LIVE: 50, SPORTS: 0 } },
      null,
    );
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().value.contributions).toMatchObject({ LIVE: 50, SPORTS: 0, RNG: 100 });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'cashier.turnover.contributions.update'));
    expect(audit).toMatchObject({ entity: 'turnover_contribution' });
    expect((audit!.before as Record<string, number>).LIVE).toBe(20);
    expect((audit!.after as Record<string, number>).LIVE).toBe(50);

    try {
      const p = await bonusTaker();
      await providerRound(p.auth, 'LIVE-EVO-1198', '40.00', { win: '0.00' });
      expect((await requirementOf(p.id)).progressMinor).toBe(2_000n);
    } finally {
      await http.send('PUT', CONTRIBUTIONS, ops, { contributions: { LIVE: 20, SPORTS: 20 } }, null);
    }
  });

  it('is in the OpenAPI document as an operator route', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/ops/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    }>();
    expect(doc.paths[CONTRIBUTIONS]?.get?.security).toEqual([{ operatorToken: [] }]);
    expect(doc.paths[CONTRIBUTIONS]?.put?.security).toEqual([{ operatorToken: [] }]);
    expect(doc.paths[FORFEIT]?.post?.security).toEqual([{ memberToken: [] }]);
  });
});

describe('forfeiting a bonus', () => {
  it('gives the open bonus back to the house once (idempotent), closes the requirement, and lets the member withdraw', async () => {
    const p = await bonusTaker();
    const account = await payoutAccount(p.auth);
    await providerRound(p.auth, 'RNG-PG-1001', '10.00', { win: '0.00' });
    expect(await main(p.id)).toBe(10_000n); // 110.00 - 10.00
    const houseBefore = await houseBalance();

    const key = randomUUID();
    const res = await http.post(FORFEIT, p.auth, {}, key);
    expect(res.statusCode, res.body).toBe(200);
    const forfeit = BonusForfeitSchema.parse(res.json().value);
    expect(forfeit).toMatchObject({ forfeited: '10.00', closed: 1, currency: 'BRL' });
    expect(await main(p.id)).toBe(9_000n);
    expect(await houseBalance()).toBe(houseBefore + 1_000n);
    const closed = await requirementOf(p.id);
    expect(closed).toMatchObject({
      status: 'FORFEITED',
      forfeitTransactionId: Number(forfeit.transactionId),
    });
    const [tx] = await t.database.db
      .select()
      .from(ledgerTransaction)
      .where(eq(ledgerTransaction.id, Number(forfeit.transactionId)));
    expect(tx).toMatchObject({ type: 'BONUS_FORFEIT', memberId: p.id });

    // The same key again: the first answer, nothing moves.
    const replay = await http.post(FORFEIT, p.auth, {}, key);
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(BonusForfeitSchema.parse(replay.json().value)).toEqual(forfeit);
    expect(await main(p.id)).toBe(9_000n);
    // A new key with nothing open: refused, nothing moves. No key: refused.
    expectError(await http.post(FORFEIT, p.auth, {}), 400, 'NO_OPEN_BONUS');
    expectError(await http.post(FORFEIT, p.auth, {}, null), 400, 'IDEMPOTENCY_KEY_REQUIRED');
    expect(await main(p.id)).toBe(9_000n);

    expect((await info(p.auth)).turnover.met).toBe(true);
    const bonusPage = BonusPageSchema.parse(
      (await http.get('/wps/v2/transaction/bonus', p.auth)).json().value,
    );
    expect(bonusPage.list[0]!.status).toBe('FORFEITED');
    const w = await withdraw(p.auth, '90.00', account.id);
    expect(w.statusCode, w.body).toBe(200);
    expect(await main(p.id)).toBe(0n);
  });

  it('takes the bonus from vendor wallets too, and never more than the member holds', async () => {
    const p = await bonusTaker();
    // Lose 4.00 of the 110.00, then move 105.00 to a vendor wallet: 1.00 stays in MAIN.
    await providerRound(p.auth, 'INHOUSE-INHOUSE-1314', '4.00', { win: '0.00' });
    const vendor = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      headers: { ...p.auth, 'accept-language': 'en', 'idempotency-key': randomUUID() },
      payload: { from: 'MAIN', to: 'CQ9', amount: '105.00' }, // the demo's transfer vendor
    });
    expect(vendor.statusCode, vendor.body).toBe(200);
    const res = await http.post(FORFEIT, p.auth, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ forfeited: '10.00' });
    const wallets = await walletBalances(t.database.db, p.id);
    expect(wallets.PLAYER_MAIN).toBe(0n);
    expect(wallets.CQ9).toBe(9_600n);

    // A member who lost most of the bonus gives up only what is left.
    const poor = await bonusTaker();
    await providerRound(poor.auth, 'RNG-PG-1001', '104.00', { win: '0.00' });
    const small = await http.post(FORFEIT, poor.auth, {});
    expect(small.json().value).toMatchObject({ forfeited: '6.00', closed: 1 });
    expect(await main(poor.id)).toBe(0n);
  });
});

describe('transfer to upline while a bonus is open', () => {
  it('is refused with TURNOVER_NOT_MET while the requirement is open, allowed after a forfeit or once met', async () => {
    const agentId = await createMember(t.database.db, {
      accountType: 1,
      allowUplineTransfer: true,
    });
    const agentMain = async () => (await walletBalances(t.database.db, agentId)).PLAYER_MAIN ?? 0n;
    const send = (auth: Headers, amount: string, key = randomUUID()) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/relay/GCS_transferUpline',
        headers: { ...auth, 'accept-language': 'en', 'idempotency-key': key },
        payload: { amount },
      });

    const a = await bonusTaker({ uplineId: agentId });
    expectError(await send(a.auth, '110.00'), 400, 'TURNOVER_NOT_MET');
    expectError(await send(a.auth, '1.00'), 400, 'TURNOVER_NOT_MET');
    expect(await main(a.id)).toBe(11_000n);
    expect(await agentMain()).toBe(0n);
    expect((await http.post(FORFEIT, a.auth, {})).statusCode).toBe(200);
    const allowed = await send(a.auth, '100.00');
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(await agentMain()).toBe(10_000n);

    const b = await bonusTaker({ uplineId: agentId });
    expectError(await send(b.auth, '50.00'), 400, 'TURNOVER_NOT_MET');
    for (let i = 0; i < 5; i += 1)
      await providerRound(b.auth, 'RNG-PG-1001', '110.00', { win: '110.00' });
    expect((await requirementOf(b.id)).status).toBe('COMPLETED');
    const key = randomUUID();
    const sent = await send(b.auth, '110.00', key);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await agentMain()).toBe(21_000n);
    // A replay after a new bonus still answers the first transfer.
    await depositWithBonus(b.auth, '10.00');
    const replay = await send(b.auth, '110.00', key);
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expectError(await send(b.auth, '1.00'), 400, 'TURNOVER_NOT_MET');
  });
});

async function houseBalance(): Promise<bigint> {
  const result = await t.database.db.execute(
    sql`select balance::text as b from ledger_account where kind = 'HOUSE' and demo = false and member_id is null`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    b: string;
  }[];
  return rows.reduce((sum, r) => sum + BigInt(r.b), 0n);
}
