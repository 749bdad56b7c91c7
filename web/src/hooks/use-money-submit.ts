import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { mayHaveNotArrived } from '../utils/error-message';
import { useIdempotencyKey } from './use-idempotency-key';
import { invalidateWallet } from './use-wallet';

export type MoneyOutcome<R> =
  | { ok: true; value: R }
  | { ok: false; error: unknown }
  /** Another submit of this form was still running: nothing was sent. */
  | { ok: false; busy: true };

/**
 * Submits a money call at most once at a time, with the Idempotency-Key of its attempt: the same
 * request after a failure that may not have reached the server (network, timeout, 5xx) reuses the
 * key, so a retry can never move the money twice; a success or a refusal ends the attempt.
 * Every wallet query refreshes afterwards (header balance included), whatever the outcome.
 */
export function useMoneySubmit() {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKey();
  const running = useRef(false);
  const [pending, setPending] = useState(false);

  async function submit<R>(
    request: unknown,
    call: (idempotencyKey: string) => Promise<R>,
  ): Promise<MoneyOutcome<R>> {
    // A ref, not state: a second click in the same frame sees it before React re-renders.
    if (running.current) return { ok: false, busy: true };
    running.current = true;
    setPending(true);
    const key = keys.keyFor(request);
    try {
      const value = await call(key);
      keys.done();
      return { ok: true, value };
    } catch (error) {
      if (!mayHaveNotArrived(error)) keys.done();
      return { ok: false, error };
    } finally {
      running.current = false;
      setPending(false);
      void invalidateWallet(queryClient);
    }
  }
  return { submit, pending };
}
