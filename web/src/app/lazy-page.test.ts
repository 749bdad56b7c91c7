import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, lazyPage, loadPage } from './lazy-page';

function Page() {
  return null;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('lazyPage', () => {
  it('gives the route a component at once, before the page chunk has arrived', async () => {
    const chunk = vi.fn(() => new Promise<never>(() => {}));
    const route = lazyPage('promotions', chunk);
    const first = await route();
    expect(first.Component).toBeDefined();
    // The chunk is asked for when the component first renders, not when the route resolves.
    expect(chunk).not.toHaveBeenCalled();
    expect((await route()).Component).toBe(first.Component);
  });
});

describe('loadPage', () => {
  it('gives the page module', async () => {
    const module = { default: Page };
    await expect(loadPage('promotions', () => Promise.resolve(module))).resolves.toBe(module);
  });

  it('turns a failed chunk into a ChunkLoadError naming the chunk', async () => {
    const load = () =>
      loadPage('promotions', () =>
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
    const load = () => loadPage('point-mall', () => new Promise<never>(() => {}));
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
    const load = () => loadPage('lottery', () => Promise.resolve({ default: Page }));
    await load();
    expect(vi.getTimerCount()).toBe(0);
  });
});
