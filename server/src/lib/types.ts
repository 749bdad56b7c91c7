import type { Locale } from '@sorte/contracts/common/locale';
import type { Database } from '../db/client';
import type { Env } from '../config/env';
import type { SystemService, Visitor } from '../modules/system/system.service';
import type { OpsService } from '../modules/ops/ops.service';
import type { PasswordService } from '../modules/account/password.service';
import type { RegistrationService } from '../modules/account/registration.service';
import type { MailProvider } from '../modules/delivery/providers';
import type { BotCheckService } from '../modules/verification/bot-check.service';
import type { SmsCodeService } from '../modules/verification/sms-code.service';

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
    member?: {
      id: number;
      username: string;
      accountType: number;
      tokenHash: string;
      /** Logged in with the default or an expired password (see memberAuth). */
      passwordChangeRequired?: boolean;
    };
  }
}

// Accounts: bot check, SMS codes, delivery, registration, passwords.
declare module 'fastify' {
  interface FastifyInstance {
    botCheck: BotCheckService;
    smsCodes: SmsCodeService;
    mail: MailProvider;
    registration: RegistrationService;
    passwords: PasswordService;
  }
}
