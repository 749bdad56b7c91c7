import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../utils/error-message';
import styles from './betting.module.css';

/** A page of My bets (bets or chases): loading, error, empty, the rows and the pager. */
export function PagedList<T>({
  query,
  empty,
  page,
  onPage,
  row,
}: {
  query: UseQueryResult<{ list: T[]; totalPages: number }>;
  empty: string;
  page: number;
  onPage(p: number): void;
  row(item: T): ReactNode;
}) {
  const { t } = useTranslation('lottery');
  if (query.isPending) return <Spinner label={t('loading')} />;
  if (query.isError)
    return (
      <p className={styles.alert} role="alert">
        {errorMessage(query.error, t, t('loadFailed'))}
      </p>
    );
  if (query.data.list.length === 0) return <p className={styles.empty}>{empty}</p>;
  return (
    <>
      <ul className={styles.betList}>{query.data.list.map(row)}</ul>
      <Pagination
        page={page}
        pageCount={query.data.totalPages}
        onChange={onPage}
        labels={{
          nav: t('mybets.pages'),
          previous: t('mybets.previous'),
          next: t('mybets.next'),
          page: (p) => t('mybets.page', { page: p }),
        }}
      />
    </>
  );
}
