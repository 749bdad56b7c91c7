import clsx from 'clsx';
import type { BannerGroup } from '@sorte/contracts/system/constants';
import frame from './banner-frame.module.css';

/** The home carousel centres its slides (neighbours peek); other pages show one slide per view. */
export const isCentred = (group: BannerGroup) => group === 'w_home';

/** The banner strip's box while its code, texts or banners load: the same size, empty. */
export function BannerPlaceholder({ centred }: { centred: boolean }) {
  return (
    <div
      className={clsx(frame.root, centred && frame.centred)}
      aria-hidden="true"
      data-testid="banner-placeholder"
    >
      <div className={frame.viewport}>
        <div className={clsx(frame.track, frame.static)}>
          <div className={frame.slide}>
            <div className={clsx(frame.link, frame.skeleton)} />
          </div>
        </div>
      </div>
      {centred ? <div className={frame.controlsSpace} /> : null}
    </div>
  );
}
