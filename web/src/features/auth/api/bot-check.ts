import { solveTask, type PowTask } from '@sorte/contracts/auth/bot-check-solver';
import type { BotChallenge } from '@sorte/contracts/auth/account';
import { authApi } from './auth-api';

/**
 * The proof-of-work bot check (ALTCHA v1 format, contracts BotChallengeSchema): fetch a challenge,
 * find its number in a Web Worker (bot-check.worker.ts; in place where workers do not exist,
 * e.g. tests), and answer base64(JSON {algorithm, challenge, number, salt, signature}) as
 * `botCheck`.
 */

/** A solved challenge: the `botCheck` value and when the server stops accepting it. */
export interface SolvedBotCheck {
  payload: string;
  /** ms since the epoch (the expiry signed into the salt). */
  expiresAt: number;
}

export type BotCheckProgress = (fraction: number) => void;

/** The expiry ALTCHA signs into the salt (`...?expires=<unix seconds>`); Infinity without one. */
export function saltExpiry(salt: string): number {
  const query = salt.split('?')[1] ?? '';
  const seconds = Number(new URLSearchParams(query).get('expires'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : Infinity;
}

function findNumber(task: PowTask, onProgress?: BotCheckProgress): Promise<number | null> {
  if (typeof Worker === 'undefined') {
    return Promise.resolve(solveTask(task, (tried, max) => onProgress?.(tried / max)));
  }
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./bot-check.worker.ts', import.meta.url), {
      type: 'module',
    });
    worker.onmessage = (
      event: MessageEvent<{ type: string; tried?: number; max?: number; number?: number | null }>,
    ) => {
      const data = event.data;
      if (data.type === 'progress') onProgress?.((data.tried ?? 0) / (data.max || 1));
      else {
        worker.terminate();
        resolve(data.number ?? null);
      }
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'Bot check worker failed'));
    };
    worker.postMessage(task);
  });
}

const encode = (challenge: BotChallenge, number: number) =>
  btoa(
    JSON.stringify({
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number,
      salt: challenge.salt,
      signature: challenge.signature,
    }),
  );

/** Fetches and solves one challenge. */
export async function solveBotCheckOnce(onProgress?: BotCheckProgress): Promise<SolvedBotCheck> {
  const challenge = await authApi.botChallenge();
  const number = await findNumber(
    { challenge: challenge.challenge, salt: challenge.salt, maxnumber: challenge.maxnumber },
    onProgress,
  );
  if (number === null) throw new BotCheckError();
  return { payload: encode(challenge, number), expiresAt: saltExpiry(challenge.salt) };
}

/** Fetches and solves one challenge: the `botCheck` value. */
export async function solveBotCheck(): Promise<string> {
  return (await solveBotCheckOnce()).payload;
}

/**
 * A solved proof is kept only while it has this long left: the SMS code lives 2 minutes, so a
 * proof held when a code is sent still holds when the player submits that code.
 */
export const BOT_CHECK_KEEP_MS = 150_000;

export interface BotCheckState {
  /** A challenge is being fetched or solved. */
  solving: boolean;
  /** Progress of that solve, 0..1. */
  progress: number;
  /** Solved proofs ready to use. */
  ready: number;
}

/**
 * Solved proofs kept ahead of need, so no protected call waits for the work: a form creates one
 * when it opens, and every proof taken is replaced in the background. `reserve(n)` waits until n
 * are ready (sending an SMS code keeps one back for the registration that follows, so a code the
 * player typed never waits for a slow check).
 */
export class BotCheckPool {
  private ready: SolvedBotCheck[] = [];
  private current: Promise<void> | null = null;
  private error: Error | null = null;
  private target = 1;
  private progress = 0;
  private readonly listeners = new Set<() => void>();
  private state: BotCheckState = { solving: false, progress: 0, ready: 0 };

  constructor(
    private readonly solve: (
      onProgress: BotCheckProgress,
    ) => Promise<SolvedBotCheck> = solveBotCheckOnce,
    private readonly now: () => number = Date.now,
  ) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getState = () => this.state;

  /** How many proofs to keep ready (at least 1). */
  setTarget(count: number) {
    this.target = Math.max(1, count);
    this.fill();
  }

  /** A solved proof: a ready one at once, else the next one solved (errors are thrown). */
  async take(): Promise<string> {
    await this.reserve(1);
    const next = this.ready.shift()!;
    this.emit();
    this.fill();
    return next.payload;
  }

  /** Resolves once `count` proofs are ready (solving more if needed). */
  async reserve(count: number): Promise<void> {
    for (;;) {
      this.prune();
      if (this.ready.length >= count) return;
      this.fill(count);
      const running = this.current;
      if (!running) throw this.error ?? new BotCheckError();
      await running;
      if (this.error) {
        const error = this.error;
        this.error = null;
        throw error;
      }
    }
  }

  private prune() {
    const limit = this.now() + BOT_CHECK_KEEP_MS;
    const before = this.ready.length;
    this.ready = this.ready.filter((p) => p.expiresAt > limit);
    if (this.ready.length !== before) this.emit();
  }

  private fill(atLeast = 0) {
    if (this.current) return;
    this.prune();
    if (this.ready.length >= Math.max(this.target, atLeast)) return;
    this.error = null;
    this.progress = 0;
    this.current = this.solve((fraction) => {
      this.progress = fraction;
      this.emit();
    })
      .then(
        (solved) => {
          this.ready.push(solved);
        },
        (error: unknown) => {
          this.error = error instanceof Error ? error : new BotCheckError();
        },
      )
      .finally(() => {
        this.current = null;
        this.progress = 0;
        this.emit();
        if (!this.error) this.fill(atLeast);
      });
    this.emit();
  }

  private emit() {
    const next = {
      solving: this.current !== null,
      progress: this.progress,
      ready: this.ready.length,
    };
    const prev = this.state;
    if (
      prev.solving === next.solving &&
      prev.progress === next.progress &&
      prev.ready === next.ready
    ) {
      return;
    }
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}

/** No number in range solved the challenge (should not happen with a well-formed one). */
export class BotCheckError extends Error {
  constructor() {
    super('Bot check could not be solved');
    this.name = 'BotCheckError';
  }
}
