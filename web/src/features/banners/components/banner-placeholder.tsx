import { useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import type { BannerGroup } from '@sorte/contracts/system/constants';
import type { Banner } from '@sorte/contracts/system/system';
import { artworkImageProps } from '@sorte/contracts/system/artwork';
import { bannerImageUrl } from '@sorte/contracts/system/first-view';
import { useImageBase } from '../../../hooks/use-permission';
import { bannersQueryOptions } from '../api/get-banners';
import frame from './banner-frame.module.css';

/** The home carousel centres its slides (neighbours peek); other pages show one slide per view. */
export const isCentred = (group: BannerGroup) => group === 'w_home';

/** The first banner's artwork, if the page's banners are already in the cache (the first view). */
function useCachedArtwork(group: BannerGroup): string | undefined {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  const imageBase = useImageBase();
  const first = queryClient.getQueryData<Banner[]>(
    bannersQueryOptions(group, i18n.language).queryKey,
  )?.[0];
  return first ? bannerImageUrl(first.url, imageBase) : undefined;
}

/**
 * The banner strip's box while its code, texts or banners load: the same size. When the page's
 * banners came with the first view, it already shows the first one's artwork (index.html
 * preloads it), so the page's largest paint does not wait for the strip's code and texts;
 * otherwise it is an empty skeleton.
 */
export function BannerPlaceholder({ group }: { group: BannerGroup }) {
  const centred = isCentred(group);
  const artwork = useCachedArtwork(group);
  return (
    <div
      className={clsx(frame.root, centred && frame.centred)}
      aria-hidden="true"
      data-testid="banner-placeholder"
    >
      <div className={frame.viewport}>
        <div className={clsx(frame.track, frame.static)}>
          <div className={clsx(frame.slide, artwork && frame.selected)}>
            <div className={clsx(frame.link, !artwork && frame.skeleton)}>
              {artwork ? (
                <img
                  className={frame.artwork}
                  src={artwork}
                  {...artworkImageProps(artwork)}
                  alt=""
                  width={1200}
                  height={400}
                  fetchPriority="high"
                  decoding="sync"
                  draggable={false}
                />
              ) : null}
            </div>
          </div>
        </div>
      </div>
      {centred ? <div className={frame.controlsSpace} /> : null}
    </div>
  );
}
