import type { FastifyInstance } from 'fastify';
import { ERROR_STATUS, isErrorCode, type ErrorCode } from '@sorte/contracts/common/errors';
import {
  PROVIDER_BASE_PATH,
  PROVIDER_HEADERS,
  type AuthenticateAnswer,
  type AuthenticateBody,
  type BalanceAnswer,
  type BalanceBody,
  type BetBody,
  type ExchangeAnswer,
  type ExchangeBody,
  type MoneyMoveAnswer,
  type ProviderCall,
  type RollbackAnswer,
  type RollbackBody,
  type WinBody,
} from '@sorte/contracts/games/provider';
import { signProviderBody } from './secrets';

/** A refused provider call: the envelope's code and the HTTP status. */
export class ProviderError extends Error {
  constructor(
    /** A catalogue code (ErrorCode), or whatever a foreign server answered. */
    readonly code: string,
    readonly status: number,
    message?: string,
  ) {
    super(message ?? code);
    this.name = 'ProviderError';
  }
}

/** Sends one signed request (path, headers, raw body) and answers status and parsed JSON. */
export interface ProviderTransport {
  send(request: { path: string; headers: Record<string, string>; body: string }): Promise<{ status: number; json: unknown }>;
}

/** In-process: through Fastify's whole request pipeline (routing, signature check, handlers). */
export function injectTransport(app: FastifyInstance): ProviderTransport {
  return {
    async send({ path, headers, body }) {
      const res = await app.inject({ method: 'POST', url: path, headers, payload: body });
      let json: unknown;
      try {
        json = res.json();
      } catch {
        json = undefined;
      }
      return { status: res.statusCode, json };
    },
  };
}

/** Real HTTP to `baseUrl` (e.g. http://127.0.0.1:8080). */
export function fetchTransport(baseUrl: string, options: { timeoutMs?: number } = {}): ProviderTransport {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    async send({ path, headers, body }) {
      const res = await fetch(`${base}${path}`, {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      let json: unknown;
      try {
        json = await res.json();
      } catch {
        json = undefined;
      }
      return { status: res.status, json };
    },
  };
}

export interface ProviderClientOptions {
  vendorCode: string;
  /** The signing secret, or a lookup run per call (an operator may rotate a stored secret). */
  secret: string | (() => Promise<string>);
  transport: ProviderTransport;
  /** The clock used for X-Timestamp (tests move it). */
  now?: () => Date;
}

export interface ProviderClient {
  exchange(body: ExchangeBody): Promise<ExchangeAnswer>;
  authenticate(body: AuthenticateBody): Promise<AuthenticateAnswer>;
  balance(body: BalanceBody): Promise<BalanceAnswer>;
  bet(body: BetBody): Promise<MoneyMoveAnswer>;
  win(body: WinBody): Promise<MoneyMoveAnswer>;
  rollback(body: RollbackBody): Promise<RollbackAnswer>;
}

/**
 * A vendor's side of the provider API: signs each call with the vendor's secret and answers the
 * envelope's `value`, or throws ProviderError(code, status).
 */
export function createProviderClient(options: ProviderClientOptions): ProviderClient {
  const now = options.now ?? (() => new Date());
  async function call<T>(name: ProviderCall, body: object): Promise<T> {
    const raw = JSON.stringify(body);
    const timestamp = String(Math.floor(now().getTime() / 1000));
    const secret = typeof options.secret === 'string' ? options.secret : await options.secret();
    const { status, json } = await options.transport.send({
      path: `${PROVIDER_BASE_PATH}/${name}`,
      body: raw,
      headers: {
        'content-type': 'application/json',
        [PROVIDER_HEADERS.vendor.toLowerCase()]: options.vendorCode,
        [PROVIDER_HEADERS.timestamp.toLowerCase()]: timestamp,
        [PROVIDER_HEADERS.signature.toLowerCase()]: signProviderBody(secret, timestamp, raw),
      },
    });
    const envelope = json as { success?: boolean; value?: T; code?: string; message?: string } | undefined;
    if (status === 200 && envelope?.success === true) return envelope.value as T;
    const fallback: ErrorCode = 'INTERNAL_ERROR';
    const code = envelope?.code && isErrorCode(envelope.code) ? envelope.code : (envelope?.code ?? fallback);
    throw new ProviderError(code, status || ERROR_STATUS.INTERNAL_ERROR, envelope?.message);
  }
  return {
    exchange: (body) => call('exchange', body),
    authenticate: (body) => call('authenticate', body),
    balance: (body) => call('balance', body),
    bet: (body) => call('bet', body),
    win: (body) => call('win', body),
    rollback: (body) => call('rollback', body),
  };
}
