import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isAgentAccount, isTrialAccount } from '@sorte/contracts/auth/routes';
import { AppError } from '../../lib/app-error';
import { bearerToken } from '../../lib/tokens';

/**
 * preHandler for member calls: reads `Authorization: Bearer <token>`, checks the session
 * (see SessionService.authenticate) and sets request.member.
 */
export function memberAuth(app: FastifyInstance) {
  return async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw new AppError('UNAUTHORIZED');
    request.member = await app.sessions.authenticate(token);
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
