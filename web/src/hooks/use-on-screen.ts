import { useEffect, useState } from 'react';

/**
 * Whether `element` can be seen: some of it inside the viewport (IntersectionObserver) and the
 * tab visible (visibilitychange). Motion that nobody can see (a carousel's autoplay, a scrolling
 * marquee) pauses while this is false, so a phone spends no frames or timers on it. Without an
 * element, or where IntersectionObserver is missing, only the tab's visibility counts.
 */
export function useOnScreen(element: Element | null): boolean {
  const [inView, setInView] = useState(true);
  const [tabVisible, setTabVisible] = useState(() => !document.hidden);

  useEffect(() => {
    const onVisibility = () => setTabVisible(!document.hidden);
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const last = entries[entries.length - 1];
      if (last) setInView(last.isIntersecting);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      setInView(true);
    };
  }, [element]);

  return inView && tabVisible;
}
