import { lazy, Suspense } from 'react';
import { WhenVisible } from '../../components/ui/when-visible';
import { HomeContent } from '../../features/home/components/home-content';
import { AnnouncementMarquee } from '../../features/notices/components/announcement-marquee';

// Below the fold: its chunk, texts and data load only when the board scrolls near the viewport.
const WinnersBoard = lazy(() =>
  import('../../features/records/components/winners-board').then((m) => ({
    default: m.WinnersBoard,
  })),
);

/** / (also /index, /index.html, /home): the banner comes from the layout (group w_home). */
export default function HomeRoute() {
  return (
    <>
      <AnnouncementMarquee />
      <HomeContent
        winners={
          <WhenVisible testId="winners-slot">
            <Suspense fallback={null}>
              <WinnersBoard />
            </Suspense>
          </WhenVisible>
        }
      />
    </>
  );
}
