import type { ComponentType } from 'react';

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
 * A route's `lazy` loader: each page is its own chunk; a chunk that fails or takes longer than
 * 120000 ms becomes a ChunkLoadError naming it (the route error view offers a retry).
 */
export function lazyPage(
  chunk: string,
  load: () => Promise<{ default: ComponentType }>,
  timeoutMs = CHUNK_TIMEOUT_MS,
) {
  return async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ChunkLoadError(chunk, 'timeout')), timeoutMs);
    });
    try {
      const module = await Promise.race([load(), timeout]);
      return { Component: module.default };
    } catch (error) {
      if (error instanceof ChunkLoadError) throw error;
      throw new ChunkLoadError(chunk, 'failed');
    } finally {
      clearTimeout(timer);
    }
  };
}
