import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element `ref` holds once the component has mounted can be seen: some of it inside
 * the viewport (IntersectionObserver) and the tab visible (visibilitychange). Motion that nobody
 * can see (a carousel's autoplay, a scrolling marquee) pauses while this is false, so a phone
 * spends no frames or timers on it. Without an element, or where IntersectionObserver is
 * missing, only the tab's visibility counts.
 *
 * A ref, not an element kept in state: a state setter as a callback ref sets state while React
 * commits, which re-renders the component at once, without yielding, on every first view.
 */
export function useOnScreen(ref: RefObject<Element | null>): boolean {
  const [inView, setInView] = useState(true);
  const [tabVisible, setTabVisible] = useState(() => !document.hidden);

  useEffect(() => {
    const onVisibility = () => setTabVisible(!document.hidden);
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  useEffect(() => {
    const element = ref.current;
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
  }, [ref]);

  return inView && tabVisible;
}
