import { act, render, screen } from '@testing-library/react';
import { Component as ReactComponent, createElement, Suspense, type ComponentType, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetPageSettled, whenPageSettled } from '../hooks/use-page-settled';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, lazyPage, loadPage } from './lazy-page';

function Page() {
  return null;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  forgetPageSettled();
});

class Caught extends ReactComponent<{ children: ReactNode }, { error?: unknown }> {
  override state: { error?: unknown } = {};
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? createElement('p', null, 'failed') : this.props.children;
  }
}

/** Renders a lazy page the way the layout does (inside Suspense), with idle moments on demand. */
async function renderPage(chunk: () => Promise<{ default: ComponentType }>) {
  forgetPageSettled();
  const idle: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  vi.stubGlobal('cancelIdleCallback', vi.fn());
  const { Component } = await lazyPage('promotions', chunk)();
  render(createElement(Caught, null, createElement(Suspense, { fallback: null }, createElement(Component))));
  const started = vi.fn();
  whenPageSettled(started);
  return { idle, started };
}

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

describe('lazyPage and the page start', () => {
  it("holds the page's start until the page has committed its first view", async () => {
    let arrive: (module: { default: ComponentType }) => void = () => {};
    const { idle, started } = await renderPage(() => new Promise((resolve) => (arrive = resolve)));
    // An idle moment while the page's chunk is still loading: not started yet.
    act(() => idle.shift()?.());
    expect(started).not.toHaveBeenCalled();
    await act(async () => arrive({ default: () => createElement('p', null, 'promotions page') }));
    expect(screen.getByText('promotions page')).toBeInTheDocument();
    expect(started).not.toHaveBeenCalled();
    act(() => idle.shift()?.());
    expect(started).toHaveBeenCalledTimes(1);
  });

  it('lets the page start when its chunk fails (the error view shows instead)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail: (error: Error) => void = () => {};
    const { idle, started } = await renderPage(() => new Promise((_, reject) => (fail = reject)));
    act(() => idle.shift()?.());
    await act(async () => fail(new TypeError('Failed to fetch dynamically imported module')));
    expect(screen.getByText('failed')).toBeInTheDocument();
    act(() => idle.shift()?.());
    expect(started).toHaveBeenCalledTimes(1);
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
