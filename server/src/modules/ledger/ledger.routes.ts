import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { AGENT_ACCOUNT_TYPES } from '@sorte/contracts/auth/routes';
import { opsLedgerApi } from '@sorte/contracts/ops/ledger';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@sorte/contracts/wallet/routes';
import { walletApi } from '@sorte/contracts/wallet/wallet';
import { member } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { route } from '../../lib/route';
import { OpsRepository } from '../ops/ops.repository';
import { operatorGuard } from '../ops/ops.routes';
import { memberAuth } from '../session/member-auth';
import { verifyLedger } from './ledger.verify';
import { WalletService, type WalletCaller } from './wallet.service';

/** The Idempotency-Key header: required on every money call. */
export function idempotencyKey(request: FastifyRequest): string {
  const value = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  if (typeof value !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(value)) {
    throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
  }
  return value;
}

const caller = (request: FastifyRequest): WalletCaller => ({
  id: request.member!.id,
  accountType: request.member!.accountType,
});

/** A repeated key answers the first result with `Idempotent-Replayed: true`. */
export function answer<T>(reply: FastifyReply, outcome: { result: T; replayed: boolean }): T {
  if (outcome.replayed) reply.header('Idempotent-Replayed', 'true');
  return outcome.result;
}

export async function walletRoutes(app: FastifyInstance) {
  const wallets = new WalletService(app.database.db, app.system);
  const auth = { preHandler: memberAuth(app) };
  route(app, walletApi.balance, (req) => wallets.balance(caller(req)), auth);
  route(app, walletApi.wallets, (req) => wallets.list(caller(req)), auth);
  route(
    app,
    walletApi.transfer,
    async (req, reply) => answer(reply, await wallets.transfer(caller(req), idempotencyKey(req), req.body)),
    auth,
  );
  route(
    app,
    walletApi.recallAll,
    async (req, reply) => answer(reply, await wallets.recallAll(caller(req), idempotencyKey(req))),
    auth,
  );
  route(app, walletApi.upline, (req) => wallets.upline(caller(req)), auth);
  route(
    app,
    walletApi.transferUpline,
    async (req, reply) => answer(reply, await wallets.transferUpline(caller(req), idempotencyKey(req), req.body)),
    auth,
  );
}

export async function opsLedgerRoutes(app: FastifyInstance) {
  const auth = { preHandler: operatorGuard(app) };
  const db = app.database.db;
  const audit = new OpsRepository(db);
  route(app, opsLedgerApi.verify, () => verifyLedger(db), auth);
  route(
    app,
    opsLedgerApi.putUplineTransfer,
    async (req) => {
      const id = Number(req.params.id);
      return db.transaction(async (tx) => {
        const before = await tx
          .select({ allow: member.allowUplineTransfer })
          .from(member)
          .where(and(eq(member.id, id), inArray(member.accountType, [...AGENT_ACCOUNT_TYPES])))
          .for('update');
        if (!before[0]) throw new AppError('NOT_FOUND');
        await tx.update(member).set({ allowUplineTransfer: req.body.allow }).where(eq(member.id, id));
        await audit.writeAudit(tx, {
          operatorId: req.operator!.id,
          ip: req.ip,
          requestId: String(req.id),
          action: 'agent.upline-transfer',
          entity: `member:${id}`,
          before: { allowUplineTransfer: before[0].allow },
          after: { allowUplineTransfer: req.body.allow },
        });
        return { memberId: String(id), allowUplineTransfer: req.body.allow };
      });
    },
    auth,
  );
}
