import { useEffect, useState } from 'react';

/** Longest wait for an idle moment before `usePageSettled` turns true anyway. */
export const SETTLE_TIMEOUT_MS = 1500;

let settled = false;

/**
 * Whether the page has started: its first view painted and the main thread had an idle moment
 * (requestIdleCallback, at most 1500 ms; a timer where the browser lacks it). What can wait for
 * that (a popup notice that covers the page) waits, so its render and the whole-page style and
 * layout a modal dialog forces do not land in the same long tasks as the first view's. Once true,
 * it stays true for the rest of the visit.
 */
export function usePageSettled(): boolean {
  const [value, setValue] = useState(settled);
  useEffect(() => {
    if (value) return;
    const done = () => {
      settled = true;
      setValue(true);
    };
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(done, { timeout: SETTLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(done, 50);
    return () => clearTimeout(timer);
  }, [value]);
  return value;
}

/** Tests: start again as a page that has not settled yet. */
export function forgetPageSettled() {
  settled = false;
}
