import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The guard of every agent-centre call: a member session (401 UNAUTHORIZED without one) of an
 * agent account type 1, 2, 41 or 42 (403 NOT_AN_AGENT for members and trial accounts), i.e. the
 * auth plugin's `agentMember`. Calls that name a downline then check it against the caller's
 * subtree (`AgentService.teamDepth`, 404 AGENT_DOWNLINE_NOT_FOUND outside it), so an agent reaches
 * only its own team.
 */
export function agentAuth(app: FastifyInstance) {
  return { preHandler: app.agentMember };
}

/** The calling agent's id (after agentAuth). */
export const agentOf = (request: FastifyRequest) => request.member!.id;
