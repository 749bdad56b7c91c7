import { HomeContent } from '../../features/home/components/home-content';
import { AnnouncementMarquee } from '../../features/notices/components/announcement-marquee';

/** / (also /index, /index.html, /home): the banner comes from the layout (group w_home). */
export default function HomeRoute() {
  return (
    <>
      <AnnouncementMarquee />
      <HomeContent />
    </>
  );
}
