// Lottery on PostgreSQL: (a) settling one issue of 10^6 bet lines (set-based; target at most
// 10 s), and (b) the close rush: 200 players placing bets over HTTP through the whole server in
// the last 10 s before an issue closes, asserting that no bet is accepted after the close, beside
// the bare /healthz rate of the same server; once as capacity (closed loop: accepted slips a
// second) and once as players each placing LOTTERY_RUSH_SLIPS slips at random instants (open
// loop; p99 target under 200 ms). Run with one server process and with LOTTERY_RUSH_PROCESSES
// (default 2) processes on the same database, the players spread over them as a proxy would.
//
// Needs the PostgreSQL server of BENCH_DATABASE_URL (or TEST_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/postgres); scratch databases are created and dropped here.
// (a) runs in server/test/lottery-bench.ts through tsx (bets seeded with generate_series, then
// SettlementService.settle timed); (b) starts the built server on that database.
// LOTTERY_BENCH_PART=settle or LOTTERY_BENCH_PART=rush runs one of the two alone.
import { randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { benchDatabaseUrl, runWorker } from '../lib/bench-worker.mjs';
import { load, nextVisitorIp } from '../lib/http-load.mjs';

export const name = 'lottery';
export const title = 'Lottery: settling 10^6 bets and the close rush (PostgreSQL)';
export const order = 50;

const BETS = 1_000_000;
const MEMBERS = 20_000;
const SETTLE_RUNS = 2;
const CLIENTS = 200;
/** The rush starts this long before the close and goes on this long after it. */
const RUSH_BEFORE_MS = 10_000;
const RUSH_AFTER_MS = 2_000;
const GAME = 'ELOTT_K3_1';
/** Slips per player in the open-loop (players) model: LOTTERY_RUSH_SLIPS, default 2. */
const PLAYER_SLIPS = Number(process.env.LOTTERY_RUSH_SLIPS ?? 2);
/** Server processes of the second rush (the first runs one): LOTTERY_RUSH_PROCESSES, default 2. */
const PROCESSES = Number(process.env.LOTTERY_RUSH_PROCESSES ?? 2);

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');

function settleWorker(ctx, url) {
  return runWorker(
    ctx,
    'lottery-bench.ts',
    [
      '--url',
      url,
      '--bets',
      String(BETS),
      '--members',
      String(MEMBERS),
      '--runs',
      String(SETTLE_RUNS),
    ],
    'settlement',
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

async function call(origin, method, path, { token, body } = {}) {
  const res = await fetch(`${origin}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': nextVisitorIp(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json();
  if (!json.success)
    throw new Error(`${method} ${path}: ${res.status} ${json.code} ${json.message}`);
  return json.value;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

/** The open issue of GAME that closes at least RUSH_BEFORE_MS + 2 s from now. */
async function nextIssue(origin) {
  for (;;) {
    const { current } = await call(origin, 'GET', `/lgw/vn/issue/current?gameCode=${GAME}`);
    const closesAt = Date.parse(current.closesAt);
    if (closesAt - Date.now() >= RUSH_BEFORE_MS + 2_000)
      return { issueNo: current.issueNo, closesAt };
    await sleep(closesAt - Date.now() + 500);
  }
}

/** One one-line K3 sum slip of a player, timed; `inFlight` when its answer came after `endAt`. */
async function sendSlip(origin, token, issueNo, endAt) {
  const sentAt = Date.now();
  const t0 = performance.now();
  const sum = String(3 + Math.floor(Math.random() * 16));
  let status = 0;
  let code = '';
  try {
    const res = await fetch(`${origin}/lgw/vn/bets`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept-language': 'en',
        'x-forwarded-for': nextVisitorIp(),
        authorization: `Bearer ${token}`,
        'idempotency-key': randomUUID(),
      },
      body: JSON.stringify({
        prizeMode: 'Elott',
        bets: [
          {
            gameCode: GAME,
            issueNo,
            playType: 'K3_SUM',
            numbers: [sum],
            multiplier: 1,
            unitStake: '1.00',
          },
        ],
      }),
      signal: AbortSignal.timeout(120_000),
    });
    status = res.status;
    const text = await res.text();
    if (status !== 200) {
      try {
        code = JSON.parse(text).code;
      } catch {
        code = 'unparsable';
      }
    }
  } catch (error) {
    code = `network: ${error.name}${error.cause?.code ? ` ${error.cause.code}` : ''}`;
  }
  return { sentAt, ms: performance.now() - t0, status, code, inFlight: Date.now() >= endAt };
}

/**
 * Capacity (closed loop): CLIENTS players, each sending its next one-line slip as soon as the
 * answer to the last one came, from `closesAt - RUSH_BEFORE_MS` until `closesAt + RUSH_AFTER_MS`.
 * Its figure is the accepted slips a second; its latencies are only the queue this makes (each
 * player waits about CLIENTS / throughput). No request is sent after the end, but every request
 * sent is waited for: answers that come after the end (in flight when the rush ended) are
 * counted with their phase and reported (`inFlight`), so every slip the database holds has its
 * answer among the samples.
 */
async function closedLoop(players, issueNo, closesAt) {
  const samples = [];
  const endAt = closesAt + RUSH_AFTER_MS;
  const player = async ({ origin, token }) => {
    while (Date.now() < endAt) samples.push(await sendSlip(origin, token, issueNo, endAt));
  };
  await Promise.all(players.map((p) => player(p)));
  return samples;
}

/**
 * Players (open loop): CLIENTS players, each placing PLAYER_SLIPS slips at instants drawn
 * uniformly at random from `closesAt - RUSH_BEFORE_MS` to `closesAt + RUSH_AFTER_MS`
 * (independently of the answers: a slow answer does not hold back the player's next slip), so
 * CLIENTS x PLAYER_SLIPS slips over the window, bunched at random, some after the close. The
 * latencies are what a player sees at that arrival rate, queueing included. Every request sent is
 * waited for.
 */
async function openLoop(players, issueNo, closesAt) {
  const samples = [];
  const startAt = closesAt - RUSH_BEFORE_MS;
  const endAt = closesAt + RUSH_AFTER_MS;
  const sends = players.flatMap(({ origin, token }) =>
    Array.from({ length: PLAYER_SLIPS }, async () => {
      await sleep(startAt + Math.random() * (endAt - startAt) - Date.now());
      samples.push(await sendSlip(origin, token, issueNo, endAt));
    }),
  );
  await Promise.all(sends);
  return samples;
}

async function closeRush(ctx, databaseUrl, processes) {
  const servers = [];
  // One after the other: the first migrates and seeds the database, the others find it done.
  for (let i = 0; i < processes; i += 1)
    servers.push(
      await ctx.startServer({ env: { TRUST_PROXY: 'true', DATABASE_URL: databaseUrl } }),
    );
  const origin = servers[0].url;
  ctx.log(`close rush: ${CLIENTS} free-play players, ${processes} server process(es)...`);
  const tokens = [];
  for (let i = 0; i < CLIENTS; i += 20) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(20, CLIENTS - i) }, () =>
        call(origin, 'POST', '/wps/session/login/freeplay', {
          body: {
            os: 'Linux',
            platform: 'W',
            nonce: randomBytes(12).toString('hex'),
            gatewayVersion: 3,
          },
        }).then((v) => v.token),
      ),
    );
    tokens.push(...batch);
  }
  // Each player talks to one process, in turn (a proxy spreading connections round robin).
  const players = tokens.map((token, i) => ({ origin: servers[i % processes].url, token }));
  ctx.log('close rush: /healthz rate of this server...');
  await load(`${origin}/healthz`, ctx.connections, 1);
  const health = await load(`${origin}/healthz`, ctx.connections, Math.min(ctx.duration, 5));
  const models = [];
  try {
    for (const [model, drive] of [
      ['capacity', closedLoop],
      ['players', openLoop],
    ]) {
      const { issueNo, closesAt } = await nextIssue(origin);
      ctx.log(
        `close rush (${model}): issue ${issueNo} closes at ${new Date(closesAt).toISOString()}; waiting for the last 10 s...`,
      );
      await sleep(closesAt - RUSH_BEFORE_MS - Date.now());
      const loadAtStart = loadAverage();
      const samples = await drive(players, issueNo, closesAt);
      const loadAtEnd = loadAverage();
      models.push({
        model,
        ...(await judge(databaseUrl, issueNo, closesAt, samples)),
        loadAtStart,
        loadAtEnd,
      });
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
  return { health, models };
}

/** The samples of one rush against the database's view of its issue. */
async function judge(databaseUrl, issueNo, closesAt, samples) {
  // The database's view: no bet line of the issue may carry a time at or after its close.
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const {
    rows: [check],
  } = await db.query(
    `select count(*)::int as lines, count(*) filter (where b.created_at >= i.closes_at)::int as late, i.closes_at
       from lottery_bet b join lottery_issue i on i.id = b.issue_id
      where i.game_code = $1 and i.issue_no = $2 group by i.closes_at`,
    [GAME, issueNo],
  );
  await db.end();

  const before = samples.filter((s) => s.sentAt < closesAt);
  const after = samples.filter((s) => s.sentAt >= closesAt);
  const lateAccepted = after.filter((s) => s.status === 200).length;
  // A request that never reached the server (connection refused, reset or timed out while
  // connecting: the server's backlog under overload) is what a player would see as a failure;
  // it is reported, any other refusal fails the bench.
  const failed = samples.filter((s) => s.code.startsWith('network:'));
  const unexpected = samples.filter(
    (s) => s.status !== 200 && s.code !== 'LOTTERY_ISSUE_CLOSED' && !s.code.startsWith('network:'),
  );
  const stats = (list) => {
    const ms = list.map((s) => s.ms).sort((a, b) => a - b);
    return {
      n: list.length,
      ok: list.filter((s) => s.status === 200).length,
      inFlight: list.filter((s) => s.inFlight).length,
      p50: percentile(ms, 50),
      p99: percentile(ms, 99),
    };
  };
  return {
    before: stats(before),
    after: stats(after),
    all: stats(samples),
    lateAccepted,
    unexpected,
    failed: [...new Set(failed.map((s) => s.code))].map(
      (code) => `${failed.filter((s) => s.code === code).length} ${code.replace('network: ', '')}`,
    ),
    lines: check?.lines ?? 0,
    lateLines: check?.late ?? 0,
  };
}

export async function run(ctx) {
  const url = benchDatabaseUrl();
  const probe = await scratchPostgres(url);
  if (!probe) {
    ctx.log(`PostgreSQL at ${url.replace(/\/\/[^@]*@/, '//')} does not answer: skipped`);
    return;
  }
  await probe.drop();
  // LOTTERY_BENCH_PART=settle or =rush runs one half alone (default: both).
  const part = process.env.LOTTERY_BENCH_PART ?? 'both';
  if (part !== 'rush') await settleBench(ctx, url);
  if (part !== 'settle')
    for (const processes of new Set([1, PROCESSES])) await rushBench(ctx, url, processes);
}

async function settleBench(ctx, url) {
  ctx.log(`settling ${BETS.toLocaleString('en')} bet lines (seeding takes a while)...`);
  const loadBefore = loadAverage();
  const settle = await settleWorker(ctx, url);
  ctx.table(
    `Settling one issue of ${BETS.toLocaleString('en')} bet lines (${MEMBERS.toLocaleString('en')} players), PostgreSQL`,
    [
      { key: 'run', label: 'run' },
      { key: 'settle', label: 'settle s' },
      { key: 'rate', label: 'lines/s' },
      { key: 'winners', label: 'winning lines' },
      { key: 'seed', label: 'seed s' },
    ],
    settle.runs.map((r, i) => ({
      run: i + 1,
      settle: (r.settleMs / 1000).toFixed(2),
      rate: Math.round(r.bets / (r.settleMs / 1000)).toLocaleString('en'),
      winners: r.winners,
      seed: (r.seedMs / 1000).toFixed(1),
    })),
    [
      `(SettlementService.settle: one UPDATE deciding every line, then one LOTTERY_WIN posting paying every winning player's wallet, one transaction;`,
      ` each run on a fresh issue in the same table (run 2 with 2x10^6 lines in it); lottery_bet ${settle.tableSize}; load average ${loadBefore} (1/5/15 min) at start; target <= 10 s)`,
    ],
  );
  for (const r of settle.runs)
    if (r.leftOpen !== 0) throw new Error(`settlement left ${r.leftOpen} lines open`);
}

async function rushBench(ctx, url, processes) {
  const scratch = await scratchPostgres(url);
  try {
    const r = await closeRush(ctx, scratch.url, processes);
    const window = (RUSH_BEFORE_MS + RUSH_AFTER_MS) / 1000;
    const row = (model, label, s, rps) => ({
      model,
      phase: label,
      requests: s.n,
      accepted: s.ok,
      inFlight: s.inFlight,
      p50: s.p50.toFixed(1),
      p99: s.p99.toFixed(1),
      rps,
    });
    const rows = [];
    for (const m of r.models) {
      const name =
        m.model === 'capacity' ? 'capacity (closed loop)' : `players (${PLAYER_SLIPS} slips each)`;
      rows.push(
        row(
          name,
          'sent before the close',
          m.before,
          `${(m.before.ok / (RUSH_BEFORE_MS / 1000)).toFixed(0)} accepted/s`,
        ),
      );
      rows.push(row(name, 'sent after the close', m.after, ''));
      rows.push(row(name, 'all', m.all, `${(m.all.n / window).toFixed(0)} sent/s`));
    }
    rows.push({
      model: 'GET /healthz',
      phase: `${ctx.connections} connections, ${processes > 1 ? 'first process' : 'same server'}`,
      requests: r.health.requests.total,
      accepted: '',
      inFlight: '',
      p50: r.health.latency.p50,
      p99: r.health.latency.p99,
      rps: `${r.health.requests.average.toFixed(0)} req/s`,
    });
    ctx.table(
      `Close rush: ${CLIENTS} players placing bets over HTTP in the last ${RUSH_BEFORE_MS / 1000} s before the close (and ${RUSH_AFTER_MS / 1000} s after), ${processes} server process${processes > 1 ? 'es' : ''}, PostgreSQL`,
      [
        { key: 'model', label: 'model', align: 'left' },
        { key: 'phase', label: 'requests', align: 'left' },
        { key: 'requests', label: 'count' },
        { key: 'accepted', label: 'accepted' },
        { key: 'inFlight', label: 'answered after the end' },
        { key: 'p50', label: 'p50 ms' },
        { key: 'p99', label: 'p99 ms' },
        { key: 'rps', label: 'rate' },
      ],
      rows,
      r.models.map(
        (m) =>
          `(${m.model}: one slip of one line each, a fresh Idempotency-Key per request; ` +
          (m.model === 'capacity'
            ? 'each player sends its next slip when the last is answered; '
            : `each player sends ${PLAYER_SLIPS} slips at random instants of the ${window} s, not waiting for answers; `) +
          `nothing is sent after the end, every request sent is waited for: ${m.all.inFlight} were answered after the end; ` +
          `${m.all.ok} answers accepted, ${m.lines} lines in the database; accepted after the close: ${m.lateAccepted} answers, ` +
          `${m.lateLines} of ${m.lines} lines in the database; other refusals: ${m.unexpected.length}; ` +
          `failed before reaching the server: ${m.failed.length ? m.failed.join(', ') : 'none'}; load average ${m.loadAtStart} at start, ${m.loadAtEnd} at end)`,
      ),
    );
    for (const m of r.models) {
      if (m.lines !== m.all.ok)
        throw new Error(
          `${m.model}: ${m.all.ok} answers accepted but ${m.lines} lines in the database`,
        );
      if (m.lateAccepted > 0 || m.lateLines > 0)
        throw new Error(`${m.model}: a bet was accepted after the close`);
      if (m.unexpected.length > 0) {
        throw new Error(
          `${m.model}: unexpected refusals: ${[...new Set(m.unexpected.map((s) => `${s.status} ${s.code}`))].join(', ')}`,
        );
      }
    }
  } finally {
    await scratch.drop();
  }
}
