import clsx from 'clsx';
import type { BannerGroup } from '@sorte/contracts/system/constants';
import styles from './banner-carousel.module.css';

/** The home carousel centres its slides (neighbours peek); other pages show one slide per view. */
export const isCentred = (group: BannerGroup) => group === 'w_home';

/** The banner strip's box while its code, texts or banners load: the same size, empty. */
export function BannerPlaceholder({ centred }: { centred: boolean }) {
  return (
    <div
      className={clsx(styles.root, centred && styles.centred)}
      aria-hidden="true"
      data-testid="banner-placeholder"
    >
      <div className={styles.viewport}>
        <div className={clsx(styles.track, styles.static)}>
          <div className={styles.slide}>
            <div className={clsx(styles.link, styles.skeleton)} />
          </div>
        </div>
      </div>
      {centred ? <div className={styles.controlsSpace} /> : null}
    </div>
  );
}
