import { useRef } from 'react';

/** A random Idempotency-Key; `crypto.randomUUID` needs a secure context, so fall back to bytes. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * One Idempotency-Key per submit attempt: `keyFor(body)` gives the same key again while
 * the body is the same and the attempt has not finished (a retry after a network failure or a
 * double click), so the server moves money once; a different body or `done()` starts a new key.
 */
export function useIdempotencyKey() {
  const current = useRef<{ body: string; key: string } | null>(null);
  return {
    keyFor(body: unknown): string {
      const serial = JSON.stringify(body);
      if (current.current?.body !== serial)
        current.current = { body: serial, key: newIdempotencyKey() };
      return current.current.key;
    },
    /** The attempt is over (success, or refused by the server): the next submit gets a new key. */
    done() {
      current.current = null;
    },
  };
}
