import { describe, expect, it } from 'vitest';
import { delaySeconds, throttleDecision } from './login-throttle';

const now = new Date('2026-01-01T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('throttleDecision', () => {
  it('is open below the thresholds and asks for the captcha at 3 per username or 10 per IP', () => {
    expect(throttleDecision(undefined, undefined, now)).toEqual({ kind: 'open' });
    expect(throttleDecision({ failures: 2, lastFailureAt: ago(0) }, { failures: 9, lastFailureAt: ago(0) }, now).kind).toBe('open');
    expect(throttleDecision({ failures: 3, lastFailureAt: ago(0) }, undefined, now).kind).toBe('captcha');
    expect(throttleDecision(undefined, { failures: 10, lastFailureAt: ago(0) }, now).kind).toBe('captcha');
  });

  it('ignores counters older than 15 minutes', () => {
    expect(throttleDecision({ failures: 50, lastFailureAt: ago(15 * 60_000) }, undefined, now).kind).toBe('open');
    expect(throttleDecision({ failures: 3, lastFailureAt: ago(15 * 60_000 - 1) }, undefined, now).kind).toBe('captcha');
  });

  it('delays min(2^(n-10), 900) s after the last failure, then falls back to the captcha', () => {
    expect([9, 10, 11, 14, 19, 20, 60].map(delaySeconds)).toEqual([0, 1, 2, 16, 512, 900, 900]);
    expect(throttleDecision({ failures: 12, lastFailureAt: ago(1500) }, undefined, now)).toEqual({
      kind: 'delay',
      retryAfterSeconds: 3,
    });
    expect(throttleDecision({ failures: 12, lastFailureAt: ago(4000) }, undefined, now).kind).toBe('captcha');
  });
});
