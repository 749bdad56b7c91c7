import type { Locale } from '@sorte/contracts/common/locale';
import type { Database } from '../db/client';
import type { Env } from '../config/env';

/**
 * The core of every request and of the app. Each module declares its own decorations (services,
 * request fields) beside the code that sets them.
 */
declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    database: Database;
  }
  interface FastifyRequest {
    locale: Locale;
  }
}
