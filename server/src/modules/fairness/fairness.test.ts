import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { chiSquareCritical, chiSquareUniform } from './chi-square.js';
import { FairStream, hmacSha256, serverSeedCommitment, shuffle, uniformInt, type Uint32Source } from '@sorte/contracts/games/fair/rng';
import { nodeHmac } from './node-hmac.js';
import { generateServerSeed, hashServerSeed, seedMatchesHash } from './seeds.js';

const SEED = 'a3f1c2d4e5b60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90';

/**
 * The statistical checks read the fair stream through Node's HMAC: the same bytes as the
 * isomorphic one (checked below), several times faster over hundreds of thousands of draws.
 */
const fair = (serverSeed: string, clientSeed: string, nonce: number) =>
  new FairStream(serverSeed, clientSeed, nonce, nodeHmac);

describe('seeds', () => {
  it('draws 256-bit server seeds and commits to them with SHA-256', () => {
    const seed = generateServerSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(generateServerSeed()).not.toBe(seed);
    expect(hashServerSeed(seed)).toBe(createHash('sha256').update(seed).digest('hex'));
    expect(seedMatchesHash(seed, hashServerSeed(seed))).toBe(true);
    expect(seedMatchesHash(generateServerSeed(), hashServerSeed(seed))).toBe(false);
  });
});

describe('FairStream', () => {
  it('reads HMAC-SHA256(server seed, "client:nonce") then numbered blocks, 4 bytes at a time', () => {
    const block0 = createHmac('sha256', SEED).update('player-seed:7').digest();
    const block1 = createHmac('sha256', SEED).update('player-seed:7:1').digest();
    const stream = new FairStream(SEED, 'player-seed', 7);
    for (let i = 0; i < 8; i += 1) expect(stream.nextUint32()).toBe(block0.readUInt32BE(i * 4));
    expect(stream.nextUint32()).toBe(block1.readUInt32BE(0));
  });

  it('the isomorphic HMAC (the verify page) and the Node one give the same bytes; so do the commitments', () => {
    for (let i = 0; i < 200; i += 1) {
      const key = generateServerSeed();
      const message = `client-${i}-é✓:${i * 7919}`;
      expect(Buffer.from(hmacSha256(key, message)).equals(nodeHmac(key, message) as Buffer)).toBe(true);
      expect(serverSeedCommitment(key)).toBe(hashServerSeed(key));
    }
    const viaNode = new FairStream(SEED, 'player-seed', 7, nodeHmac);
    const viaNoble = new FairStream(SEED, 'player-seed', 7);
    for (let i = 0; i < 20; i += 1) expect(viaNoble.nextUint32()).toBe(viaNode.nextUint32());
  });

  it('gives different streams for different nonces and client seeds', () => {
    const a = new FairStream(SEED, 'x', 1).nextUint32();
    expect(new FairStream(SEED, 'x', 2).nextUint32()).not.toBe(a);
    expect(new FairStream(SEED, 'y', 1).nextUint32()).not.toBe(a);
  });
});

describe('uniformInt', () => {
  it('rejects words in the biased tail instead of folding them', () => {
    // n = 3 × 2^30: limit = 3 × 2^30, so words ≥ limit are drawn again.
    const words = [0xffff_ffff, 0xc000_0000, 5];
    const source: Uint32Source = { nextUint32: () => words.shift()! };
    expect(uniformInt(source, 3 * 2 ** 30)).toBe(5);
    expect(words).toHaveLength(0);
  });

  it('refuses impossible ranges', () => {
    const source = new FairStream(SEED, 'c', 0);
    expect(() => uniformInt(source, 0)).toThrow(RangeError);
    expect(() => uniformInt(source, 1.5)).toThrow(RangeError);
  });

  // Chi-square uniformity at 99% confidence for every range an outcome mapping uses.
  it.each([
    ['dice roll (10 000 values)', 10_000, 1_000_000],
    ['slot reel 1 strip', 21, 210_000],
    ['slot reel 2–4 strip', 23, 230_000],
    ['slot reel 5 strip', 24, 240_000],
    ['a range that is not a power of two', 3 * 2 ** 30, 0],
  ])('maps the fair stream uniformly onto %s', (_name, n, samples) => {
    if (samples === 0) {
      // Large n: bucket the draws into 64 equal bins.
      const bins = new Array<number>(64).fill(0);
      for (let nonce = 0; nonce < 200_000; nonce += 1) {
        const v = uniformInt(fair(SEED, 'chi', nonce), n);
        bins[Math.floor((v / n) * 64)]! += 1;
      }
      expect(chiSquareUniform(bins)).toBeLessThan(chiSquareCritical(63));
      return;
    }
    const counts = new Array<number>(n).fill(0);
    const stream = fair(SEED, `chi-${n}`, 0);
    for (let i = 0; i < samples; i += 1) counts[uniformInt(stream, n)]! += 1;
    expect(chiSquareUniform(counts)).toBeLessThan(chiSquareCritical(n - 1));
  });
});

describe('shuffle', () => {
  it('is a permutation and places every item uniformly (chi-square, 99%)', () => {
    const firstSlot = new Array<number>(25).fill(0);
    const lastSlot = new Array<number>(25).fill(0);
    for (let nonce = 0; nonce < 100_000; nonce += 1) {
      const perm = shuffle(fair(SEED, 'shuffle', nonce), 25);
      if (nonce < 10) expect([...perm].sort((a, b) => a - b)).toEqual([...Array(25).keys()]);
      firstSlot[perm[0]!]! += 1;
      lastSlot[perm[24]!]! += 1;
    }
    expect(chiSquareUniform(firstSlot)).toBeLessThan(chiSquareCritical(24));
    expect(chiSquareUniform(lastSlot)).toBeLessThan(chiSquareCritical(24));
  });
});

describe('chiSquareCritical', () => {
  it('matches tabulated 99% values', () => {
    expect(chiSquareCritical(24)).toBeCloseTo(42.98, 0);
    expect(chiSquareCritical(63)).toBeCloseTo(92.01, 0);
    expect(chiSquareCritical(9999)).toBeCloseTo(10_331.8, -1);
  });
});
