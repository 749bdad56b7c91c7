import { startTransition, useEffect, useState } from 'react';

/** Longest wait for an idle moment before the page counts as started anyway. */
export const SETTLE_TIMEOUT_MS = 1500;
/** Longest wait for the route's page to show its first view before the page counts as started anyway. */
export const PAGE_VIEW_TIMEOUT_MS = 5000;

let settled = false;
let pagesOnTheirWay = 0;
let waitingForPage: (() => void)[] = [];

/**
 * A route's page is on its way (its chunk is loading; lazy-page.ts). Until it has shown its first
 * view, the page has not started: what waits for that (footer, drawer menu, popup notices, the
 * install manifest) does not share the network and the main thread with the page's own code and
 * first render. Returns the function to call once the page has shown, or failed to load.
 */
export function pageOnItsWay(): () => void {
  pagesOnTheirWay += 1;
  let done = false;
  return () => {
    if (done) return;
    done = true;
    pagesOnTheirWay -= 1;
    if (pagesOnTheirWay === 0) for (const next of waitingForPage.splice(0)) next();
  };
}

/**
 * Calls `callback` once the page has started: its first view painted and the main thread had
 * an idle moment (requestIdleCallback, at most 1500 ms; a short timer where the browser lacks
 * it), or at once if that has already happened. A route's page still on its way at that idle
 * moment is waited for (at most 5000 ms), then one more idle moment. Returns a cancel function.
 * Ask from an effect, once the app has rendered: an idle moment before the first render (while
 * the texts load, before any page has been asked for) would count as the start.
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
  let cancel = nextIdleMoment(() => {
    if (settled || pagesOnTheirWay === 0) {
      done();
      return;
    }
    cancel = whenPageShown(() => {
      cancel = nextIdleMoment(done);
    });
  });
  return () => cancel();
}

/** Calls `callback` once no route's page is on its way (at most 5000 ms). Returns a cancel function. */
function whenPageShown(callback: () => void): () => void {
  const next = () => {
    clearTimeout(timer);
    waitingForPage = waitingForPage.filter((waiting) => waiting !== next);
    callback();
  };
  const timer = setTimeout(next, PAGE_VIEW_TIMEOUT_MS);
  waitingForPage.push(next);
  return () => {
    clearTimeout(timer);
    waitingForPage = waitingForPage.filter((waiting) => waiting !== next);
  };
}

/**
 * Whether the page has started (see whenPageSettled), or with 'next idle moment', the idle
 * moment after that. What can wait for that (a popup notice that covers the page, the footer
 * below it, the carousel's measuring, a closed drawer's menu) waits, so its code, render and
 * the style and layout it forces do not land in the same long tasks or the same network round
 * trips as the first view's. Once true, it stays true for the rest of the visit.
 */
export function usePageSettled(then: 'at once' | 'next idle moment' = 'at once'): boolean {
  const [value, setValue] = useState(settled && then === 'at once');
  useEffect(() => {
    if (value) return;
    // At transition priority: everything that waited (footer, drawer menu) renders in short
    // slices rather than in one long task at the first idle moment.
    const done = () => startTransition(() => setValue(true));
    let cancelNext = () => {};
    const cancel = whenPageSettled(() => {
      if (then === 'at once') done();
      // What forces a style and layout of the whole page (a modal dialog opening, the carousel
      // measuring) waits one more idle moment, once what the first wait let in has been drawn.
      else cancelNext = nextIdleMoment(done);
    });
    return () => {
      cancel();
      cancelNext();
    };
  }, [value, then]);
  return value;
}

/** Calls `callback` at the next idle moment (at most 1500 ms). Returns a cancel function. */
function nextIdleMoment(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout: SETTLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(callback, 50);
  return () => clearTimeout(timer);
}

/** Tests: start again as a page that has not settled yet. */
export function forgetPageSettled() {
  settled = false;
  pagesOnTheirWay = 0;
  waitingForPage = [];
}
