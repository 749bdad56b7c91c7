import type { FastifyInstance } from 'fastify';
import { opsPromotionsApi } from '@sorte/contracts/ops/promotions';
import { promotionsApi } from '@sorte/contracts/promotions/promotions';
import { route } from '../../lib/route';
import { auditContext, operatorGuard } from '../ops/ops.routes';
import { PromotionsService } from './promotions.service';

/** Player promotions (public) and the operator's promotion editing under /ops/api. */
export async function promotionsRoutes(app: FastifyInstance) {
  const promotions = new PromotionsService(app.database.db, app.system, app.ops);
  const auth = { preHandler: operatorGuard(app) };

  route(app, promotionsApi.list, (req) => promotions.list(req.locale, req.query));
  route(app, promotionsApi.detail, (req) => promotions.detail(req.locale, req.params.id));

  route(app, opsPromotionsApi.list, (req) => promotions.opsList(req.query), auth);
  route(app, opsPromotionsApi.create, (req) => promotions.create(auditContext(req), req.body), auth);
  route(app, opsPromotionsApi.update, (req) => promotions.update(auditContext(req), req.params.id, req.body), auth);
  route(app, opsPromotionsApi.enable, (req) => promotions.setEnabled(auditContext(req), req.params.id, true), auth);
  route(app, opsPromotionsApi.disable, (req) => promotions.setEnabled(auditContext(req), req.params.id, false), auth);
}
