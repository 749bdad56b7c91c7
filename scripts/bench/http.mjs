// Throughput and tail latency of the first calls the web app makes, against /healthz (no
// database, no work) as the ceiling of this machine and framework.
import { load } from '../lib/http-load.mjs';

export const name = 'http';
export const title = 'HTTP load (autocannon)';
export const order = 20;

const ENDPOINTS = ['/healthz', '/wps/system/status', '/wps/system/permission'];
const WARMUP_SECONDS = 1;

export async function run(ctx) {
  const server = await ctx.server({ env: { TRUST_PROXY: 'true' } });
  const results = [];
  for (const endpoint of ENDPOINTS) {
    const url = `${server.url}${endpoint}`;
    await load(url, ctx.connections, WARMUP_SECONDS);
    const r = await load(url, ctx.connections, ctx.duration);
    results.push({
      endpoint,
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      total: r.requests.total,
      bad: r.non2xx + r.errors + r.timeouts,
    });
    ctx.log(`${endpoint}: ${r.requests.average.toFixed(0)} req/s, p99 ${r.latency.p99} ms`);
  }
  const base = results[0];
  ctx.table(
    `${title}: ${ctx.connections} connections, ${ctx.duration} s per endpoint`,
    [
      { key: 'endpoint', label: 'endpoint', align: 'left' },
      { key: 'rps', label: 'req/s' },
      { key: 'p50', label: 'p50 ms' },
      { key: 'p99', label: 'p99 ms' },
      { key: 'rpsRatio', label: 'req/s vs /healthz' },
      { key: 'p99Ratio', label: 'p99 vs /healthz' },
      { key: 'total', label: 'requests' },
      { key: 'bad', label: 'non-2xx/errors' },
    ],
    results.map((r) => ({
      ...r,
      rps: r.rps.toFixed(0),
      rpsRatio: `${(r.rps / base.rps).toFixed(2)}x`,
      p99Ratio: `${(r.p99 / Math.max(base.p99, 1)).toFixed(2)}x`,
    })),
    [
      '(load generator and server share the machine; each request from another visitor IP, ' +
        'so the per-IP rate limiter is exercised but not hit)',
    ],
  );
  if (results.some((r) => r.bad > 0))
    throw new Error('some requests failed: see the non-2xx/errors column');
}
