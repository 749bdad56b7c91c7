import type { FastifyInstance } from 'fastify';
import { agentMoneyApi } from '@sorte/contracts/agent/team-money';
import { route } from '../../lib/route';
import { answer, idempotencyKey } from '../ledger/index';
import { agentAuth, agentOf } from './agent-auth';
import { teamTransactions } from './downline-transactions';
import { transferToDownline } from './transfer';

/** The agent centre's money calls: transfer to a downline and the team transactions report. */
export async function agentMoneyRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const agent = agentAuth(app);
  route(
    app,
    agentMoneyApi.transferDownline,
    async (req, reply) =>
      answer(
        reply,
        await transferToDownline(
          db,
          { id: agentOf(req), username: req.member!.username },
          Number(req.params.id),
          idempotencyKey(req),
          req.body.amount,
          { ip: req.ip, requestId: String(req.id) },
        ),
      ),
    agent,
  );
  route(
    app,
    agentMoneyApi.teamTransactions,
    (req) => teamTransactions(db, agentOf(req), req.query),
    agent,
  );
}
