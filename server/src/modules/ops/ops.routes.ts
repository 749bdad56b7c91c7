import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contentApi } from '@sorte/contracts/ops/content';
import { opsApi } from '@sorte/contracts/ops/ops';
import { operatorAuth } from '../../lib/operator-auth';
import { route } from '../../lib/route';
import { ContentService, type CollectionName } from './content.service';
import type { AuditContext } from './ops.service';

/**
 * The operator check as a hook. route() already runs it at onRequest for every endpoint whose
 * contract says `auth: 'operator'` (authenticate before validating); as a preHandler it only
 * confirms the operator is set.
 */
export function operatorGuard(_app: FastifyInstance) {
  return operatorAuth;
}

/** Who did an operator write, for the audit log. */
export const auditContext = (request: FastifyRequest): AuditContext => ({
  operatorId: request.operator!.id,
  ip: request.ip,
  requestId: String(request.id),
});

export async function opsRoutes(app: FastifyInstance) {
  const auth = { preHandler: operatorGuard(app) };

  // Per-IP ceiling on top of the per-username and per-IP throttling in the service.
  route(app, opsApi.login, (req) => app.ops.login(req.body, req.ip, req), {
    config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
  });
  route(app, opsApi.captcha, (req, reply) => app.captcha.issue(req, reply, '/ops/api'), {
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
  });
  route(
    app,
    opsApi.logout,
    async (req) => {
      await app.ops.logout(req.operator!.tokenHash);
      return {};
    },
    auth,
  );
  route(app, opsApi.getStatus, () => app.ops.getStatus(), auth);
  route(app, opsApi.putStatus, (req) => app.ops.setStatus(auditContext(req), req.body), auth);
  route(app, opsApi.getRegionRules, () => app.ops.getRegionRules(), auth);
  route(app, opsApi.putRegionRules, (req) => app.ops.setRegionRules(auditContext(req), req.body), auth);
  route(app, opsApi.getFlags, () => app.ops.getFlags(), auth);
  route(app, opsApi.patchFlags, (req) => app.ops.patchFlags(auditContext(req), req.body), auth);
  route(app, opsApi.getLanguages, () => app.ops.getLanguages(), auth);
  route(app, opsApi.putLanguages, (req) => app.ops.setLanguages(auditContext(req), req.body), auth);
  route(app, opsApi.patchBrand, (req) => app.ops.patchBrand(auditContext(req), req.body), auth);
  route(app, opsApi.putModule, (req) => app.ops.setModule(auditContext(req), req.params.modId, req.body.enabled), auth);
  route(
    app,
    opsApi.putRegistrationField,
    (req) => app.ops.setRegistrationField(auditContext(req), req.params.field, req.body),
    auth,
  );
  route(app, opsApi.auditLogs, (req) => app.ops.auditLogs(req.query.pageNo, req.query.pageSize), auth);
}

/** CRUD for operator content (banners, announcements, resources, help sections, CS paths). */
export async function opsContentRoutes(app: FastifyInstance) {
  const auth = { preHandler: operatorGuard(app) };
  const content = new ContentService(app.database.db, app.system);
  for (const name of Object.keys(contentApi) as CollectionName[]) {
    const api = contentApi[name];
    route(app, api.list, () => content.list(name) as never, auth);
    route(app, api.create, (req) => content.create(name, auditContext(req), req.body) as never, auth);
    route(app, api.update, (req) => content.update(name, auditContext(req), req.params.id, req.body) as never, auth);
    route(app, api.remove, (req) => content.remove(name, auditContext(req), req.params.id), auth);
  }
}
