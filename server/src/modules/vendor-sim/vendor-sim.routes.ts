import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isErrorCode } from '@sorte/contracts/common/errors';
import { toLocale } from '@sorte/contracts/common/locale';
import { AppError } from '../../lib/app-error';
import { ProviderError } from '../provider/index';
import { renderSimPage } from './page';
import { SIM_SCRIPT } from './sim-script';
import { VendorSimulator } from './vendor-sim.service';

const Token = z.string().regex(/^[A-Za-z0-9_-]{20,200}$/);
const SessionBody = z.object({ token: Token }).strict();
const ExchangeBody = z.object({ code: Token }).strict();
const SpinBody = z
  .object({
    token: Token,
    stake: z.string().regex(/^\d{1,14}\.\d{2}$/),
    spinId: z.string().regex(/^[A-Za-z0-9-]{16,40}$/),
  })
  .strict();

/**
 * The vendor simulator (VSIM), only when VENDOR_SIM is on: its game page, its script and its own
 * backend (`/vendor-sim/api/*`, the "vendor's server"), which reaches the platform only through
 * the provider API. Answers use the envelope shape; provider refusals pass their code through.
 */
export async function vendorSimRoutes(app: FastifyInstance) {
  if (!app.env.VENDOR_SIM) return;
  const sim = new VendorSimulator(app);

  // The launch code travels in the fragment (#code=), which never reaches this server.
  app.get<{ Querystring: { lang?: string } }>('/vendor-sim/game', { schema: { hide: true } }, async (request, reply) => {
    const locale = toLocale(request.query.lang) ?? 'en';
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').type('text/html; charset=utf-8');
    return reply.send(renderSimPage(locale));
  });

  app.get('/vendor-sim/sim.js', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(SIM_SCRIPT),
  );

  const answer = async <T>(work: () => Promise<T>) => {
    try {
      return { success: true as const, value: await work() };
    } catch (error) {
      if (error instanceof ProviderError) {
        const code = isErrorCode(error.code) ? error.code : 'SERVICE_UNAVAILABLE';
        throw new AppError(code).withStatus(error.status >= 400 && error.status < 600 ? error.status : 502);
      }
      throw error;
    }
  };

  app.post(
    '/vendor-sim/api/exchange',
    { schema: { hide: true }, config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
    async (request) => {
      const body = ExchangeBody.safeParse(request.body);
      if (!body.success) throw new AppError('LAUNCH_CODE_INVALID');
      return answer(() => sim.exchange(body.data.code));
    },
  );

  app.post('/vendor-sim/api/session', { schema: { hide: true } }, async (request) => {
    const body = SessionBody.safeParse(request.body);
    if (!body.success) throw new AppError('VALIDATION_FAILED', { token: 'INVALID_FORMAT' });
    return answer(() => sim.session(body.data.token));
  });

  app.post('/vendor-sim/api/spin', { schema: { hide: true } }, async (request) => {
    const body = SpinBody.safeParse(request.body);
    if (!body.success) throw new AppError('VALIDATION_FAILED', { stake: 'INVALID_FORMAT' });
    return answer(() => sim.spin(body.data.token, body.data.stake, body.data.spinId));
  });
}
