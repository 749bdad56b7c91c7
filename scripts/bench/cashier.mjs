// Cashier over HTTP, through the whole server (routes, auth, validation, idempotency, ledger):
// wallet transfers per second and latency on one hot wallet and spread over many wallets, signed
// deposit callbacks that settle fresh orders, and replayed callbacks (the replay guard's path).
//
// Runs against the built server on the embedded PGlite database and, when it answers, on a scratch
// database of the PostgreSQL server at BENCH_DATABASE_URL (or TEST_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/postgres), created and dropped here. The ledger section
// measures the same transfers without HTTP.
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import pg from 'pg';
import { benchDatabaseUrl } from '../lib/bench-worker.mjs';
import { nextVisitorIp } from '../lib/http-load.mjs';

export const name = 'cashier';
export const title = 'Cashier over HTTP: transfers and deposit callbacks';
export const order = 45;

/** Trial accounts (free play, funded with demo money) whose wallets the spread case uses. */
const SPREAD_WALLETS = 200;
/** Real demo members: each may have 5 unpaid orders, so a callback round settles 30 orders. */
const DEPOSITORS = [
  ['demo01', 'Demo#2026'],
  ['demo02', 'Demo#2026'],
  ['demo03', 'Demo#2026'],
  ['demo04', 'Demo#2026'],
  ['vip01', 'Demo#2026'],
  ['agent01', 'Agent#2026'],
];
const ORDERS_PER_MEMBER = 5;
const SECRET = randomBytes(32).toString('hex');

const headers = (extra = {}) => ({
  'content-type': 'application/json',
  'accept-language': 'en',
  'x-forwarded-for': nextVisitorIp(),
  ...extra,
});

async function call(origin, method, path, { token, body, key } = {}) {
  const res = await fetch(`${origin}${path}`, {
    method,
    headers: headers({
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(key ? { 'idempotency-key': key } : {}),
    }),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json();
  if (!json.success) throw new Error(`${method} ${path}: ${res.status} ${json.code} ${json.message}`);
  return json.value;
}

const login = (origin, username, password) =>
  call(origin, 'POST', '/wps/session/login', { body: { username, password, type: 'username' } }).then((v) => v.token);

function signed(event) {
  const body = JSON.stringify(event);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = createHmac('sha256', SECRET).update(`${timestamp}.${body}`).digest('hex');
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'x-gateway-timestamp': timestamp,
      'x-gateway-signature': signature,
      // The callback route allows 600 a minute per IP; as the other sections, every request comes
      // from another address, so the figures are the server's, not the limiter's.
      'x-forwarded-for': nextVisitorIp(),
    },
  };
}

let keySeq = 0;
/** autocannon POSTs of 0.01 MAIN -> PG, each with a fresh Idempotency-Key, token chosen per request. */
function transfers(origin, tokens, connections, duration) {
  let next = 0;
  return autocannon({
    url: origin,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        path: '/wps/relay/GCS_walletTransfer',
        setupRequest: (req) => {
          const token = tokens[next++ % tokens.length];
          keySeq += 1;
          return {
            ...req,
            headers: headers({ authorization: `Bearer ${token}`, 'idempotency-key': `bench-${process.pid}-${keySeq}` }),
            body: JSON.stringify({ from: 'MAIN', to: 'PG', amount: '0.01' }),
          };
        },
      },
    ],
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Rounds of: 30 fresh 10.00 PIX orders (5 per member), then their 30 PAID callbacks at once. */
async function callbackRounds(origin, depositors, channelId, seconds) {
  const latencies = [];
  let callbackMs = 0;
  let orderMs = 0;
  let settled = 0;
  let failures = 0;
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    const t0 = performance.now();
    const orders = await Promise.all(
      depositors.flatMap((token) =>
        Array.from({ length: ORDERS_PER_MEMBER }, () =>
          call(origin, 'POST', '/wps/v2/transaction/deposit', { token, key: randomUUID(), body: { channelId, amount: '10' } }),
        ),
      ),
    );
    const t1 = performance.now();
    orderMs += t1 - t0;
    await Promise.all(
      orders.map(async (o) => {
        const { body, headers: h } = signed({
          eventId: randomUUID(),
          orderId: o.orderId,
          status: 'PAID',
          amount: o.amount,
          currency: o.currency,
        });
        const s = performance.now();
        const res = await fetch(`${origin}/wps/callback/gateway/SANDBOX`, { method: 'POST', headers: h, body });
        const json = await res.json();
        latencies.push(performance.now() - s);
        if (json.success && json.value.status === 'PAID' && !json.value.duplicate) settled += 1;
        else failures += 1;
      }),
    );
    callbackMs += performance.now() - t1;
  }
  latencies.sort((a, b) => a - b);
  return {
    perSecond: settled / (callbackMs / 1000),
    ordersPerSecond: (settled + failures) / (orderMs / 1000),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    settled,
    failures,
  };
}

/** autocannon: one already-settled event sent again and again (answered `duplicate: true`). */
async function replays(origin, depositors, channelId, connections, duration) {
  const o = await call(origin, 'POST', '/wps/v2/transaction/deposit', {
    token: depositors[0],
    key: randomUUID(),
    body: { channelId, amount: '10' },
  });
  const event = { eventId: randomUUID(), orderId: o.orderId, status: 'PAID', amount: o.amount, currency: o.currency };
  const first = signed(event);
  await fetch(`${origin}/wps/callback/gateway/SANDBOX`, { method: 'POST', headers: first.headers, body: first.body });
  return autocannon({
    url: origin,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        path: '/wps/callback/gateway/SANDBOX',
        // Signed afresh per request: the timestamp must stay within 300 s of the server's clock.
        setupRequest: (req) => {
          const s = signed(event);
          return { ...req, headers: s.headers, body: s.body };
        },
      },
    ],
  });
}

async function measure(ctx, label, env) {
  const server = await ctx.startServer({
    env: {
      TRUST_PROXY: 'true',
      SANDBOX_GATEWAY: 'true',
      SANDBOX_GATEWAY_SECRET: SECRET,
      CASHIER_JOB_INTERVAL_SECONDS: '0',
      ...env,
    },
  });
  const origin = server.url;
  const connections = Math.min(ctx.connections, 32);
  ctx.log(`${label}: logging in and opening ${SPREAD_WALLETS} trial wallets...`);
  const hot = await login(origin, 'vip01', 'Demo#2026');
  const trials = [];
  for (let i = 0; i < SPREAD_WALLETS; i += 16) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(16, SPREAD_WALLETS - i) }, () =>
        call(origin, 'POST', '/wps/session/login/freeplay', {
          body: { os: 'Linux', platform: 'W', nonce: randomBytes(12).toString('hex'), gatewayVersion: 3 },
        }).then((v) => v.token),
      ),
    );
    trials.push(...batch);
  }
  const depositors = [];
  for (const [username, password] of DEPOSITORS) depositors.push(await login(origin, username, password));
  const { list } = await call(origin, 'GET', '/wps/v2/transaction/deposit/channels', { token: depositors[0] });
  const pix = list.find((c) => c.type === 'PIX');

  const rows = [];
  const push = (kase, r) =>
    rows.push({
      db: label,
      case: kase,
      rps: r.requests.average.toFixed(0),
      p50: r.latency.p50,
      p99: r.latency.p99,
      total: r.requests.total,
      bad: r.non2xx + r.errors + r.timeouts,
    });
  await transfers(origin, [hot], connections, 1); // warm-up
  ctx.log(`${label}: transfers on one hot wallet...`);
  push('transfer, one hot wallet', await transfers(origin, [hot], connections, ctx.duration));
  ctx.log(`${label}: transfers spread over ${SPREAD_WALLETS} wallets...`);
  push(`transfer, ${SPREAD_WALLETS} wallets`, await transfers(origin, trials, connections, ctx.duration));
  ctx.log(`${label}: replayed callbacks...`);
  push('callback replay (duplicate)', await replays(origin, depositors, pix.id, connections, ctx.duration));
  ctx.log(`${label}: deposit callbacks settling fresh orders...`);
  const cb = await callbackRounds(origin, depositors, pix.id, ctx.duration);

  // The books must still balance after all of it.
  const verify = await fetch(`${origin}/ops/api/ledger/verify`, {
    headers: { authorization: `Bearer ${await opsToken(origin)}` },
  }).then((r) => r.json());
  await server.stop();
  return { rows, cb, sound: verify.success ? verify.value : { ok: false, error: verify.code } };
}

async function opsToken(origin) {
  // The production server seeds no demo operator unless SEED_DEMO is on (it is, for benchmarks).
  return call(origin, 'POST', '/ops/api/session/login', { body: { username: 'admin', password: 'Admin#2026' } }).then(
    (v) => v.token,
  );
}

async function scratchPostgres(url) {
  const admin = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const dbName = `sorte_bench_${randomBytes(5).toString('hex')}`;
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const scratch = new URL(url);
  scratch.pathname = `/${dbName}`;
  return {
    url: scratch.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${dbName} with (force)`);
      await c.end();
    },
  };
}

export async function run(ctx) {
  const results = [await measure(ctx, 'PGlite', {})];
  const pgUrl = benchDatabaseUrl();
  const scratch = await scratchPostgres(pgUrl);
  if (scratch) {
    try {
      results.push(await measure(ctx, 'PostgreSQL', { DATABASE_URL: scratch.url }));
    } finally {
      await scratch.drop();
    }
  } else {
    ctx.log(`PostgreSQL at ${pgUrl.replace(/\/\/[^@]*@/, '//')} does not answer: skipped`);
  }

  ctx.table(
    `Cashier over HTTP: ${Math.min(ctx.connections, 32)} connections, ${ctx.duration} s per case`,
    [
      { key: 'db', label: 'database', align: 'left' },
      { key: 'case', label: 'case', align: 'left' },
      { key: 'rps', label: 'req/s' },
      { key: 'p50', label: 'p50 ms' },
      { key: 'p99', label: 'p99 ms' },
      { key: 'total', label: 'requests' },
      { key: 'bad', label: 'non-2xx/errors' },
    ],
    results.flatMap((r) => r.rows),
    [
      '(POST /wps/relay/GCS_walletTransfer MAIN -> PG 0.01, a fresh Idempotency-Key each; the spread case',
      ' rotates over free-play trial accounts; a replay is one settled event signed again each time)',
    ],
  );
  ctx.table(
    `Deposit callbacks settling fresh orders: rounds of ${DEPOSITORS.length * ORDERS_PER_MEMBER} concurrent PAID callbacks, ${ctx.duration} s`,
    [
      { key: 'db', label: 'database', align: 'left' },
      { key: 'rps', label: 'settled/s' },
      { key: 'p50', label: 'p50 ms' },
      { key: 'p99', label: 'p99 ms' },
      { key: 'settled', label: 'settled' },
      { key: 'failed', label: 'failed' },
      { key: 'orders', label: 'orders created/s' },
      { key: 'verify', label: 'ledger:verify', align: 'left' },
    ],
    results.map((r, i) => ({
      db: i === 0 ? 'PGlite' : 'PostgreSQL',
      rps: r.cb.perSecond.toFixed(0),
      p50: r.cb.p50.toFixed(1),
      p99: r.cb.p99.toFixed(1),
      settled: r.cb.settled,
      failed: r.cb.failures,
      orders: r.cb.ordersPerSecond.toFixed(0),
      verify: r.sound.ok ? `sound (${r.sound.entries} entries)` : JSON.stringify(r.sound).slice(0, 60),
    })),
    ['(signed HMAC callbacks to POST /wps/callback/gateway/SANDBOX: event row, order lock, DEPOSIT posting)'],
  );
}
