import { randomInt, randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { solveTask } from '@sorte/contracts/auth/bot-check-solver';
import { uniqueUsername } from './accounts';
import { ops, opsLogin } from './ops';

/**
 * A member of the test's own, so a journey never shares an account (and its balance, password or
 * failed-login counter) with another test and every spec can run beside the others.
 *
 * Created the way the site creates players: a username registration through the player API
 * (the real bot check, solved here with the site's own solver at the test server's small work
 * factor, and the captcha through its test hook), then funded through the ledger by a deposit
 * order that the operator confirms through the operator API (the manual-transfer path; no bonus,
 * so no turnover is owed). Each member registers from its own client address, so per-IP limits
 * never bite across tests.
 */
export interface TestMember {
  username: string;
  password: string;
  /** A session token of the member (the `?token=` start-up parameter opens the site with it). */
  token: string;
}

export interface MemberOptions {
  /** Username prefix (at most 6 characters, a letter first). */
  prefix?: string;
  /** Deposited into the main wallet through a confirmed deposit order (e.g. '500.00'). */
  deposit?: string;
  /** A payment password (six digits) for withdrawals. */
  paymentPassword?: string;
  /** Binds a PIX payout account (an e-mail key) in this payee name. */
  pixHolder?: string;
  /** Invitation or affiliate code: its owner becomes the member's upline (e.g. 'AGENT01'). */
  affiliateCode?: string;
}

export const MEMBER_PASSWORD = 'Sorte#2026';

function clientAddress() {
  return `10.${randomInt(1, 255)}.${randomInt(0, 255)}.${randomInt(1, 255)}`;
}

async function value<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  const body = (await response.json()) as { success: boolean; value?: T };
  if (!response.ok() || !body.success) throw new Error(`${what} -> ${response.status()} ${JSON.stringify(body)}`);
  return body.value as T;
}

export async function newMember(request: APIRequestContext, options: MemberOptions = {}): Promise<TestMember> {
  const headers = { 'x-forwarded-for': clientAddress() };
  const username = uniqueUsername(options.prefix ?? 'mem');

  // The captcha's cookie stays in this request context for the registration call.
  await value(await request.get('/wps/captcha', { headers }), 'captcha');
  const captcha = await value<string>(await request.get('/wps/captcha/test-answer', { headers }), 'captcha answer');
  const task = await value<{ algorithm: string; challenge: string; salt: string; signature: string; maxnumber: number }>(
    await request.get('/wps/bot-check/challenge', { headers }),
    'bot-check challenge',
  );
  const number = solveTask(task);
  if (number === null) throw new Error('bot-check challenge not solvable');
  const botCheck = Buffer.from(
    JSON.stringify({ algorithm: task.algorithm, challenge: task.challenge, number, salt: task.salt, signature: task.signature }),
  ).toString('base64');

  const { token } = await value<{ token: string }>(
    await request.put('/wps/member/register', {
      headers,
      data: {
        username,
        password: MEMBER_PASSWORD,
        confirmPassword: MEMBER_PASSWORD,
        captcha,
        botCheck,
        ...(options.affiliateCode ? { affiliateCode: options.affiliateCode } : {}),
      },
    }),
    `register ${username}`,
  );
  const auth = { ...headers, authorization: `Bearer ${token}` };

  if (options.deposit) {
    const { list } = await value<{ list: { id: string; type: string; min: string; bonus: unknown }[] }>(
      await request.get('/wps/v2/transaction/deposit/channels', { headers: auth }),
      'deposit channels',
    );
    const channel = list.find((c) => c.type === 'PIX') ?? list[0];
    if (!channel) throw new Error('no deposit channel');
    const order = await value<{ orderId: string }>(
      await request.post('/wps/v2/transaction/deposit', {
        headers: { ...auth, 'idempotency-key': randomUUID() },
        data: { channelId: channel.id, amount: options.deposit },
      }),
      'deposit',
    );
    const opsToken = await opsLogin(request);
    await ops(request, opsToken, 'POST', `/ops/api/cashier/deposits/${order.orderId}/confirm`);
  }

  if (options.paymentPassword) {
    await value(
      await request.post('/wps/member/payment-password', {
        headers: auth,
        data: {
          password: MEMBER_PASSWORD,
          newPaymentPassword: options.paymentPassword,
          confirmPaymentPassword: options.paymentPassword,
        },
      }),
      'payment password',
    );
  }

  if (options.pixHolder) {
    await value(
      await request.post('/wps/v2/payout-accounts', {
        headers: { ...auth, 'idempotency-key': randomUUID() },
        data: { type: 'PIX', pixKeyType: 'EMAIL', pixKey: `${username}@example.com`, holderName: options.pixHolder },
      }),
      'payout account',
    );
  }

  return { username, password: MEMBER_PASSWORD, token };
}
