/**
 * The agent module: the agent tree (closure table), the agent centre's API, rebates and the
 * operator's agent tools. Other modules use only what is exported here.
 */
export { AgentService } from './agent.service';
export { agentRoutes } from './agent.routes';
export { agentAuth } from './agent-auth';
export { findLink, joinThroughLink } from './links';
export { accrueRebates, payRebates, splitRebate } from './rebate';
export { depthBelow, descendantIds, directDownlineIds, teamSizes, uplineChain } from './tree';

import type { AgentService } from './agent.service';

declare module 'fastify' {
  interface FastifyInstance {
    agents: AgentService;
  }
}
