import type { FastifyInstance } from 'fastify';
import { accountApi } from '@sorte/contracts/auth/account';
import { sessionApi } from '@sorte/contracts/auth/session';
import { route } from '../../lib/route';

export async function sessionRoutes(app: FastifyInstance) {
  route(app, sessionApi.login, (req) => app.sessions.login(req.body, req.ip, req), {
    // Per-IP ceiling on top of the per-username and per-IP failure throttling in the service.
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
  });
  route(
    app,
    sessionApi.logout,
    async (req) => {
      await app.sessions.logout(req.member!.tokenHash);
      return {};
    },
    { preHandler: app.authenticateMember },
  );
  route(app, accountApi.logoutOthers, (req) => app.sessions.logoutOthers(req.member!.id, req.member!.tokenHash), {
    preHandler: app.authenticateMember,
  });
  // 10 trial accounts per IP per hour are counted in the service (database, all processes).
  route(app, accountApi.freePlay, (req) => app.sessions.freePlay(req.ip), {
    config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
  });
}
