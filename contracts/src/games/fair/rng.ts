import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** HMAC-SHA256(key, message) of two UTF-8 strings. */
export type HmacSha256 = (key: string, message: string) => Uint8Array;

/**
 * The isomorphic HMAC-SHA256 (@noble/hashes, audited, pure JS): the verify page runs it in the
 * browser so a player checks rounds without trusting the server. The server passes Node's
 * (faster) implementation; a test checks both give the same bytes.
 */
export const hmacSha256: HmacSha256 = (key, message) =>
  hmac(sha256, utf8ToBytes(key), utf8ToBytes(message));

/** The public commitment to a server seed: hex SHA-256 of its 64 hex characters (UTF-8). */
export function serverSeedCommitment(serverSeed: string): string {
  return bytesToHex(sha256(utf8ToBytes(serverSeed)));
}

/**
 * The provably-fair random stream of one round.
 *
 * Block 0 is HMAC-SHA256(key = server seed, message = "<client seed>:<nonce>"); when a round needs
 * more than 32 bytes, block i ≥ 1 is HMAC-SHA256(server seed, "<client seed>:<nonce>:<i>").
 * Bytes are consumed in order through a cursor, 4 at a time as big-endian unsigned 32-bit words.
 * Anyone holding the revealed server seed can recompute every byte (the verify page does).
 */
export class FairStream {
  private block: DataView;
  private blockIndex = 0;
  private offset = 0;

  constructor(
    private readonly serverSeed: string,
    private readonly clientSeed: string,
    private readonly nonce: number,
    private readonly hmacOf: HmacSha256 = hmacSha256,
  ) {
    this.block = this.computeBlock(0);
  }

  private computeBlock(index: number): DataView {
    const message =
      index === 0
        ? `${this.clientSeed}:${this.nonce}`
        : `${this.clientSeed}:${this.nonce}:${index}`;
    const bytes = this.hmacOf(this.serverSeed, message);
    return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  /** The next unsigned 32-bit word of the stream. */
  nextUint32(): number {
    if (this.offset + 4 > this.block.byteLength) {
      this.blockIndex += 1;
      this.block = this.computeBlock(this.blockIndex);
      this.offset = 0;
    }
    const value = this.block.getUint32(this.offset, false);
    this.offset += 4;
    return value;
  }
}

/** Anything that yields uniform unsigned 32-bit words (the fair stream, or a seeded test PRNG). */
export interface Uint32Source {
  nextUint32(): number;
}

const TWO_POW_32 = 0x1_0000_0000;

/**
 * A uniform integer in [0, n) without modulo bias: words at or above the largest multiple of n
 * below 2^32 are rejected and the next word is drawn (rejection sampling). The chance of a
 * rejection is below n / 2^32, so a round almost never reads a second word.
 */
export function uniformInt(source: Uint32Source, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > TWO_POW_32) {
    throw new RangeError(`uniformInt: n must be an integer in [1, 2^32], got ${n}`);
  }
  const limit = TWO_POW_32 - (TWO_POW_32 % n);
  for (;;) {
    const word = source.nextUint32();
    if (word < limit) return word % n;
  }
}

/**
 * The first k items of a uniformly random permutation of [0, n): a forward Fisher–Yates shuffle
 * stopped after k swaps (each swap index from uniformInt), so k draws are read, not n − 1.
 */
export function shuffle(source: Uint32Source, n: number, k = n): number[] {
  const items = Array.from({ length: n }, (_, i) => i);
  const take = Math.min(k, n);
  for (let i = 0; i < take; i += 1) {
    const j = i + uniformInt(source, n - i);
    const swap = items[i]!;
    items[i] = items[j]!;
    items[j] = swap;
  }
  return items.slice(0, take);
}
