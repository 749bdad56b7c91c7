import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  CALLBACK_MAX_SKEW_SECONDS,
  CALLBACK_SIGNATURE_HEADER,
  CALLBACK_TIMESTAMP_HEADER,
  GatewayCallbackSchema,
  type GatewayCallback,
} from '@sorte/contracts/wallet/cashier';
import type { Gateway } from '@sorte/contracts/wallet/routes';
import { AppError } from '../../lib/app-error';
import { fieldsFromIssues } from '../../plugins/error-handler';

/** What a gateway adds to a new order: the place to pay (sandbox page) and a PIX code. */
export interface GatewayOrderInfo {
  payUrl: string | null;
}

/**
 * A payment gateway adapter. `prepare` runs when an order is created (a real gateway would
 * register the charge there); `verifyCallback` authenticates a callback from its raw body and
 * headers and answers the parsed event, or throws (401 CALLBACK_SIGNATURE_INVALID /
 * CALLBACK_TIMESTAMP_INVALID, 400 VALIDATION_FAILED). Adding a gateway: implement this, add its
 * code to GATEWAYS in contracts, register it in `gatewayRegistry`.
 */
export interface PaymentGateway {
  readonly code: Gateway;
  /** Whether players' channels on this gateway may be used now. */
  readonly enabled: boolean;
  prepare(order: { orderNo: string }): GatewayOrderInfo;
  verifyCallback(headers: Record<string, string | string[] | undefined>, rawBody: string, now: Date): GatewayCallback;
}

const header = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const value = headers[name.toLowerCase()];
  return typeof value === 'string' ? value : undefined;
};

/** hex HMAC-SHA256 over `<timestamp>.<raw body>`. */
export function signCallback(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/**
 * Checks a callback signed as the contracts describe: timestamp within CALLBACK_MAX_SKEW_SECONDS,
 * signature in constant time, then the body's shape. Replays are stopped later by the unique
 * (gateway, event id) row.
 */
export function verifySignedCallback(
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
  now: Date,
): GatewayCallback {
  const timestamp = header(headers, CALLBACK_TIMESTAMP_HEADER);
  const signature = header(headers, CALLBACK_SIGNATURE_HEADER);
  if (!timestamp || !/^\d{1,12}$/.test(timestamp)) throw new AppError('CALLBACK_TIMESTAMP_INVALID');
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > CALLBACK_MAX_SKEW_SECONDS) {
    throw new AppError('CALLBACK_TIMESTAMP_INVALID');
  }
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) throw new AppError('CALLBACK_SIGNATURE_INVALID');
  const expected = Buffer.from(signCallback(secret, timestamp, rawBody), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature.toLowerCase(), 'hex'))) {
    throw new AppError('CALLBACK_SIGNATURE_INVALID');
  }
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new AppError('MALFORMED_JSON');
  }
  const parsed = GatewayCallbackSchema.safeParse(json);
  if (!parsed.success) throw new AppError('VALIDATION_FAILED', fieldsFromIssues(parsed.error.issues as never));
  return parsed.data;
}

/**
 * The built-in test gateway. Its payment page is `/sandbox-gateway/pay/<orderNo>` on this
 * server; the page's Pay / Fail buttons send a callback signed with SANDBOX_GATEWAY_SECRET.
 */
export class SandboxGateway implements PaymentGateway {
  readonly code = 'SANDBOX' as const;
  constructor(
    private readonly secret: string,
    readonly enabled: boolean,
  ) {}

  prepare(order: { orderNo: string }): GatewayOrderInfo {
    return { payUrl: `/sandbox-gateway/pay/${order.orderNo}` };
  }

  verifyCallback(headers: Record<string, string | string[] | undefined>, rawBody: string, now: Date): GatewayCallback {
    return verifySignedCallback(this.secret, headers, rawBody, now);
  }

  /** A signed callback as the sandbox "gateway" sends it (also used by tests). */
  signedCallback(event: Omit<GatewayCallback, 'eventId'> & { eventId?: string }, now = new Date()) {
    const body = JSON.stringify({ ...event, eventId: event.eventId ?? randomUUID() });
    const timestamp = String(Math.floor(now.getTime() / 1000));
    return {
      body,
      headers: {
        'content-type': 'application/json',
        [CALLBACK_TIMESTAMP_HEADER.toLowerCase()]: timestamp,
        [CALLBACK_SIGNATURE_HEADER.toLowerCase()]: signCallback(this.secret, timestamp, body),
      },
    };
  }
}

/** Manual bank transfers: no gateway calls back; an operator confirms the order. */
export class ManualGateway implements PaymentGateway {
  readonly code = 'MANUAL' as const;
  readonly enabled = true;
  prepare(): GatewayOrderInfo {
    return { payUrl: null };
  }
  verifyCallback(): GatewayCallback {
    throw new AppError('CALLBACK_SIGNATURE_INVALID');
  }
}

export type GatewayRegistry = Map<string, PaymentGateway>;

export function gatewayRegistry(options: { sandboxSecret: string; sandboxEnabled: boolean }): GatewayRegistry {
  const sandbox = new SandboxGateway(options.sandboxSecret, options.sandboxEnabled);
  const manual = new ManualGateway();
  return new Map<string, PaymentGateway>([
    [sandbox.code, sandbox],
    [manual.code, manual],
  ]);
}
