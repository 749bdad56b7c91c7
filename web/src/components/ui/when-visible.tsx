import { useEffect, useRef, useState, type ReactNode } from 'react';

export interface WhenVisibleProps {
  children: ReactNode;
  /** How far ahead of the viewport to start, in pixels (default 300). */
  margin?: number;
  className?: string;
  testId?: string;
}

/**
 * Renders `children` only once its place scrolls near the viewport (or has been scrolled past, as
 * after a jump to the page end), so a below-the-fold section (and its lazy chunk and data) costs
 * nothing at start-up. Without IntersectionObserver it renders at once.
 */
export function WhenVisible({ children, margin = 300, className, testId }: WhenVisibleProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const node = ref.current;
    if (visible || !node) return;
    const reached = () => node.getBoundingClientRect().top < window.innerHeight + margin;
    const show = () => {
      setVisible(true);
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
    };
    // The observer sees it come into view; the scroll check catches a jump straight past it.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) show();
      },
      { rootMargin: `${margin}px` },
    );
    const onScroll = () => {
      if (reached()) show();
    };
    observer.observe(node);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
    };
  }, [visible, margin]);
  return (
    <div ref={ref} className={className} data-testid={testId}>
      {visible ? children : null}
    </div>
  );
}
