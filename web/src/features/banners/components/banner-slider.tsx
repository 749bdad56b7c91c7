import clsx from 'clsx';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BannerGroup } from '@sorte/contracts/system/constants';
import type { Banner } from '@sorte/contracts/system/system';
import { Icon } from '../../../components/ui/icon';
import { AUTOPLAY_MS, useAutoplay } from '../../../hooks/use-autoplay';
import { useCarouselStart } from '../../../hooks/use-carousel-start';
import { useOnScreen } from '../../../hooks/use-on-screen';
import { useReducedMotion } from '../../../hooks/use-reduced-motion';
import { isCentred } from './banner-placeholder';
import { BannerSlide } from './banner-slide';
import frame from './banner-frame.module.css';
import styles from './banner-carousel.module.css';

export interface BannerSliderProps {
  banners: Banner[];
  group: BannerGroup;
  imageBase: string;
  label: string;
}

/**
 * Two or more banners: a looping carousel that autoplays every 5000 ms, paused while
 * hovered or focused, while it is scrolled off screen or the tab is hidden, when the player
 * pauses it, and never under prefers-reduced-motion. Home centres the slides with pagination dots.
 */
export function BannerSlider({ banners, group, imageBase, label }: BannerSliderProps) {
  const { t } = useTranslation('home');
  const centred = isCentred(group);
  const reducedMotion = useReducedMotion();
  const [viewportRef, api] = useEmblaCarousel({
    loop: true,
    align: centred ? 'center' : 'start',
    duration: 30,
  });
  const [selected, setSelected] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const root = useRef<HTMLElement>(null);
  const onScreen = useOnScreen(root);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    onSelect();
    api.on('select', onSelect).on('reInit', onSelect);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect);
    };
  }, [api]);

  const autoplay = !reducedMotion && !stopped;
  // The carousel's engine starts (and measures the slides) once the page has started and the
  // carousel is needed: its first move is due or the player reaches for it. Until then the
  // first slide stands where the engine will put it.
  // (A touch fires pointerenter before pointerdown: the enter handler starts it for both.)
  const { running, start, go: moveTo, next } = useCarouselStart(api);
  useAutoplay(api, autoplay && !hovered && !focused && onScreen, AUTOPLAY_MS, next);

  const go = useCallback((index: number) => moveTo(index, reducedMotion), [moveTo, reducedMotion]);
  const step = (direction: 1 | -1) => go((selected + direction + banners.length) % banners.length);

  // WCAG 2.2.2: moving content gets a visible pause control.
  const pauseButton = reducedMotion ? null : (
    <button
      type="button"
      className={clsx(styles.pause, !centred && styles.pauseOverlay)}
      onClick={() => setStopped((value) => !value)}
      aria-label={stopped ? t('banners.play') : t('banners.pause')}
    >
      <span className={stopped ? styles.playGlyph : styles.pauseGlyph} aria-hidden="true" />
    </button>
  );

  return (
    <section
      ref={root}
      className={clsx(frame.root, styles.slider, centred && frame.centred)}
      aria-roledescription={t('banners.carousel')}
      aria-label={label}
      data-testid="banner-carousel"
      data-group={group}
      data-count={banners.length}
      data-autoplay={autoplay && !hovered && !focused && onScreen ? 'on' : 'off'}
      onPointerEnter={(event) => {
        start();
        if (event.pointerType === 'mouse') setHovered(true);
      }}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => {
        start();
        setFocused(true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div
        className={frame.viewport}
        ref={running ? viewportRef : undefined}
        data-embla-viewport=""
      >
        <div className={clsx(frame.track, !api && frame.waiting)}>
          {banners.map((banner, index) => (
            <div
              key={banner.bannerId}
              className={clsx(frame.slide, index === selected && frame.selected)}
              role="group"
              aria-roledescription={t('banners.slide')}
              aria-label={t('banners.position', { index: index + 1, count: banners.length })}
              data-slide-index={index}
            >
              <BannerSlide banner={banner} imageBase={imageBase} priority={index === 0} />
            </div>
          ))}
        </div>
        <button
          type="button"
          className={clsx(styles.arrow, styles.prev)}
          onClick={() => step(-1)}
          aria-label={t('banners.previous')}
        >
          <Icon name="chevron-right" size={20} className={styles.flip} />
        </button>
        {centred ? null : pauseButton}
        <button
          type="button"
          className={clsx(styles.arrow, styles.next)}
          onClick={() => step(1)}
          aria-label={t('banners.next')}
        >
          <Icon name="chevron-right" size={20} />
        </button>
      </div>
      {centred ? (
        <div className={styles.controls}>
          <div className={styles.dots} role="group" aria-label={t('banners.pagination')}>
            {banners.map((banner, index) => (
              <button
                key={banner.bannerId}
                type="button"
                className={clsx(styles.dot, index === selected && styles.dotActive)}
                onClick={() => go(index)}
                aria-label={t('banners.goTo', { index: index + 1 })}
                aria-current={index === selected ? 'true' : undefined}
                data-testid="banner-dot"
              />
            ))}
          </div>
          {pauseButton}
        </div>
      ) : null}
      <p className="visually-hidden" aria-live={autoplay ? 'off' : 'polite'} aria-atomic="true">
        {t('banners.position', { index: selected + 1, count: banners.length })}
      </p>
    </section>
  );
}
