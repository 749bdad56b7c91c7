import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  forgetPageSettled,
  PAGE_VIEW_TIMEOUT_MS,
  pageOnItsWay,
  SETTLE_TIMEOUT_MS,
  usePageSettled,
  whenPageSettled,
} from './use-page-settled';

beforeEach(() => {
  forgetPageSettled();
});

afterEach(() => {
  vi.unstubAllGlobals();
  forgetPageSettled();
});

describe('usePageSettled', () => {
  it('turns true at the first idle moment (with a deadline), then stays true for later users', () => {
    let idle: (() => void) | undefined;
    const requestIdleCallback = vi.fn((callback: () => void) => {
      idle = callback;
      return 7;
    });
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const { result } = renderHook(() => usePageSettled());
    expect(result.current).toBe(false);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), {
      timeout: SETTLE_TIMEOUT_MS,
    });
    act(() => idle?.());
    expect(result.current).toBe(true);
    const later = renderHook(() => usePageSettled());
    expect(later.result.current).toBe(true);
    expect(requestIdleCallback).toHaveBeenCalledTimes(1);
  });

  it("with 'next idle moment' waits for the idle moment after the page has started", () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const { result } = renderHook(() => usePageSettled('next idle moment'));
    expect(result.current).toBe(false);
    act(() => idle.shift()?.());
    expect(result.current).toBe(false);
    act(() => idle.shift()?.());
    expect(result.current).toBe(true);
    // Mounted later in the visit: still one idle moment (the page has started already).
    const later = renderHook(() => usePageSettled('next idle moment'));
    expect(later.result.current).toBe(false);
    act(() => idle.shift()?.());
    expect(later.result.current).toBe(true);
  });

  it('cancels its wait when unmounted first', () => {
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal(
      'requestIdleCallback',
      vi.fn(() => 9),
    );
    vi.stubGlobal('cancelIdleCallback', cancelIdleCallback);
    const { result, unmount } = renderHook(() => usePageSettled());
    expect(result.current).toBe(false);
    unmount();
    expect(cancelIdleCallback).toHaveBeenCalledWith(9);
  });

  it('waits on a timer where the browser has no requestIdleCallback', () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal('requestIdleCallback', undefined);
      const { result } = renderHook(() => usePageSettled());
      expect(result.current).toBe(false);
      act(() => {
        vi.advanceTimersByTime(50);
      });
      expect(result.current).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("waits for a route's page still on its way at the idle moment, then one more idle moment", () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const shown = pageOnItsWay();
    const { result } = renderHook(() => usePageSettled());
    act(() => idle.shift()?.());
    // The frame has painted and the thread is idle, but the page's chunk is still loading.
    expect(result.current).toBe(false);
    expect(idle).toHaveLength(0);
    act(() => shown());
    expect(result.current).toBe(false);
    act(() => idle.shift()?.());
    expect(result.current).toBe(true);
    // Shown twice (a second commit) changes nothing.
    shown();
    expect(renderHook(() => usePageSettled()).result.current).toBe(true);
  });

  it('does not wait more than 5000 ms for a page that never shows', () => {
    vi.useFakeTimers();
    try {
      expect(PAGE_VIEW_TIMEOUT_MS).toBe(5000);
      vi.stubGlobal('requestIdleCallback', undefined);
      pageOnItsWay();
      const started = vi.fn();
      whenPageSettled(started);
      vi.advanceTimersByTime(50 + PAGE_VIEW_TIMEOUT_MS - 1);
      expect(started).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1 + 50);
      expect(started).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops waiting for the page when cancelled', () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal('requestIdleCallback', undefined);
      const shown = pageOnItsWay();
      const started = vi.fn();
      const cancel = whenPageSettled(started);
      vi.advanceTimersByTime(50);
      cancel();
      shown();
      vi.advanceTimersByTime(PAGE_VIEW_TIMEOUT_MS + 100);
      expect(started).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
