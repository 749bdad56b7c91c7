import clsx from 'clsx';
import { Suspense, useEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '@sorte/contracts/system/system';
import { Icon } from '../../../components/ui/icon';
import { useOnScreen } from '../../../hooks/use-on-screen';
import { useModuleEnabled } from '../../../hooks/use-permission';
import { ui } from '../../../hooks/use-ui-store';
import { useNotices } from '../api/get-notices';
import { marqueeItems } from '../utils/announcements';
import styles from './announcement-marquee.module.css';

/** Scroll speed in pixels per second. */
const SPEED_PX_S = 60;

const openAnnouncements = () => ui.openModal('announcements');

function Placeholder() {
  return <div className={styles.root} aria-hidden="true" data-testid="marquee-placeholder" />;
}

/**
 * How many times the titles repeat so one group is at least as wide as the strip (the track
 * moves by one group, so a short list would otherwise leave a gap), and how long one lap takes.
 */
function useLap(items: Announcement[]) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const groupRef = useRef<HTMLUListElement>(null);
  const [lap, setLap] = useState({ repeat: 1, seconds: 30 });
  useEffect(() => {
    const viewport = viewportRef.current;
    const group = groupRef.current;
    if (!viewport || !group || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const first = Array.from(group.children).slice(0, items.length) as HTMLElement[];
      const width = first.reduce((sum, li) => sum + li.offsetWidth, 0);
      if (width === 0) return;
      const repeat = Math.max(1, Math.ceil(viewport.clientWidth / width));
      setLap((prev) => {
        const seconds = Math.round((width * repeat) / SPEED_PX_S);
        return prev.repeat === repeat && prev.seconds === seconds ? prev : { repeat, seconds };
      });
    };
    const observer = new ResizeObserver(measure);
    observer.observe(viewport);
    return () => observer.disconnect();
  }, [items]);
  return { viewportRef, groupRef, ...lap };
}

function Marquee({ items }: { items: Announcement[] }) {
  const { t } = useTranslation('notices');
  const { viewportRef, groupRef, repeat, seconds } = useLap(items);
  const root = useRef<HTMLElement>(null);
  // Off screen or in a hidden tab the strip stands still (no frames spent on it).
  const onScreen = useOnScreen(root);
  const style = { '--marquee-duration': `${seconds}s` } as CSSProperties;

  // The first set of titles is the real list; every repeat is decoration for the loop.
  const group = (copy: boolean) => (
    <ul
      ref={copy ? undefined : groupRef}
      className={clsx(styles.group, copy && styles.copy)}
      aria-hidden={copy || undefined}
      inert={copy}
    >
      {Array.from({ length: repeat }, (_, round) =>
        items.map((item) => {
          const decorative = copy || round > 0;
          return (
            <li
              key={`${round}-${item.id}`}
              className={clsx(styles.item, round > 0 && styles.repeat)}
              aria-hidden={(!copy && decorative) || undefined}
            >
              <button
                type="button"
                className={styles.title}
                onClick={openAnnouncements}
                tabIndex={decorative ? -1 : undefined}
              >
                {item.title}
              </button>
            </li>
          );
        }),
      )}
    </ul>
  );

  return (
    <section
      ref={root}
      className={styles.root}
      aria-label={t('marquee.label')}
      data-testid="announcement-marquee"
      data-moving={onScreen ? 'on' : 'off'}
    >
      <span className={styles.badge} aria-hidden="true">
        <Icon name="announcement" size={18} />
      </span>
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.track} style={style}>
          {group(false)}
          {group(true)}
        </div>
      </div>
      <button type="button" className={styles.more} onClick={openAnnouncements}>
        {t('marquee.viewAll')}
        <Icon name="chevron-right" size={14} />
      </button>
    </section>
  );
}

function MarqueeData() {
  const { i18n } = useTranslation('notices');
  const { data, isPending } = useNotices(i18n.language);
  if (isPending) return <Placeholder />;
  const items = data ? marqueeItems(data) : [];
  return items.length > 0 ? <Marquee items={items} /> : null;
}

/**
 * The home announcement strip: home (H) and general (B) titles scrolling; any title opens the
 * announcement modal. The motion is CSS only, pauses on hover or focus, off screen or in a
 * hidden tab, and turns into a static list under prefers-reduced-motion.
 */
export function AnnouncementMarquee() {
  const enabled = useModuleEnabled('ANNOUNCEMENT');
  if (!enabled) return null;
  return (
    <Suspense fallback={<Placeholder />}>
      <MarqueeData />
    </Suspense>
  );
}
