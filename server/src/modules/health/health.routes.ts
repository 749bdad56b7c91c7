import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';

export async function healthRoutes(app: FastifyInstance) {
  const schema = { hide: true } as const;
  app.get('/healthz', { schema, logLevel: 'warn' }, async () => ({ success: true, value: {} }));
  app.get('/readyz', { schema, logLevel: 'warn' }, async (request) => {
    try {
      await app.database.ping();
    } catch (error) {
      request.log.error({ err: error }, 'database not reachable');
      throw new AppError('SERVICE_UNAVAILABLE');
    }
    return { success: true, value: { database: app.database.kind } };
  });
}
