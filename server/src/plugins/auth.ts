import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_ROUTES, isAgentAccount, isTrialAccount } from '@sorte/contracts/auth/routes';
import { AppError } from '../lib/app-error';
import { bearerToken } from '../lib/tokens';

/** Who did an operator write, for the audit log. */
export interface AuditContext {
  operatorId: number;
  ip: string;
  requestId: string;
}

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
 * Member calls: reads `Authorization: Bearer <token>`, checks the session (see
 * SessionService.authenticate) and sets request.member. A session held to a password change gets
 * 403 PASSWORD_CHANGE_REQUIRED outside PASSWORD_CHANGE_ALLOWED.
 */
async function authenticateMember(this: FastifyInstance, request: FastifyRequest): Promise<void> {
  const app = request.server;
  const token = bearerToken(request.headers.authorization);
  if (!token) throw new AppError('UNAUTHORIZED');
  const member = await app.sessions.authenticate(token);
  if (member.passwordChangeRequired && !PASSWORD_CHANGE_ALLOWED.has(`${request.method} ${request.routeOptions.url}`)) {
    const { flags } = await app.system.config();
    if (flags.FORCE_PASSWORD_CHANGE) throw new AppError('PASSWORD_CHANGE_REQUIRED');
  }
  request.member = member;
}

/**
 * Operator calls: authenticates `Authorization: Bearer <token>` and sets request.operator;
 * 401 OPS_UNAUTHORIZED otherwise. route() runs it as the onRequest hook of every endpoint whose
 * contract says `auth: 'operator'`, so an anonymous caller is refused before its body is parsed or
 * validated and learns no field names. Running it twice costs nothing: the operator is set.
 */
async function authenticateOperator(this: FastifyInstance, request: FastifyRequest): Promise<void> {
  if (request.operator) return;
  const token = bearerToken(request.headers.authorization);
  const operator = token ? await request.server.ops.authenticate(token) : undefined;
  if (!operator) throw new AppError('OPS_UNAUTHORIZED');
  request.operator = operator;
}

/** After authenticateMember: real-account features refuse trial accounts (isAgent 4). */
export async function requireRealAccount(request: FastifyRequest) {
  if (!request.member) throw new AppError('UNAUTHORIZED');
  if (isTrialAccount(request.member.accountType)) throw new AppError('TRIAL_ACCOUNT_FORBIDDEN');
}

/** After authenticateMember: agent-only features refuse other account types. */
export async function requireAgent(request: FastifyRequest) {
  if (!request.member) throw new AppError('UNAUTHORIZED');
  if (!isAgentAccount(request.member.accountType)) throw new AppError('NOT_AN_AGENT');
}

/**
 * Authentication and authorisation as decorators, declared per route:
 * - member routes: `{ preHandler: app.authenticateMember }`, or `app.realMember` /
 *   `app.agentMember` (member, then the account-type check);
 * - operator routes: route() adds `app.authenticateOperator` at onRequest from the contract's
 *   `auth: 'operator'`, so no route repeats it;
 * - operator writes: `request.auditContext()` names who did it for the audit log.
 * Needs the `sessions`, `ops` and `system` decorations (registered before it in buildApp).
 */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('authenticateMember', authenticateMember);
    app.decorate('authenticateOperator', authenticateOperator);
    app.decorate('realMember', [authenticateMember, requireRealAccount]);
    app.decorate('agentMember', [authenticateMember, requireAgent]);
    app.decorateRequest('member', undefined);
    app.decorateRequest('operator', undefined);
    app.decorateRequest('auditContext', function auditContext(this: FastifyRequest): AuditContext {
      if (!this.operator) throw new AppError('OPS_UNAUTHORIZED');
      return { operatorId: this.operator.id, ip: this.ip, requestId: String(this.id) };
    });
  },
  { name: 'auth' },
);

type Hook = (this: FastifyInstance, request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    authenticateMember: Hook;
    authenticateOperator: Hook;
    /** authenticateMember, then requireRealAccount. */
    realMember: Hook[];
    /** authenticateMember, then requireAgent. */
    agentMember: Hook[];
  }
  interface FastifyRequest {
    /** Set by authenticateMember on member calls. */
    member?: {
      id: number;
      username: string;
      accountType: number;
      tokenHash: string;
      /** Logged in with the default or an expired password (see authenticateMember). */
      passwordChangeRequired?: boolean;
    };
    /** Set by authenticateOperator on operator calls. */
    operator?: { id: number; username: string; tokenHash: string };
    /** Who does this operator write, for the audit log. */
    auditContext(): AuditContext;
  }
}
