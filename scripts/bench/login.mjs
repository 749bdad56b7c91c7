// Member login under load: logins per second and latency with the argon2id cost of
// server/src/lib/password.ts, and how the login throttle treats a password-guessing client.
import autocannon from 'autocannon';
import { nextVisitorIp } from '../lib/http-load.mjs';

export const name = 'login';
export const title = 'Member login (argon2id) and the login throttle';
export const order = 30;

let unknownUser = 0;

function load(origin, { connections, duration, body, ip }) {
  return autocannon({
    url: origin,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        path: '/wps/session/login',
        setupRequest: (req) => ({
          ...req,
          headers: {
            ...req.headers,
            'content-type': 'application/json',
            'accept-language': 'en',
            'x-forwarded-for': ip ?? nextVisitorIp(),
          },
          body: JSON.stringify(body()),
        }),
      },
    ],
  });
}

/** One client guessing one account's password as fast as the server answers it. */
async function guess(origin, seconds) {
  const ip = '10.250.0.1';
  const counts = new Map();
  const started = performance.now();
  let attempts = 0;
  let firstRefusal;
  let passwordChecks = 0;
  const refusalMs = [];
  while (performance.now() - started < seconds * 1000) {
    const t0 = performance.now();
    const res = await fetch(`${origin}/wps/session/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en', 'x-forwarded-for': ip },
      body: JSON.stringify({ type: 'username', username: 'demo02', password: `guess-${attempts}` }),
    });
    const elapsed = performance.now() - t0;
    const { code } = await res.json();
    attempts += 1;
    counts.set(code, (counts.get(code) ?? 0) + 1);
    if (code === 'LOGIN_WRONG_CREDENTIALS') passwordChecks += 1;
    else {
      firstRefusal ??= attempts;
      refusalMs.push(elapsed);
    }
  }
  const wall = (performance.now() - started) / 1000;
  refusalMs.sort((a, b) => a - b);
  return {
    attempts,
    wall,
    passwordChecks,
    firstRefusal,
    counts,
    refusalP50: refusalMs[Math.floor(refusalMs.length * 0.5)] ?? 0,
    refusalP99: refusalMs[Math.floor(refusalMs.length * 0.99)] ?? 0,
  };
}

export async function run(ctx) {
  const server = await ctx.server({ env: { TRUST_PROXY: 'true' } });
  const good = () => ({ type: 'username', username: 'demo01', password: 'Demo#2026' });
  const connections = Math.min(ctx.connections, 16);
  await load(server.url, { connections, duration: 1, body: good });
  const ok = await load(server.url, { connections, duration: ctx.duration, body: good });
  ctx.log(`logins: ${ok.requests.average.toFixed(1)}/s, p99 ${ok.latency.p99} ms`);
  // Wrong passwords from many addresses: the argon2 work of a failed login (unknown user: a dummy hash).
  const unknown = () => ({ type: 'username', username: `nobody${(unknownUser += 1)}`, password: 'wrong-password' });
  const bad = await load(server.url, { connections, duration: ctx.duration, body: unknown });

  const guessing = await guess(server.url, Math.max(ctx.duration, 5));
  ctx.log(`guessing: ${guessing.attempts} attempts, ${guessing.passwordChecks} reached the password check`);

  ctx.table(
    `${title}: ${connections} connections, ${ctx.duration} s each`,
    [
      { key: 'case', label: 'case', align: 'left' },
      { key: 'rps', label: 'req/s' },
      { key: 'p50', label: 'p50 ms' },
      { key: 'p99', label: 'p99 ms' },
      { key: 'total', label: 'requests' },
      { key: 'non2xx', label: 'non-2xx' },
    ],
    [
      { case: 'login, right password (argon2id verify + session)', rps: ok.requests.average.toFixed(1), p50: ok.latency.p50, p99: ok.latency.p99, total: ok.requests.total, non2xx: ok.non2xx },
      { case: 'login, unknown user (dummy argon2id verify)', rps: bad.requests.average.toFixed(1), p50: bad.latency.p50, p99: bad.latency.p99, total: bad.requests.total, non2xx: bad.non2xx },
    ],
    ['(each request from another X-Forwarded-For address, so the per-IP throttle is not involved)'],
  );
  ctx.table(
    `Password guessing: one client, one account (demo02), one address, ${guessing.wall.toFixed(1)} s, sequential`,
    [
      { key: 'what', label: 'what', align: 'left' },
      { key: 'value', label: 'value' },
    ],
    [
      { what: 'attempts answered', value: guessing.attempts },
      { what: 'attempts that reached the password check', value: guessing.passwordChecks },
      { what: 'first attempt turned away', value: guessing.firstRefusal ?? '-' },
      { what: 'turned away per second', value: ((guessing.attempts - guessing.passwordChecks) / guessing.wall).toFixed(0) },
      { what: 'refusal p50 / p99 ms', value: `${guessing.refusalP50.toFixed(1)} / ${guessing.refusalP99.toFixed(1)}` },
      ...[...guessing.counts].map(([code, n]) => ({ what: `answers ${code}`, value: n })),
    ],
    ['(captcha demanded from the 4th attempt, 429 with growing Retry-After from the 10th failure; attempts turned away never reach argon2)'],
  );
}
