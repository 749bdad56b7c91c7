import type { FastifyInstance } from 'fastify';
import { opsOutboxApi } from '@sorte/contracts/ops/outbox';
import { route } from '../../lib/route';
import { OutboxRepository } from './outbox.repository';

/** GET /ops/api/outbox: what the outbox SMS and mail providers wrote (operator only). */
export async function outboxRoutes(app: FastifyInstance) {
  const outbox = new OutboxRepository(app.database.db);
  route(app, opsOutboxApi.list, (req) => outbox.page(req.query));
}
