import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect } from 'react';

type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;

/** Banner autoplay interval. */
export const AUTOPLAY_MS = 5000;

/**
 * Advances the carousel every `delay` ms while `active`. The timer restarts after any slide
 * change (a swipe or a dot click gets a full interval) and stops while the tab is hidden.
 * Before the carousel's engine has started (no `api`), the first move calls `beforeStart`
 * instead (which starts the engine and moves on: `useCarouselStart`'s `go('next')`).
 */
export function useAutoplay(
  api: EmblaApi | undefined,
  active: boolean,
  delay = AUTOPLAY_MS,
  beforeStart?: () => void,
) {
  useEffect(() => {
    if (!active || (!api && !beforeStart)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const next = () => {
      if (!api) beforeStart?.();
      else if (api.canScrollNext()) api.scrollNext();
      else api.scrollTo(0);
    };
    const schedule = () => {
      clearTimeout(timer);
      timer = document.hidden ? undefined : setTimeout(next, delay);
    };
    schedule();
    api?.on('select', schedule);
    document.addEventListener('visibilitychange', schedule);
    return () => {
      clearTimeout(timer);
      api?.off('select', schedule);
      document.removeEventListener('visibilitychange', schedule);
    };
  }, [api, active, delay, beforeStart]);
}
