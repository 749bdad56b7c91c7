import type { Locale } from '@sorte/contracts/common/locale';
import type { Database } from '../db/client';
import type { Env } from '../config/env';
import type { SystemService, Visitor } from '../modules/system/system.service';
import type { OpsService } from '../modules/ops/ops.service';

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    database: Database;
    system: SystemService;
    ops: OpsService;
  }
  interface FastifyRequest {
    locale: Locale;
    visitor: Visitor;
    operator?: { id: number; username: string; tokenHash: string };
  }
}
