import { randomUUID } from 'node:crypto';
import querystring from 'node:querystring';
import Fastify, { type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { Env } from './config/env';
import type { Database } from './db/client';
import './lib/types';
import { AgentService, SalaryService, agentAnnouncementRoutes, agentMoneyRoutes, agentRoutes, salaryRoutes } from './modules/agent/index';
import { accountRoutes, opsMemberRoutes } from './modules/account/index';
import { PasswordService } from './modules/account/index';
import { RegistrationService } from './modules/account/index';
import { CaptchaService } from './modules/captcha/index';
import { OutboxRepository } from './modules/delivery/index';
import { outboxRoutes } from './modules/delivery/index';
import {
  OutboxMailProvider,
  OutboxSmsProvider,
  SmtpMailProvider,
  type MailProvider,
} from './modules/delivery/index';
import { captchaRoutes } from './modules/captcha/index';
import { Cashier } from './modules/cashier/index';
import { cashierRoutes, opsCashierRoutes } from './modules/cashier/index';
import { enabledCatalogue, GamesService } from './modules/games/index';
import { gamesRoutes, opsGamesRoutes } from './modules/games/index';
import { healthRoutes } from './modules/health/index';
import { opsLedgerRoutes, walletRoutes } from './modules/ledger/index';
import { BetRecordService } from './modules/records/index';
import { betRecordRoutes } from './modules/records/index';
import { memberRoutes } from './modules/member/index';
import { OpsService } from './modules/ops/index';
import { opsContentRoutes, opsRoutes } from './modules/ops/index';
import { providerRoutes, transferVendorCodes } from './modules/provider/index';
import { createProviderClient, injectTransport } from './modules/provider/index';
import { InhouseService, inhouseFairnessLookup } from './modules/inhouse/index';
import { Lottery, lotteryRoutes, opsLotteryRoutes } from './modules/lottery/index';
import { inhouseRoutes } from './modules/inhouse/index';
import { vendorSimRoutes } from './modules/vendor-sim/index';
import { PromotionsService, promotionsRoutes } from './modules/promotions/index';
import { SessionService } from './modules/session/index';
import { sessionRoutes } from './modules/session/index';
import { SystemService } from './modules/system/index';
import { systemRoutes } from './modules/system/index';
import { webManifestRoutes } from './modules/system/index';
import { BotCheckService } from './modules/verification/index';
import { SmsCodeService } from './modules/verification/index';
import { verificationRoutes } from './modules/verification/index';
import { compressionPlugin } from './plugins/compression';
import { errorHandlerPlugin } from './plugins/error-handler';
import { inputGuardPlugin } from './plugins/input-guard';
import { authPlugin } from './plugins/auth';
import { requestContextPlugin } from './plugins/request-context';
import { securityPlugin } from './plugins/security';
import { webPlugin } from './plugins/web';

export interface BuildAppOptions {
  env: Env;
  database: Database;
  /** Close the database when the app closes (default true). */
  ownsDatabase?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** Where the default logger writes (tests capture it); stdout when unset. */
  logStream?: { write(line: string): void };
}

/**
 * A request URL as logs may show it: the path, and the query's keys with their values replaced.
 * Query strings may carry secrets (a login `?token=`, a reset link's `?resetToken=`), and logs are
 * read by more people and kept longer than the data they describe. (Game launches never put a
 * secret in a query: their one-time code travels in the fragment, which no browser sends.)
 */
export function loggableUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const keys = url
    .slice(mark + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0]}=[redacted]`);
  return `${url.slice(0, mark)}${keys.length ? `?${keys.join('&')}` : ''}`;
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** The request log serializer: as Fastify's, with the query values redacted. */
const requestSerializer = (request: LoggedRequest) => ({
  method: request.method,
  url: loggableUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});

/** Maps TRUST_PROXY to Fastify's trustProxy: false, true, a hop count, or trusted addresses. */
export function trustProxyOption(value: string): boolean | number | string[] {
  if (value === 'false' || value === '') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

/**
 * The query string parser of every route: an empty value (`gameClassify=&minBet=`, or a bare
 * `gameClassify`) counts as absent, as clients send every filter field whether set or not.
 */
export function parseQuery(text: string): Record<string, string | string[]> {
  const parsed = querystring.parse(text);
  const query: Record<string, string | string[]> = Object.create(null) as Record<string, string | string[]>;
  for (const [key, value] of Object.entries(parsed)) {
    if (Array.isArray(value)) {
      const given = value.filter((v) => v !== '');
      if (given.length) query[key] = given;
    } else if (value !== undefined && value !== '') {
      query[key] = value;
    }
  }
  return query;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

export async function buildApp(options: BuildAppOptions) {
  const { env, database } = options;
  const app = Fastify({
    logger: options.logger ?? {
      level: env.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: { req: requestSerializer },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // A hop count is valid at run time (proxy-addr) though the type omits it.
    trustProxy: trustProxyOption(env.TRUST_PROXY) as boolean | string[],
    bodyLimit: env.BODY_LIMIT,
    requestIdHeader: 'x-request-id',
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200, querystringParser: parseQuery },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Bodies are JSON; a form-encoded parser exists only for forgot-by-e-mail, in its own scope.
  app.removeContentTypeParser('text/plain');

  app.decorate('env', env);
  app.decorate('database', database);
  const system = new SystemService(database.db, () => enabledCatalogue(database.db));
  app.decorate('system', system);
  const captcha = new CaptchaService(database.db, env.NODE_ENV === 'test');
  app.decorate('captcha', captcha);
  app.decorate(
    'ops',
    new OpsService(
      database.db,
      system,
      { absoluteMinutes: env.OPS_SESSION_MINUTES, idleMinutes: env.OPS_SESSION_IDLE_MINUTES },
      captcha,
    ),
  );
  // The player's promotions list is also written into the /promotions page (plugins/first-view.ts).
  app.decorate('promotions', new PromotionsService(database.db, system, app.ops));
  const outbox = new OutboxRepository(database.db);
  const botCheck = new BotCheckService(
    database.db,
    env.BOT_CHECK_HMAC_KEY,
    env.BOT_CHECK_MAX_NUMBER,
  );
  app.decorate('botCheck', botCheck);
  // Delivery: SMS through the outbox until a gateway provider is added; mail through SMTP when
  // SMTP_URL is set, else the outbox.
  const smsCodes = new SmsCodeService(database.db, new OutboxSmsProvider(outbox));
  app.decorate('smsCodes', smsCodes);
  const mail: MailProvider = env.SMTP_URL
    ? new SmtpMailProvider(env.SMTP_URL, env.MAIL_FROM)
    : new OutboxMailProvider(outbox);
  app.decorate('mail', mail);
  if (mail instanceof SmtpMailProvider) app.addHook('onClose', async () => mail.close());
  const sessions = new SessionService(database.db, captcha, system, smsCodes);
  app.decorate('sessions', sessions);
  app.decorate(
    'registration',
    new RegistrationService(database.db, system, captcha, botCheck, smsCodes, sessions),
  );
  const passwords = new PasswordService(database.db, system, smsCodes, sessions, mail);
  app.decorate('passwords', passwords);
  const cashier = new Cashier(database.db, { env, system, ops: app.ops, passwords });
  app.decorate('cashier', cashier);
  // The scheduled cashier jobs stop (and finish their round) before the database closes.
  app.addHook('preClose', async () => cashier.stopJobs());
  const lottery = new Lottery(database.db, { system, ops: app.ops, feedCatchUpDays: env.LOTTERY_FEED_CATCH_UP_DAYS });
  app.decorate('lottery', lottery);
  app.addHook('preClose', async () => lottery.stopJobs());
  app.decorate('games', new GamesService(database.db));
  const agents = new AgentService(database.db, system, app.ops);
  app.decorate('agents', agents);
  // The scheduled rebate payouts stop (and finish their round) before the database closes.
  app.addHook('preClose', async () => agents.stopJobs());
  const salary = new SalaryService(database.db, app.ops);
  app.decorate('salary', salary);
  // The scheduled contract settlements stop (and finish their round) before the database closes.
  app.addHook('preClose', async () => salary.stopJobs());
  // In-house games are a vendor (INHOUSE) like any other: their money goes through the signed
  // provider API, in-process (Fastify inject runs routing, signature check and handlers).
  let inhouseWallet: ReturnType<typeof createProviderClient> | undefined;
  app.decorate(
    'inhouse',
    new InhouseService(database.db, () => {
      inhouseWallet ??= createProviderClient({
        vendorCode: 'INHOUSE',
        // The operator may store a secret for INHOUSE; the signature check uses the same lookup.
        secret: () => app.providerVendors.secretOf('INHOUSE'),
        transport: injectTransport(app),
      });
      return inhouseWallet;
    }),
  );
  app.decorate('betRecords', new BetRecordService(database.db));
  // In-house rounds show their fairness data (seed hash, client seed, nonce, revealed seed).
  app.betRecords.useFairnessLookup(inhouseFairnessLookup(database.db));
  app.addHook('preClose', async () => app.inhouse.stopJobs());

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  if (options.ownsDatabase !== false) {
    app.addHook('onClose', async () => {
      await database.close();
    });
  }

  await app.register(errorHandlerPlugin);
  await app.register(inputGuardPlugin);
  await app.register(cookie);
  await app.register(compressionPlugin);
  await app.register(securityPlugin);
  await app.register(requestContextPlugin);
  await app.register(authPlugin);

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Sorte API',
        version: '1',
        description:
          'Player API (/wps, /lgw) and operator API (/ops/api). Every answer is an envelope: ' +
          '{ success: true, value } or { success: false, code, message, fields? }.',
      },
      components: {
        securitySchemes: {
          operatorToken: {
            type: 'http',
            scheme: 'bearer',
            description: 'From POST /ops/api/session/login',
          },
          memberToken: {
            type: 'http',
            scheme: 'bearer',
            description: 'From POST /wps/session/login',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/ops/api/docs',
    staticCSP: true,
    transformStaticCSP: (header) => header,
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
  app.get('/ops/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  await app.register(healthRoutes);
  await app.register(systemRoutes);
  await app.register(webManifestRoutes);
  await app.register(captchaRoutes);
  await app.register(sessionRoutes);
  await app.register(memberRoutes);
  await app.register(verificationRoutes);
  await app.register(accountRoutes);
  await app.register(opsMemberRoutes);
  await app.register(outboxRoutes);
  // The wallets' transfer vendors are the provider module's settings, passed to the ledger.
  const wallet = { transferVendorCodes: () => transferVendorCodes(database.db) };
  await app.register(walletRoutes, wallet);
  await app.register(opsRoutes);
  await app.register(opsContentRoutes);
  await app.register(opsLedgerRoutes, wallet);
  await app.register(gamesRoutes);
  await app.register(opsGamesRoutes);
  await app.register(cashierRoutes);
  await app.register(opsCashierRoutes);
  await app.register(fp(providerRoutes));
  await app.register(inhouseRoutes);
  await app.register(betRecordRoutes);
  await app.register(vendorSimRoutes);
  await app.register(promotionsRoutes);
  await app.register(agentRoutes);
  await app.register(salaryRoutes);
  await app.register(agentMoneyRoutes);
  await app.register(agentAnnouncementRoutes);
  await app.register(lotteryRoutes);
  await app.register(opsLotteryRoutes);
  await app.register(webPlugin);
  return app;
}
