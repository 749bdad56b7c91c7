/**
 * What the service worker does with a request (pure, so it is unit-tested):
 * - `shell`: a page navigation of the site: network first; the cached app shell (index.html)
 *   answers only when the network cannot;
 * - `static`: hashed build output and the app icons: cache first (their names change with
 *   their content, so a cached copy is never stale);
 * - `pass`: everything else goes to the network untouched and is never stored: the player and
 *   operator APIs (sessions, balances, money), game pages, the sandbox gateway, artwork, health.
 */
export type SwRoute = 'shell' | 'static' | 'pass';

/** Never answered from or written to a cache, whatever the request looks like. */
export const NEVER_CACHED = [
  '/wps/',
  '/lgw/',
  '/ops/',
  '/play/',
  '/sandbox-gateway/',
  '/provider/',
  '/vendor-sim/',
  '/cdn/',
  '/healthz',
  '/readyz',
  '/manifest.webmanifest',
  '/sw.js',
] as const;

const STATIC = [/^\/assets\/[^/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/, /^\/icons\/[a-z0-9-]+\.png$/];

export interface SwRequest {
  url: string;
  method: string;
  mode: RequestMode;
}

export function swRoute(request: SwRequest, scopeOrigin: string): SwRoute {
  if (request.method !== 'GET') return 'pass';
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return 'pass';
  }
  if (url.origin !== scopeOrigin) return 'pass';
  const path = url.pathname;
  if (NEVER_CACHED.some((prefix) => path === prefix || path.startsWith(prefix))) return 'pass';
  // Anything carrying a token in its address is someone's session: never stored.
  if (url.searchParams.has('token') || url.searchParams.has('resetToken')) return 'pass';
  if (request.mode === 'navigate') return 'shell';
  if (STATIC.some((pattern) => pattern.test(path))) return 'static';
  return 'pass';
}

/** Whether an answer may be stored: a complete, same-origin success that allows storing. */
export function cacheable(response: Pick<Response, 'ok' | 'status' | 'type' | 'headers'>): boolean {
  if (!response.ok || response.status !== 200 || response.type !== 'basic') return false;
  const control = response.headers.get('cache-control') ?? '';
  return !/no-store|private/i.test(control);
}
