import type { FastifyInstance } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import { createProviderClient, injectTransport, ProviderError, type ProviderClient } from '../../modules/provider/index';
import { vendorSecret } from '../../modules/provider/index';
import { launchCodeOf } from '../../modules/provider/index';
import { hashToken } from '../../lib/tokens';
import { game, jobRun } from '../schema/index';
import { MemberRepository } from '../../modules/member/index';
import { DEMO_DOWNLINES, DEMO_MEMBER, DEMO_VIP } from './demo';

export const DEMO_ROUNDS_KEY = 'seed:demo:rounds:v1';

/** [player, game nodeId, bet, win or 'rollback'] in play order. */
type DemoRound = [string, string, string, string];

/**
 * Demo rounds, so a fresh demo site has a betting record for demo01 and winners
 * on home. Each player's rounds net to 0.00, so the demo balances stay what README says.
 */
export const DEMO_ROUNDS: DemoRound[] = [
  [DEMO_MEMBER.username, 'INHOUSE-INHOUSE-1314', '2.00', '0.00'],
  [DEMO_MEMBER.username, 'INHOUSE-INHOUSE-1314', '2.00', '6.00'],
  [DEMO_MEMBER.username, 'RNG-PG-1001', '4.00', '0.00'],
  [DEMO_MEMBER.username, 'RNG-PG-1002', '5.00', '12.50'],
  [DEMO_MEMBER.username, 'RNG-PG-1003', '2.00', 'rollback'],
  [DEMO_MEMBER.username, 'LIVE-EVO-1198', '20.00', '39.00'],
  [DEMO_MEMBER.username, 'RNG-JDB-1029', '3.00', '0.00'],
  [DEMO_MEMBER.username, 'INHOUSE-INHOUSE-1316', '5.00', '0.00'],
  [DEMO_MEMBER.username, 'RNG-PG-1001', '50.00', '0.00'],
  [DEMO_MEMBER.username, 'LIVE-EVO-1198', '50.00', '0.00'],
  [DEMO_MEMBER.username, 'INHOUSE-INHOUSE-1314', '1.50', '0.00'],
  [DEMO_MEMBER.username, 'INHOUSE-INHOUSE-1316', '4.00', '0.00'],
  [DEMO_DOWNLINES[1], 'LIVE-EVO-1198', '10.00', '95.00'],
  [DEMO_DOWNLINES[1], 'RNG-JDB-1030', '85.00', '0.00'],
  [DEMO_VIP.username, 'RNG-PG-1002', '2.00', '120.00'],
  [DEMO_VIP.username, 'RNG-PG-1001', '367.00', '0.00'],
  [DEMO_VIP.username, 'INHOUSE-INHOUSE-1314', '1.00', '250.00'],
  [DEMO_MEMBER.username, 'INHOUSE-INHOUSE-1315', '10.00', '99.00'],
];

/**
 * Plays DEMO_ROUNDS through the real paths: a launch (`POST /wps/game/launchGame` for the
 * member) issues the token, then the game's integration (INHOUSE for /play games, the vendor
 * simulator VSIM for the others) calls the signed provider API in-process (bet, then win or
 * rollback), so every round is a ledger posting like any other. Runs after the app is built (the
 * provider routes are needed), once per database (job key DEMO_ROUNDS_KEY, written at the end).
 * Transaction ids are fixed (`demo-<n>-bet`): a run interrupted half-way is resumed by the next
 * start, whose repeats are refused as conflicts (new launch token) and skipped, so nothing is
 * posted twice.
 */
export async function seedDemoRounds(app: FastifyInstance): Promise<boolean> {
  const db = app.database.db;
  const [done] = await db.select().from(jobRun).where(eq(jobRun.key, DEMO_ROUNDS_KEY));
  if (done) return false;
  const names = [...new Set(DEMO_ROUNDS.map(([u]) => u.toLowerCase()))];
  const memberRepository = new MemberRepository(db);
  const members = (await Promise.all(names.map((name) => memberRepository.findByUsername(name)))).filter((m) => m !== undefined);
  const games = await db
    .select({ id: game.id, nodeId: game.nodeId, vendor: game.vendor })
    .from(game)
    .where(inArray(game.nodeId, [...new Set(DEMO_ROUNDS.map(([, nodeId]) => nodeId))]));
  const memberId = new Map(members.map((m) => [m.username.toLowerCase(), m.id]));
  const gameId = new Map(games.map((g) => [g.nodeId, g.id]));
  const vendorOf = new Map(games.map((g) => [g.nodeId, g.vendor]));
  const clients = new Map<string, ProviderClient>();
  const clientFor = (vendorCode: string) => {
    let c = clients.get(vendorCode);
    if (!c) {
      c = createProviderClient({ vendorCode, secret: vendorSecret(app.env, vendorCode), transport: injectTransport(app) });
      clients.set(vendorCode, c);
    }
    return c;
  };

  let played = 0;
  for (const [n, [username, nodeId, bet, outcome]] of DEMO_ROUNDS.entries()) {
    const id = memberId.get(username.toLowerCase());
    const gid = gameId.get(nodeId);
    if (id === undefined || gid === undefined) continue;
    const session = await app.sessions.startSession(db, id, false);
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/wps/game/launchGame',
        headers: { authorization: `Bearer ${session}`, 'accept-language': 'en' },
        // The transfer step is confirmed (a transfer vendor's stake is moved in below).
        payload: { gameId: String(gid), confirmTrans: 1 },
      });
      if (res.statusCode !== 200) throw new Error(`demo round ${n}: launch answered ${res.statusCode} ${res.body}`);
      const launched = res.json<{ value: { game_url: string; walletMode: string } }>().value;
      if (launched.walletMode === 'transfer') {
        // A transfer vendor plays from its own wallet: the stake goes in first (a replay of the
        // same key after an interrupted run moves nothing).
        const moved = await app.inject({
          method: 'POST',
          url: '/wps/relay/GCS_walletTransfer',
          headers: { authorization: `Bearer ${session}`, 'idempotency-key': `demo-${n}-in` },
          payload: { from: 'MAIN', to: vendorOf.get(nodeId), amount: bet },
        });
        if (moved.statusCode !== 200) throw new Error(`demo round ${n}: transfer answered ${moved.statusCode} ${moved.body}`);
      }
      const gameUrl = launched.game_url;
      const code = launchCodeOf(gameUrl);
      if (!code) throw new Error(`demo round ${n}: no launch code in ${new URL(gameUrl, 'http://localhost').pathname}`);
      const client = clientFor(gameUrl.startsWith('/play/') ? 'INHOUSE' : 'VSIM');
      const { token } = await client.exchange({ code });
      const player = await client.authenticate({ token });
      const roundId = `demo-${n}`;
      const betTx = `demo-${n}-bet`;
      try {
        await client.bet({ token, playerId: player.playerId, transactionId: betTx, roundId, gameCode: player.gameCode, amount: bet });
        if (outcome === 'rollback') {
          await client.rollback({ playerId: player.playerId, transactionId: `demo-${n}-rollback`, betTransactionId: betTx });
        } else {
          await client.win({
            playerId: player.playerId,
            transactionId: `demo-${n}-win`,
            betTransactionId: betTx,
            roundId,
            gameCode: player.gameCode,
            amount: outcome,
            roundClosed: true,
          });
        }
        played += 1;
      } catch (error) {
        // Played by an earlier, interrupted run (the repeat carries a new token): skip it.
        if (!(error instanceof ProviderError && error.code === 'IDEMPOTENCY_CONFLICT')) throw error;
      }
    } finally {
      await app.sessions.logout(hashToken(session));
    }
  }
  await db.insert(jobRun).values({ key: DEMO_ROUNDS_KEY }).onConflictDoNothing();
  app.betRecords.clearWinnersCache();
  app.log.info({ rounds: played }, 'demo rounds played');
  return true;
}
