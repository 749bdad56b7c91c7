import clsx from 'clsx';
import { useEffect, useRef, useState } from 'react';
import { artworkImageProps } from '@sorte/contracts/system/artwork';
import styles from './lazy-image.module.css';

/** Image lazy loading retries 3 times. */
export const IMAGE_RETRIES = 3;

export interface LazyImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** Load at once (first row of a page) instead of when scrolled near. */
  eager?: boolean;
}

/**
 * An image that keeps its box (aspect ratio from width/height) while it loads, loads when near
 * the viewport (native lazy loading), and retries a failed load up to 3 times with a growing
 * delay before showing a placeholder. The site's own artwork is offered in its WebP renditions
 * (`srcset`); a retry asks for the address alone.
 */
export function LazyImage({ src, alt, width, height, className, eager }: LazyImageProps) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onError = () => {
    if (attempt >= IMAGE_RETRIES) {
      setState('failed');
      return;
    }
    timer.current = setTimeout(() => setAttempt((a) => a + 1), 400 * 2 ** attempt);
  };
  // A retry asks again past any cached failure.
  const url = attempt === 0 ? src : `${src}${src.includes('?') ? '&' : '?'}retry=${attempt}`;

  return (
    <span
      className={clsx(styles.frame, state === 'loaded' && styles.loaded, className)}
      style={{ aspectRatio: `${width} / ${height}` }}
      data-state={state}
    >
      {state === 'failed' ? (
        <span className={styles.fallback} role="img" aria-label={alt} />
      ) : (
        <img
          key={attempt}
          className={styles.image}
          src={url}
          {...(attempt === 0 ? artworkImageProps(src) : {})}
          alt={alt}
          width={width}
          height={height}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onLoad={() => setState('loaded')}
          onError={onError}
        />
      )}
    </span>
  );
}
