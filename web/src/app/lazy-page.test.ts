import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, lazyPage } from './lazy-page';

function Page() {
  return null;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('lazyPage', () => {
  it('gives the route its page component', async () => {
    const load = lazyPage('promotions', () => Promise.resolve({ default: Page }));
    await expect(load()).resolves.toEqual({ Component: Page });
  });

  it('turns a failed chunk into a ChunkLoadError naming the chunk', async () => {
    const load = lazyPage('promotions', () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    const error = await load().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ name: 'ChunkLoadError', chunk: 'promotions', reason: 'failed' });
    expect((error as Error).message).toContain('promotions');
  });

  it('gives up on a chunk that never arrives after 120000 ms', async () => {
    vi.useFakeTimers();
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
    const load = lazyPage('point-mall', () => new Promise<never>(() => {}));
    let settled: unknown;
    const result = load().then(
      () => (settled = 'resolved'),
      (error: unknown) => (settled = error),
    );
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await result;
    expect(settled).toBeInstanceOf(ChunkLoadError);
    expect(settled).toMatchObject({ chunk: 'point-mall', reason: 'timeout' });
    expect((settled as Error).message).toContain('timed out');
  });

  it('clears its timer once the chunk arrives', async () => {
    vi.useFakeTimers();
    const load = lazyPage('lottery', () => Promise.resolve({ default: Page }));
    await load();
    expect(vi.getTimerCount()).toBe(0);
  });
});
