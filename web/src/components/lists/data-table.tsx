import clsx from 'clsx';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../ui/icon';
import { Pagination } from '../ui/pagination';
import { downloadCsv, toCsv } from './csv';
import styles from './data-table.module.css';

export type SortOrder = 'asc' | 'desc';
export interface SortState {
  key: string;
  order: SortOrder;
}

export interface Column<T> {
  key: string;
  header: string;
  /** The header is read by screen readers only (e.g. a column of buttons). */
  headerHidden?: boolean;
  /** On a phone (`cards`), the cell is prefixed with its header ("Bet: R$ 2.00"). */
  cardLabel?: boolean;
  cell(row: T): ReactNode;
  /** The cell as plain text for the CSV file; a column without it is left out of the file. */
  csv?(row: T): string | number;
  /** Sortable: by this comparator on the loaded rows, or (`true`) by the server (`onSortChange`). */
  sort?: ((a: T, b: T) => number) | true;
  numeric?: boolean;
  /** The totals row's cell, and its CSV text. */
  total?: ReactNode;
  totalCsv?: string | number;
  className?: string;
}

export interface DataTableProps<T> {
  columns: Column<T>[];
  rows: T[];
  rowKey(row: T): string;
  /** Accessible name of the table. */
  label: string;
  /** Controlled sort (server-side sorting); without it the table sorts the rows it has. */
  sort?: SortState;
  onSortChange?(sort: SortState): void;
  defaultSort?: SortState;
  /** Shows a totals row when any column has `total`. */
  totalsLabel?: string;
  /** Server paging: current page (from 1) and page count. Without it, `pageSize` pages locally. */
  page?: number;
  pageCount?: number;
  onPageChange?(page: number): void;
  pageSize?: number;
  /** Accessible name of the paging navigation (default "Pages"). */
  pagesLabel?: string;
  /** Shown instead of the table when there are no rows, with an optional second line. */
  empty: ReactNode;
  emptyHint?: ReactNode;
  /**
   * On a phone each row becomes a card (a grid the page places with `tableClassName`) instead
   * of the table scrolling sideways.
   */
  cards?: boolean;
  tableClassName?: string;
  /** File name of the CSV export (the loaded rows); no export button without it. */
  csvName?: string;
  busy?: boolean;
  /** data-testid prefix: `${testId}-row-<key>`, `${testId}-empty`, … */
  testId?: string;
  /** A row's own data-testid, when the page's differs from `${testId}-row-<key>`. */
  rowTestId?(row: T): string;
}

/** Compares money strings or numbers in a way a column comparator can reuse. */
export const compareNumbers = (a: string | number, b: string | number) => Number(a) - Number(b);

/**
 * A sortable table with an optional totals row, paging (the server's or its own), an empty
 * state and a CSV export of the rows it shows; it scrolls sideways inside its frame on a phone.
 */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  label,
  sort: controlledSort,
  onSortChange,
  defaultSort,
  totalsLabel,
  page: serverPage,
  pageCount: serverPageCount,
  onPageChange,
  pageSize,
  pagesLabel,
  empty,
  emptyHint,
  cards,
  tableClassName,
  csvName,
  busy,
  testId = 'data-table',
  rowTestId = (row) => `${testId}-row-${rowKey(row)}`,
}: DataTableProps<T>) {
  const { t } = useTranslation('common');
  const [ownSort, setOwnSort] = useState<SortState | undefined>(defaultSort);
  const [ownPage, setOwnPage] = useState(1);
  const sort = controlledSort ?? ownSort;

  const sorted = useMemo(() => {
    if (controlledSort || !sort) return rows;
    const column = columns.find((c) => c.key === sort.key);
    if (!column || typeof column.sort !== 'function') return rows;
    const compare = column.sort;
    const copy = [...rows];
    copy.sort((a, b) => (sort.order === 'asc' ? compare(a, b) : compare(b, a)));
    return copy;
  }, [rows, columns, sort, controlledSort]);

  const localPaging = serverPage === undefined && pageSize !== undefined;
  const pageCount = localPaging
    ? Math.max(1, Math.ceil(sorted.length / pageSize))
    : (serverPageCount ?? 1);
  const page = localPaging ? Math.min(ownPage, pageCount) : (serverPage ?? 1);
  const shown = localPaging ? sorted.slice((page - 1) * pageSize, page * pageSize) : sorted;
  const hasTotals = Boolean(totalsLabel) && columns.some((c) => c.total !== undefined);

  const toggleSort = (key: string) => {
    const next: SortState =
      sort?.key === key
        ? { key, order: sort.order === 'asc' ? 'desc' : 'asc' }
        : { key, order: 'desc' };
    if (onSortChange) onSortChange(next);
    if (!controlledSort) setOwnSort(next);
    setOwnPage(1);
  };

  const exportCsv = () => {
    const csvColumns = columns.filter((c) => c.csv);
    const lines: (string | number)[][] = [
      csvColumns.map((c) => c.header),
      ...sorted.map((row) => csvColumns.map((c) => c.csv!(row))),
    ];
    if (hasTotals)
      lines.push(csvColumns.map((c, i) => c.totalCsv ?? (i === 0 ? totalsLabel! : '')));
    downloadCsv(csvName!, toCsv(lines));
  };

  if (rows.length === 0)
    return (
      <div className={styles.empty} data-testid={`${testId}-empty`}>
        <Icon name="record" size={32} />
        <p>{empty}</p>
        {emptyHint ? <p className={styles.hint}>{emptyHint}</p> : null}
      </div>
    );

  return (
    <div className={styles.root} data-testid={testId}>
      {csvName ? (
        <div className={styles.tools}>
          <button
            type="button"
            className={styles.export}
            onClick={exportCsv}
            data-testid={`${testId}-csv`}
          >
            <Icon name="download" size={16} />
            {t('lists.exportCsv')}
          </button>
        </div>
      ) : null}
      <div className={styles.wrap}>
        <table
          className={clsx(styles.table, cards && styles.cards, tableClassName)}
          aria-label={label}
          aria-busy={busy || undefined}
        >
          <thead>
            <tr>
              {columns.map((c) => {
                const active = sort?.key === c.key;
                return (
                  <th
                    key={c.key}
                    scope="col"
                    className={clsx(c.numeric && styles.num, c.className)}
                    aria-sort={
                      active ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined
                    }
                  >
                    {c.sort ? (
                      <button
                        type="button"
                        className={styles.sortButton}
                        onClick={() => toggleSort(c.key)}
                        data-testid={`${testId}-sort-${c.key}`}
                      >
                        {c.header}
                        <span
                          className={clsx(
                            styles.arrow,
                            active && styles.arrowOn,
                            active && sort.order === 'asc' && styles.arrowUp,
                          )}
                          aria-hidden="true"
                        />
                      </button>
                    ) : c.headerHidden ? (
                      <span className="visually-hidden">{c.header}</span>
                    ) : (
                      c.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={rowKey(row)} data-testid={rowTestId(row)}>
                {columns.map((c) => (
                  <td
                    key={c.key}
                    className={clsx(c.numeric && styles.num, c.className)}
                    data-label={c.cardLabel ? c.header : undefined}
                  >
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          {hasTotals ? (
            <tfoot>
              <tr className={styles.totals} data-testid={`${testId}-totals`}>
                {columns.map((c, i) => (
                  <td key={c.key} className={clsx(c.numeric && styles.num, c.className)}>
                    {c.total ?? (i === 0 ? totalsLabel : null)}
                  </td>
                ))}
              </tr>
            </tfoot>
          ) : null}
        </table>
      </div>
      <Pagination
        page={page}
        pageCount={pageCount}
        onChange={(next) => (localPaging ? setOwnPage(next) : onPageChange?.(next))}
        labels={{
          nav: pagesLabel ?? t('lists.pages'),
          previous: t('lists.previous'),
          next: t('lists.next'),
          page: (p) => t('lists.page', { page: p }),
        }}
      />
    </div>
  );
}
