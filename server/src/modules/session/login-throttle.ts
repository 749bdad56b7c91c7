import {
  CAPTCHA_AFTER_IP_FAILURES,
  CAPTCHA_AFTER_USERNAME_FAILURES,
  DELAY_AFTER_USERNAME_FAILURES,
  MAX_DELAY_SECONDS,
  THROTTLE_WINDOW_MS,
} from './session.constants';

export interface FailureCount {
  failures: number;
  lastFailureAt: Date;
}

export type ThrottleDecision =
  | { kind: 'open' }
  | { kind: 'captcha' }
  | { kind: 'delay'; retryAfterSeconds: number };

/** Failures still inside the window (older counters count as zero). */
export function liveFailures(count: FailureCount | undefined, now: Date): number {
  if (!count) return 0;
  return now.getTime() - count.lastFailureAt.getTime() < THROTTLE_WINDOW_MS ? count.failures : 0;
}

/** Seconds an attempt must wait after the n-th failure for a username (0 below the threshold). */
export function delaySeconds(failures: number): number {
  if (failures < DELAY_AFTER_USERNAME_FAILURES) return 0;
  return Math.min(2 ** (failures - DELAY_AFTER_USERNAME_FAILURES), MAX_DELAY_SECONDS);
}

/** What a login attempt must face, from the username's and the IP's failure counters. */
export function throttleDecision(
  username: FailureCount | undefined,
  ip: FailureCount | undefined,
  now: Date,
): ThrottleDecision {
  const userFailures = liveFailures(username, now);
  const ipFailures = liveFailures(ip, now);
  const delay = delaySeconds(userFailures);
  if (delay > 0 && username) {
    const waitMs = username.lastFailureAt.getTime() + delay * 1000 - now.getTime();
    if (waitMs > 0) return { kind: 'delay', retryAfterSeconds: Math.ceil(waitMs / 1000) };
  }
  if (userFailures >= CAPTCHA_AFTER_USERNAME_FAILURES || ipFailures >= CAPTCHA_AFTER_IP_FAILURES) {
    return { kind: 'captcha' };
  }
  return { kind: 'open' };
}
