import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setTabHidden, stubIntersection } from '../testing/on-screen';
import { useOnScreen } from './use-on-screen';

afterEach(() => {
  setTabHidden(false);
  vi.unstubAllGlobals();
});

describe('useOnScreen', () => {
  it('is false while the element is out of the viewport, true once it is back', () => {
    const io = stubIntersection();
    const element = document.createElement('div');
    const ref = { current: element };
    const { result, unmount } = renderHook(() => useOnScreen(ref));
    expect(result.current).toBe(true);
    expect(io.watching(element)).toBe(true);
    io.setOnScreen(element, false);
    expect(result.current).toBe(false);
    io.setOnScreen(element, true);
    expect(result.current).toBe(true);
    unmount();
    expect(io.watching(element)).toBe(false);
  });

  it('is false while the tab is hidden, whatever the viewport says', () => {
    stubIntersection();
    const ref = { current: document.createElement('div') };
    const { result } = renderHook(() => useOnScreen(ref));
    setTabHidden(true);
    expect(result.current).toBe(false);
    setTabHidden(false);
    expect(result.current).toBe(true);
  });

  it('counts only the tab without an element', () => {
    const ref = { current: null };
    const { result } = renderHook(() => useOnScreen(ref));
    expect(result.current).toBe(true);
    setTabHidden(true);
    expect(result.current).toBe(false);
  });
});
