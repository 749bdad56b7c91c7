import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accountApi } from '@sorte/contracts/auth/account';
import { opsMembersApi } from '@sorte/contracts/ops/members';
import type { Env } from '../../config/env';
import { AppError } from '../../lib/app-error';
import { route } from '../../lib/route';
import { domainOrigin, servingAddress } from '../system/index';

/**
 * The start of links the server mails (password reset), never taken from the request alone:
 * - PUBLIC_URL when set;
 * - else the request's own origin when it is one of the brand's domains (domainList; a bare host
 *   name is taken on the serving scheme and port), else the
 *   first of them (the primary domain), so a forged Host header never ends up in a link
 *   (password-reset poisoning);
 * - else (no domain configured) the request's origin outside production only; in production
 *   there is no address to link to and the mail is refused with 503 SERVICE_UNAVAILABLE.
 */
export function mailLinkOrigin(
  request: FastifyRequest,
  domainList: string[],
  env: Pick<Env, 'PUBLIC_URL' | 'NODE_ENV'>,
): string {
  if (env.PUBLIC_URL) return env.PUBLIC_URL;
  const own = `${request.protocol}://${request.host}`;
  // A bare host name in the list is reached on the serving scheme and port, as the site's other
  // links are; a full URL keeps its own.
  const serving = servingAddress(request.protocol, request.host);
  const origins = domainList
    .map((d) => domainOrigin(d, serving))
    .filter((o): o is string => o !== null);
  if (origins.length > 0) return origins.includes(own) ? own : origins[0]!;
  if (env.NODE_ENV !== 'production') return own;
  request.log.error('no PUBLIC_URL and no brand domain: cannot build the link of a mail');
  throw new AppError('SERVICE_UNAVAILABLE');
}

export async function accountRoutes(app: FastifyInstance) {
  const real = { preHandler: app.realMember };
  // Per-IP ceilings; the real limits and throttles are in the services.
  const registerLimit = { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } };

  route(app, accountApi.register, (req) => app.registration.register('register', req.body, req), registerLimit);
  route(
    app,
    accountApi.registerMobile,
    (req) => app.registration.register('registerMobile', req.body, req),
    registerLimit,
  );
  route(app, accountApi.affiliate, (req) => app.registration.affiliate(req.query.code), {
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
  });

  route(
    app,
    accountApi.changePassword,
    async (req) => {
      await app.passwords.change(req.member!.id, req.member!.tokenHash, req.body);
      return {};
    },
    real,
  );
  route(app, accountApi.resetByPhone, (req) => app.passwords.resetByPhone(req.body), registerLimit);
  route(app, accountApi.resetByToken, (req) => app.passwords.resetByToken(req.body), registerLimit);
  route(
    app,
    accountApi.paymentPassword,
    async (req) => {
      await app.passwords.paymentPassword(req.member!.id, req.body);
      return {};
    },
    real,
  );
  route(
    app,
    accountApi.bindMobile,
    async (req) => {
      await app.passwords.bindMobile(req.member!.id, req.body);
      return {};
    },
    real,
  );
  route(
    app,
    accountApi.bindEmail,
    async (req) => {
      await app.passwords.bindEmail(req.member!.id, req.body);
      return {};
    },
    real,
  );

  // Forgot by e-mail is the one form-encoded call; the parser exists only in this scope.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );
    route(
      scope,
      accountApi.forgotByEmail,
      async (req) => {
        const { domainList } = await app.system.config();
        await app.passwords.forgotByEmail(req.body, {
          ip: req.ip,
          locale: req.locale,
          origin: mailLinkOrigin(req, domainList, app.env),
        });
        return {};
      },
      { config: { rateLimit: { max: 5, timeWindow: '1 hour' } } },
    );
  });
}

/** Operator support for player accounts (audited). */
export async function opsMemberRoutes(app: FastifyInstance) {
  route(
    app,
    opsMembersApi.resetPassword,
    (req) =>
      app.passwords.resetToDefault(req.params.username, (work) =>
        app.ops.change(req.auditContext(), 'member.password.reset', 'member', work),
      ),
  );
}
