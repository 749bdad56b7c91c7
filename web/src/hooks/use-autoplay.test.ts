import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTOPLAY_MS, useAutoplay } from './use-autoplay';

type Api = Parameters<typeof useAutoplay>[0];

function fakeApi(slides: number) {
  let index = 0;
  const listeners = new Set<() => void>();
  const api = {
    canScrollNext: () => index < slides - 1,
    scrollNext: vi.fn(() => {
      index += 1;
      listeners.forEach((l) => l());
    }),
    scrollTo: vi.fn((i: number) => {
      index = i;
      listeners.forEach((l) => l());
    }),
    on: (_: string, l: () => void) => listeners.add(l),
    off: (_: string, l: () => void) => listeners.delete(l),
    index: () => index,
  };
  return api;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('useAutoplay', () => {
  it('advances every 5000 ms exactly and loops back to the first slide', () => {
    vi.useFakeTimers();
    const api = fakeApi(3);
    renderHook(() => useAutoplay(api as unknown as Api, true));
    expect(AUTOPLAY_MS).toBe(5000);
    vi.advanceTimersByTime(4999);
    expect(api.index()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(api.index()).toBe(1);
    vi.advanceTimersByTime(5000);
    expect(api.index()).toBe(2);
    vi.advanceTimersByTime(5000);
    expect(api.index()).toBe(0);
    expect(api.scrollTo).toHaveBeenCalledWith(0);
  });

  it('does nothing while inactive', () => {
    vi.useFakeTimers();
    const api = fakeApi(3);
    renderHook(() => useAutoplay(api as unknown as Api, false));
    vi.advanceTimersByTime(20_000);
    expect(api.scrollNext).not.toHaveBeenCalled();
  });

  it('gives a full interval after a manual slide change', () => {
    vi.useFakeTimers();
    const api = fakeApi(3);
    renderHook(() => useAutoplay(api as unknown as Api, true));
    vi.advanceTimersByTime(3000);
    api.scrollTo(2); // the player clicked a dot
    vi.advanceTimersByTime(4999);
    expect(api.index()).toBe(2);
    vi.advanceTimersByTime(1);
    expect(api.index()).toBe(0);
  });
});
