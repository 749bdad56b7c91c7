import { hash, verify, type Options } from '@node-rs/argon2';

/**
 * argon2id at OWASP's recommended minimum (19 MiB, 2 passes, 1 lane): about 20-30 ms per hash
 * on this class of machine. Raising it costs login throughput (see docs/benchmarks.md).
 */
export const ARGON2_OPTIONS: Options = {
  // Algorithm.Argon2id (a const enum, which isolated modules cannot read).
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password.normalize('NFKC'), ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password. With no stored hash it still spends one verification against a dummy
 * hash, so the answer time does not reveal whether the account exists.
 */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  const normalised = password.normalize('NFKC');
  if (!stored) {
    dummyHash ??= hashPassword('sorte-dummy-password-for-timing');
    await verify(await dummyHash, normalised).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, normalised);
  } catch {
    return false;
  }
}
