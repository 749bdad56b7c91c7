import { lazy, Suspense } from 'react';
import type { BannerGroup } from '@sorte/contracts/system/constants';
import { BannerPlaceholder } from './banner-placeholder';

// The strip's code (data, slides, links) is its own chunk, fetched at the first render; until it
// arrives the placeholder holds the box, and the first banner's artwork is already on its way
// (index.html preloads it).
const BannerCarousel = lazy(() =>
  import('./banner-carousel').then((m) => ({ default: m.BannerCarousel })),
);

/** The banner strip above a page, as the root layout renders it. */
export function BannerStrip({ group }: { group: BannerGroup }) {
  return (
    <Suspense fallback={<BannerPlaceholder group={group} />}>
      <BannerCarousel group={group} />
    </Suspense>
  );
}
