import { useEffect, useState } from 'react';

/** Longest wait for an idle moment before the page counts as started anyway. */
export const SETTLE_TIMEOUT_MS = 1500;

let settled = false;

/**
 * Calls `callback` once the page has started: its first view painted and the main thread had
 * an idle moment (requestIdleCallback, at most 1500 ms; a short timer where the browser lacks
 * it), or at once if that has already happened. Returns a cancel function.
 */
export function whenPageSettled(callback: () => void): () => void {
  if (settled) {
    callback();
    return () => {};
  }
  const done = () => {
    settled = true;
    callback();
  };
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(done, { timeout: SETTLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(done, 50);
  return () => clearTimeout(timer);
}

/**
 * Whether the page has started (see whenPageSettled). What can wait for that (a popup notice
 * that covers the page, the footer below it, the carousel's measuring, a closed drawer's menu)
 * waits, so its code, render and the style and layout it forces do not land in the same long
 * tasks or the same network round trips as the first view's. Once true, it stays true for the
 * rest of the visit.
 */
export function usePageSettled(): boolean {
  const [value, setValue] = useState(settled);
  useEffect(() => {
    if (value) return;
    return whenPageSettled(() => setValue(true));
  }, [value]);
  return value;
}

/** Tests: start again as a page that has not settled yet. */
export function forgetPageSettled() {
  settled = false;
}
