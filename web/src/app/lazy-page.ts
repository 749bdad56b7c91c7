import { createElement, lazy, useEffect, type ComponentType } from 'react';
import { pageOnItsWay } from '../hooks/use-page-settled';

/** A script chunk that takes longer than this counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(
    readonly chunk: string,
    readonly reason: 'failed' | 'timeout',
  ) {
    super(`Chunk ${chunk} ${reason === 'timeout' ? 'timed out' : 'failed to load'}`);
    this.name = 'ChunkLoadError';
  }
}

/**
 * Loads a page's chunk; one that fails or takes longer than 120000 ms becomes a ChunkLoadError
 * naming it (the route error view offers a retry).
 */
export async function loadPage(
  chunk: string,
  load: () => Promise<{ default: ComponentType }>,
  timeoutMs = CHUNK_TIMEOUT_MS,
): Promise<{ default: ComponentType }> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError(chunk, 'timeout')), timeoutMs);
  });
  try {
    return await Promise.race([load(), timeout]);
  } catch (error) {
    if (error instanceof ChunkLoadError) throw error;
    throw new ChunkLoadError(chunk, 'failed');
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A route's `lazy` loader: each page is its own chunk. The route resolves at once with a
 * component that loads the chunk when it first renders (inside the layout's Suspense), so the
 * frame (header, menu, the page's banner with the first view's artwork) renders and paints
 * while the page's own code is still on its way, instead of the router holding the whole first
 * render until the page chunk has arrived. A chunk that fails or times out is thrown while
 * rendering, as a ChunkLoadError, which the route's error view shows.
 *
 * While the chunk loads and until the page has committed its first view, the page has not
 * started (use-page-settled.ts): what waits for that waits for the page too.
 */
export function lazyPage(
  chunk: string,
  load: () => Promise<{ default: ComponentType }>,
  timeoutMs = CHUNK_TIMEOUT_MS,
) {
  let shown: (() => void) | undefined;
  const Lazy = lazy(() => {
    shown = pageOnItsWay();
    return loadPage(chunk, load, timeoutMs).catch((error: unknown) => {
      shown?.();
      throw error;
    });
  });
  function Page() {
    useEffect(() => shown?.(), []);
    return createElement(Lazy);
  }
  Page.displayName = `Page(${chunk})`;
  return () => Promise.resolve({ Component: Page });
}
