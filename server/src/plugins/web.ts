import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { artworkFolder, renditionFileName, requestedRendition } from '@sorte/contracts/system/artwork';
import { AppError } from '../lib/app-error';
import { COMPRESS_THRESHOLD, CompressedCache, compressNow, pickEncoding } from '../lib/compression';
import { CDN_DIR, WEB_DIST_DEFAULT } from '../lib/paths';
import { firstViewParts, withFirstView } from './first-view';
import { FIRST_VIEW_MODULE, firstViewRenderer } from './first-view-html';

const NOT_PAGES = ['/wps/', '/lgw/', '/ops/api/', '/play/', '/cdn/', '/assets/'];
const PLAY_PAGES = ['slot', 'dice', 'mines', 'verify'];
const HTML = 'text/html; charset=utf-8';
const CDN_CACHE = 'public, max-age=86400';
const SAFE_ASSET = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*$/;

/**
 * Serves the built web app (hashed assets cached for a year, index.html never cached), the
 * generated artwork under /cdn, and index.html for any other GET that accepts HTML.
 * Text is sent compressed when the client accepts it (brotli, else gzip, with
 * `Vary: accept-encoding`): the build's `.br`/`.gz` files as they are, the HTML pages and the
 * artwork compressed once and kept in memory.
 */
export const webPlugin = fp(async (app: FastifyInstance) => {
  const compressed = new CompressedCache();
  /**
   * Sends a text file compressed in the best encoding the request accepts, else `identity()`.
   * `version` changes whenever the content does (mtime and size of the file).
   */
  const sendText = async (
    request: FastifyRequest,
    reply: FastifyReply,
    file: { key: string; version: string; size: number; type: string; body: () => Buffer },
    identity: () => FastifyReply,
  ) => {
    reply.header('vary', 'accept-encoding');
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding || file.size < COMPRESS_THRESHOLD) return identity();
    const variants = await compressed.get(file.key, file.version, file.body);
    return reply.type(file.type).header('content-encoding', encoding).send(variants[encoding]);
  };
  const dist = app.env.WEB_DIST ? path.resolve(app.env.WEB_DIST) : WEB_DIST_DEFAULT;
  const indexPath = path.join(dist, 'index.html');
  // Re-read index.html when a rebuild replaced it (its asset names change with every build).
  let cached: { mtimeMs: number; body: Buffer } | undefined;
  const readIndex = (): Buffer | undefined => {
    try {
      const { mtimeMs } = fs.statSync(indexPath);
      if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, body: fs.readFileSync(indexPath) };
      return cached.body;
    } catch {
      return undefined;
    }
  };
  const hasWeb = readIndex() !== undefined;
  // The texts' served names (`assets/<lang>.<ns>-<version>.json`, one version per build), read
  // again when a rebuild replaced index.html.
  let texts: { indexMtime: number; byKey: Map<string, string> } | undefined;
  const textUrl = (language: string, namespace: string): string | undefined => {
    const indexMtime = cached?.mtimeMs ?? 0;
    if (texts?.indexMtime !== indexMtime) {
      const byKey = new Map<string, string>();
      let names: string[] = [];
      try {
        names = fs.readdirSync(path.join(dist, 'assets'));
      } catch {
        // No build: nothing to preload.
      }
      for (const name of names) {
        const match = /^([^.]+)\.([A-Za-z]+)-[^.]+\.json$/.exec(name);
        if (match) byKey.set(`${match[1]}.${match[2]}`, `/assets/${name}`);
      }
      texts = { indexMtime, byKey };
    }
    return texts.byKey.get(`${language}.${namespace}`);
  };
  // The first view rendered into the page (the web build's own module), so it paints before the
  // app's scripts have loaded.
  const renderFirstView = firstViewRenderer(dist, textUrl, app.log);
  // The in-house game pages are a second, small entry (web/play.html): a game inside the /game
  // iframe loads only its own code, not the whole site.
  const playPath = path.join(dist, 'play.html');
  let playCached: { mtimeMs: number; body: Buffer } | undefined;
  const readPlay = (): Buffer | undefined => {
    try {
      const { mtimeMs } = fs.statSync(playPath);
      if (playCached?.mtimeMs !== mtimeMs)
        playCached = { mtimeMs, body: fs.readFileSync(playPath) };
      return playCached.body;
    } catch {
      return undefined;
    }
  };

  // Hashed build output, looked up per request so a rebuild is served without a restart.
  await app.register(fastifyStatic, {
    root: path.join(dist, 'assets'),
    prefix: '/assets/',
    wildcard: true,
    index: false,
    decorateReply: false,
    serve: hasWeb,
    preCompressed: true,
    setHeaders: (reply) => {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  // The few top-level files (favicon, ...); index.html is answered by the fallback below.
  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/',
    wildcard: false,
    index: false,
    serve: hasWeb,
    preCompressed: true,
    globIgnore: [
      'assets/**',
      '.vite/**',
      `${path.dirname(FIRST_VIEW_MODULE)}/**`,
      'index.html',
      'play.html',
      '**/*.br',
      '**/*.gz',
    ],
    // reply.sendFile below (artwork under /cdn) goes through this instance too.
    setHeaders: (reply, file) => {
      // The service worker is checked for a new build on every load: never kept by a cache.
      const worker = /^sw\.js(\.br|\.gz)?$/.test(path.basename(file));
      reply.header(
        'cache-control',
        file.startsWith(CDN_DIR) ? CDN_CACHE : worker ? 'no-cache' : 'public, max-age=3600',
      );
    },
  });

  // Generated artwork is SVG. Paths fixed as .png (vendor icons) get the SVG beside them.
  app.get('/cdn/*', { schema: { hide: true } }, async (request, reply) => {
    let rel = (request.params as { '*': string })['*'];
    if (!SAFE_ASSET.test(rel) || rel.includes('..')) throw new AppError('NOT_FOUND');
    if (rel.endsWith('.png') && !fs.existsSync(path.join(CDN_DIR, rel))) {
      rel = `${rel.slice(0, -4)}.svg`;
    }
    const file = path.join(CDN_DIR, rel);
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat?.isFile()) throw new AppError('NOT_FOUND');
    reply.header('cache-control', CDN_CACHE);
    // `?w=800` names a WebP rendition of the artwork (contracts/system/artwork.ts); without one
    // (an operator's own upload) the SVG itself is the answer.
    const folder = artworkFolder(`/${rel}`);
    const width = folder && requestedRendition(folder, (request.query as { w?: unknown }).w);
    if (width) {
      const rendition = path.join(path.dirname(rel), renditionFileName(path.basename(rel), width));
      if (fs.existsSync(path.join(CDN_DIR, rendition))) return reply.sendFile(rendition, CDN_DIR);
    }
    if (!rel.endsWith('.svg')) return reply.sendFile(rel, CDN_DIR);
    const svg = {
      key: file,
      version: `${stat.mtimeMs}:${stat.size}`,
      size: stat.size,
      type: 'image/svg+xml',
      body: () => fs.readFileSync(file),
    };
    return sendText(request, reply, svg, () => reply.sendFile(rel, CDN_DIR));
  });

  app.get('/play/:page', { schema: { hide: true } }, async (request, reply) => {
    const { page } = request.params as { page: string };
    const html = PLAY_PAGES.includes(page) ? readPlay() : undefined;
    if (!html || !playCached) throw new AppError('NOT_FOUND');
    reply.header('cache-control', 'no-cache');
    const file = { key: playPath, version: String(playCached.mtimeMs), size: html.length, type: HTML };
    return sendText(request, reply, { ...file, body: () => html }, () => reply.type(HTML).send(html));
  });

  app.setNotFoundHandler(async (request, reply) => {
    const accept = request.headers.accept ?? '';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      accept.includes('text/html') &&
      !NOT_PAGES.some((p) => request.url.startsWith(p));
    const indexHtml = isPage ? readIndex() : undefined;
    if (indexHtml && cached) {
      reply.header('cache-control', 'no-cache');
      // The page's first data and its hero image travel with the page (plugins/first-view.ts):
      // this page is this visitor's, so it is compressed for this answer.
      const path = request.url.split('?')[0] ?? '/';
      const parts = await firstViewParts(app, request, path, textUrl);
      if (parts) {
        parts.root = await renderFirstView(path, parts.language, parts.json, parts.looks);
        const page = Buffer.from(withFirstView(indexHtml.toString('utf8'), parts));
        reply.header('vary', 'accept-encoding');
        const encoding = pickEncoding(request.headers['accept-encoding']);
        if (!encoding || page.length < COMPRESS_THRESHOLD) return reply.type(HTML).send(page);
        const body = await compressNow(page, encoding);
        return reply.type(HTML).header('content-encoding', encoding).send(body);
      }
      const page = { key: indexPath, version: String(cached.mtimeMs), size: indexHtml.length, type: HTML };
      return sendText(request, reply, { ...page, body: () => indexHtml }, () =>
        reply.type(HTML).send(indexHtml),
      );
    }
    throw new AppError('NOT_FOUND');
  });
});
