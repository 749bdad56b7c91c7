import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_LOCALE, toLocale } from '@sorte/contracts/common/locale';
import { AppError } from '../lib/app-error';
import { resolveRequestLocale } from '../lib/i18n';

/**
 * API paths that stay open during maintenance or a region block: the app needs the system calls
 * to explain itself, and payment gateways' callbacks (server to server) must still settle orders.
 */
const OPEN_PREFIXES = ['/wps/system/', '/wps/callback/', '/ops/api/', '/healthz', '/readyz'];
const GATED_PREFIXES = ['/wps/', '/lgw/', '/play/'];

/** Sets request.locale and request.visitor, and closes the player API during maintenance. */
export const requestContextPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('locale', DEFAULT_LOCALE);
  app.decorateRequest('visitor', undefined as never);

  const countryHeader = app.env.GEO_COUNTRY_HEADER.toLowerCase();
  const trustProxy = app.env.TRUST_PROXY !== 'false';

  app.addHook('onRequest', async (request) => {
    const header = trustProxy ? request.headers[countryHeader] : undefined;
    const country = typeof header === 'string' && /^[A-Za-z]{2}$/.test(header) ? header.toUpperCase() : null;
    request.visitor = { ip: request.ip, trustedCountry: country };

    const url = request.url;
    const isApi = url.startsWith('/wps/') || url.startsWith('/lgw/') || url.startsWith('/ops/api/');
    // The in-house game pages' API answers in the page's language too (its Accept-Language).
    const isPlayApi = url.startsWith('/play/api/');
    if (!isApi && !isPlayApi) return;
    const { brand } = await app.system.config();
    const query = request.query as Record<string, unknown> | undefined;
    const explicit = typeof query?.language === 'string' ? query.language : undefined;
    request.locale = resolveRequestLocale({
      explicit,
      cookie: request.cookies?.lang,
      acceptLanguage: request.headers['accept-language'],
      supported: brand.languages,
      fallback: brand.defaultLanguage,
    });
    if (explicit !== undefined) {
      const asked = toLocale(explicit);
      if (!asked || !brand.languages.includes(asked)) throw new AppError('UNSUPPORTED_LANGUAGE');
    }

    if (!isApi) return;
    if (OPEN_PREFIXES.some((p) => url.startsWith(p))) return;
    if (!GATED_PREFIXES.some((p) => url.startsWith(p))) return;
    const status = await app.system.status(request.visitor);
    if (status.status === 1) throw new AppError('MAINTENANCE');
    if (status.status === 2) throw new AppError('REGION_RESTRICTED');
  });
});
