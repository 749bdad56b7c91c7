import { GameFramePage } from '../../features/pages/components/game-frame-page';

/** /seamless: a launched game without the site's bars (unless SHOW_BARS_ON_SEAMLESS). */
export default function SeamlessRoute() {
  return <GameFramePage variant="seamless" />;
}
