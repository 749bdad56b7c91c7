import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { opsLedgerApi } from '@sorte/contracts/ops/ledger';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@sorte/contracts/wallet/routes';
import { walletApi } from '@sorte/contracts/wallet/wallet';
import { AppError } from '../../lib/app-error';
import { route } from '../../lib/route';
import { verifyLedger } from './ledger.verify';
import { WalletService, type TransferVendorCodes, type WalletCaller } from './wallet.service';

/** What the wallet routes are registered with: the provider module's transfer-vendor lookup. */
export interface WalletRoutesOptions {
  transferVendorCodes: TransferVendorCodes;
}

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

export async function walletRoutes(app: FastifyInstance, options: WalletRoutesOptions) {
  const wallets = new WalletService(app.database.db, app.system, options.transferVendorCodes);
  const auth = { preHandler: app.authenticateMember };
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

export async function opsLedgerRoutes(app: FastifyInstance, options: WalletRoutesOptions) {
  const db = app.database.db;
  const wallets = new WalletService(db, app.system, options.transferVendorCodes);
  route(app, opsLedgerApi.verify, () => verifyLedger(db));
  route(
    app,
    opsLedgerApi.putUplineTransfer,
    (req) => wallets.setUplineTransfer(app.ops, req.auditContext(), Number(req.params.id), req.body.allow),
  );
}
