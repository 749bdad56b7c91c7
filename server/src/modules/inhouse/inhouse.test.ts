import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, operatorAuth, type TestApp } from '../../../test/build-test-app';
import {
  createMember,
  expectLedgerSound,
  fund,
  sessionFor,
  walletBalances,
} from '../../../test/ledger-helpers';
import { gameRound, inhouseRound } from '../../db/schema/index';
import { createProviderClient, injectTransport, type ProviderClient } from '../provider/index';
import { vendorSecret } from '../provider/index';
import { drawRound } from '@sorte/contracts/games/fair/replay';
import { InhouseService } from './inhouse.service';
import { launchCodeOf } from '../provider/index';

let t: TestApp;
let seq = 0;
const requestId = () => `req-${Date.now()}-${(seq += 1)}`;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A funded member and a launch token for an in-house game (through POST /wps/game/launchGame). */
async function launched(nodeId: string, minor = 100_000n) {
  const memberId = await createMember(t.database.db);
  if (minor > 0n) await fund(t.database.db, memberId, minor);
  const auth = await sessionFor(t.database.db, memberId);
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/game/launchGame',
    headers: auth,
    payload: { nodeId },
  });
  expect(res.statusCode, res.body).toBe(200);
  const gameUrl: string = res.json().value.game_url;
  const url = new URL(gameUrl, 'http://x');
  // What the game page does: the one-time code of its address, exchanged once.
  const exchanged = await t.app.inject({
    method: 'POST',
    url: '/play/api/session/exchange',
    payload: { code: launchCodeOf(gameUrl) },
  });
  expect(exchanged.statusCode, exchanged.body).toBe(200);
  const token: string = exchanged.json().value.token;
  return {
    memberId,
    url,
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
  };
}

const call = (
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url: `/play/api${url}`, headers, ...(payload ? { payload } : {}) });

describe('/play/api (in-house games through the provider API)', () => {
  it('plays a slot round: bet and win move the wallet, recall and verify recompute it', async () => {
    const p = await launched('INHOUSE-INHOUSE-1314');
    expect(p.url.pathname).toBe('/play/slot');
    const session = (await call('GET', '/session', p.headers)).json().value;
    expect(session).toMatchObject({
      game: 'slot',
      balance: '1000.00',
      minBet: '0.10',
      openRound: null,
    });
    expect(session.fairness.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    const firstNonce = session.fairness.nonce;

    const body = { bet: '1.00', requestId: requestId() };
    const res = await call('POST', '/slot/spin', p.headers, body);
    expect(res.statusCode, res.body).toBe(200);
    const { round, balance, fairness } = res.json().value;
    expect(round).toMatchObject({
      game: 'slot',
      status: 'settled',
      bet: '1.00',
      balanceBefore: '1000.00',
      nonce: firstNonce,
    });
    expect(round.balanceAfter).toBe(balance);
    expect(Number(balance)).toBeCloseTo(1000 - 1 + Number(round.win), 2);
    expect(fairness.nonce).toBe(firstNonce + 1);
    const wallets = await walletBalances(t.database.db, p.memberId);
    expect(wallets.PLAYER_MAIN).toBe(100_000n - 100n + BigInt(Math.round(Number(round.win) * 100)));

    // The same request again replays the round and moves nothing.
    const again = await call('POST', '/slot/spin', p.headers, body);
    expect(again.json().value.round.roundId).toBe(round.roundId);
    expect((await walletBalances(t.database.db, p.memberId)).PLAYER_MAIN).toBe(wallets.PLAYER_MAIN);

    // The provider API recorded the round like any vendor's.
    const rounds = await t.database.db
      .select()
      .from(gameRound)
      .where(eq(gameRound.roundId, round.roundId));
    expect(rounds).toHaveLength(1);

    const recall = (await call('GET', '/history', p.headers)).json().value.list;
    expect(recall[0]).toMatchObject({
      roundId: round.roundId,
      bet: '1.00',
      balanceBefore: '1000.00',
      balanceAfter: balance,
    });

    // Before rotation the seed stays secret.
    const hidden = (await call('GET', `/verify/${round.roundId}`, {})).json().value;
    expect(hidden).toMatchObject({ serverSeed: null, recomputed: null });

    const rotated = (
      await call('POST', '/fairness/rotate', p.headers, { clientSeed: 'my-lucky-seed' })
    ).json().value;
    expect(createHash('sha256').update(rotated.revealed.serverSeed).digest('hex')).toBe(
      session.fairness.serverSeedHash,
    );
    expect(rotated.revealed.rounds).toBe(firstNonce + 1);
    expect(rotated.fairness).toMatchObject({ clientSeed: 'my-lucky-seed', nonce: 0 });
    expect(rotated.fairness.serverSeedHash).not.toBe(session.fairness.serverSeedHash);

    const verified = (await call('GET', `/verify/${round.roundId}`, {})).json().value;
    expect(verified).toMatchObject({
      hashMatches: true,
      outcomeMatches: true,
      serverSeed: rotated.revealed.serverSeed,
    });
    // Public answer: the balances stay private.
    expect(verified.round).toMatchObject({ balanceBefore: null, balanceAfter: null, bet: '1.00' });
    expect(verified.recomputed).toEqual(round.outcome);
    // Recomputed independently of the service too.
    const draw = drawRound(rotated.revealed.serverSeed, round.clientSeed, round.nonce, {
      game: 'slot',
    });
    expect(draw.game === 'slot' && draw.outcome.grid).toEqual(round.outcome.grid);
    const manual = (
      await call(
        'POST',
        '/verify',
        {},
        {
          game: 'slot',
          serverSeed: rotated.revealed.serverSeed,
          clientSeed: round.clientSeed,
          nonce: round.nonce,
        },
      )
    ).json().value;
    expect(manual.outcome).toEqual(round.outcome);
    await expectLedgerSound(t.database.db);
  });

  it('rolls dice with the chosen target and refuses out-of-range chances and bets', async () => {
    const p = await launched('INHOUSE-INHOUSE-1315');
    const res = await call('POST', '/dice/roll', p.headers, {
      bet: '2.00',
      requestId: requestId(),
      direction: 'over',
      target: 4999,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { round } = res.json().value;
    expect(round.outcome).toMatchObject({
      game: 'dice',
      direction: 'over',
      target: 4999,
      multiplier: '1.9800',
    });
    expect(round.win).toBe(round.outcome.win ? '3.96' : '0.00');

    const chance = await call('POST', '/dice/roll', p.headers, {
      bet: '2.00',
      requestId: requestId(),
      direction: 'under',
      target: 50,
    });
    expect(chance.statusCode).toBe(400);
    expect(chance.json()).toMatchObject({
      code: 'INHOUSE_TARGET_OUT_OF_RANGE',
      fields: { target: 'INVALID_VALUE' },
    });
    const small = await call('POST', '/dice/roll', p.headers, {
      bet: '0.05',
      requestId: requestId(),
      direction: 'under',
      target: 5000,
    });
    expect(small.json()).toMatchObject({ code: 'INHOUSE_BET_OUT_OF_RANGE' });
    expect(small.json().message).toMatch(/0[.,]10/); // formatted for the request's language
    // A slot call with the dice token is refused: a token is bound to its game.
    const wrong = await call('POST', '/slot/spin', p.headers, {
      bet: '1.00',
      requestId: requestId(),
    });
    expect(wrong.json()).toMatchObject({ code: 'INHOUSE_SESSION_INVALID' });
  });

  it('signs its wallet calls with an operator-stored INHOUSE secret once one is set', async () => {
    const ops = await operatorAuth(t.app);
    const secret = 'h'.repeat(48);
    const put = (value: string | null) =>
      t.app.inject({ method: 'PUT', url: '/ops/api/providers/vendors/INHOUSE', headers: ops, payload: { secret: value } });
    expect((await put(secret)).statusCode).toBe(200);
    try {
      const p = await launched('INHOUSE-INHOUSE-1314');
      const spin = await call('POST', '/slot/spin', p.headers, { bet: '1.00', requestId: requestId() });
      expect(spin.json(), spin.body).toMatchObject({ success: true });
      // The derived secret no longer signs for INHOUSE.
      const derived = createProviderClient({ vendorCode: 'INHOUSE', secret: vendorSecret(t.env, 'INHOUSE'), transport: injectTransport(t.app) });
      await expect(derived.balance({ playerId: String(p.memberId) })).rejects.toMatchObject({ code: 'PROVIDER_SIGNATURE_INVALID' });
    } finally {
      await put(null);
    }
  });

  it('refuses a bet above the balance and moves nothing', async () => {
    const p = await launched('INHOUSE-INHOUSE-1314', 50n);
    const res = await call('POST', '/slot/spin', p.headers, {
      bet: '1.00',
      requestId: requestId(),
    });
    expect(res.json()).toMatchObject({ success: false, code: 'INSUFFICIENT_BALANCE' });
    expect((await walletBalances(t.database.db, p.memberId)).PLAYER_MAIN).toBe(50n);
    expect((await call('GET', '/history', p.headers)).json().value.list).toEqual([]);
    const bad = await call('GET', '/session', {
      authorization: 'Bearer not-a-real-token-aaaaaaaaaaaa',
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().code).toBe('INHOUSE_SESSION_INVALID');
  });

  it('plays mines: an open round survives a closed tab, blocks rotation, and cashes out', async () => {
    const p = await launched('INHOUSE-INHOUSE-1316');
    const start = await call('POST', '/mines/start', p.headers, {
      bet: '1.00',
      requestId: requestId(),
      mines: 3,
    });
    expect(start.statusCode, start.body).toBe(200);
    const { round } = start.json().value;
    expect(round).toMatchObject({
      status: 'open',
      win: null,
      outcome: { mines: 3, revealed: [], mineCells: null },
    });
    expect((await walletBalances(t.database.db, p.memberId)).PLAYER_MAIN).toBe(100_000n - 100n);

    // "Tab closed": a new session finds the open round; a second round and a rotation are refused.
    const resumed = (await call('GET', '/session', p.headers)).json().value.openRound;
    expect(resumed.roundId).toBe(round.roundId);
    expect(
      (
        await call('POST', '/mines/start', p.headers, {
          bet: '1.00',
          requestId: requestId(),
          mines: 3,
        })
      ).json().code,
    ).toBe('INHOUSE_ROUND_OPEN');
    expect((await call('POST', '/fairness/rotate', p.headers, {})).json().code).toBe(
      'INHOUSE_ROUND_OPEN',
    );
    expect(
      (await call('POST', '/mines/cashout', p.headers, { roundId: round.roundId })).json().code,
    ).toBe('INHOUSE_CASHOUT_NOT_ALLOWED');

    // Reveal a safe cell (the test reads the stored layout), then cash out.
    const [row] = await t.database.db
      .select()
      .from(inhouseRound)
      .where(eq(inhouseRound.roundId, round.roundId));
    const mineCells = (row!.outcome as { mineCells: number[] }).mineCells;
    const safe = [...Array(25).keys()].find((c) => !mineCells.includes(c))!;
    const revealed = (
      await call('POST', '/mines/reveal', p.headers, { roundId: round.roundId, cell: safe })
    ).json().value;
    expect(revealed.round.outcome).toMatchObject({
      revealed: [safe],
      mineCells: null,
      multiplier: '1.1250',
    });
    expect(
      (
        await call('POST', '/mines/reveal', p.headers, { roundId: round.roundId, cell: safe })
      ).json().code,
    ).toBe('INHOUSE_CELL_REVEALED');
    const cashed = (
      await call('POST', '/mines/cashout', p.headers, { roundId: round.roundId })
    ).json().value;
    expect(cashed.round).toMatchObject({ status: 'settled', win: '1.12' });
    expect(cashed.round.outcome.mineCells).toEqual(mineCells);
    expect((await walletBalances(t.database.db, p.memberId)).PLAYER_MAIN).toBe(
      100_000n - 100n + 112n,
    );

    // A mine ends the next round with no win.
    const next = (
      await call('POST', '/mines/start', p.headers, {
        bet: '1.00',
        requestId: requestId(),
        mines: 24,
      })
    ).json().value;
    const [row2] = await t.database.db
      .select()
      .from(inhouseRound)
      .where(eq(inhouseRound.roundId, next.round.roundId));
    const mine = (row2!.outcome as { mineCells: number[] }).mineCells[0]!;
    const boom = (
      await call('POST', '/mines/reveal', p.headers, { roundId: next.round.roundId, cell: mine })
    ).json().value;
    expect(boom.round).toMatchObject({
      status: 'settled',
      win: '0.00',
      outcome: { hitMine: mine },
    });

    // Rotation now reveals the seed and both rounds verify.
    await call('POST', '/fairness/rotate', p.headers, {});
    for (const id of [round.roundId, next.round.roundId]) {
      const v = (await call('GET', `/verify/${id}`, {})).json().value;
      expect(v).toMatchObject({ hashMatches: true, outcomeMatches: true });
    }
    await expectLedgerSound(t.database.db);
  });

  it('lets the player set the client seed used by the next round', async () => {
    const p = await launched('INHOUSE-INHOUSE-1315');
    const fairness = (
      await call('POST', '/fairness/client-seed', p.headers, { clientSeed: 'abc123' })
    ).json().value;
    expect(fairness.clientSeed).toBe('abc123');
    const bad = await call('POST', '/fairness/client-seed', p.headers, { clientSeed: 'has:colon' });
    expect(bad.statusCode).toBe(400);
    const { round } = (
      await call('POST', '/dice/roll', p.headers, {
        bet: '1.00',
        requestId: requestId(),
        direction: 'under',
        target: 5000,
      })
    ).json().value;
    expect(round.clientSeed).toBe('abc123');
  });

  it('keeps a round whose win failed open and settles it once, later, idempotently', async () => {
    const p = await launched('INHOUSE-INHOUSE-1315');
    const real = createProviderClient({
      vendorCode: 'INHOUSE',
      secret: vendorSecret(t.env, 'INHOUSE'),
      transport: injectTransport(t.app),
    });
    let failWins = true;
    const flaky: ProviderClient = {
      ...real,
      win: async (body) => {
        if (failWins)
          throw Object.assign(new Error('wallet down'), { code: 'INTERNAL_ERROR', status: 503 });
        return real.win(body);
      },
    };
    const service = new InhouseService(t.database.db, () => flaky);
    const player = await service.player(p.headers.authorization.slice(7), 'dice');
    // Under 9800: a 98% chance, so the round almost surely has a win to settle.
    await expect(
      service.roll(player, {
        bet: '10.00',
        requestId: requestId(),
        direction: 'under',
        target: 9800,
      }),
    ).rejects.toMatchObject({
      code: 'INHOUSE_WALLET_UNAVAILABLE',
    });
    const [row] = await t.database.db
      .select()
      .from(inhouseRound)
      .where(eq(inhouseRound.memberId, p.memberId));
    expect(row).toMatchObject({ status: 'open' });
    expect(row!.winMinor).not.toBeNull();
    expect((await walletBalances(t.database.db, p.memberId)).PLAYER_MAIN).toBe(100_000n - 1000n);

    failWins = false;
    expect(await service.settlePending(p.memberId)).toBe(1);
    expect(await service.settlePending(p.memberId)).toBe(0);
    const [settled] = await t.database.db
      .select()
      .from(inhouseRound)
      .where(eq(inhouseRound.id, row!.id));
    expect(settled).toMatchObject({ status: 'settled' });
    expect((await walletBalances(t.database.db, p.memberId)).PLAYER_MAIN).toBe(
      100_000n - 1000n + row!.winMinor!,
    );
    expect(settled!.balanceAfterMinor).toBe(100_000n - 1000n + row!.winMinor!);
    await expectLedgerSound(t.database.db);
  });
});
