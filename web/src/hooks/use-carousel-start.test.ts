import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTOPLAY_MS, useAutoplay } from './use-autoplay';
import { useCarouselStart } from './use-carousel-start';
import { forgetPageSettled } from './use-page-settled';

type Api = NonNullable<Parameters<typeof useCarouselStart>[0]>;

function fakeApi(slides: number) {
  let index = 0;
  const api = {
    canScrollNext: () => index < slides - 1,
    scrollNext: vi.fn(() => {
      index += 1;
    }),
    scrollTo: vi.fn((i: number) => {
      index = i;
    }),
    on: () => api,
    off: () => api,
    index: () => index,
  };
  return api;
}

afterEach(() => {
  vi.useRealTimers();
  forgetPageSettled();
});

/** Lets the page settle (first view painted and an idle moment twice; jsdom has no idle callbacks). */
const settle = () => act(() => vi.advanceTimersByTimeAsync(1_000));

describe('useCarouselStart', () => {
  it('keeps the engine stopped after the page has started until the carousel is needed', async () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCarouselStart(undefined));
    await settle();
    expect(result.current.running).toBe(false);
    act(() => result.current.start());
    expect(result.current.running).toBe(true);
  });

  it('does not start the engine before the page has started, even when asked', async () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCarouselStart(undefined));
    act(() => result.current.start());
    expect(result.current.running).toBe(false);
    await settle();
    expect(result.current.running).toBe(true);
  });

  it('makes a move asked before the engine started once it has', async () => {
    vi.useFakeTimers();
    const api = fakeApi(3);
    const { result, rerender } = renderHook(({ engine }: { engine?: Api }) => useCarouselStart(engine), {
      initialProps: {},
    });
    await settle();
    act(() => result.current.go(2, true));
    expect(result.current.running).toBe(true);
    rerender({ engine: api as unknown as Api });
    expect(api.scrollTo).toHaveBeenCalledTimes(1);
    expect(api.scrollTo).toHaveBeenCalledWith(2, true);
    // Later moves go straight to the engine; 'next' loops from the last slide to the first.
    act(() => result.current.go('next'));
    expect(api.index()).toBe(0);
  });

  it("starts the engine when autoplay's first move is due, and makes that move", async () => {
    vi.useFakeTimers();
    const api = fakeApi(3);
    const { result, rerender } = renderHook(
      ({ engine }: { engine?: Api }) => {
        const carousel = useCarouselStart(engine);
        useAutoplay(engine, true, AUTOPLAY_MS, carousel.next);
        return carousel;
      },
      { initialProps: {} },
    );
    await settle();
    expect(result.current.running).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(AUTOPLAY_MS));
    expect(result.current.running).toBe(true);
    rerender({ engine: api as unknown as Api });
    expect(api.index()).toBe(1);
  });
});
