import { randomBytes, timingSafeEqual } from 'node:crypto';
import { serverSeedCommitment } from '@sorte/contracts/games/fair/rng';

/** A fresh 256-bit server seed from the operating system's CSPRNG, as 64 hex characters. */
export function generateServerSeed(): string {
  return randomBytes(32).toString('hex');
}

/** The default client seed of a new seed pair (128 bits); the player may replace it. */
export function generateClientSeed(): string {
  return randomBytes(16).toString('hex');
}

/** The public commitment to a server seed (the one the verify page checks in the browser). */
export const hashServerSeed = serverSeedCommitment;

/** True when `serverSeed` is the seed committed to by `hash` (constant-time compare). */
export function seedMatchesHash(serverSeed: string, hash: string): boolean {
  const actual = Buffer.from(hashServerSeed(serverSeed), 'hex');
  const expected = Buffer.from(hash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Client seeds: 1–64 printable ASCII characters without ':' (the message separator). */
export const CLIENT_SEED_PATTERN = /^[\x21-\x39\x3b-\x7e]{1,64}$/;
