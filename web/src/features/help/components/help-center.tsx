import clsx from 'clsx';
import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import emptyArt from '../../../assets/illustrations/empty.svg';
import failedArt from '../../../assets/illustrations/load-failed.svg';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { useHelpCenter } from '../api/get-help-center';
import { useHelpSanitizer } from '../hooks/use-help-sanitizer';
import styles from './help-center.module.css';

export interface HelpCenterProps {
  /** In a modal the content pane scrolls by itself; on a page the window scrolls. */
  variant: 'modal' | 'page';
  /** Section to open at (its `section` anchor). */
  initialSection?: string;
}

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

function scrollToSection(root: HTMLElement | null, id: string, smooth: boolean) {
  const target = root?.querySelector<HTMLElement>(`[id="${id.replace(/["\\]/g, '\\$&')}"]`);
  target?.scrollIntoView({
    block: 'start',
    behavior: smooth && !prefersReducedMotion() ? 'smooth' : 'auto',
  });
}

/**
 * The help center: section titles beside the sections. Each section carries id={section} so
 * #section anchors reach it. Section HTML comes from the operator and is sanitised before use.
 */
export function HelpCenter({ variant, initialSection }: HelpCenterProps) {
  const { t, i18n } = useTranslation(['help', 'common']);
  const help = useHelpCenter(i18n.language);
  const sections = useMemo(() => help.data ?? [], [help.data]);
  const [sanitizer, retrySanitizer] = useHelpSanitizer(sections.length > 0);
  const [active, setActive] = useState<string | undefined>(initialSection);
  // Opened again at another section while mounted: follow it.
  const [openedAt, setOpenedAt] = useState(initialSection);
  if (openedAt !== initialSection) {
    setOpenedAt(initialSection);
    setActive(initialSection);
  }
  const contentRef = useRef<HTMLDivElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const ready = sanitizer.status === 'ready' && sections.length > 0;
  const html = useMemo(
    () => (sanitizer.status === 'ready' ? sections.map((s) => sanitizer.sanitize(s.content)) : []),
    [sanitizer, sections],
  );

  // The modal opens at the asked section once its content exists.
  useEffect(() => {
    if (!ready || variant !== 'modal' || !initialSection) return;
    scrollToSection(contentRef.current, initialSection, false);
  }, [ready, variant, initialSection]);

  // In the modal the titles scroll sideways on phones: keep the current one in view.
  useEffect(() => {
    if (variant !== 'modal' || !active) return;
    navRef.current
      ?.querySelector<HTMLElement>('[aria-current="location"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [variant, active, ready]);

  // The title list follows the section being read: the last one whose top passed a line at 35%
  // of the view. At the very end the page cannot scroll further, so a chosen section that is in
  // view stays chosen.
  useEffect(() => {
    const pane = contentRef.current;
    if (!ready || !pane) return;
    const scroller: HTMLElement | Window = variant === 'modal' ? pane : window;
    let frame = 0;
    const update = () => {
      frame = 0;
      const view =
        variant === 'modal' ? pane.getBoundingClientRect() : { top: 0, bottom: window.innerHeight };
      const line = view.top + (view.bottom - view.top) * 0.35;
      const elements = Array.from(pane.querySelectorAll<HTMLElement>('section[id]'));
      let current = elements[0]?.id;
      for (const el of elements) if (el.getBoundingClientRect().top <= line) current = el.id;
      const atEnd =
        variant === 'modal'
          ? pane.scrollTop + pane.clientHeight >= pane.scrollHeight - 2
          : window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      setActive((previous) => {
        const kept = atEnd ? elements.find((el) => el.id === previous) : undefined;
        const top = kept?.getBoundingClientRect().top;
        return top !== undefined && top >= view.top && top < view.bottom ? previous : current;
      });
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(update);
    };
    scroller.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      scroller.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [ready, variant]);

  if (help.isPending || (sections.length > 0 && sanitizer.status === 'loading')) {
    return <Spinner label={t('common:status.loading')} />;
  }
  if (help.isError || sanitizer.status === 'error') {
    return (
      <EmptyState
        image={failedArt}
        title={t('help:loadFailed')}
        headingLevel={variant === 'page' ? 2 : 3}
        actions={
          <Button
            variant="secondary"
            onClick={() => (help.isError ? void help.refetch() : retrySanitizer())}
          >
            {t('common:actions.retry')}
          </Button>
        }
      />
    );
  }
  if (sections.length === 0) {
    return (
      <EmptyState
        image={emptyArt}
        title={t('help:emptyTitle')}
        description={t('help:emptyText')}
        headingLevel={variant === 'page' ? 2 : 3}
        testId="help-empty"
      />
    );
  }

  const current = active ?? sections[0]?.section;
  const Heading = variant === 'page' ? 'h2' : 'h3';
  const onModalNav = (event: MouseEvent, id: string) => {
    event.preventDefault();
    setActive(id);
    scrollToSection(contentRef.current, id, true);
  };

  return (
    <div className={clsx(styles.layout, styles[variant])} data-testid="help-center">
      <nav className={styles.nav} aria-label={t('help:sectionsNav')} ref={navRef}>
        <ul className={styles.navList}>
          {sections.map((section) => (
            <li key={section.id}>
              {variant === 'page' ? (
                <Link
                  to={`#${section.section}`}
                  className={clsx(styles.navLink, section.section === current && styles.navActive)}
                  aria-current={section.section === current ? 'location' : undefined}
                  onClick={() => setActive(section.section)}
                >
                  {section.title}
                </Link>
              ) : (
                <a
                  href={`#${section.section}`}
                  className={clsx(styles.navLink, section.section === current && styles.navActive)}
                  aria-current={section.section === current ? 'location' : undefined}
                  onClick={(event) => onModalNav(event, section.section)}
                >
                  {section.title}
                </a>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <div
        className={styles.content}
        ref={contentRef}
        tabIndex={variant === 'modal' ? 0 : undefined}
      >
        {sections.map((section, index) => (
          <section
            key={section.id}
            id={section.section}
            className={styles.section}
            aria-labelledby={`help-title-${section.id}`}
            data-testid="help-section"
          >
            <Heading id={`help-title-${section.id}`} className={styles.sectionTitle}>
              {section.title}
            </Heading>
            <div className={styles.html} dangerouslySetInnerHTML={{ __html: html[index] ?? '' }} />
          </section>
        ))}
      </div>
    </div>
  );
}
