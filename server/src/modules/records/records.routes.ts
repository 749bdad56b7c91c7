import type { FastifyInstance } from 'fastify';
import { betRecordApi } from '@sorte/contracts/games/records';
import { route } from '../../lib/route';

/** Betting record and profit and loss (member; trial accounts see their demo rounds) and the public winners board. */
export async function betRecordRoutes(app: FastifyInstance) {
  const member = { preHandler: app.authenticateMember };
  const records = app.betRecords;
  route(app, betRecordApi.betRecords, (req) => records.betRecords(req.locale, req.member!.id, req.query), member);
  route(app, betRecordApi.betRecordDetail, (req) => records.detail(req.locale, req.member!.id, req.query.id), member);
  route(app, betRecordApi.profitLoss, (req) => records.profitLoss(req.member!.id, req.query), member);
  route(app, betRecordApi.winners, (req) => records.winners(req.locale, req.query.count));
}
