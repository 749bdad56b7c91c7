import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import { bearerToken } from './tokens';

/**
 * Authenticates an operator call from `Authorization: Bearer <token>` and sets
 * request.operator; 401 OPS_UNAUTHORIZED otherwise. route() runs it as the onRequest hook of
 * every endpoint whose contract says `auth: 'operator'`, so an anonymous caller is refused
 * before its body is parsed or validated and learns no field names. Running it again (a
 * route's own preHandler) costs nothing: the operator is already set.
 */
export async function operatorAuth(request: FastifyRequest): Promise<void> {
  if (request.operator) return;
  const token = bearerToken(request.headers.authorization);
  const operator = token ? await request.server.ops.authenticate(token) : undefined;
  if (!operator) throw new AppError('OPS_UNAUTHORIZED');
  request.operator = operator;
}
