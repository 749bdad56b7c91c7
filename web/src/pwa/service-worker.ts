/**
 * The site's service worker (built to /sw.js by the service-worker plugin in web/vite.config.ts).
 *
 * Update policy: every build has its own cache (`sorte-shell-<build version>`). A new worker
 * installs the new shell, takes over at once (skipWaiting + clients.claim) and deletes every
 * older `sorte-` cache, so a new build is never served from an old cache; page navigations go to
 * the network first in any case, so an online player always gets the current index.html.
 * Nothing outside `swRoute`'s `shell` and `static` answers is touched (APIs, money, sessions).
 */
import { cacheable, swRoute } from './sw-routing';

// The worker's own globals, declared here (the project's lib is DOM, not WebWorker).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
declare const self: {
  readonly location: Location;
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
};

/** Replaced at build time: the build's version and the app shell's files. */
const VERSION = '__SW_VERSION__';
const PRECACHE = JSON.parse('__SW_PRECACHE__') as string[];

const PREFIX = 'sorte-';
const CACHE = `${PREFIX}shell-${VERSION}`;
const SHELL = '/';

/** The shell is index.html, which the server sends only to a request that accepts HTML. */
async function precache(): Promise<void> {
  const cache = await caches.open(CACHE);
  const shell = await fetch(SHELL, { headers: { accept: 'text/html' }, cache: 'no-cache' });
  if (!shell.ok) throw new Error(`shell: ${shell.status}`);
  await cache.put(SHELL, shell);
  await cache.addAll(PRECACHE);
}

self.addEventListener('install', (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((k) => k.startsWith(PREFIX) && k !== CACHE).map((k) => caches.delete(k)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

async function networkFirstShell(request: Request): Promise<Response> {
  try {
    const response = await fetch(request);
    if (cacheable(response) && response.headers.get('content-type')?.includes('text/html')) {
      const copy = response.clone();
      void caches.open(CACHE).then((cache) => cache.put(SHELL, copy));
    }
    return response;
  } catch (error) {
    const cached = await caches.match(SHELL, { cacheName: CACHE });
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request: Request): Promise<Response> {
  const cached = await caches.match(request, { cacheName: CACHE });
  if (cached) return cached;
  const response = await fetch(request);
  if (cacheable(response)) {
    const copy = response.clone();
    void caches.open(CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const route = swRoute(request, self.location.origin);
  if (route === 'shell') event.respondWith(networkFirstShell(request));
  else if (route === 'static') event.respondWith(cacheFirst(request));
  // 'pass': not intercepted at all, the browser fetches it as if there were no worker.
});
