// What one lottery slip costs the database: run as `node --import tsx server/test/slip-statements.ts`
// (never by the tests). On a scratch PostgreSQL database (created and dropped here) it builds the
// app, logs in free-play players and places one-line K3 slips through the HTTP routes
// (app.inject), counting the SQL statements each placement sends (the request as a whole: the
// session check, the slip's transaction and the answer) and printing them with their share of
// the time, and the process's CPU time per slip. Prints one JSON line on stdout.
//
//   --url <admin postgres url>  --slips <n>  --verbose (every statement of the last slip on stderr)
import { scratchPostgres } from './scratch-postgres';
import { randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadEnv } from '../src/config/env';
import { runSeeds } from '../src/db/seed/index';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    slips: { type: 'string', default: '50' },
    verbose: { type: 'boolean', default: false },
  },
});

interface Seen {
  text: string;
  ms: number;
}
let seen: Seen[] = [];
// eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the client as `this`
const originalQuery = pg.Client.prototype.query;
// Every statement any pooled client sends, with the time to its answer.
pg.Client.prototype.query = function (this: pg.Client, ...params: unknown[]) {
  const first = params[0] as string | { text?: string };
  const text = typeof first === 'string' ? first : (first?.text ?? '?');
  const t0 = performance.now();
  const record = () =>
    seen.push({ text: text.replace(/\s+/g, ' ').slice(0, 140), ms: performance.now() - t0 });
  const last = params.length - 1;
  const callback = params[last];
  // The pool's own query() passes a callback; drizzle's transactions use the promise.
  if (typeof callback === 'function') {
    params[last] = (...answer: unknown[]) => {
      record();
      return (callback as (...a: unknown[]) => unknown)(...answer);
    };
  }
  const result = (originalQuery as (...a: unknown[]) => unknown).apply(this, params);
  if (
    typeof callback !== 'function' &&
    result &&
    typeof (result as Promise<unknown>).then === 'function'
  ) {
    (result as Promise<unknown>).then(record, record);
  }
  return result;
} as typeof pg.Client.prototype.query;

const { database, drop } = await scratchPostgres(args.url);
try {
  await database.migrate();
  await runSeeds(database.db, { demo: true });
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', TRUST_PROXY: 'true' });
  const app = await buildApp({ env, database, ownsDatabase: false });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/wps/session/login/freeplay',
    payload: {
      os: 'Linux',
      platform: 'W',
      nonce: randomBytes(12).toString('hex'),
      gatewayVersion: 3,
    },
  });
  const token = login.json<{ value: { token: string } }>().value.token;
  const current = await app.inject({
    method: 'GET',
    url: '/lgw/vn/issue/current?gameCode=ELOTT_K3_1',
  });
  const issueNo = current.json<{ value: { current: { issueNo: string } } }>().value.current.issueNo;
  const place = () =>
    app.inject({
      method: 'POST',
      url: '/lgw/vn/bets',
      headers: {
        authorization: `Bearer ${token}`,
        'idempotency-key': randomUUID(),
        'accept-language': 'en',
      },
      payload: {
        prizeMode: 'Elott',
        bets: [
          {
            gameCode: 'ELOTT_K3_1',
            issueNo,
            playType: 'K3_SUM',
            numbers: [String(3 + Math.floor(Math.random() * 16))],
            multiplier: 1,
            unitStake: '1.00',
          },
        ],
      },
    });
  await place(); // the first slip creates the issue row and the accounts
  const slips = Number(args.slips);
  const counts: number[] = [];
  const byText = new Map<string, { n: number; ms: number }>();
  let wall = 0;
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < slips; i += 1) {
    seen = [];
    const t0 = performance.now();
    const res = await place();
    wall += performance.now() - t0;
    if (res.statusCode !== 200) throw new Error(`slip ${i}: ${res.statusCode} ${res.body}`);
    counts.push(seen.length);
    for (const s of seen) {
      const key = s.text.slice(0, 90);
      const entry = byText.get(key) ?? { n: 0, ms: 0 };
      entry.n += 1;
      entry.ms += s.ms;
      byText.set(key, entry);
    }
    if (args.verbose && i === slips - 1)
      for (const s of seen) process.stderr.write(`${s.ms.toFixed(2).padStart(7)} ms  ${s.text}\n`);
  }
  const cpu = process.cpuUsage(cpu0);
  const sqlMs = [...byText.values()].reduce((a, b) => a + b.ms, 0);
  await app.close();
  process.stdout.write(
    `${JSON.stringify({
      slips,
      statementsPerSlip: counts.reduce((a, b) => a + b, 0) / slips,
      msPerSlip: +(wall / slips).toFixed(2),
      sqlMsPerSlip: +(sqlMs / slips).toFixed(2),
      // This process's CPU (the server's side of a placement, without HTTP parsing).
      cpuMsPerSlip: +((cpu.user + cpu.system) / 1000 / slips).toFixed(2),
      statements: [...byText].map(([text, v]) => ({
        perSlip: v.n / slips,
        msPerSlip: +(v.ms / slips).toFixed(3),
        text,
      })),
    })}\n`,
  );
} finally {
  await database.close();
  await drop();
}
