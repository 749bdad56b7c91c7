import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { AppError } from '../lib/app-error';
import { CDN_DIR, WEB_DIST_DEFAULT } from '../lib/paths';

const NOT_PAGES = ['/wps/', '/lgw/', '/ops/api/', '/play/', '/cdn/', '/assets/'];
const PLAY_PAGES = ['slot', 'dice', 'mines', 'verify'];
const SAFE_ASSET = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*$/;

/**
 * Serves the built web app (hashed assets cached for a year, index.html never cached), the
 * generated artwork under /cdn, and index.html for any other GET that accepts HTML.
 */
export const webPlugin = fp(async (app: FastifyInstance) => {
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
    globIgnore: ['assets/**', '.vite/**', 'index.html', 'play.html'],
    setHeaders: (reply) => {
      reply.header('cache-control', 'public, max-age=3600');
    },
  });

  // Generated artwork is SVG. Paths the SPEC fixes as .png (vendor icons) get the SVG beside them.
  app.get('/cdn/*', { schema: { hide: true } }, async (request, reply) => {
    let rel = (request.params as { '*': string })['*'];
    if (!SAFE_ASSET.test(rel) || rel.includes('..')) throw new AppError('NOT_FOUND');
    if (rel.endsWith('.png') && !fs.existsSync(path.join(CDN_DIR, rel))) {
      rel = `${rel.slice(0, -4)}.svg`;
    }
    if (!fs.existsSync(path.join(CDN_DIR, rel))) throw new AppError('NOT_FOUND');
    return reply.header('cache-control', 'public, max-age=86400').sendFile(rel, CDN_DIR);
  });

  app.get('/play/:page', { schema: { hide: true } }, async (request, reply) => {
    const { page } = request.params as { page: string };
    const html = PLAY_PAGES.includes(page) ? readPlay() : undefined;
    if (!html) throw new AppError('NOT_FOUND');
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });

  app.setNotFoundHandler(async (request, reply) => {
    const accept = request.headers.accept ?? '';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      accept.includes('text/html') &&
      !NOT_PAGES.some((p) => request.url.startsWith(p));
    const indexHtml = isPage ? readIndex() : undefined;
    if (indexHtml) {
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(indexHtml);
    }
    throw new AppError('NOT_FOUND');
  });
});
