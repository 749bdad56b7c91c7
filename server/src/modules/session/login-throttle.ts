import { MAX_DELAY_SECONDS } from './session.constants';

/**
 * How one attempt counter behaves (table login_attempt, see SessionRepository.countAttempt).
 * A counter idle for `windowMs` since its last counted attempt restarts at 1. From `blockFrom`
 * counted attempts, further attempts are refused and not counted: for a growing limit until
 * min(2^(n - blockFrom), MAX_DELAY_SECONDS) s after the last counted one, else until the window
 * ends.
 */
export interface AttemptPolicy {
  windowMs: number;
  blockFrom?: number;
  growing?: boolean;
}

/** The outcome of counting one attempt: its number in the window, or a refusal. */
export type AttemptCount = { blocked: false; count: number } | { blocked: true; retryAfterSeconds: number };

/** Seconds an attempt must wait after the n-th counted one (0 below the policy's threshold). */
export function delaySeconds(count: number, policy: AttemptPolicy): number {
  if (policy.blockFrom === undefined || count < policy.blockFrom) return 0;
  if (!policy.growing) return policy.windowMs / 1000;
  return Math.min(2 ** Math.min(count - policy.blockFrom, 10), MAX_DELAY_SECONDS);
}

/** Whole seconds left until an attempt may be counted again (at least 1). */
export function retryAfterSeconds(
  row: { failures: number; lastFailureAt: Date },
  policy: AttemptPolicy,
  now: Date,
): number {
  const until = row.lastFailureAt.getTime() + delaySeconds(row.failures, policy) * 1000;
  return Math.max(1, Math.ceil((until - now.getTime()) / 1000));
}
