import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../testing/api';
import {
  BOT_CHECK_KEEP_MS,
  BotCheckPool,
  solveBotCheck,
  type BotCheckProgress,
  type SolvedBotCheck,
} from './bot-check';

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

describe('BotCheckPool', () => {
  /** A solve that waits until the test settles it, reporting progress on demand. */
  function controlledSolver() {
    const pending: {
      resolve(v: SolvedBotCheck): void;
      reject(e: Error): void;
      progress: BotCheckProgress;
    }[] = [];
    const solve = (progress: BotCheckProgress) =>
      new Promise<SolvedBotCheck>((resolve, reject) => pending.push({ resolve, reject, progress }));
    return { solve, pending };
  }
  const proof = (n: number, expiresAt = Infinity): SolvedBotCheck => ({
    payload: `p${n}`,
    expiresAt,
  });
  const flush = () => new Promise((r) => setTimeout(r, 0));

  it('starts solving as soon as a target is set and keeps that many ready', async () => {
    const { solve, pending } = controlledSolver();
    const pool = new BotCheckPool(solve);
    pool.setTarget(2);
    expect(pending).toHaveLength(1);
    expect(pool.getState()).toMatchObject({ solving: true, ready: 0 });
    pending[0]!.progress(0.5);
    expect(pool.getState().progress).toBe(0.5);
    pending[0]!.resolve(proof(1));
    await flush();
    expect(pending).toHaveLength(2);
    pending[1]!.resolve(proof(2));
    await flush();
    expect(pool.getState()).toMatchObject({ solving: false, ready: 2 });
    // Taking one hands out a ready proof at once and solves its replacement.
    expect(await pool.take()).toBe('p1');
    expect(pending).toHaveLength(3);
  });

  it('reserve(n) waits until n proofs are ready', async () => {
    const { solve, pending } = controlledSolver();
    const pool = new BotCheckPool(solve);
    pool.setTarget(1);
    let reserved = false;
    const reservation = pool.reserve(2).then(() => (reserved = true));
    pending[0]!.resolve(proof(1));
    await flush();
    expect(reserved).toBe(false);
    pending[1]!.resolve(proof(2));
    await reservation;
    expect(pool.getState().ready).toBe(2);
  });

  it('drops a proof that would expire before an SMS code sent now', async () => {
    const { solve, pending } = controlledSolver();
    let now = 0;
    const pool = new BotCheckPool(solve, () => now);
    pool.setTarget(1);
    pending[0]!.resolve(proof(1, BOT_CHECK_KEEP_MS + 1000));
    await flush();
    expect(pool.getState().ready).toBe(1);
    now = 2000;
    const taken = pool.take();
    await flush();
    expect(pending).toHaveLength(2);
    pending[1]!.resolve(proof(2, now + 5 * 60_000));
    expect(await taken).toBe('p2');
  });

  it('throws the failure of the solve a caller waits for, and tries again on the next call', async () => {
    const { solve, pending } = controlledSolver();
    const pool = new BotCheckPool(solve);
    pool.setTarget(1);
    const first = pool.take();
    pending[0]!.reject(new Error('offline'));
    await expect(first).rejects.toThrow('offline');
    const second = pool.take();
    await flush();
    pending[1]!.resolve(proof(3));
    expect(await second).toBe('p3');
  });
});
