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

// Member sessions (modules/session). `app.sessions` is declared beside SessionService.
declare module 'fastify' {
  interface FastifyRequest {
    /** Set by memberAuth (modules/session/member-auth.ts) on member calls. */
    member?: { id: number; username: string; accountType: number; tokenHash: string };
  }
}
