import { describe, expect, it } from 'vitest';
import { delaySeconds, retryAfterSeconds } from './login-throttle';
import { FREE_PLAY_POLICY, IP_POLICY, USERNAME_POLICY } from './session.constants';

const now = new Date('2026-01-01T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('attempt policies', () => {
  it('delay a username min(2^(n-10), 900) s after its n-th counted attempt', () => {
    expect([9, 10, 11, 14, 19, 20, 60, 5000].map((n) => delaySeconds(n, USERNAME_POLICY))).toEqual([
      0, 1, 2, 16, 512, 900, 900, 900,
    ]);
    expect(retryAfterSeconds({ failures: 12, lastFailureAt: ago(1500) }, USERNAME_POLICY, now)).toBe(3);
  });

  it('never block an IP counter, and block a flat limit until its window ends', () => {
    expect(delaySeconds(1000, IP_POLICY)).toBe(0);
    expect(delaySeconds(FREE_PLAY_POLICY.blockFrom - 1, FREE_PLAY_POLICY)).toBe(0);
    expect(retryAfterSeconds({ failures: 10, lastFailureAt: ago(600_000) }, FREE_PLAY_POLICY, now)).toBe(3000);
    // Never less than 1 s, even when the wait has just ended.
    expect(retryAfterSeconds({ failures: 10, lastFailureAt: ago(3_600_000) }, FREE_PLAY_POLICY, now)).toBe(1);
  });
});
