// Game-list throughput and tail latency: page 1 of 42 games, plain and with filters,
// against the demo catalogue (316 games). Same load set-up as http.mjs.
import { load } from '../lib/http-load.mjs';

export const name = 'games';
export const title = 'Game list (GLS_gameList, autocannon)';
export const order = 30;

const QUERIES = [
  ['page 1, all slots', '/wps/relay/GLS_gameList?gameType=RNG&pageNo=1&pageSize=42'],
  ['page 1, vendor + classify + minBet + lines', '/wps/relay/GLS_gameList?gameType=RNG&vendor=PG&gameClassify=SLOT&minBet=1.00&minLineNum=9&pageNo=1&pageSize=42'],
  ['page 1, name search', '/wps/relay/GLS_gameList?gameType=RNG&gameName=dragon&pageNo=1&pageSize=42'],
  ['hot games (20)', '/wps/relay/GLS_hotGames?gameType=RNG'],
];
const WARMUP_SECONDS = 1;

export async function run(ctx) {
  const server = await ctx.server({ env: { TRUST_PROXY: 'true' } });
  const rows = [];
  for (const [label, path] of QUERIES) {
    const url = `${server.url}${path}`;
    const probe = await (await fetch(url, { headers: { 'accept-language': 'en' } })).json();
    const games = probe.value.games.length;
    await load(url, ctx.connections, WARMUP_SECONDS);
    const r = await load(url, ctx.connections, ctx.duration);
    rows.push({
      query: label,
      games,
      rps: r.requests.average.toFixed(0),
      p50: r.latency.p50,
      p99: r.latency.p99,
      total: r.requests.total,
      bad: r.non2xx + r.errors + r.timeouts,
    });
    ctx.log(`${label}: ${r.requests.average.toFixed(0)} req/s, p99 ${r.latency.p99} ms`);
  }
  ctx.table(
    `${title}: ${ctx.connections} connections, ${ctx.duration} s per query`,
    [
      { key: 'query', label: 'query', align: 'left' },
      { key: 'games', label: 'games' },
      { key: 'rps', label: 'req/s' },
      { key: 'p50', label: 'p50 ms' },
      { key: 'p99', label: 'p99 ms' },
      { key: 'total', label: 'requests' },
      { key: 'bad', label: 'non-2xx/errors' },
    ],
    rows,
    ['(demo catalogue of 316 games; embedded database; load generator and server share the machine)'],
  );
}
