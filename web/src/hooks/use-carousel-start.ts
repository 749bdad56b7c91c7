import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { usePageSettled } from './use-page-settled';

type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;

/** Where a carousel is asked to go: a slide, or on by one (the last loops to the first). */
export type CarouselTarget = number | 'next';

/**
 * When a carousel's engine starts: not before the page has started, and then only once it is
 * needed: its first autoplay move is due, or the player reaches for it (a pointer over it, a
 * touch, focus, a dot or an arrow). Starting the engine measures every slide, a long task on a
 * phone that the first view does not need; until then the first slide stands still where the
 * engine will keep it.
 *
 * `running` says when to hand the engine its viewport; `start` starts it; `go` moves to a slide,
 * starting the engine first when needed (the move is made once it has started); `next` is
 * `go('next')`, what autoplay calls before the engine has started.
 */
export function useCarouselStart(api: EmblaApi | undefined) {
  const settled = usePageSettled('next idle moment');
  const [wanted, setWanted] = useState(false);
  const pending = useRef<{ target: CarouselTarget; jump: boolean } | null>(null);
  const start = useCallback(() => setWanted(true), []);
  const go = useCallback(
    (target: CarouselTarget, jump = false) => {
      if (!api) {
        pending.current = { target, jump };
        setWanted(true);
        return;
      }
      if (target !== 'next') api.scrollTo(target, jump);
      else if (api.canScrollNext()) api.scrollNext(jump);
      else api.scrollTo(0, jump);
    },
    [api],
  );
  const next = useCallback(() => go('next'), [go]);
  useEffect(() => {
    const move = pending.current;
    if (!api || !move) return;
    pending.current = null;
    go(move.target, move.jump);
  }, [api, go]);
  return { running: settled && wanted, start, go, next };
}
