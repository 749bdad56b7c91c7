import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../utils/error-message';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';
import styles from './query-body.module.css';

/**
 * A query's answer: a spinner while it loads, the translated error with a retry, else the page.
 * `ns` is the page's namespace, which has `loading`, `loadFailed` and `retry`. Without
 * `children` it draws only the loading and failed states (a page that returns it until its
 * query has data: `if (!query.isSuccess) return <QueryBody query={query} ns="…" />`).
 */
export function QueryBody<T>({
  query,
  ns,
  children,
}: {
  query: UseQueryResult<T>;
  ns: string;
  children?: (data: T) => ReactNode;
}) {
  const { t, i18n } = useTranslation(ns);
  if (query.isPending) return <Spinner label={t('loading')} />;
  if (query.isError) {
    return (
      <div role="alert" className={styles.failed}>
        <p className={styles.error}>
          {errorMessage(query.error, i18n.t.bind(i18n), t('loadFailed'))}
        </p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  return <>{children?.(query.data)}</>;
}
