import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSlideIn } from './use-slide-in';

describe('useSlideIn', () => {
  it('follows open at once for a drawer first drawn closed', () => {
    const { result, rerender } = renderHook(({ open }) => useSlideIn(open), {
      initialProps: { open: false },
    });
    expect(result.current).toBe(false);
    rerender({ open: true });
    expect(result.current).toBe(true);
    rerender({ open: false });
    expect(result.current).toBe(false);
  });

  it('draws a drawer first rendered open closed first, then open', async () => {
    const { result } = renderHook(() => useSlideIn(true));
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
  });
});
