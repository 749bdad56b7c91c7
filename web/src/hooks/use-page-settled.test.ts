import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetPageSettled, SETTLE_TIMEOUT_MS, usePageSettled } from './use-page-settled';

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
});
