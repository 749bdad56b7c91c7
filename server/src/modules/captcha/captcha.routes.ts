import type { FastifyInstance } from 'fastify';
import { captchaApi } from '@sorte/contracts/auth/captcha';
import { AppError } from '../../lib/app-error';
import { route } from '../../lib/route';

export async function captchaRoutes(app: FastifyInstance) {
  route(app, captchaApi.get, (req, reply) => app.captcha.issue(req, reply), {
    // 30 a minute per IP here; the 1-per-second refresh throttle is in the service (the
    // rate-limit plugin runs one limiter per request).
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
  });

  // Browser tests read the answer of their captcha here. Registered only when NODE_ENV=test.
  if (app.env.NODE_ENV === 'test') {
    app.get('/wps/captcha/test-answer', { schema: { hide: true } }, async (req) => {
      const code = app.captcha.testAnswer(req);
      if (!code) throw new AppError('NOT_FOUND');
      return { success: true, value: code };
    });
  }
}
