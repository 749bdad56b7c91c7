import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { artworkImageProps } from '@sorte/contracts/system/artwork';
import type { Banner } from '@sorte/contracts/system/system';
import { Icon } from '../../../components/ui/icon';
import { bannerImageUrl, bannerTarget, type BannerTarget } from '../utils/banner-target';
import frame from './banner-frame.module.css';
import styles from './banner-carousel.module.css';

/** Intrinsic size of the artwork box (3:1), so the browser reserves the space before it loads. */
const IMAGE_SIZE = { width: 1200, height: 400 } as const;

function BannerLink({ target, children }: { target: BannerTarget; children: ReactNode }) {
  if (target?.kind === 'route') {
    return (
      <Link to={target.to} className={frame.link} draggable={false}>
        {children}
      </Link>
    );
  }
  if (target?.kind === 'external') {
    return (
      <a
        href={target.href}
        target="_blank"
        rel="noopener noreferrer"
        className={frame.link}
        draggable={false}
      >
        {children}
      </a>
    );
  }
  return <div className={frame.link}>{children}</div>;
}

export interface BannerSlideProps {
  banner: Banner;
  imageBase: string;
  /** The first slide is the page's largest paint (index.html preloads it): load it at once and first. */
  priority?: boolean;
}

/**
 * One banner: the artwork in a fixed 3:1 box with the title overlaid on its calm left part and,
 * when it links somewhere, a call to action. The link's name is the artwork's alt (the title);
 * the overlay repeats it visually only.
 */
export function BannerSlide({ banner, imageBase, priority = false }: BannerSlideProps) {
  const { t } = useTranslation('home');
  const target = bannerTarget(banner);
  const src = bannerImageUrl(banner.url, imageBase);
  return (
    <BannerLink target={target}>
      <img
        className={styles.image}
        src={src}
        {...artworkImageProps(src)}
        alt={banner.title}
        width={IMAGE_SIZE.width}
        height={IMAGE_SIZE.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? 'sync' : 'async'}
        draggable={false}
      />
      <span className={styles.overlay} aria-hidden="true">
        <span className={styles.headline}>{banner.title}</span>
        {target ? (
          <span className={styles.cta}>
            {t(`banners.cta.${banner.linkageType}`)}
            <Icon name="chevron-right" size={16} />
          </span>
        ) : null}
      </span>
    </BannerLink>
  );
}
