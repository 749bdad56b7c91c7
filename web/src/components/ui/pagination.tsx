import clsx from 'clsx';
import styles from './pagination.module.css';

export type PaginationItem = number | 'gap';

/**
 * The pages to show (page range 3, margin pages 1): the first and last
 * `marginPages`, `pageRange` pages around the current one, and gaps between. A gap that would
 * hide a single page shows that page instead.
 */
export function paginationItems(
  page: number,
  pageCount: number,
  pageRange = 3,
  marginPages = 1,
): PaginationItem[] {
  let start = Math.max(1, page - Math.floor((pageRange - 1) / 2));
  let end = start + pageRange - 1;
  if (end > pageCount) {
    end = pageCount;
    start = Math.max(1, end - pageRange + 1);
  }
  const shown = (p: number) =>
    p >= 1 &&
    p <= pageCount &&
    (p <= marginPages || p > pageCount - marginPages || (p >= start && p <= end));
  const items: PaginationItem[] = [];
  for (let p = 1; p <= pageCount; p += 1) {
    if (shown(p) || (shown(p - 1) && shown(p + 1))) {
      items.push(p);
    } else if (items.at(-1) !== 'gap') {
      items.push('gap');
    }
  }
  return items;
}

export interface PaginationLabels {
  /** The nav landmark's name, e.g. "Announcement pages". */
  nav: string;
  previous: string;
  next: string;
  /** Accessible name of a page button, e.g. (3) => "Page 3". */
  page: (page: number) => string;
}

export interface PaginationProps {
  /** Current page, from 1. */
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  labels: PaginationLabels;
  pageRange?: number;
  marginPages?: number;
  className?: string;
}

/** Page buttons with previous/next; nothing when there is a single page. */
export function Pagination({
  page,
  pageCount,
  onChange,
  labels,
  pageRange = 3,
  marginPages = 1,
  className,
}: PaginationProps) {
  if (pageCount <= 1) return null;
  const items = paginationItems(page, pageCount, pageRange, marginPages);
  return (
    <nav className={clsx(styles.root, className)} aria-label={labels.nav}>
      <ul className={styles.list}>
        <li>
          <button
            type="button"
            className={clsx(styles.item, styles.step)}
            onClick={() => onChange(page - 1)}
            disabled={page <= 1}
            aria-label={labels.previous}
          >
            <span className={clsx(styles.chevron, styles.back)} aria-hidden="true" />
          </button>
        </li>
        {items.map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={clsx(styles.item, item === page && styles.current)}
                onClick={() => onChange(item)}
                aria-label={labels.page(item)}
                aria-current={item === page ? 'page' : undefined}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={clsx(styles.item, styles.step)}
            onClick={() => onChange(page + 1)}
            disabled={page >= pageCount}
            aria-label={labels.next}
          >
            <span className={styles.chevron} aria-hidden="true" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
