// Shared load generator of the HTTP benchmarks (scripts/bench/*.mjs).
import autocannon from 'autocannon';

// The server limits each visitor IP to 1200 requests a minute. As behind a real proxy, every
// request comes from another visitor (X-Forwarded-For; the server runs with TRUST_PROXY=true), so
// the figures include the rate limiter's per-IP bookkeeping instead of measuring 429 answers.
let visitor = 0;
export function nextVisitorIp() {
  visitor = (visitor + 1) % 0xffffff;
  return `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
}

/** GETs `url` with `connections` connections for `duration` seconds, each request from a new visitor. */
export function load(url, connections, duration) {
  const { origin, pathname, search } = new URL(url);
  return autocannon({
    url: origin,
    connections,
    duration,
    requests: [
      {
        method: 'GET',
        path: pathname + search,
        setupRequest: (req) => ({
          ...req,
          headers: { ...req.headers, 'accept-language': 'en', 'x-forwarded-for': nextVisitorIp() },
        }),
      },
    ],
  });
}
