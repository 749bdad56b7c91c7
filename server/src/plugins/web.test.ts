import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../scripts/lib/precompress.mjs';
import { eq } from 'drizzle-orm';
import { ARTWORK_RENDITIONS, artworkImageProps, renditionFileName } from '@sorte/contracts/system/artwork';
import {
  FIRST_VIEW_ELEMENT_ID,
  bannerImageUrl,
  promotionCoverUrl,
  type FirstView,
} from '@sorte/contracts/system/first-view';
import { buildTestApp, setBrandDomains, type TestApp } from '../../test/build-test-app';
import { banner } from '../db/schema/index';
import { CDN_DIR } from '../lib/paths';
import { pickEncoding } from '../lib/compression';
import { LOCALE_INFO } from '@sorte/contracts/common/locale';
import { THEME_COLORS } from '@sorte/contracts/system/theme-colors';
import { FIRST_VIEW_MODULE, asSnapshot } from './first-view-html';

// A small built web app: the same kind of files Vite writes, precompressed the way the build does.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'sorte-web-'));
const script = Buffer.from(
  Array.from({ length: 400 }, (_, i) => `export const value${i} = { id: ${i}, label: "item ${i}" };`).join('\n'),
);
const tinyScript = Buffer.from('export const x = 1;\n');
const indexHtml = Buffer.from(
  `<!doctype html><html lang="pt" data-theme="dark"><head><meta charset="UTF-8">` +
    `<meta name="theme-color" content="#0b1020"><title>Sorte</title>` +
    `<script type="module" src="/assets/index-abc123.js"></script></head><body>` +
    `<div id="root"><div class="boot-splash" role="status" aria-label="Loading"><span></span></div></div>` +
    `${'<!-- space reserved for the first view -->'.repeat(40)}</body></html>`,
);

let t: TestApp;
beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), script);
  fs.writeFileSync(path.join(dist, 'assets', 'tiny-abc123.js'), tinyScript);
  // The texts as the build names them: one version for the whole set (it may hold a '-').
  for (const language of ['pt-BR', 'en'])
    for (const namespace of ['common', 'errors', 'shell', 'home', 'lobby', 'lottery', 'pages'])
      fs.writeFileSync(path.join(dist, 'assets', `${language}.${namespace}-v1-x.json`), '{}');
  fs.writeFileSync(path.join(dist, 'index.html'), indexHtml);
  fs.writeFileSync(path.join(dist, 'play.html'), indexHtml);
  await precompressDir(dist);
  t = await buildTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

function decode(encoding: string | undefined, body: Buffer): Buffer {
  if (encoding === 'br') return zlib.brotliDecompressSync(body);
  if (encoding === 'gzip') return zlib.gunzipSync(body);
  expect(encoding).toBeUndefined();
  return body;
}

const varyList = (v: string | number | string[] | undefined) =>
  [v ?? ''].flat().join(',')
    .split(',')
    .map((s) => s.trim().toLowerCase());

/** Requests `url` with each Accept-Encoding and checks the answer is the same bytes each time. */
async function checkEncodings(
  url: string,
  original: Buffer,
  expected: { type: RegExp; cacheControl?: string; headers?: Record<string, string> },
) {
  const cases: Array<[string | undefined, string | undefined]> = [
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip;q=1.0, br;q=0.5', 'gzip'],
    ['br;q=0.8, gzip;q=0.8', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', undefined],
    [undefined, undefined],
  ];
  for (const [accept, encoding] of cases) {
    const res = await get(url, { ...expected.headers, ...(accept ? { 'accept-encoding': accept } : {}) });
    const label = `${url} with ${accept ?? 'no accept-encoding'}`;
    expect(res.statusCode, label).toBe(200);
    expect(res.headers['content-encoding'], label).toBe(encoding);
    expect(varyList(res.headers.vary), label).toContain('accept-encoding');
    expect(String(res.headers['content-type']), label).toMatch(expected.type);
    if (expected.cacheControl) expect(res.headers['cache-control'], label).toBe(expected.cacheControl);
    if (res.headers['content-length'] !== undefined) {
      expect(Number(res.headers['content-length']), label).toBe(res.rawPayload.length);
    }
    if (encoding) expect(res.rawPayload.length, label).toBeLessThan(original.length);
    expect(decode(encoding, res.rawPayload).equals(original), label).toBe(true);
  }
}

/** The first view written into a page (the JSON script's content, parsed). */
function firstView(html: string): FirstView {
  const start = html.indexOf(`<script type="application/json" id="${FIRST_VIEW_ELEMENT_ID}">`);
  expect(start, 'first view script').toBeGreaterThan(0);
  const from = html.indexOf('>', start) + 1;
  return JSON.parse(html.slice(from, html.indexOf('</script>', from))) as FirstView;
}

describe('first view in index.html', () => {
  const page = (url: string, headers: Record<string, string> = {}) =>
    get(url, { accept: 'text/html', ...headers });

  it('carries the permission answer and the home banners, and preloads the hero image', async () => {
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const view = firstView(html);
    const permission = (await get('/wps/system/permission')).json().value;
    expect(view.permission).toEqual(permission);
    expect(view.path).toBe('/');
    expect(view.imageBase).toBe(permission.imageCDNs[0]);
    const brand = permission.brand as { defaultLanguage: string };
    const notices = (
      await get('/wps/system/notices?types=B,PL,PU,PR&platform=W&groups=w_home', {
        'accept-language': brand.defaultLanguage,
      })
    ).json().value;
    expect(notices.banners.length).toBeGreaterThan(0);
    expect(view.banners).toEqual({ group: 'w_home', language: brand.defaultLanguage, list: notices.banners });
    // The preload offers the renditions the banner's <img> offers, so the browser fetches one.
    const hero = bannerImageUrl(notices.banners[0].url, view.imageBase);
    const { srcSet, sizes } = artworkImageProps(hero);
    expect(srcSet).toContain(`${hero}?w=${ARTWORK_RENDITIONS.banners[0]} `);
    const preload =
      `<link rel="preload" as="image" href="${hero}" imagesrcset="${srcSet}" ` +
      `imagesizes="${sizes}" fetchpriority="high">`;
    // Ahead of the scripts: the rendered first view paints before they have run.
    expect(html).toContain(`<title>Sorte</title>${preload}<script type="module"`);
    // The data is at the end of the body, after the app's own markup.
    expect(html.indexOf(FIRST_VIEW_ELEMENT_ID)).toBeGreaterThan(html.indexOf('<div id="root">'));
  });

  it("gives each page its own banners, in the player's language, and none where a page has none", async () => {
    const rng = firstView((await page('/rng?vendor=PG')).body);
    expect(rng.banners?.group).toBe('w_rng');
    expect(rng.path).toBe('/rng');
    const promotions = firstView((await page('/promotions/', { cookie: 'lang=en' })).body);
    expect(promotions.banners).toMatchObject({ group: 'w_promotion', language: 'en' });
    const lottery = await page('/lottery');
    expect(firstView(lottery.body).banners).toBeUndefined();
    expect(lottery.body).not.toContain('rel="preload" as="image"');
  });

  it("preloads the frame's and the page's texts in the language the page starts in", async () => {
    const preloads = (html: string) =>
      [...html.matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]+)">/g)].map(
        (m) => m[1],
      );
    const brand = (await get('/wps/system/permission')).json().value.brand as {
      defaultLanguage: string;
    };
    const texts = (language: string, page: string[] = []) =>
      ['common', 'errors', 'shell', ...page].map((ns) => `/assets/${language}.${ns}-v1-x.json`);
    // `/` also needs its own `home` (and `notices`, which this build lacks: not preloaded).
    expect(preloads((await page('/')).body)).toEqual(texts(brand.defaultLanguage, ['home']));
    expect(preloads((await page('/lottery', { cookie: 'lang=en' })).body)).toEqual(
      texts('en', ['lottery', 'pages']),
    );
    // A lobby: its own texts and the banner strip's.
    expect(preloads((await page('/rng/', { cookie: 'lang=en' })).body)).toEqual(
      texts('en', ['lobby', 'home']),
    );
    expect(preloads((await page('/pointMall', { cookie: 'lang=en' })).body)).toEqual(
      texts('en', ['home']),
    );
    // A language the build has no texts for is not preloaded.
    expect(preloads((await page('/', { cookie: 'lang=th' })).body)).toEqual([]);
  });

  it('carries the promotions list on the promotions page without filters, with its first cover preloaded', async () => {
    const res = await page('/promotions', { cookie: 'lang=en' });
    const view = firstView(res.body);
    const list = (await get('/wps/promotions?pageNo=1', { 'accept-language': 'en' })).json().value;
    expect(list.list.length).toBeGreaterThan(0);
    expect(view.promotions).toEqual({ language: 'en', page: list });
    // A cover is an SVG without renditions: the preload names its address alone.
    const cover = promotionCoverUrl(view.imageBase, list.list[0].image);
    expect(artworkImageProps(cover)).toEqual({});
    expect(res.body).toContain(`<link rel="preload" as="image" href="${cover}" fetchpriority="high">`);
    // Filtered or another page: no list.
    expect(firstView((await page('/promotions?category=deposit')).body).promotions).toBeUndefined();
    expect(firstView((await page('/promotions?pageNo=2')).body).promotions).toBeUndefined();
    expect(firstView((await page('/rng')).body).promotions).toBeUndefined();
  });

  it('escapes the data so no text can end the script or break a parser', async () => {
    const nasty = 'Win </script><script>alert(1)</script> <!-- & more \u2028 \u2029';
    const [row] = await t.database.db.select().from(banner).where(eq(banner.groupName, 'w_home')).limit(1);
    const title = Object.fromEntries(Object.keys(row!.title).map((l) => [l, nasty]));
    await t.database.db.update(banner).set({ title }).where(eq(banner.id, row!.id));
    try {
      const html = (await page('/')).body;
      expect(html).not.toContain('<script>alert(1)');
      expect(html).not.toContain('<!-- & more');
      expect(html).not.toMatch(/[\u2028\u2029]/);
      const view = firstView(html);
      expect(view.banners?.list.find((b) => b.bannerId === String(row!.id))?.title).toBe(nasty);
      // The JSON script ends where the data ends.
      expect(html.split('</script>').length).toBe(indexHtml.toString('utf8').split('</script>').length + 1);
    } finally {
      await t.database.db.update(banner).set({ title: row!.title }).where(eq(banner.id, row!.id));
    }
  });

  it('leaves the first view out where the address is not one of the brand', async () => {
    await setBrandDomains(t.app, ['play.example.com']);
    try {
      const res = await page('/', { host: 'elsewhere.example.net' });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(FIRST_VIEW_ELEMENT_ID);
      expect(firstView((await page('/', { host: 'play.example.com' })).body).path).toBe('/');
    } finally {
      await setBrandDomains(t.app, []);
    }
  });

  it('leaves API, asset and game addresses alone', async () => {
    expect((await page('/play/dice')).body).not.toContain(FIRST_VIEW_ELEMENT_ID);
    expect((await page('/wps/nope')).statusCode).toBe(404);
  });
});

describe('the first view rendered into the page', () => {
  const page = (url: string, headers: Record<string, string> = {}) =>
    get(url, { accept: 'text/html', ...headers });
  const modulePath = path.join(dist, FIRST_VIEW_MODULE);
  const calls = () => (globalThis as { firstViewCalls?: string[] }).firstViewCalls ?? [];
  /**
   * A stand-in for the web build's module: renders what it was given (address, language, the
   * texts' namespaces, the data's path) the way React renders the frame, with a hoisted image
   * preload first; `/fail` throws. `version` tells one build from the next.
   */
  const writeModule = (version: string, mtime: Date) => {
    fs.mkdirSync(path.dirname(modulePath), { recursive: true });
    fs.writeFileSync(
      modulePath,
      `export async function renderFirstView({ url, language, texts, view, looks }) {
        (globalThis.firstViewCalls ??= []).push(url);
        if (url.startsWith('/fail')) throw new Error('boom');
        return '<link rel="preload" as="image" href="/x.svg"/><div class="app" data-testid="app-shell" ' +
          'data-location="' + url + '"><header data-testid="header">${version} ' + language + ' ' +
          Object.keys(texts[language]).join(',') + ' ' + view.path + '</header>' +
          '<p>' + looks.theme + ' ' + (looks.sidebarMini ? 'mini' : 'full') + '</p></div>';
      }`,
    );
    fs.utimesSync(modulePath, mtime, mtime);
  };
  const root = (html: string) => {
    const from = html.indexOf('<div id="root">') + '<div id="root">'.length;
    return html.slice(from, html.indexOf(`<script type="application/json"`, from));
  };
  afterAll(() => fs.rmSync(path.dirname(modulePath), { recursive: true, force: true }));

  it('puts the rendered view in #root instead of the splash: inert, without test ids or hoisted preloads', async () => {
    writeModule('v1', new Date(2026, 0, 1));
    const res = await page('/?tab=1');
    expect(res.statusCode).toBe(200);
    expect(calls().at(-1)).toBe('/');
    expect(root(res.body)).toMatch(
      /^<div inert class="app"><header>v1 (\S+) common,errors,shell,home \/<\/header><p>dark full<\/p><\/div><\/div>/,
    );
    expect(res.body).not.toContain('boot-splash');
    expect(res.body).not.toContain('/x.svg');
    // The data still travels with the page, after the rendered view.
    expect(firstView(res.body).path).toBe('/');
    // The module's file is not served.
    expect((await get(`/${FIRST_VIEW_MODULE}`)).statusCode).toBe(404);
  });

  it('renders a page once per path, language and data, and again for a new build', async () => {
    writeModule('v1', new Date(2026, 0, 1));
    const before = calls().length;
    const first = (await page('/rng?vendor=PG', { cookie: 'lang=en' })).body;
    // The query string draws nothing of the first view: the same page.
    const again = (await page('/rng?vendor=JDB', { cookie: 'lang=en' })).body;
    expect(root(again)).toBe(root(first));
    expect(root(first)).toContain('<header>v1 en common,errors,shell,lobby,home /rng</header>');
    expect(calls().slice(before)).toEqual(['/rng']);
    // Another language or path is its own page.
    expect(root((await page('/rng?vendor=PG')).body)).not.toContain(' en ');
    expect(root((await page('/live', { cookie: 'lang=en' })).body)).toContain(' /live</header>');
    expect(calls().length - before).toBe(3);
    writeModule('v2', new Date(2026, 0, 2));
    expect(root((await page('/rng?vendor=PG', { cookie: 'lang=en' })).body)).toContain('<header>v2 en');
  });

  it("draws the visitor's theme and menu width (their cookies) and starts the page in their theme and language", async () => {
    writeModule('v1', new Date(2026, 0, 1));
    const res = await page('/', { cookie: 'lang=en; theme=light; menu=mini' });
    expect(root(res.body)).toContain('<p>light mini</p>');
    expect(res.body).toContain(`<html lang="${LOCALE_INFO.en.bcp47}" data-theme="light">`);
    expect(res.body).toContain(`<meta name="theme-color" content="${THEME_COLORS.light.theme}"`);
    // Without cookies: the brand's language, dark, the full menu.
    const plain = await page('/');
    expect(root(plain.body)).toContain('<p>dark full</p>');
    expect(plain.body).toContain(`<html lang="${LOCALE_INFO['pt-BR'].bcp47}" data-theme="dark">`);
    expect(plain.body).toContain(`<meta name="theme-color" content="${THEME_COLORS.dark.theme}"`);
  });

  it('keeps the splash when rendering fails or the build has no module', async () => {
    writeModule('v3', new Date(2026, 0, 3));
    const failed = await page('/fail');
    expect(failed.statusCode).toBe(200);
    expect(root(failed.body)).toMatch(/^<div class="boot-splash"/);
    expect(firstView(failed.body).path).toBe('/fail');
    fs.rmSync(modulePath);
    expect(root((await page('/promotions')).body)).toMatch(/^<div class="boot-splash"/);
  });
});

describe('asSnapshot', () => {
  it('makes the first element inert and drops test ids, locations and leading preloads', () => {
    expect(
      asSnapshot(
        '<link rel="preload" as="image" href="/a.svg"/><link rel="preload" as="image" href="/b.svg"/>' +
          '<div class="a" data-testid="app-shell" data-location="/x?y=1"><a href="/" data-testid="l">x</a>' +
          '<link rel="stylesheet" href="/keep.css"/></div>',
      ),
    ).toBe('<div inert class="a"><a href="/">x</a><link rel="stylesheet" href="/keep.css"/></div>');
    // A view that does not start with one element (a page behind a Suspense boundary) is wrapped.
    expect(asSnapshot('<!--$!--><template></template><div role="status" data-testid="s"></div><!--/$-->')).toBe(
      '<div inert style="display:contents"><!--$!--><template></template><div role="status"></div><!--/$--></div>',
    );
  });
});

describe('compressed delivery', () => {
  it('picks brotli, then gzip, then identity from Accept-Encoding', () => {
    expect(pickEncoding('gzip;q=0.9, br;q=0.5')).toBe('gzip');
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.1')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('*, br;q=0')).toBe('gzip');
    expect(pickEncoding('identity, deflate')).toBeUndefined();
    expect(pickEncoding('gzip;q=0, br;q=0')).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
  });

  it('serves a build asset from its precompressed files, with its caching headers', async () => {
    expect(fs.existsSync(path.join(dist, 'assets', 'index-abc123.js.br'))).toBe(true);
    expect(fs.existsSync(path.join(dist, 'assets', 'index-abc123.js.gz'))).toBe(true);
    await checkEncodings('/assets/index-abc123.js', script, {
      type: /^(text|application)\/javascript/,
      cacheControl: 'public, max-age=31536000, immutable',
    });
  });

  it('sends a file too small to compress as it is', async () => {
    expect(fs.existsSync(path.join(dist, 'assets', 'tiny-abc123.js.br'))).toBe(false);
    const res = await get('/assets/tiny-abc123.js', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(tinyScript)).toBe(true);
  });

  it('serves index.html and the game page compressed, never cached', async () => {
    const page = { type: /^text\/html/, cacheControl: 'no-cache', headers: { accept: 'text/html' } };
    await checkEncodings('/play/dice', indexHtml, page);
    // A site page is index.html with its first view (below): the same page in every encoding.
    for (const url of ['/', '/rng']) {
      const plain = firstView((await get(url, { accept: 'text/html' })).body);
      for (const accept of ['br', 'gzip', 'identity']) {
        const res = await get(url, { accept: 'text/html', 'accept-encoding': accept });
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(varyList(res.headers.vary)).toContain('accept-encoding');
        expect(res.headers['content-encoding']).toBe(accept === 'identity' ? undefined : accept);
        const html = decode(res.headers['content-encoding'], res.rawPayload).toString('utf8');
        expect(html.startsWith('<!doctype html><html lang="pt-BR" data-theme="dark"><head>')).toBe(true);
        expect({ ...firstView(html), generatedAt: 0 }).toEqual({ ...plain, generatedAt: 0 });
      }
    }
  });

  it('serves generated SVG artwork compressed', async () => {
    const rel = 'banners/home-1.svg';
    const original = fs.readFileSync(path.join(CDN_DIR, rel));
    expect(original.length).toBeGreaterThan(1024);
    await checkEncodings(`/cdn/${rel}`, original, {
      type: /^image\/svg\+xml/,
      cacheControl: 'public, max-age=86400',
    });
    // The .png paths of vendor icons answer the SVG beside them, compressed too.
    const icon = fs.readdirSync(path.join(CDN_DIR, 'vendors')).find((f) => f.endsWith('.svg'));
    if (icon) {
      const png = `/cdn/vendors/${icon.replace(/\.svg$/, '.png')}`;
      const res = await get(png, { 'accept-encoding': 'gzip' });
      expect(res.statusCode).toBe(200);
      expect(decode(res.headers['content-encoding'], res.rawPayload).equals(
        fs.readFileSync(path.join(CDN_DIR, 'vendors', icon)),
      )).toBe(true);
    }
  });

  it("answers an artwork's ?w= with its WebP rendition, and with the SVG where there is none", async () => {
    for (const [folder, rel] of [
      ['banners', 'banners/home-1.svg'],
      ['games', 'games/PG/PG1002.svg'],
    ] as const) {
      for (const width of ARTWORK_RENDITIONS[folder]) {
        const res = await get(`/cdn/${rel}?w=${width}`, { 'accept-encoding': 'gzip, br' });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('image/webp');
        expect(res.headers['cache-control']).toBe('public, max-age=86400');
        const file = path.join(CDN_DIR, path.dirname(rel), renditionFileName(path.basename(rel), width));
        expect(res.rawPayload.equals(fs.readFileSync(file))).toBe(true);
        // A WebP file (RIFF....WEBP).
        expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');
        expect(res.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
      }
    }
    // A width that is not a rendition, or junk, answers the SVG.
    for (const w of ['801', 'abc', '', '800&w=1600']) {
      const res = await get(`/cdn/banners/home-1.svg?w=${w}`, { 'accept-encoding': 'identity' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    }
    // Artwork without renditions (vendor marks) ignores ?w=.
    const icon = fs.readdirSync(path.join(CDN_DIR, 'vendors')).find((f) => f.endsWith('.svg'));
    const res = await get(`/cdn/vendors/${icon}?w=800`, { 'accept-encoding': 'identity' });
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('has a WebP rendition of every banner and game tile, for each width', () => {
    for (const folder of Object.keys(ARTWORK_RENDITIONS) as (keyof typeof ARTWORK_RENDITIONS)[]) {
      const svgs = (fs.readdirSync(path.join(CDN_DIR, folder), { recursive: true }) as string[]).filter((f) =>
        f.endsWith('.svg'),
      );
      expect(svgs.length).toBeGreaterThan(0);
      const missing = svgs.flatMap((svg) =>
        ARTWORK_RENDITIONS[folder]
          .map((width) => path.join(folder, path.dirname(svg), renditionFileName(path.basename(svg), width)))
          .filter((file) => !fs.existsSync(path.join(CDN_DIR, file))),
      );
      // node scripts/generate-rasters.mjs writes them.
      expect(missing).toEqual([]);
    }
  });

  it('compresses larger JSON answers inside the usual envelope, and leaves small ones alone', async () => {
    const identity = await get('/wps/system/permission?url=localhost');
    expect(identity.statusCode).toBe(200);
    expect(identity.headers['content-encoding']).toBeUndefined();
    const original = identity.rawPayload;
    expect(original.length).toBeGreaterThan(1024);
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await get('/wps/system/permission?url=localhost', { 'accept-encoding': accept });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(varyList(res.headers.vary)).toContain('accept-encoding');
      expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
      const body = JSON.parse(decode(encoding, res.rawPayload).toString('utf8'));
      expect(body.success).toBe(true);
      // Same answer as the uncompressed one (the location part echoes the caller).
      expect(body.value.brand).toEqual(JSON.parse(original.toString('utf8')).value.brand);
    }
    // An error envelope below the threshold stays plain.
    const small = await get('/wps/system/status', { 'accept-encoding': 'br, gzip' });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().success).toBe(true);
  });

  it('does not inflate compressed request bodies', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: zlib.gzipSync(JSON.stringify({ username: 'demo01', password: 'x' })),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().success).toBe(false);
  });
});
