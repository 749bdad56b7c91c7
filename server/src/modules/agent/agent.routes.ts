import type { FastifyInstance } from 'fastify';
import { agentApi } from '@sorte/contracts/agent/agent';
import { opsAgentsApi } from '@sorte/contracts/ops/agents';
import { route } from '../../lib/route';
import { agentAuth, agentOf } from './agent-auth';
import { adjustRebateDay, pendingRebates } from './rebate-adjust';

/** The agent centre (agents only, each call limited to the caller's team) and the operator's agent tools. */
export async function agentRoutes(app: FastifyInstance) {
  const agents = app.agents;
  const agent = agentAuth(app);
  route(app, agentApi.teamOverview, (req) => agents.overview(agentOf(req), req.query), agent);
  route(app, agentApi.downlines, (req) => agents.downlines(agentOf(req), req.query), agent);
  route(app, agentApi.downline, (req) => agents.downline(agentOf(req), Number(req.params.id)), agent);
  route(
    app,
    agentApi.downlineRebate,
    (req) => agents.setDownlineRebate(agentOf(req), Number(req.params.id), req.body.rates),
    agent,
  );
  route(app, agentApi.myRebate, (req) => agents.myRebate(agentOf(req)), agent);
  route(app, agentApi.teamBets, (req) => agents.teamBets(req.locale, agentOf(req), req.query), agent);
  route(app, agentApi.teamProfitLoss, (req) => agents.teamProfitLoss(agentOf(req), req.query), agent);
  route(app, agentApi.income, (req) => agents.income(agentOf(req), req.query), agent);
  route(app, agentApi.links, (req) => agents.links(agentOf(req)), agent);
  route(app, agentApi.createLink, (req) => agents.createLink(agentOf(req), req.body.rebate), agent);
  route(app, agentApi.disableLink, (req) => agents.disableLink(agentOf(req), Number(req.params.id)), agent);

  route(
    app,
    opsAgentsApi.move,
    (req) => agents.moveMember(req.auditContext(), req.operator!.username, Number(req.params.id), req.body),
  );
  route(app, opsAgentsApi.moves, (req) => agents.moves(Number(req.params.id)));
  route(app, opsAgentsApi.settings, (req) => agents.setAgent(req.auditContext(), Number(req.params.id), req.body));
  route(app, opsAgentsApi.income, (req) => agents.incomeReport(req.query));
  route(app, opsAgentsApi.pendingRebates, (req) => pendingRebates(app.database.db, req.query));
  route(app, opsAgentsApi.adjustRebate, (req) =>
    adjustRebateDay(app.ops, req.auditContext(), req.operator!.username, Number(req.params.id), req.params.day, req.body),
  );
  route(app, opsAgentsApi.runRebatePayouts, (req) => agents.runRebatePayouts(req.auditContext(), req.body?.before));
}
