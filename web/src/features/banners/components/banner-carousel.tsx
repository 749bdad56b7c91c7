import clsx from 'clsx';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { BannerGroup } from '@sorte/contracts/system/constants';
import { useImageBase } from '../../../hooks/use-permission';
import { useBanners } from '../api/get-banners';
import { BannerPlaceholder as Placeholder, isCentred } from './banner-placeholder';
import { BannerSlide } from './banner-slide';
import frame from './banner-frame.module.css';

// The carousel engine loads only when a group has more than one banner.
const BannerSlider = lazy(() =>
  import('./banner-slider').then((m) => ({ default: m.BannerSlider })),
);

function Banners({ group }: { group: BannerGroup }) {
  const { t, i18n } = useTranslation('home');
  const imageBase = useImageBase();
  const { data: banners, isPending, isError } = useBanners(group, i18n.language);
  const centred = isCentred(group);

  if (isPending) return <Placeholder group={group} />;
  // No banners (or none reachable): no empty box.
  if (isError || banners.length === 0) return null;

  const label = t('banners.label');
  const first = banners[0]!;
  const single = (
    <section
      className={clsx(frame.root, centred && frame.centred)}
      aria-label={label}
      data-testid="banner-carousel"
      data-group={group}
      data-count={banners.length}
    >
      <div className={frame.viewport}>
        <div className={clsx(frame.track, frame.static)}>
          <div className={clsx(frame.slide, frame.selected)} data-slide-index={0}>
            <BannerSlide banner={first} imageBase={imageBase} priority />
          </div>
        </div>
      </div>
      {centred && banners.length > 1 ? <div className={frame.controlsSpace} /> : null}
    </section>
  );
  if (banners.length === 1) return single;
  return (
    <Suspense fallback={single}>
      <BannerSlider banners={banners} group={group} imageBase={imageBase} label={label} />
    </Suspense>
  );
}

/**
 * The banner strip above a page (banners per page by group). The root layout loads it as its
 * own chunk (`BannerStrip`); it waits for its own texts and data without holding up the page
 * below.
 */
export function BannerCarousel({ group }: { group: BannerGroup }) {
  return (
    <Suspense fallback={<Placeholder group={group} />}>
      <Banners group={group} />
    </Suspense>
  );
}
