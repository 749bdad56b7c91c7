import clsx from 'clsx';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import emptyArt from '../../../assets/illustrations/empty.svg';
import failedArt from '../../../assets/illustrations/load-failed.svg';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../utils/format';
import { useNotices } from '../api/get-notices';
import { announcementList, pageCount, pageOf } from '../utils/announcements';
import styles from './announcement-modal.module.css';

/**
 * List and detail side by side; on narrow screens they stack and the detail replaces the list
 * (with a back button). Announcement content is plain text: React escapes it, CSS keeps the
 * line breaks.
 */
export function AnnouncementBrowser() {
  const { t, i18n } = useTranslation(['notices', 'common']);
  const notices = useNotices(i18n.language);
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [view, setView] = useState<'list' | 'detail'>('list');
  const backRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  // On narrow screens the pane that had focus disappears: move focus to the one that appears.
  const showDetail = (id: string) => {
    setSelectedId(id);
    setView('detail');
    requestAnimationFrame(() => {
      if (backRef.current?.offsetParent) backRef.current.focus();
    });
  };
  const showList = () => {
    setView('list');
    requestAnimationFrame(() =>
      listRef.current?.querySelector<HTMLElement>('[aria-current="true"]')?.focus(),
    );
  };

  if (notices.isPending) return <Spinner label={t('common:status.loading')} />;
  if (notices.isError) {
    return (
      <EmptyState
        image={failedArt}
        title={t('notices:modal.loadFailed')}
        headingLevel={3}
        actions={
          <Button variant="secondary" onClick={() => void notices.refetch()}>
            {t('common:actions.retry')}
          </Button>
        }
      />
    );
  }

  const all = announcementList(notices.data);
  if (all.length === 0) {
    return (
      <EmptyState
        image={emptyArt}
        title={t('notices:modal.emptyTitle')}
        description={t('notices:modal.emptyText')}
        headingLevel={3}
        testId="announcements-empty"
      />
    );
  }

  const pages = pageCount(all.length);
  const current = Math.min(page, pages);
  const items = pageOf(all, current);
  const selected =
    items.find((item) => item.id === selectedId) ??
    all.find((item) => item.id === selectedId) ??
    items[0]!;

  const changePage = (next: number) => {
    setPage(next);
    setSelectedId(pageOf(all, next)[0]?.id ?? null);
  };

  return (
    <div className={styles.layout} data-view={view} data-testid="announcements">
      <div className={styles.listPane}>
        <ul className={styles.list} aria-label={t('notices:modal.listLabel')} ref={listRef}>
          {items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className={clsx(styles.item, item.id === selected.id && styles.itemActive)}
                onClick={() => showDetail(item.id)}
                aria-current={item.id === selected.id ? 'true' : undefined}
                data-testid="announcement-item"
              >
                <span className={styles.itemTop}>
                  <span className={clsx(styles.badge, styles[`type${item.type}`])}>
                    {t(`notices:types.${item.type}`)}
                  </span>
                  <time className={styles.itemTime} dateTime={item.timestamp}>
                    {formatDateTime(item.timestamp).slice(0, 10)}
                  </time>
                </span>
                <span className={styles.itemTitle}>{item.title}</span>
              </button>
            </li>
          ))}
        </ul>
        <Pagination
          className={styles.pagination}
          page={current}
          pageCount={pages}
          onChange={changePage}
          labels={{
            nav: t('notices:pagination.nav'),
            previous: t('notices:pagination.previous'),
            next: t('notices:pagination.next'),
            page: (n) => t('notices:pagination.page', { page: n }),
          }}
        />
      </div>
      <article
        className={styles.detail}
        aria-labelledby="announcement-detail-title"
        data-testid="announcement-detail"
      >
        <button type="button" className={styles.back} onClick={showList} ref={backRef}>
          <Icon name="chevron-right" size={16} className={styles.backIcon} />
          {t('notices:modal.back')}
        </button>
        <header className={styles.detailHeader}>
          <span className={clsx(styles.badge, styles[`type${selected.type}`])}>
            {t(`notices:types.${selected.type}`)}
          </span>
          <h3 id="announcement-detail-title" className={styles.detailTitle}>
            {selected.title}
          </h3>
          <time
            className={styles.detailTime}
            dateTime={selected.timestamp}
            data-testid="announcement-time"
          >
            {formatDateTime(selected.timestamp)}
          </time>
        </header>
        <div className={styles.content}>{selected.content}</div>
      </article>
    </div>
  );
}
