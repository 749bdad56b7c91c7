import clsx from 'clsx';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PromotionSummary } from '@sorte/contracts/promotions/routes';
import { AUTOPLAY_MS, useAutoplay } from '../../../hooks/use-autoplay';
import { useCarouselStart } from '../../../hooks/use-carousel-start';
import { useImageBase } from '../../../hooks/use-permission';
import { useReducedMotion } from '../../../hooks/use-reduced-motion';
import { useNewPlayerPromotions } from '../api/promotions';
import { coverUrl, promoDetailHref } from '../utils/promotion-format';
import { RegisterPromoPlaceholder } from './register-promo-placeholder';
import styles from './register-promo-slider.module.css';

export interface RegisterPromoSliderProps {
  /** Called when a slide is followed (the register popup closes itself). */
  onNavigate?: () => void;
}

function Slide({
  promotion,
  imageBase,
  onNavigate,
  hidden,
}: {
  promotion: PromotionSummary;
  imageBase: string;
  onNavigate?: () => void;
  hidden?: boolean;
}) {
  return (
    <Link
      to={promoDetailHref(promotion.id)}
      className={styles.link}
      onClick={onNavigate}
      tabIndex={hidden ? -1 : undefined}
      data-testid="register-promo-link"
    >
      <img
        className={styles.image}
        src={coverUrl(imageBase, promotion.image)}
        alt=""
        width={800}
        height={400}
        decoding="async"
      />
      <span className={styles.caption}>
        <span className={styles.title}>{promotion.title}</span>
        <span className={styles.summary}>{promotion.summary}</span>
      </span>
    </Link>
  );
}

function Carousel({
  promotions,
  imageBase,
  onNavigate,
}: {
  promotions: PromotionSummary[];
  imageBase: string;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('promotions');
  const reducedMotion = useReducedMotion();
  const [viewportRef, api] = useEmblaCarousel({ loop: true, align: 'start', duration: 30 });
  // The carousel's engine starts (and measures its slides) once the page has started and it is
  // needed: its first move is due or the player reaches for it. Until then the first slide
  // stands where the engine will keep it.
  const { running, start, go, next } = useCarouselStart(api);
  const [selected, setSelected] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    onSelect();
    api.on('select', onSelect).on('reInit', onSelect);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect);
    };
  }, [api]);
  // Autoplay every 5000 ms, only with more than one (this component), paused while
  // hovered or focused and never under prefers-reduced-motion.
  useAutoplay(api, !reducedMotion && !paused, AUTOPLAY_MS, next);

  return (
    <>
      <div
        className={styles.viewport}
        ref={running ? viewportRef : undefined}
        onPointerEnter={(e) => {
          start();
          if (e.pointerType === 'mouse') setPaused(true);
        }}
        onPointerLeave={() => setPaused(false)}
        onFocus={() => {
          start();
          setPaused(true);
        }}
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget)) setPaused(false);
        }}
      >
        <div className={styles.track}>
          {promotions.map((p, index) => (
            <div
              key={p.id}
              className={styles.slide}
              role="group"
              aria-roledescription={t('slider.slide')}
              aria-label={t('slider.position', { index: index + 1, count: promotions.length })}
              data-slide-index={index}
              data-selected={index === selected || undefined}
            >
              <Slide
                promotion={p}
                imageBase={imageBase}
                onNavigate={onNavigate}
                hidden={index !== selected}
              />
            </div>
          ))}
        </div>
      </div>
      <div className={styles.dots} role="group" aria-label={t('slider.pagination')}>
        {promotions.map((p, index) => (
          <button
            key={p.id}
            type="button"
            className={clsx(styles.dot, index === selected && styles.dotActive)}
            onClick={() => go(index, reducedMotion)}
            aria-label={t('slider.goTo', { index: index + 1 })}
            aria-current={index === selected ? 'true' : undefined}
          />
        ))}
      </div>
      <p className="visually-hidden" aria-live="off" aria-atomic="true">
        {t('slider.position', { index: selected + 1, count: promotions.length })}
      </p>
    </>
  );
}

/**
 * The register page's and popup's slider of 'new_player' promotions: one
 * per view; with more than one it loops and autoplays every 5000 ms; a click opens
 * /promoDetail. Nothing at all when there is none (or the list cannot be read).
 */
export function RegisterPromoSlider({ onNavigate }: RegisterPromoSliderProps) {
  const { t, i18n } = useTranslation('promotions');
  const imageBase = useImageBase();
  const { data: promotions, isPending } = useNewPlayerPromotions(i18n.language);
  // While the list loads, its box is held (the form below stays put); none, or an error: nothing.
  if (isPending) return <RegisterPromoPlaceholder />;
  if (!promotions || promotions.length === 0) return null;
  const single = promotions.length === 1;
  return (
    <section
      className={styles.root}
      aria-roledescription={single ? undefined : t('slider.carousel')}
      aria-label={t('slider.label')}
      data-testid="register-promo-slider"
      data-count={promotions.length}
      data-autoplay={single ? 'off' : 'on'}
    >
      {single ? (
        <div className={styles.viewport}>
          <div className={styles.track}>
            <div className={styles.slide} data-slide-index={0} data-selected>
              <Slide promotion={promotions[0]!} imageBase={imageBase} onNavigate={onNavigate} />
            </div>
          </div>
        </div>
      ) : (
        <Carousel promotions={promotions} imageBase={imageBase} onNavigate={onNavigate} />
      )}
    </section>
  );
}
