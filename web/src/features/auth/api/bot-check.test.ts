import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../testing/api';
import { solveBotCheck } from './bot-check';

afterEach(() => vi.unstubAllGlobals());

describe('solveBotCheck', () => {
  it('answers a payload the server-side ALTCHA check accepts', async () => {
    const challenge = await createChallenge({ hmacKey: 'test-key', maxnumber: 2000, number: 1234 });
    mockApi({ '/wps/bot-check/challenge': { value: challenge } });
    const payload = await solveBotCheck();
    const decoded = JSON.parse(atob(payload)) as Record<string, unknown>;
    expect(decoded).toMatchObject({
      number: 1234,
      salt: challenge.salt,
      signature: challenge.signature,
    });
    expect(await verifySolution(payload, 'test-key')).toBe(true);
  });
});
