import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_ROUTES, isAgentAccount, isTrialAccount } from '@sorte/contracts/auth/routes';
import { AppError } from '../../lib/app-error';
import { bearerToken } from '../../lib/tokens';

/**
 * What a session that logged in with the default or an expired password may still do while flag
 * FORCE_PASSWORD_CHANGE is on: read the member info (the change-password form needs it), change
 * the password and log out (also the other sessions).
 */
const PASSWORD_CHANGE_ALLOWED = new Set(
  [AUTH_ROUTES.memberInfo, AUTH_ROUTES.changePassword, AUTH_ROUTES.logout, AUTH_ROUTES.logoutOthers].map(
    (r) => `${r.method} ${r.path}`,
  ),
);

/**
 * preHandler for member calls: reads `Authorization: Bearer <token>`, checks the session
 * (see SessionService.authenticate) and sets request.member. A session held to a password
 * change gets 403 PASSWORD_CHANGE_REQUIRED outside PASSWORD_CHANGE_ALLOWED.
 */
export function memberAuth(app: FastifyInstance) {
  return async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw new AppError('UNAUTHORIZED');
    const member = await app.sessions.authenticate(token);
    if (member.passwordChangeRequired && !PASSWORD_CHANGE_ALLOWED.has(`${request.method} ${request.routeOptions.url}`)) {
      const { flags } = await app.system.config();
      if (flags.FORCE_PASSWORD_CHANGE) throw new AppError('PASSWORD_CHANGE_REQUIRED');
    }
    request.member = member;
  };
}

/** After memberAuth: real-account features refuse trial accounts (isAgent 4). */
export async function requireRealAccount(request: FastifyRequest) {
  if (!request.member) throw new AppError('UNAUTHORIZED');
  if (isTrialAccount(request.member.accountType)) throw new AppError('TRIAL_ACCOUNT_FORBIDDEN');
}

/** After memberAuth: agent-only features refuse other account types. */
export async function requireAgent(request: FastifyRequest) {
  if (!request.member) throw new AppError('UNAUTHORIZED');
  if (!isAgentAccount(request.member.accountType)) throw new AppError('NOT_AN_AGENT');
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by memberAuth on member calls. */
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
