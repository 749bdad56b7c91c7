import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
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
import { CaptchaService } from './modules/captcha/captcha.service';
import { captchaRoutes } from './modules/captcha/captcha.routes';
import { healthRoutes } from './modules/health/health.routes';
import { memberRoutes } from './modules/member/member.routes';
import { OpsService } from './modules/ops/ops.service';
import { opsContentRoutes, opsRoutes } from './modules/ops/ops.routes';
import { SessionService } from './modules/session/session.service';
import { sessionRoutes } from './modules/session/session.routes';
import { SystemService } from './modules/system/system.service';
import { systemRoutes } from './modules/system/system.routes';
import { errorHandlerPlugin } from './plugins/error-handler';
import { requestContextPlugin } from './plugins/request-context';
import { securityPlugin } from './plugins/security';
import { webPlugin } from './plugins/web';

export interface BuildAppOptions {
  env: Env;
  database: Database;
  /** Close the database when the app closes (default true). */
  ownsDatabase?: boolean;
  logger?: FastifyServerOptions['logger'];
}

/** Maps TRUST_PROXY to Fastify's trustProxy: false, true, a hop count, or trusted addresses. */
export function trustProxyOption(value: string): boolean | number | string[] {
  if (value === 'false' || value === '') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((v) => v.trim()).filter(Boolean);
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

export async function buildApp(options: BuildAppOptions) {
  const { env, database } = options;
  const app = Fastify({
    logger: options.logger ?? {
      level: env.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
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
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Bodies are JSON (API.md); form-encoded parsers are added only where SPEC.md asks for them.
  app.removeContentTypeParser('text/plain');

  app.decorate('env', env);
  app.decorate('database', database);
  const system = new SystemService(database.db);
  app.decorate('system', system);
  app.decorate('ops', new OpsService(database.db, system, env.OPS_SESSION_MINUTES));
  const captcha = new CaptchaService(database.db, env.NODE_ENV === 'test');
  app.decorate('captcha', captcha);
  app.decorate('sessions', new SessionService(database.db, captcha));

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  if (options.ownsDatabase !== false) {
    app.addHook('onClose', async () => {
      await database.close();
    });
  }

  await app.register(errorHandlerPlugin);
  await app.register(cookie);
  await app.register(securityPlugin);
  await app.register(requestContextPlugin);

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
          operatorToken: { type: 'http', scheme: 'bearer', description: 'From POST /ops/api/session/login' },
          memberToken: { type: 'http', scheme: 'bearer', description: 'From POST /wps/session/login' },
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
  await app.register(captchaRoutes);
  await app.register(sessionRoutes);
  await app.register(memberRoutes);
  await app.register(opsRoutes);
  await app.register(opsContentRoutes);
  await app.register(webPlugin);
  return app;
}
