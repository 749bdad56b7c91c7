/**
 * The agent module: the agent tree (closure table), the agent centre's API, rebates, salary and
 * dividend contracts and the operator's agent tools. Other modules use only what is exported here.
 */
export { AgentService } from './agent.service';
export { agentRoutes } from './agent.routes';
export { SalaryService } from './salary.service';
export { salaryRoutes } from './salary.routes';
export { periodOf, runSettlements } from './settlement';
export { agentMoneyRoutes } from './team-money.routes';
export { agentAnnouncementRoutes } from './announcements';
export { agentAuth } from './agent-auth';
export { findLink, joinThroughLink } from './links';
export { accrueRebates, payRebates, splitRebate, underRebatingAgent } from './rebate';
export { depthBelow, descendantIds, directDownlineIds, teamSizes, uplineChain } from './tree';

import type { AgentService } from './agent.service';
import type { SalaryService } from './salary.service';

declare module 'fastify' {
  interface FastifyInstance {
    agents: AgentService;
    salary: SalaryService;
  }
}
