import type { FastifyInstance } from 'fastify';
import { opsPromotionsApi } from '@sorte/contracts/ops/promotions';
import { promotionsApi } from '@sorte/contracts/promotions/promotions';
import { route } from '../../lib/route';

/** Player promotions (public) and the operator's promotion editing under /ops/api. */
export async function promotionsRoutes(app: FastifyInstance) {
  const promotions = app.promotions;

  route(app, promotionsApi.list, (req) => promotions.list(req.locale, req.query));
  route(app, promotionsApi.detail, (req) => promotions.detail(req.locale, req.params.id));

  route(app, opsPromotionsApi.list, (req) => promotions.opsList(req.query));
  route(app, opsPromotionsApi.create, (req) => promotions.create(req.auditContext(), req.body));
  route(app, opsPromotionsApi.update, (req) => promotions.update(req.auditContext(), req.params.id, req.body));
  route(app, opsPromotionsApi.enable, (req) => promotions.setEnabled(req.auditContext(), req.params.id, true));
  route(app, opsPromotionsApi.disable, (req) => promotions.setEnabled(req.auditContext(), req.params.id, false));
}
