// Provider API (seamless wallet): signed bet/win pairs per second over HTTP, on one wallet (every
// caller bets on the same player) and spread over many wallets (one trial player per caller slot).
// Each pair is POST /provider/v1/bet then POST /provider/v1/win (0.10 each, so balances stay put),
// signed as the INHOUSE integration with the secret derived from the server's VENDOR_SECRET_KEY.
import { createHmac } from 'node:crypto';
import { nextVisitorIp } from '../lib/http-load.mjs';
import { BENCH_VENDOR_SECRET_KEY } from '../lib/server-process.mjs';

export const name = 'provider';
export const title = 'Provider API bet/win pairs';
export const order = 45;

const CONCURRENCY = 16;
const PLAYERS = 64;
const VENDOR = 'INHOUSE';
const GAME = { nodeId: 'INHOUSE-INHOUSE-1314', gameCode: 'INHOUSE1314' };
const STAKE = '0.10';

const secret = createHmac('sha256', BENCH_VENDOR_SECRET_KEY).update(VENDOR).digest('hex');

async function json(res) {
  const body = await res.json();
  if (!body.success) throw new Error(`${res.url}: ${res.status} ${body.code}`);
  return body.value;
}

/** A trial player (free play, 2000.00 demo money) with a live launch token of the in-house slot. */
async function player(base) {
  const headers = { 'content-type': 'application/json', 'accept-language': 'en', 'x-forwarded-for': nextVisitorIp() };
  const freePlay = { os: 'bench', platform: 'W', nonce: `bench-${process.pid}-${Date.now()}-${Math.random()}`, gatewayVersion: 3 };
  const login = await json(await fetch(`${base}/wps/session/login/freeplay`, { method: 'POST', headers, body: JSON.stringify(freePlay) }));
  const launch = await json(
    await fetch(`${base}/wps/game/launchGame`, {
      method: 'POST',
      headers: { ...headers, authorization: `Bearer ${login.token}` },
      body: JSON.stringify({ nodeId: GAME.nodeId, launchMode: 'GLS', platform: 'html5-desktop' }),
    }),
  );
  const token = new URL(launch.game_url, base).searchParams.get('token');
  const auth = await call(base, 'authenticate', { token });
  return { token, playerId: auth.playerId };
}

async function call(base, path, body) {
  const raw = JSON.stringify(body);
  const ts = String(Math.floor(Date.now() / 1000));
  const res = await fetch(`${base}/provider/v1/${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-vendor-code': VENDOR,
      'x-timestamp': ts,
      'x-signature': createHmac('sha256', secret).update(`${ts}.${raw}`).digest('hex'),
    },
    body: raw,
  });
  return json(res);
}

let seq = 0;
async function pair(base, p) {
  seq += 1;
  const id = `bench-${process.pid}-${seq}`;
  await call(base, 'bet', { token: p.token, playerId: p.playerId, transactionId: `${id}-b`, roundId: `${id}-r`, gameCode: GAME.gameCode, amount: STAKE });
  await call(base, 'win', {
    playerId: p.playerId,
    transactionId: `${id}-w`,
    betTransactionId: `${id}-b`,
    roundId: `${id}-r`,
    gameCode: GAME.gameCode,
    amount: STAKE,
    roundClosed: true,
  });
}

async function measure(base, players, seconds) {
  const latencies = [];
  let failures = 0;
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, worker) => {
      let i = worker;
      while (performance.now() < end) {
        const p = players[i % players.length];
        i += CONCURRENCY;
        const started = performance.now();
        try {
          await pair(base, p);
          latencies.push(performance.now() - started);
        } catch {
          failures += 1;
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { pairs: latencies.length, perSecond: latencies.length / seconds, p50: at(0.5), p99: at(0.99), failures };
}

export async function run(ctx) {
  const server = await ctx.server({ env: { TRUST_PROXY: 'true' } });
  const base = server.url;
  ctx.log(`creating ${PLAYERS} trial players with launch tokens...`);
  const players = [];
  for (let i = 0; i < PLAYERS; i += 1) players.push(await player(base));
  await measure(base, players.slice(0, 1), 1); // warm-up
  const rows = [];
  for (const [label, set] of [
    ['one wallet', players.slice(0, 1)],
    [`${PLAYERS} wallets`, players],
  ]) {
    const r = await measure(base, set, ctx.duration);
    ctx.log(`${label}: ${r.perSecond.toFixed(0)} pairs/s, p99 ${r.p99.toFixed(1)} ms`);
    rows.push({ case: label, pps: r.perSecond.toFixed(0), p50: r.p50.toFixed(1), p99: r.p99.toFixed(1), total: r.pairs, failed: r.failures });
  }
  ctx.table(
    `${title}: ${CONCURRENCY} concurrent callers, ${ctx.duration} s per case`,
    [
      { key: 'case', label: 'case', align: 'left' },
      { key: 'pps', label: 'pairs/s' },
      { key: 'p50', label: 'pair p50 ms' },
      { key: 'p99', label: 'pair p99 ms' },
      { key: 'total', label: 'pairs' },
      { key: 'failed', label: 'failed' },
    ],
    rows,
    ['(HTTP, signed HMAC-SHA256; each pair = bet + win, 2 ledger transactions, 2 round-row writes; embedded PGlite)'],
  );
  if (rows.some((r) => r.failed > 0)) throw new Error('some pairs failed: see the failed column');
}
