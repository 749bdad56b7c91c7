import type { FastifyInstance } from 'fastify';
import { contentApi } from '@sorte/contracts/ops/content';
import { opsApi } from '@sorte/contracts/ops/ops';
import { route } from '../../lib/route';
import { ContentService, type CollectionName } from './content.service';

export async function opsRoutes(app: FastifyInstance) {

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
  );
  route(app, opsApi.getStatus, () => app.ops.getStatus());
  route(app, opsApi.putStatus, (req) => app.ops.setStatus(req.auditContext(), req.body));
  route(app, opsApi.getRegionRules, () => app.ops.getRegionRules());
  route(app, opsApi.putRegionRules, (req) => app.ops.setRegionRules(req.auditContext(), req.body));
  route(app, opsApi.getFlags, () => app.ops.getFlags());
  route(app, opsApi.patchFlags, (req) => app.ops.patchFlags(req.auditContext(), req.body));
  route(app, opsApi.getLanguages, () => app.ops.getLanguages());
  route(app, opsApi.putLanguages, (req) => app.ops.setLanguages(req.auditContext(), req.body));
  route(app, opsApi.patchBrand, (req) => app.ops.patchBrand(req.auditContext(), req.body));
  route(app, opsApi.putModule, (req) => app.ops.setModule(req.auditContext(), req.params.modId, req.body.enabled));
  route(
    app,
    opsApi.putRegistrationField,
    (req) => app.ops.setRegistrationField(req.auditContext(), req.params.field, req.body),
  );
  route(app, opsApi.auditLogs, (req) => app.ops.auditLogs(req.query.pageNo, req.query.pageSize));
}

/** CRUD for operator content (banners, announcements, resources, help sections, CS paths). */
export async function opsContentRoutes(app: FastifyInstance) {
  const content = new ContentService(app.database.db, app.system);
  for (const name of Object.keys(contentApi) as CollectionName[]) {
    const api = contentApi[name];
    route(app, api.list, () => content.list(name) as never);
    route(app, api.create, (req) => content.create(name, req.auditContext(), req.body) as never);
    route(app, api.update, (req) => content.update(name, req.auditContext(), req.params.id, req.body) as never);
    route(app, api.remove, (req) => content.remove(name, req.auditContext(), req.params.id));
  }
}
