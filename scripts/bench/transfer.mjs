// Transfer size of a first view: Chromium (Debian's, phone viewport) loads the page until the
// network is idle; every same-origin request it made (HTML, scripts, CSS, images, API answers)
// is then fetched again with Accept-Encoding identity, gzip and br, and the body bytes are added
// up. Identity is what the server sent before it compressed anything.
import http from 'node:http';
import { chromium } from '@playwright/test';
import { findChrome } from '../lib/chrome-path.mjs';

export const name = 'transfer';
export const title = 'Transfer size of the first view (identity vs gzip vs brotli)';
export const order = 6;

const PAGES = ['/', '/rng'];
const ENCODINGS = ['identity', 'gzip', 'br'];

/** Body bytes as sent on the wire (no decoding) and the Content-Encoding, for one GET. */
function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        let bytes = 0;
        res.on('data', (chunk) => (bytes += chunk.length));
        res.on('end', () => resolve({ bytes, encoding: res.headers['content-encoding'] ?? 'identity' }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

export async function run(ctx) {
  const executablePath = findChrome();
  if (!executablePath) throw new Error('no Chromium found (see scripts/lib/chrome-path.mjs)');
  const outDir = ctx.buildWeb('sorte-transfer-');
  const server = await ctx.startServer({ env: { WEB_DIST: outDir } });
  const browser = await chromium.launch({ executablePath });
  const rows = [];
  try {
    for (const page of PAGES) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
        reducedMotion: 'reduce',
      });
      const tab = await context.newPage();
      const requests = [];
      tab.on('request', (request) => {
        if (request.url().startsWith(server.url) && request.method() === 'GET') {
          requests.push({ url: request.url(), accept: request.headers().accept ?? '*/*' });
        }
      });
      await tab.goto(`${server.url}${page}`, { waitUntil: 'networkidle' });
      await context.close();
      const totals = Object.fromEntries(ENCODINGS.map((e) => [e, 0]));
      const seen = new Set();
      for (const { url, accept } of requests) {
        if (seen.has(url)) continue;
        seen.add(url);
        for (const encoding of ENCODINGS) {
          const res = await rawGet(url, { accept, 'accept-encoding': encoding });
          totals[encoding] += res.bytes;
        }
      }
      rows.push({
        page,
        requests: seen.size,
        identity: kb(totals.identity),
        gzip: kb(totals.gzip),
        br: kb(totals.br),
        saved: `${(100 * (1 - totals.br / totals.identity)).toFixed(0)} %`,
      });
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  ctx.table(
    'Bytes of the first view at 390 x 844 (response bodies of every same-origin GET, kB)',
    [
      { key: 'page', label: 'page', align: 'left' },
      { key: 'requests', label: 'requests' },
      { key: 'identity', label: 'identity kB' },
      { key: 'gzip', label: 'gzip kB' },
      { key: 'br', label: 'br kB' },
      { key: 'saved', label: 'br saves' },
    ],
    rows,
  );
}
