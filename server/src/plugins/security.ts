import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { AppError } from '../lib/app-error';
import { servingAddress } from '../modules/system/index';

const RATE_LIMITED_PREFIXES = ['/wps/', '/lgw/', '/ops/api/', '/play/'];

/**
 * Security headers on every answer: a CSP without inline script, nosniff, a strict referrer
 * policy and frame-ancestors; plus a per-IP request ceiling (stricter limits per route).
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  // The address each request was made to, for the CSP below (helmet sees only the raw request).
  const serving = new WeakMap<IncomingMessage, URL | null>();
  app.addHook('onRequest', async (request) => {
    serving.set(request.raw, servingAddress(request.protocol, request.host));
  });
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React sets style attributes; no inline <style> or script is emitted.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // The speed test measures each of the brand's domains, as seen from this address.
        connectSrc: [
          "'self'",
          (req: IncomingMessage) =>
            app.system.routedOrigins(serving.get(req) ?? null, app.env.PUBLIC_URL).join(' '),
        ],
        frameSrc: ["'self'"],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: { maxAge: 15_552_000, includeSubDomains: true },
    xFrameOptions: { action: 'sameorigin' },
  });

  await app.register(rateLimit, {
    global: true,
    max: 1200,
    timeWindow: '1 minute',
    // Only the API is limited: the app's assets and artwork are static and cached.
    allowList: (request) => !RATE_LIMITED_PREFIXES.some((p) => request.url.startsWith(p)),
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', undefined, undefined, {
        'retry-after': String(Math.ceil(context.ttl / 1000)),
      }),
  });
});
