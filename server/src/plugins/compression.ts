import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import { COMPRESS_THRESHOLD } from '../lib/compression';

/** Routes whose answers are compressed per request: the APIs. */
const API_PREFIXES = ['/wps/', '/lgw/', '/ops/api/'];

/**
 * API answers of 1 kB or more go out as brotli (a fast level) or gzip when the client accepts
 * it, with `Vary: accept-encoding`. Files (the web app, artwork, pages) are not compressed here:
 * plugins/web.ts sends the build's precompressed copies or ones made once and kept in memory.
 * Request bodies are never inflated: a compressed body would slip past the body size limit.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  // Runs before the compress plugin's own onRoute hook, which reads this flag.
  app.addHook('onRoute', (route) => {
    if (!API_PREFIXES.some((p) => route.url.startsWith(p))) route.compress = false;
  });
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    customTypes: /^application\/(?:[\w.+-]+\+)?json(?:;|$)/,
  });
});
