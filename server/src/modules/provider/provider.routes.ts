import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { launchApi } from '@sorte/contracts/games/launch';
import { PROVIDER_HEADERS, PROVIDER_MAX_SKEW_SECONDS, providerApi } from '@sorte/contracts/games/provider';
import { opsProvidersApi } from '@sorte/contracts/ops/providers';
import { AppError } from '../../lib/app-error';
import { route } from '../../lib/route';
import { WalletService } from '../ledger/index';
import { LaunchService } from './launch.service';
import { ProviderService } from './provider.service';
import { signProviderBody } from './secrets';
import { ProviderVendors, transferVendorCodes } from './vendors';

declare module 'fastify' {
  interface FastifyInstance {
    providerVendors: ProviderVendors;
    provider: ProviderService;
    gameLaunch: LaunchService;
  }
  interface FastifyRequest {
    /** The verified X-Vendor-Code of a provider call. */
    providerCaller?: string;
  }
}

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name.toLowerCase()];
  return typeof value === 'string' ? value : undefined;
};

function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a.toLowerCase(), 'utf8');
  const y = Buffer.from(b.toLowerCase(), 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The provider API (`/provider/v1/*`): the body is read as raw text, the signature checked over
 * `<X-Timestamp>.<raw body>` with the caller's secret before anything else, then the JSON is
 * parsed and validated against the contract schema. Messages are English (vendors are machines).
 * Outside the player API: no maintenance gate, no per-IP limit (vendors call from few addresses).
 */
export async function providerRoutes(app: FastifyInstance) {
  const vendors = new ProviderVendors(app.database.db, app.env);
  const provider = new ProviderService(app.database.db, vendors);
  app.decorate('providerVendors', vendors);
  app.decorate('provider', provider);
  const launch = new LaunchService(app.database.db, {
    env: app.env,
    system: app.system,
    games: app.games,
    wallet: new WalletService(app.database.db, app.system, () => transferVendorCodes(app.database.db)),
    vendors,
  });
  app.decorate('gameLaunch', launch);

  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.addHook('onRequest', async (request) => {
      request.locale = 'en';
    });
    scope.addHook('preValidation', async (request) => {
      const code = header(request, PROVIDER_HEADERS.vendor) ?? '';
      const caller = await vendors.caller(code);
      if (!caller) throw new AppError('PROVIDER_VENDOR_DISABLED');
      const timestamp = header(request, PROVIDER_HEADERS.timestamp) ?? '';
      const signature = header(request, PROVIDER_HEADERS.signature) ?? '';
      const raw = typeof request.body === 'string' ? request.body : '';
      if (!/^\d{1,12}$/.test(timestamp) || !/^[0-9a-fA-F]{64}$/.test(signature)) {
        throw new AppError('PROVIDER_SIGNATURE_INVALID');
      }
      if (Math.abs(Date.now() / 1000 - Number(timestamp)) > PROVIDER_MAX_SKEW_SECONDS) {
        throw new AppError('PROVIDER_SIGNATURE_INVALID');
      }
      if (!sameHex(signProviderBody(caller.secretValue, timestamp, raw), signature)) {
        throw new AppError('PROVIDER_SIGNATURE_INVALID');
      }
      try {
        request.body = JSON.parse(raw) as unknown;
      } catch {
        throw new AppError('MALFORMED_JSON');
      }
      request.providerCaller = code;
    });
    const caller = (req: FastifyRequest) => req.providerCaller!;
    route(scope, providerApi.exchange, (req) => launch.exchange(caller(req), req.body));
    route(scope, providerApi.authenticate, (req) => provider.authenticate(caller(req), req.body));
    route(scope, providerApi.balance, (req) => provider.balance(caller(req), req.body));
    route(scope, providerApi.bet, (req) => provider.bet(caller(req), req.body));
    route(scope, providerApi.win, (req) => provider.win(caller(req), req.body));
    route(scope, providerApi.rollback, (req) => provider.rollback(caller(req), req.body));
  });

  route(
    app,
    launchApi.launchGame,
    (req) => launch.launch(req.member!, req.locale, req.body),
    { preHandler: app.authenticateMember, config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
  );

  route(app, opsProvidersApi.list, () => vendors.list());
  route(app, opsProvidersApi.set, (req) => vendors.set(app.ops, req.auditContext(), req.params.code, req.body));
}
