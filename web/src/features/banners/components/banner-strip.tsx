import { Suspense } from 'react';
import type { BannerGroup } from '@sorte/contracts/system/constants';
import { lazyComponent, startPreload } from '../../../lib/lazy-component';
import { BannerPlaceholder } from './banner-placeholder';

// The strip's code (data, slides, links) is its own chunk, fetched at the first render or, when
// the served page carries its banners, as the app starts; until it arrives the placeholder holds
// the box, and the first banner's artwork is already on its way (index.html preloads it).
const loadCarousel = () => import('./banner-carousel');
const BannerCarousel = lazyComponent(() =>
  loadCarousel().then((m) => ({ default: m.BannerCarousel })),
);

/**
 * Starts the strip's code for a first view that came with `count` banners (with two or more,
 * the carousel's too), so the strip renders at once instead of waiting for each in turn.
 */
export function preloadBannerStrip(count: number) {
  if (count < 1) return;
  startPreload(BannerCarousel);
  if (count > 1) void loadCarousel().then((m) => startPreload(m.BannerSlider), () => undefined);
}

/** The banner strip above a page, as the root layout renders it. */
export function BannerStrip({ group }: { group: BannerGroup }) {
  return (
    <Suspense fallback={<BannerPlaceholder group={group} />}>
      <BannerCarousel group={group} />
    </Suspense>
  );
}
