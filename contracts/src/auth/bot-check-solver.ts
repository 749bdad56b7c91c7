import { sha256 } from '@noble/hashes/sha2.js';
import { hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * The proof-of-work search of the bot check (ALTCHA v1: find n in [0, maxnumber] with
 * hex(SHA-256(salt + n)) = challenge), synchronous and in slices, so a Web Worker can run it and
 * report progress between slices. Synchronous hashing is what makes it fast: the browser's
 * crypto.subtle.digest is a promise per hash, and tens of thousands of awaits cost far more than
 * the hashing itself on a phone.
 */
export interface PowTask {
  challenge: string;
  salt: string;
  maxnumber: number;
}

/** Numbers tried per slice between progress reports. */
export const POW_SLICE = 5_000;

/** Tries start..end (inclusive); the number that solves the task, or null. */
export function solveSlice(task: PowTask, start: number, end: number): number | null {
  const target = hexToBytes(task.challenge);
  const last = Math.min(end, task.maxnumber);
  for (let n = start; n <= last; n += 1) {
    const digest = sha256(utf8ToBytes(task.salt + n));
    let same = digest.length === target.length;
    for (let i = 0; same && i < digest.length; i += 1) same = digest[i] === target[i];
    if (same) return n;
  }
  return null;
}

/**
 * Solves the whole task slice by slice, calling `onProgress(tried, maxnumber)` after each one.
 * `shouldStop` is asked between slices (an aborted solve returns null).
 */
export function solveTask(
  task: PowTask,
  onProgress?: (tried: number, max: number) => void,
  shouldStop?: () => boolean,
): number | null {
  for (let start = 0; start <= task.maxnumber; start += POW_SLICE) {
    if (shouldStop?.()) return null;
    const found = solveSlice(task, start, start + POW_SLICE - 1);
    if (found !== null) return found;
    onProgress?.(Math.min(start + POW_SLICE, task.maxnumber), task.maxnumber);
  }
  return null;
}
