import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Db, Tx } from '../../db/client';

/**
 * Retrying money transactions. PostgreSQL may abort a transaction that did nothing wrong: a
 * deadlock victim (40P01: two transactions each waiting for a row the other holds, e.g. two
 * postings creating a member's first vendor wallets while holding each other's accounts) or a
 * serialization failure (40001). Everything the aborted attempt wrote was rolled back, so running
 * the same work again is the same request; every money service runs its outer transaction through
 * `moneyTransaction` (or wraps a whole top-level call in `retryMoney`). PGlite runs one
 * transaction at a time and never raises either.
 *
 * The work must only touch the database through its `tx` (no side effects outside it) so a retry
 * is safe; errors other than these two, and the last failure, reach the caller unchanged.
 */

/** SQLSTATEs after which the whole transaction may simply run again. */
export const RETRYABLE_SQLSTATES: ReadonlySet<string> = new Set(['40P01', '40001']);
/** Extra attempts after the first. */
export const MONEY_RETRIES = 3;

/** The SQLSTATE of a database error, possibly wrapped (Drizzle puts the driver's error in `cause`). */
export function sqlState(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth += 1) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}

export function isRetryable(error: unknown): boolean {
  const state = sqlState(error);
  return state !== undefined && RETRYABLE_SQLSTATES.has(state);
}

export interface RetryOptions {
  /** Extra attempts (default MONEY_RETRIES). */
  retries?: number;
  /** Called before each retry (metrics, logs, tests). */
  onRetry?: (attempt: number, state: string) => void;
}

/**
 * Runs `run` (one whole top-level transaction) and runs it again when PostgreSQL aborted it as a
 * deadlock victim or a serialization failure, up to `retries` more times, after a short pause
 * (a few milliseconds, growing, randomised so two victims do not collide again in step).
 */
export async function retryMoney<T>(run: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const retries = options.retries ?? MONEY_RETRIES;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      const state = sqlState(error);
      if (attempt >= retries || state === undefined || !RETRYABLE_SQLSTATES.has(state)) throw error;
      options.onRetry?.(attempt + 1, state);
      await sleep(randomInt(2, 10) * (attempt + 1));
    }
  }
}

/** `db.transaction(work)`, retried as `retryMoney` describes. Only for top-level transactions. */
export function moneyTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>, options?: RetryOptions): Promise<T> {
  return retryMoney(() => db.transaction(work), options);
}
