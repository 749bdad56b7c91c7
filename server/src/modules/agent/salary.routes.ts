import type { FastifyInstance } from 'fastify';
import { salaryApi } from '@sorte/contracts/agent/salary';
import { opsAgentContractsApi } from '@sorte/contracts/ops/agent-contracts';
import { route } from '../../lib/route';
import { agentAuth, agentOf } from './agent-auth';

/** Salary and dividend contracts: the agent centre's calls (agents only) and the operator's tools. */
export async function salaryRoutes(app: FastifyInstance) {
  const salary = app.salary;
  const agent = agentAuth(app);
  route(app, salaryApi.consolidated, () => salary.consolidated(), {
    preHandler: app.authenticateMember,
  });
  route(app, salaryApi.contracts, (req) => salary.contracts(agentOf(req), req.query), agent);
  route(app, salaryApi.offer, (req) => salary.offer(agentOf(req), req.body), agent);
  route(
    app,
    salaryApi.accept,
    (req) => salary.respond(agentOf(req), Number(req.params.id), 'accept'),
    agent,
  );
  route(
    app,
    salaryApi.reject,
    (req) => salary.respond(agentOf(req), Number(req.params.id), 'reject'),
    agent,
  );
  route(
    app,
    salaryApi.terminate,
    (req) => salary.respond(agentOf(req), Number(req.params.id), 'terminate'),
    agent,
  );
  route(
    app,
    salaryApi.dividendRecords,
    (req) => salary.records(agentOf(req), 'DIVIDEND', req.query),
    agent,
  );
  route(
    app,
    salaryApi.dailySalaryRecords,
    (req) => salary.records(agentOf(req), 'DAILY_SALARY', req.query),
    agent,
  );
  route(
    app,
    salaryApi.hourlySalaryRecords,
    (req) => salary.records(agentOf(req), 'HOURLY_SALARY', req.body),
    agent,
  );
  route(
    app,
    salaryApi.realtimeSalaryRecords,
    (req) => salary.records(agentOf(req), 'REALTIME_SALARY', req.body),
    agent,
  );
  route(
    app,
    salaryApi.settlement,
    (req) => salary.settlement(agentOf(req), Number(req.params.id)),
    agent,
  );

  route(app, opsAgentContractsApi.settings, () => salary.opsSettings());
  route(app, opsAgentContractsApi.setSettings, (req) =>
    salary.setSettings(req.auditContext(), req.body),
  );
  route(app, opsAgentContractsApi.settlements, (req) => salary.opsSettlements(req.query));
  route(app, opsAgentContractsApi.adjustSettlement, (req) =>
    salary.adjustSettlement(
      req.auditContext(),
      req.operator!.username,
      Number(req.params.id),
      req.body,
    ),
  );
  route(app, opsAgentContractsApi.run, (req) => salary.runNow(req.auditContext(), req.body));
}
