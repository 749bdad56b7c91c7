import { useEffect, useState } from 'react';

/**
 * Whether a drawer is drawn open. One that first renders already open (the side menu's, when
 * the press on the menu button ended before the menu's code was there) is drawn closed for a
 * frame first, so it slides in as it does every other time.
 */
export function useSlideIn(open: boolean): boolean {
  const [closedDrawn, setClosedDrawn] = useState(!open);
  useEffect(() => {
    if (closedDrawn) return;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => setClosedDrawn(true));
    });
    return () => cancelAnimationFrame(frame);
  }, [closedDrawn]);
  return open && closedDrawn;
}
