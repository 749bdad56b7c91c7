import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPES } from '@sorte/contracts/auth/routes';
import { LAUNCH_CODE_TTL_SECONDS, LAUNCH_TOKEN_TTL_HOURS, PROVIDER_BASE_PATH } from '@sorte/contracts/games/provider';
import { buildTestApp, operatorAuth, type TestApp } from '../../../test/build-test-app';
import { createMember, expectLedgerSound, fund, sessionFor, walletBalances } from '../../../test/ledger-helpers';
import { game, gameLaunchCode, gameLaunchToken, gameRound, ledgerTransaction, providerTransaction } from '../../db/schema/index';
import { hashToken } from '../../lib/tokens';
import { buildApp } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { LAUNCH_TOKEN_KEEP_DAYS } from './launch.service';
import { launchCodeOf } from './vendors';
import { createProviderClient, injectTransport, ProviderError, type ProviderClient } from './client';
import { signProviderBody, vendorSecret } from './secrets';

let t: TestApp;
let vsim: ProviderClient;
let seq = 0;
const id = (p: string) => `${p}-${Date.now()}-${(seq += 1)}`;

beforeAll(async () => {
  t = await buildTestApp();
  vsim = createProviderClient({ vendorCode: 'VSIM', secret: vendorSecret(t.env, 'VSIM'), transport: injectTransport(t.app) });
});
afterAll(async () => {
  await t.close();
});

async function launch(memberId: number, body: Record<string, unknown>) {
  const auth = await sessionFor(t.database.db, memberId);
  return t.app.inject({ method: 'POST', url: '/wps/game/launchGame', headers: { ...auth, 'accept-language': 'en' }, payload: body });
}

/** A funded player with a live PG1001 (min bet 0.40) launch token. */
async function player(minor = 10_000n, accountType = 0) {
  const memberId = await createMember(t.database.db, { accountType });
  if (minor > 0n) {
    if (accountType === ACCOUNT_TYPES.TRIAL) {
      const { fundTrialAccount } = await import('../ledger/index');
      await fundTrialAccount(t.database.db, memberId);
    } else await fund(t.database.db, memberId, minor);
  }
  const res = await launch(memberId, { nodeId: 'RNG-PG-1001', accountType: 1, launchMode: 'GLS', platform: 'html5-desktop' });
  expect(res.statusCode, res.body).toBe(200);
  const { token } = await vsim.exchange({ code: launchCodeOf(res.json().value.game_url)! });
  return { memberId, playerId: String(memberId), token };
}

async function refused(promise: Promise<unknown>): Promise<ProviderError> {
  try {
    await promise;
  } catch (e) {
    if (e instanceof ProviderError) return e;
    throw e;
  }
  throw new Error('expected a refusal');
}

const betOf = (p: { playerId: string; token: string }, amount: string, extra: Partial<{ transactionId: string; roundId: string }> = {}) => ({
  token: p.token,
  playerId: p.playerId,
  transactionId: extra.transactionId ?? id('b'),
  roundId: extra.roundId ?? id('r'),
  gameCode: 'PG1001',
  amount,
});

describe('launchGame', () => {
  it('issues a one-time code (in the fragment, no token) and a simulator URL for a third-party game', async () => {
    const memberId = await createMember(t.database.db);
    const res = await launch(memberId, { nodeId: 'RNG-PG-1001', language: 'pt' });
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value.game_url).toMatch(/^\/vendor-sim\/game\?lang=[a-zA-Z-]+#code=[A-Za-z0-9_-]{43}$/);
    expect(value.game_url).not.toMatch(/token/);
    // Only the code exists yet: the token is made by the exchange.
    expect(await t.database.db.select().from(gameLaunchToken).where(eq(gameLaunchToken.memberId, memberId))).toEqual([]);
    expect(value.game_url2).toBe(value.game_url);
    expect(value.walletMode).toBe('seamless');
  });

  it('launches a PVP room by its roomId (<nodeId>:<LEVEL>)', async () => {
    const memberId = await createMember(t.database.db);
    const rooms = (await t.app.inject({ method: 'GET', url: '/wps/relay/GLS2_roomList' })).json().value.list as { roomId: string }[];
    const res = await launch(memberId, { roomId: rooms[0]!.roomId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.game_url).toMatch(/^\/vendor-sim\/game\?lang=en#code=/);
  });

  it('launches INHOUSE games on /play/<slug>', async () => {
    const memberId = await createMember(t.database.db);
    const res = await launch(memberId, { nodeId: 'INHOUSE-INHOUSE-1315' });
    expect(res.json().value.game_url).toMatch(/^\/play\/dice\?lang=en#code=[A-Za-z0-9_-]{43}$/);
  });

  it('refuses guests, unknown and disabled games, and trial accounts on games without demo money', async () => {
    const anon = await t.app.inject({ method: 'POST', url: '/wps/game/launchGame', payload: { nodeId: 'RNG-PG-1001' } });
    expect(anon.statusCode).toBe(401);
    const memberId = await createMember(t.database.db);
    expect((await launch(memberId, { nodeId: 'NOPE-1' })).json().code).toBe('GAME_NOT_FOUND');
    expect((await launch(memberId, {})).statusCode).toBe(400);
    const [noDemo] = await t.database.db.select().from(game).where(and(eq(game.demoAllowed, false), eq(game.isGame, 'GAME'))).limit(1);
    const trial = await createMember(t.database.db, { accountType: ACCOUNT_TYPES.TRIAL });
    const r = await launch(trial, { gameId: String(noDemo!.id) });
    expect(r.statusCode).toBe(403);
    expect(r.json().code).toBe('GAME_NO_DEMO');
    await t.database.db.update(game).set({ enabled: false }).where(eq(game.gameCode, 'PG1002'));
    const off = await launch(memberId, { nodeId: 'RNG-PG-1002' });
    expect(off.json().code).toBe('GAME_DISABLED');
    await t.database.db.update(game).set({ enabled: true }).where(eq(game.gameCode, 'PG1002'));
  });
});

describe('launch codes: exchanged once for the launch token', () => {
  const launched = async (nodeId = 'RNG-PG-1001') => {
    const memberId = await createMember(t.database.db);
    await fund(t.database.db, memberId, 1_000n);
    const res = await launch(memberId, { nodeId });
    expect(res.statusCode, res.body).toBe(200);
    return { memberId, code: launchCodeOf(res.json().value.game_url)! };
  };
  const tokensOf = (memberId: number) => t.database.db.select().from(gameLaunchToken).where(eq(gameLaunchToken.memberId, memberId));

  it('the first exchange answers a working token bound to the launch; the code is then spent', async () => {
    const { memberId, code } = await launched();
    const [row] = await t.database.db.select().from(gameLaunchCode).where(eq(gameLaunchCode.codeHash, hashToken(code)));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeLessThanOrEqual(LAUNCH_CODE_TTL_SECONDS * 1000 + 1000);
    expect(row!.usedAt).toBeNull();
    const { token, expiresAt } = await vsim.exchange({ code });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(expiresAt)).toBeGreaterThan(Date.now() + (LAUNCH_TOKEN_TTL_HOURS - 1) * 3_600_000);
    expect(await vsim.authenticate({ token })).toMatchObject({ playerId: String(memberId), gameCode: 'PG1001', balance: '10.00' });
    const [spent] = await t.database.db.select().from(gameLaunchCode).where(eq(gameLaunchCode.codeHash, hashToken(code)));
    expect(spent!.usedAt).not.toBeNull();
  });

  it('a second exchange of the same code is refused and issues nothing', async () => {
    const { memberId, code } = await launched();
    await vsim.exchange({ code });
    const e = await refused(vsim.exchange({ code }));
    expect([e.code, e.status]).toEqual(['LAUNCH_CODE_INVALID', 401]);
    expect(await tokensOf(memberId)).toHaveLength(1);
  });

  it('an expired code is refused and stays unused', async () => {
    const { memberId, code } = await launched();
    await t.database.db.update(gameLaunchCode).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(gameLaunchCode.codeHash, hashToken(code)));
    const e = await refused(vsim.exchange({ code }));
    expect([e.code, e.status]).toEqual(['LAUNCH_CODE_INVALID', 401]);
    const [row] = await t.database.db.select().from(gameLaunchCode).where(eq(gameLaunchCode.codeHash, hashToken(code)));
    expect(row!.usedAt).toBeNull();
    expect(await tokensOf(memberId)).toEqual([]);
  });

  it('a forged code, a malformed one, or a code of another integration is refused', async () => {
    expect((await refused(vsim.exchange({ code: 'q'.repeat(43) }))).code).toBe('LAUNCH_CODE_INVALID');
    expect((await refused(vsim.exchange({ code: 'short' }))).code).toBe('VALIDATION_FAILED');
    const { memberId, code } = await launched('INHOUSE-INHOUSE-1315');
    expect((await refused(vsim.exchange({ code }))).code).toBe('LAUNCH_CODE_INVALID');
    expect(await tokensOf(memberId)).toEqual([]);
    // The in-house pages exchange through /play/api, translated for the player.
    const page = (payload: unknown) =>
      t.app.inject({ method: 'POST', url: '/play/api/session/exchange', headers: { 'accept-language': 'zh' }, payload: payload as never });
    const ok = await page({ code });
    expect(ok.statusCode, ok.body).toBe(200);
    const twice = await page({ code });
    expect([twice.statusCode, twice.json().code]).toEqual([401, 'LAUNCH_CODE_INVALID']);
    expect(twice.json().message).toBe('此游戏链接已被使用或已过期：请从大厅重新打开游戏。');
    const session = await t.app.inject({ method: 'GET', url: '/play/api/session', headers: { authorization: `Bearer ${ok.json().value.token}` } });
    expect(session.statusCode, session.body).toBe(200);
  });

  it('of concurrent exchanges of one code exactly one wins (several server processes on PostgreSQL)', async () => {
    // On PostgreSQL (TEST_DATABASE_URL) three more app instances with pools of their own answer
    // too, as separate server processes would; on PGlite one connection serialises the same race.
    const extra: { database: Database; app: Awaited<ReturnType<typeof buildApp>> }[] = [];
    if (t.databaseUrl) {
      for (let i = 0; i < 3; i += 1) {
        const database = await openDatabase({ kind: 'postgres', url: t.databaseUrl, poolSize: 4 });
        const app = await buildApp({ env: t.env, database, ownsDatabase: false });
        await app.ready();
        extra.push({ database, app });
      }
    }
    try {
      const clients = [vsim, ...extra.map((e) => createProviderClient({ vendorCode: 'VSIM', secret: vendorSecret(t.env, 'VSIM'), transport: injectTransport(e.app) }))];
      const { memberId, code } = await launched();
      const results = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => clients[i % clients.length]!.exchange({ code })));
      const won = results.filter((r) => r.status === 'fulfilled');
      expect(won).toHaveLength(1);
      for (const r of results) if (r.status === 'rejected') expect((r.reason as ProviderError).code).toBe('LAUNCH_CODE_INVALID');
      expect(await tokensOf(memberId)).toHaveLength(1);
    } finally {
      for (const e of extra) {
        await e.app.close();
        await e.database.close();
      }
    }
  });
});

describe('provider API: authenticate and balance', () => {
  it('authenticates a launch token and answers the balance', async () => {
    const p = await player(12_345n);
    const auth = await vsim.authenticate({ token: p.token });
    expect(auth).toMatchObject({ playerId: p.playerId, balance: '123.45', trial: false, gameCode: 'PG1001', language: 'en' });
    expect(await vsim.balance({ playerId: p.playerId })).toEqual({ balance: '123.45', currency: auth.currency });
  });

  it('refuses an unknown token (401) and a token of another integration', async () => {
    const e = await refused(vsim.authenticate({ token: 'x'.repeat(43) }));
    expect([e.code, e.status]).toEqual(['PROVIDER_TOKEN_INVALID', 401]);
    const p = await player();
    const inhouse = createProviderClient({ vendorCode: 'INHOUSE', secret: vendorSecret(t.env, 'INHOUSE'), transport: injectTransport(t.app) });
    expect((await refused(inhouse.authenticate({ token: p.token }))).code).toBe('PROVIDER_TOKEN_INVALID');
  });
});

describe('provider API: signature', () => {
  it('refuses a forged signature, a stale timestamp and an unknown vendor', async () => {
    const forged = createProviderClient({ vendorCode: 'VSIM', secret: 'f'.repeat(64), transport: injectTransport(t.app) });
    const a = await refused(forged.balance({ playerId: '1' }));
    expect([a.code, a.status]).toEqual(['PROVIDER_SIGNATURE_INVALID', 401]);
    const stale = createProviderClient({
      vendorCode: 'VSIM',
      secret: vendorSecret(t.env, 'VSIM'),
      transport: injectTransport(t.app),
      now: () => new Date(Date.now() - 301_000),
    });
    expect((await refused(stale.balance({ playerId: '1' }))).code).toBe('PROVIDER_SIGNATURE_INVALID');
    const unknown = createProviderClient({ vendorCode: 'NOPE', secret: vendorSecret(t.env, 'NOPE'), transport: injectTransport(t.app) });
    const u = await refused(unknown.balance({ playerId: '1' }));
    expect([u.code, u.status]).toEqual(['PROVIDER_VENDOR_DISABLED', 403]);
  });

  it('refuses a body changed after signing and answers English envelopes', async () => {
    const ts = String(Math.floor(Date.now() / 1000));
    const signed = JSON.stringify({ playerId: '1' });
    const res = await t.app.inject({
      method: 'POST',
      url: `${PROVIDER_BASE_PATH}/balance`,
      headers: {
        'content-type': 'application/json',
        'accept-language': 'pt',
        'x-vendor-code': 'VSIM',
        'x-timestamp': ts,
        'x-signature': signProviderBody(vendorSecret(t.env, 'VSIM'), ts, signed),
      },
      payload: JSON.stringify({ playerId: '2' }),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: 'PROVIDER_SIGNATURE_INVALID', message: expect.stringMatching(/signature/) });
  });

  it('validates the body after the signature (400 with fields)', async () => {
    const e = await refused(vsim.bet({ token: 'short', playerId: 'x', transactionId: '', roundId: 'r', gameCode: 'PG1001', amount: '1' }));
    expect([e.code, e.status]).toEqual(['VALIDATION_FAILED', 400]);
  });
});

describe('provider API: bet, win, rollback', () => {
  it('debits a bet and credits a win in single ledger transactions, with a settled round row', async () => {
    const p = await player(10_000n);
    const bet = betOf(p, '10.00');
    const b = await vsim.bet(bet);
    expect(b.balance).toBe('90.00');
    const w = await vsim.win({ playerId: p.playerId, transactionId: id('w'), betTransactionId: bet.transactionId, roundId: bet.roundId, gameCode: 'PG1001', amount: '25.50', roundClosed: true });
    expect(w.balance).toBe('115.50');
    expect(w.platformTransactionId).not.toBe(b.platformTransactionId);
    const [round] = await t.database.db.select().from(gameRound).where(eq(gameRound.roundId, bet.roundId));
    expect(round).toMatchObject({ vendor: 'VSIM', gameVendor: 'PG', bet: 1000n, win: 2550n, status: 'settled', balanceBefore: 10_000n, balanceAfter: 11_550n });
    const [tx] = await t.database.db.select().from(ledgerTransaction).where(eq(ledgerTransaction.idempotencyKey, `provider:VSIM:${bet.transactionId}`));
    expect(tx!.type).toBe('GAME_BET');
    await expectLedgerSound(t.database.db);
  });

  it('a replayed bet/win answers the first answer and moves nothing; a changed body is 409', async () => {
    const p = await player(10_000n);
    const bet = betOf(p, '5.00');
    const first = await vsim.bet(bet);
    const again = await vsim.bet(bet);
    expect(again).toEqual(first);
    expect((await walletBalances(t.database.db, p.memberId)).PLAYER_MAIN).toBe(9_500n);
    const changed = await refused(vsim.bet({ ...bet, amount: '6.00' }));
    expect([changed.code, changed.status]).toEqual(['IDEMPOTENCY_CONFLICT', 409]);
    const win = { playerId: p.playerId, transactionId: id('w'), betTransactionId: bet.transactionId, roundId: bet.roundId, gameCode: 'PG1001', amount: '1.00', roundClosed: true };
    const w1 = await vsim.win(win);
    expect(await vsim.win(win)).toEqual(w1);
    expect((await walletBalances(t.database.db, p.memberId)).PLAYER_MAIN).toBe(9_600n);
    const rows = await t.database.db.select().from(providerTransaction).where(eq(providerTransaction.transactionId, bet.transactionId));
    expect(rows).toHaveLength(1);
    await expectLedgerSound(t.database.db);
  });

  it('a win of 0.00 closes a losing round', async () => {
    const p = await player(1_000n);
    const bet = betOf(p, '1.00');
    await vsim.bet(bet);
    const w = await vsim.win({ playerId: p.playerId, transactionId: id('w'), betTransactionId: bet.transactionId, roundId: bet.roundId, gameCode: 'PG1001', amount: '0.00', roundClosed: true });
    expect(w.balance).toBe('9.00');
    const [round] = await t.database.db.select().from(gameRound).where(eq(gameRound.roundId, bet.roundId));
    expect(round!.status).toBe('settled');
  });

  it('a win for an unknown bet is 404 and moves nothing; a win needs no live token', async () => {
    const p = await player(1_000n);
    const e = await refused(vsim.win({ playerId: p.playerId, transactionId: id('w'), betTransactionId: 'nope', roundId: 'r', gameCode: 'PG1001', amount: '5.00', roundClosed: true }));
    expect([e.code, e.status]).toEqual(['PROVIDER_BET_NOT_FOUND', 404]);
    expect((await walletBalances(t.database.db, p.memberId)).PLAYER_MAIN).toBe(1_000n);
  });

  it('rollback refunds a bet once; a win after the rollback is refused; rollback after a win is refused', async () => {
    const p = await player(1_000n);
    const bet = betOf(p, '4.00');
    await vsim.bet(bet);
    const rb = { playerId: p.playerId, transactionId: id('rb'), betTransactionId: bet.transactionId };
    expect((await vsim.rollback(rb)).balance).toBe('10.00');
    expect((await vsim.rollback(rb)).balance).toBe('10.00');
    expect((await vsim.rollback({ ...rb, transactionId: id('rb') })).balance).toBe('10.00');
    const [round] = await t.database.db.select().from(gameRound).where(eq(gameRound.roundId, bet.roundId));
    expect(round).toMatchObject({ status: 'rolled_back', bet: 0n });
    const late = await refused(vsim.win({ playerId: p.playerId, transactionId: id('w'), betTransactionId: bet.transactionId, roundId: bet.roundId, gameCode: 'PG1001', amount: '8.00', roundClosed: true }));
    expect(late.code).toBe('PROVIDER_BET_NOT_FOUND');

    const bet2 = betOf(p, '2.00');
    await vsim.bet(bet2);
    await vsim.win({ playerId: p.playerId, transactionId: id('w'), betTransactionId: bet2.transactionId, roundId: bet2.roundId, gameCode: 'PG1001', amount: '3.00', roundClosed: true });
    const settled = await refused(vsim.rollback({ playerId: p.playerId, transactionId: id('rb'), betTransactionId: bet2.transactionId }));
    expect([settled.code, settled.status]).toEqual(['PROVIDER_BET_SETTLED', 409]);
    expect((await walletBalances(t.database.db, p.memberId)).PLAYER_MAIN).toBe(1_100n);
    await expectLedgerSound(t.database.db);
  });

  it('a rollback before its bet leaves a tombstone: the late bet is refused and moves nothing', async () => {
    const p = await player(1_000n);
    const bet = betOf(p, '3.00');
    const rb = await vsim.rollback({ playerId: p.playerId, transactionId: id('rb'), betTransactionId: bet.transactionId });
    expect(rb.balance).toBe('10.00');
    const late = await refused(vsim.bet(bet));
    expect([late.code, late.status]).toEqual(['PROVIDER_TX_ROLLED_BACK', 409]);
    expect((await walletBalances(t.database.db, p.memberId)).PLAYER_MAIN).toBe(1_000n);
    const rounds = await t.database.db.select().from(gameRound).where(eq(gameRound.roundId, bet.roundId));
    expect(rounds).toHaveLength(0);
  });

  it('refuses a bet above the balance (409), below minBet (400), on a disabled game or vendor (403), with a bad token (401)', async () => {
    const p = await player(500n);
    const over = await refused(vsim.bet(betOf(p, '5.01')));
    expect([over.code, over.status]).toEqual(['INSUFFICIENT_BALANCE', 409]);
    const low = await refused(vsim.bet(betOf(p, '0.39')));
    expect([low.code, low.status]).toEqual(['BET_BELOW_MIN', 400]);
    await t.database.db.update(game).set({ enabled: false }).where(eq(game.gameCode, 'PG1001'));
    const off = await refused(vsim.bet(betOf(p, '1.00')));
    expect([off.code, off.status]).toEqual(['GAME_DISABLED', 403]);
    await t.database.db.update(game).set({ enabled: true }).where(eq(game.gameCode, 'PG1001'));
    const ops = await operatorAuth(t.app);
    const put = (enabled: boolean) =>
      t.app.inject({ method: 'PUT', url: '/ops/api/providers/vendors/PG', headers: ops, payload: { enabled } });
    expect((await put(false)).statusCode).toBe(200);
    expect((await refused(vsim.bet(betOf(p, '1.00')))).code).toBe('GAME_DISABLED');
    await put(true);
    const bad = await refused(vsim.bet({ ...betOf(p, '1.00'), token: 'y'.repeat(43) }));
    expect([bad.code, bad.status]).toEqual(['PROVIDER_TOKEN_INVALID', 401]);
    const other = await player(500n);
    expect((await refused(vsim.bet({ ...betOf(p, '1.00'), token: other.token }))).code).toBe('PROVIDER_TOKEN_INVALID');
    expect((await walletBalances(t.database.db, p.memberId)).PLAYER_MAIN).toBe(500n);
    const left = await t.database.db.select().from(providerTransaction).where(and(eq(providerTransaction.memberId, p.memberId)));
    expect(left).toHaveLength(0);
  });

  it('trial accounts bet demo money on demo games', async () => {
    const p = await player(1n, ACCOUNT_TYPES.TRIAL);
    const auth = await vsim.authenticate({ token: p.token });
    expect(auth).toMatchObject({ trial: true, balance: '2000.00' });
    const b = await vsim.bet(betOf(p, '10.00'));
    expect(b.balance).toBe('1990.00');
    const [round] = await t.database.db.select().from(gameRound).where(eq(gameRound.memberId, p.memberId));
    expect(round!.demo).toBe(true);
    await expectLedgerSound(t.database.db);
  });

  it('20 parallel bets on one wallet never overdraw it', async () => {
    const p = await player(1_000n); // 10.00: room for 10 bets of 1.00
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => vsim.bet(betOf(p, '1.00'))));
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refusedAll = results.filter((r) => r.status === 'rejected').map((r) => (r).reason as ProviderError);
    expect(ok).toHaveLength(10);
    expect(refusedAll.every((e) => e.code === 'INSUFFICIENT_BALANCE')).toBe(true);
    expect((await walletBalances(t.database.db, p.memberId)).PLAYER_MAIN).toBe(0n);
    await expectLedgerSound(t.database.db);
  });

  it('concurrent duplicates of one bet move money once', async () => {
    const p = await player(1_000n);
    const bet = betOf(p, '2.00');
    const answers = await Promise.all(Array.from({ length: 5 }, () => vsim.bet(bet)));
    expect(new Set(answers.map((a) => a.platformTransactionId)).size).toBe(1);
    expect((await walletBalances(t.database.db, p.memberId)).PLAYER_MAIN).toBe(800n);
  });
});

describe('provider API: retry of aborted money transactions', () => {
  it('runs bet, win and rollback again when PostgreSQL aborts their transaction (serialization failure, deadlock)', async () => {
    const p = await player(10_000n);
    const db = t.database.db;
    const original = db.transaction.bind(db);
    let abort: string | undefined;
    let aborted = 0;
    // The next transaction the provider service opens fails the way PostgreSQL aborts a
    // serialization failure (40001) or a deadlock victim (40P01), as Drizzle wraps it.
    (db as { transaction: unknown }).transaction = (...args: Parameters<typeof db.transaction>) => {
      if (abort && new Error().stack?.includes('provider.service')) {
        const code = abort;
        abort = undefined;
        aborted += 1;
        return Promise.reject(Object.assign(new Error('Failed query'), { cause: Object.assign(new Error(`pg ${code}`), { code }) }));
      }
      return original(...args);
    };
    try {
      const bet = betOf(p, '10.00');
      abort = '40001';
      expect((await vsim.bet(bet)).balance).toBe('90.00');
      abort = '40P01';
      const win = { playerId: p.playerId, transactionId: id('w'), betTransactionId: bet.transactionId, roundId: bet.roundId, gameCode: 'PG1001', amount: '4.00', roundClosed: true };
      expect((await vsim.win(win)).balance).toBe('94.00');
      const second = betOf(p, '5.00');
      await vsim.bet(second);
      abort = '40001';
      expect((await vsim.rollback({ playerId: p.playerId, transactionId: id('x'), betTransactionId: second.transactionId })).balance).toBe('94.00');
      expect(aborted).toBe(3);
    } finally {
      // Back to the prototype's method.
      delete (db as { transaction?: unknown }).transaction;
    }
    // Each call posted once.
    expect((await walletBalances(db, p.memberId)).PLAYER_MAIN).toBe(9_400n);
    const posted = await db.select().from(ledgerTransaction).where(eq(ledgerTransaction.memberId, p.memberId));
    expect(posted.map((r) => r.type).sort()).toEqual(['GAME_BET', 'GAME_BET', 'GAME_REFUND', 'GAME_WIN', 'SEED_CREDIT']);
    await expectLedgerSound(db);
  });
});

describe('transfer-wallet vendors', () => {
  const transferIn = async (memberId: number, to: string, amount: string) => {
    const auth = await sessionFor(t.database.db, memberId);
    return t.app.inject({
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      headers: { ...auth, 'idempotency-key': id('in') },
      payload: { from: 'MAIN', to, amount },
    });
  };
  const tokenOf = async (res: { json: () => { value: { game_url: string } } }) =>
    (await vsim.exchange({ code: launchCodeOf(res.json().value.game_url)! })).token;

  it('CQ9 (transfer in the demo): the launch needs the transfer step, bets come from the CQ9 wallet, the next launch brings it back', async () => {
    const memberId = await createMember(t.database.db);
    await fund(t.database.db, memberId, 5_000n);
    // Without the transfer step: refused, no launch code, nothing moved.
    const codesBefore = await t.database.db.select().from(gameLaunchCode).where(eq(gameLaunchCode.memberId, memberId));
    const refusedLaunch = await launch(memberId, { nodeId: 'RNG-CQ9-1058', confirmTrans: 0 });
    expect(refusedLaunch.statusCode).toBe(409);
    expect(refusedLaunch.json()).toMatchObject({ success: false, code: 'GAME_TRANSFER_REQUIRED' });
    expect(refusedLaunch.json().message).not.toBe('GAME_TRANSFER_REQUIRED');
    expect(await t.database.db.select().from(gameLaunchCode).where(eq(gameLaunchCode.memberId, memberId))).toHaveLength(codesBefore.length);
    expect(await walletBalances(t.database.db, memberId)).toEqual({ PLAYER_MAIN: 5_000n });

    // The transfer step: 30.00 into the CQ9 wallet, then the launch confirms it.
    expect((await transferIn(memberId, 'CQ9', '30.00')).statusCode).toBe(200);
    const res = await launch(memberId, { nodeId: 'RNG-CQ9-1058', confirmTrans: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.walletMode).toBe('transfer');
    const token = await tokenOf(res);
    // The launch leaves the CQ9 wallet as it is (no automatic move of the main balance).
    expect(await walletBalances(t.database.db, memberId)).toEqual({ PLAYER_MAIN: 2_000n, CQ9: 3_000n });
    const p = { playerId: String(memberId), token };
    expect((await vsim.authenticate({ token })).balance).toBe('30.00');
    const bet = { ...betOf(p, '10.00'), gameCode: 'CQ91058' };
    expect((await vsim.bet(bet)).balance).toBe('20.00');
    expect(await walletBalances(t.database.db, memberId)).toEqual({ PLAYER_MAIN: 2_000n, CQ9: 2_000n });
    const [round] = await t.database.db.select().from(gameRound).where(eq(gameRound.memberId, memberId));
    expect(round!.wallet).toBe('CQ9');
    // More than the CQ9 wallet holds is refused, even though MAIN could pay it.
    const tooMuch = await refused(vsim.bet({ ...betOf(p, '20.01'), gameCode: 'CQ91058' }));
    expect(tooMuch.code).toBe('INSUFFICIENT_BALANCE');

    // A seamless game's launch ends the transfer session: the CQ9 wallet comes back to MAIN.
    const again = await launch(memberId, { nodeId: 'RNG-PG-1001' });
    expect(again.json().value.walletMode).toBe('seamless');
    expect(await walletBalances(t.database.db, memberId)).toEqual({ PLAYER_MAIN: 4_000n, CQ9: 0n });
    await expectLedgerSound(t.database.db);
  });

  it('a seamless vendor (PG in the demo) bets from MAIN, with or without confirmTrans', async () => {
    const memberId = await createMember(t.database.db);
    await fund(t.database.db, memberId, 5_000n);
    const res = await launch(memberId, { nodeId: 'RNG-PG-1001', confirmTrans: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.walletMode).toBe('seamless');
    // PG has no wallet of its own: moving money there is refused.
    expect((await transferIn(memberId, 'PG', '30.00')).json()).toMatchObject({ code: 'UNKNOWN_WALLET' });
    await vsim.bet(betOf({ playerId: String(memberId), token: await tokenOf(res) }, '10.00'));
    expect(await walletBalances(t.database.db, memberId)).toEqual({ PLAYER_MAIN: 4_000n });
    const [round] = await t.database.db.select().from(gameRound).where(eq(gameRound.memberId, memberId));
    expect(round!.wallet).toBe(''); // MAIN
    await expectLedgerSound(t.database.db);
  });

  it('the operator switches a vendor to transfer; a launch of it keeps its own wallet and recalls the others', async () => {
    const ops = await operatorAuth(t.app);
    const put = await t.app.inject({ method: 'PUT', url: '/ops/api/providers/vendors/JDB', headers: ops, payload: { walletMode: 'transfer' } });
    expect(put.json().value).toMatchObject({ code: 'JDB', walletMode: 'transfer', adapter: 'VSIM' });
    try {
      const memberId = await createMember(t.database.db);
      await fund(t.database.db, memberId, 5_000n);
      expect((await transferIn(memberId, 'CQ9', '5.00')).statusCode).toBe(200);
      expect((await transferIn(memberId, 'JDB', '7.00')).statusCode).toBe(200);
      const res = await launch(memberId, { nodeId: 'RNG-JDB-1029', confirmTrans: 1 });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().value.walletMode).toBe('transfer');
      expect(await walletBalances(t.database.db, memberId)).toEqual({ PLAYER_MAIN: 4_300n, CQ9: 0n, JDB: 700n });
      await expectLedgerSound(t.database.db);
    } finally {
      await t.app.inject({ method: 'PUT', url: '/ops/api/providers/vendors/JDB', headers: ops, payload: { walletMode: 'seamless' } });
    }
  });
});

describe('ops provider vendors', () => {
  it('sweeps launch tokens expired over a week ago but keeps the newest per member and integration', async () => {
    const a = await player();
    const b = await player();
    // a's second token: the first may go.
    await vsim.exchange({ code: launchCodeOf((await launch(a.memberId, { nodeId: 'RNG-PG-1001' })).json().value.game_url)! });
    const hashes = async (memberId: number) =>
      (await t.database.db.select().from(gameLaunchToken).where(eq(gameLaunchToken.memberId, memberId)))
        .sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime())
        .map((r) => r.tokenHash);
    const [aOld, aNew] = await hashes(a.memberId);
    const [bOnly] = await hashes(b.memberId);
    // Not yet a week past expiry: nothing goes.
    const soon = new Date(Date.now() + (LAUNCH_TOKEN_TTL_HOURS + 24) * 3_600_000);
    await t.app.gameLaunch.purgeExpiredTokens(soon);
    expect(await hashes(a.memberId)).toEqual([aOld, aNew]);
    // Eight days past expiry: a's older token goes; a's newest and b's only token stay.
    const later = new Date(Date.now() + (LAUNCH_TOKEN_TTL_HOURS + (LAUNCH_TOKEN_KEEP_DAYS + 1) * 24) * 3_600_000);
    expect(await t.app.gameLaunch.purgeExpiredTokens(later)).toBeGreaterThanOrEqual(1);
    expect(await hashes(a.memberId)).toEqual([aNew]);
    expect(await hashes(b.memberId)).toEqual([bOnly]);
    // Idempotent: a second sweep finds nothing more.
    expect(await t.app.gameLaunch.purgeExpiredTokens(later)).toBe(0);
  });

  it('lists vendors with adapter, wallet mode and switch; refuses unknown adapters and vendors; needs an operator', async () => {
    const ops = await operatorAuth(t.app);
    const list = await t.app.inject({ method: 'GET', url: '/ops/api/providers/vendors', headers: ops });
    const value = list.json().value;
    expect(value.adapters.map((a: { name: string }) => a.name)).toEqual(['INHOUSE', 'VSIM']);
    expect(value.vendors.find((v: { code: string }) => v.code === 'PG')).toMatchObject({ adapter: 'VSIM', walletMode: 'seamless', enabled: true, secretSet: false });
    expect(value.vendors.find((v: { code: string }) => v.code === 'INHOUSE')).toMatchObject({ adapter: 'INHOUSE', integration: true });
    const bad = await t.app.inject({ method: 'PUT', url: '/ops/api/providers/vendors/PG', headers: ops, payload: { adapter: 'NOPE' } });
    expect(bad.statusCode).toBe(400);
    const unknown = await t.app.inject({ method: 'PUT', url: '/ops/api/providers/vendors/ZZZ', headers: ops, payload: { enabled: false } });
    expect(unknown.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/ops/api/providers/vendors' })).statusCode).toBe(401);
  });

  it('an operator-stored secret replaces the derived one', async () => {
    const ops = await operatorAuth(t.app);
    const secret = 's'.repeat(40);
    const p = await player(100n);
    await t.app.inject({ method: 'PUT', url: '/ops/api/providers/vendors/VSIM', headers: ops, payload: { secret } });
    try {
      expect((await refused(vsim.balance({ playerId: p.playerId }))).code).toBe('PROVIDER_SIGNATURE_INVALID');
      const custom = createProviderClient({ vendorCode: 'VSIM', secret, transport: injectTransport(t.app) });
      expect((await custom.balance({ playerId: p.playerId })).balance).toBe('1.00');
    } finally {
      await t.app.inject({ method: 'PUT', url: '/ops/api/providers/vendors/VSIM', headers: ops, payload: { secret: null } });
    }
  });

  it('the OpenAPI document describes the provider calls', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/ops/api/openapi.json' })).json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/provider/v1/bet', '/provider/v1/rollback', '/wps/game/launchGame', '/ops/api/providers/vendors']));
  });
});
