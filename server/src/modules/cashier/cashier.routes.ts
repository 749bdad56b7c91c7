import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fromMinor } from '@sorte/contracts/common/money';
import { opsCashierApi, OPS_WITHDRAWAL_PROOF_PATH } from '@sorte/contracts/ops/cashier';
import { cashierApi, gatewayCallbackApi } from '@sorte/contracts/wallet/cashier';
import { AppError } from '../../lib/app-error';
import { route } from '../../lib/route';
import { answer, idempotencyKey } from '../ledger/index';
import type { CashierCaller } from './deposit.service';
import { renderSandboxPage } from './sandbox.page';

const caller = (request: FastifyRequest): CashierCaller => ({
  id: request.member!.id,
  accountType: request.member!.accountType,
});

/** Largest receipt body: a 5 MB proof in base64 plus the JSON around it. */
const RECEIPT_BODY_LIMIT = 7_500_000;

/** Player cashier calls and the gateway callback. */
export async function cashierRoutes(app: FastifyInstance) {
  const { deposits, withdrawals, history } = app.cashier;
  // Deposits, withdrawals and payout accounts are real-money only; the record works for trial accounts.
  const real = { preHandler: app.realMember };
  const member = { preHandler: app.authenticateMember };

  route(app, cashierApi.depositChannels, (req) => deposits.channels(req.locale), real);
  route(
    app,
    cashierApi.depositCreate,
    async (req, reply) => answer(reply, await deposits.create(caller(req), idempotencyKey(req), req.body, req.locale)),
    real,
  );
  route(app, cashierApi.depositList, (req) => deposits.list(caller(req), req.query), real);
  route(app, cashierApi.depositGet, (req) => deposits.get(caller(req), req.params.orderId), real);
  route(app, cashierApi.depositCancel, (req) => deposits.cancel(caller(req), req.params.orderId), real);

  route(app, cashierApi.withdrawInfo, (req) => withdrawals.info(caller(req)), real);
  route(
    app,
    cashierApi.withdrawCreate,
    async (req, reply) => answer(reply, await withdrawals.create(caller(req), idempotencyKey(req), req.body)),
    real,
  );
  route(app, cashierApi.withdrawList, (req) => withdrawals.list(caller(req), req.query), real);
  route(app, cashierApi.withdrawGet, (req) => withdrawals.get(caller(req), req.params.id), real);
  route(app, cashierApi.withdrawReceipt, (req) => withdrawals.receipt(caller(req), req.params.id, req.body), {
    ...real,
    bodyLimit: RECEIPT_BODY_LIMIT,
  });

  route(app, cashierApi.payoutAccounts, async (req) => ({ list: await withdrawals.payoutAccounts(caller(req).id) }), real);
  route(app, cashierApi.payoutAccountCreate, (req) => withdrawals.addPayoutAccount(caller(req), req.body), real);
  route(
    app,
    cashierApi.payoutAccountDelete,
    async (req) => {
      if (!/^\d{1,18}$/.test(req.params.id)) throw new AppError('PAYOUT_ACCOUNT_NOT_FOUND');
      await withdrawals.removePayoutAccount(caller(req), Number(req.params.id));
      return {};
    },
    real,
  );

  route(app, cashierApi.history, (req) => history.history(caller(req).id, req.query), member);
  route(app, cashierApi.bonus, (req) => history.bonus(caller(req).id, req.query), member);
  route(
    app,
    cashierApi.bonusForfeit,
    async (req, reply) => answer(reply, await app.cashier.turnover.forfeit(caller(req).id, idempotencyKey(req))),
    real,
  );

  // Gateway callbacks: the signature covers the raw body, so this scope keeps JSON as text and
  // the handler verifies before it parses (the body schema is checked after the signature).
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    route(
      scope,
      { ...gatewayCallbackApi, body: undefined },
      (req) =>
        deposits.handleCallback(
          req.params.gateway,
          req.headers,
          typeof req.body === 'string' ? req.body : '',
        ),
      { config: { rateLimit: { max: 600, timeWindow: '1 minute' } } },
    );
  });

  if (app.env.SANDBOX_GATEWAY) await app.register(sandboxGatewayRoutes);
}

/**
 * The sandbox gateway's payment page (same origin, no script: the page is two plain forms).
 * Pay / Fail post here; this sends the gateway's signed callback to our own callback endpoint
 * (through the full HTTP pipeline, via inject) and shows the order again.
 */
async function sandboxGatewayRoutes(app: FastifyInstance) {
  const deposits = app.cashier.deposits;
  const load = async (orderNo: string) => {
    const rows = await deposits.byOrderNos([orderNo]);
    const order = rows[0];
    return order && order.gateway === 'SANDBOX' ? order : undefined;
  };
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.get<{ Params: { orderId: string }; Querystring: { result?: string } }>(
    '/sandbox-gateway/pay/:orderId',
    { schema: { hide: true } },
    async (request, reply) => {
      const order = await load(request.params.orderId);
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      if (!order) return reply.status(404).send(renderSandboxPage(undefined, undefined));
      return reply.send(renderSandboxPage(order, request.query.result));
    },
  );

  app.post<{ Params: { orderId: string }; Body: Record<string, string> | undefined }>(
    '/sandbox-gateway/pay/:orderId',
    { schema: { hide: true } },
    async (request, reply) => {
      const order = await load(request.params.orderId);
      const action = request.body?.action;
      if (!order || (action !== 'PAY' && action !== 'FAIL')) {
        return reply.status(404).type('text/html; charset=utf-8').send(renderSandboxPage(undefined, undefined));
      }
      const callback = deposits.sandbox.signedCallback({
        orderId: order.orderNo,
        status: action === 'PAY' ? 'PAID' : 'FAILED',
        amount: fromMinor(order.amountMinor),
        currency: order.currency,
        ...(action === 'FAIL' ? { reason: 'Declined in the sandbox gateway' } : {}),
      });
      const res = await app.inject({
        method: 'POST',
        url: `/wps/callback/gateway/SANDBOX`,
        headers: { ...callback.headers, 'accept-language': 'en' },
        payload: callback.body,
      });
      const body = res.json<{ success: boolean; code?: string }>();
      const result = body.success ? 'ok' : (body.code ?? 'error');
      return reply.redirect(`/sandbox-gateway/pay/${order.orderNo}?result=${encodeURIComponent(result)}`, 303);
    },
  );
}

/** Operator cashier calls, all audited. */
export async function opsCashierRoutes(app: FastifyInstance) {
  const ops = app.cashier.ops;
  const id = (text: string) => Number(text);

  route(app, opsCashierApi.listChannels, () => ops.listChannels());
  route(app, opsCashierApi.createChannel, (req) => ops.createChannel(req.auditContext(), req.body));
  route(app, opsCashierApi.patchChannel, (req) => ops.patchChannel(req.auditContext(), id(req.params.id), req.body));
  route(app, opsCashierApi.deleteChannel, (req) => ops.deleteChannel(req.auditContext(), id(req.params.id)));
  route(app, opsCashierApi.getSettings, () => ops.getSettings());
  route(app, opsCashierApi.putSettings, (req) => ops.putSettings(req.auditContext(), req.body));
  route(app, opsCashierApi.getTurnoverContributions, () => app.cashier.turnover.contributions());
  route(
    app,
    opsCashierApi.putTurnoverContributions,
    (req) => app.cashier.turnover.setContributions(req.auditContext(), req.body),
  );
  route(app, opsCashierApi.listDeposits, (req) => ops.listDeposits(req.query));
  route(app, opsCashierApi.confirmDeposit, (req) => ops.confirmDeposit(req.auditContext(), req.params.orderId));
  route(app, opsCashierApi.failDeposit, (req) => ops.failDeposit(req.auditContext(), req.params.orderId, req.body.reason));
  route(app, opsCashierApi.listWithdrawals, (req) => ops.listWithdrawals(req.query));
  route(app, opsCashierApi.approveWithdrawal, (req) => ops.approve(req.auditContext(), id(req.params.id)));
  route(app, opsCashierApi.rejectWithdrawal, (req) => ops.reject(req.auditContext(), id(req.params.id), req.body.reason));
  route(app, opsCashierApi.payWithdrawal, (req) => ops.markPaid(req.auditContext(), id(req.params.id)));
  route(app, opsCashierApi.forceReceived, (req) => ops.forceReceived(req.auditContext(), id(req.params.id)));

  app.get<{ Params: { id: string } }>(
    OPS_WITHDRAWAL_PROOF_PATH,
    { preHandler: app.authenticateOperator, schema: { summary: 'The latest receipt proof image of a withdrawal', tags: ['ops', 'cashier'] } },
    async (request, reply) => {
      if (!/^\d{1,18}$/.test(request.params.id)) throw new AppError('NOT_FOUND');
      const proof = await ops.proof(Number(request.params.id));
      if (!proof) throw new AppError('NOT_FOUND');
      return reply
        .type(proof.contentType)
        .header('content-disposition', 'inline')
        .header('cache-control', 'no-store')
        .send(proof.bytes);
    },
  );
}
