import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PeriodPicker } from '../../../components/lists/period-picker';
import { QueryBody } from '../../../components/lists/query-body';
import { AGENT_PERIODS, localDateTime } from '../utils/format';
import styles from './agent-centre.module.css';

type Period = Parameters<typeof PeriodPicker>[0]['value'];

/**
 * A report's filter bar: the period (kept in the address by the page), the page's own filters,
 * and the exact range the server answered for.
 */
export function ReportFilters({
  period,
  onPeriodChange,
  testId,
  range,
  children,
}: {
  period: Period;
  onPeriodChange: (period: Period) => void;
  /** The page's prefix: the picker is `${testId}-period`, the range `${testId}-range`. */
  testId: string;
  range?: { from: string; to: string };
  children?: ReactNode;
}) {
  const { t } = useTranslation('agent');
  return (
    <section className={styles.filters} aria-label={t('filters')}>
      <PeriodPicker
        value={period}
        onChange={onPeriodChange}
        periods={AGENT_PERIODS}
        testId={`${testId}-period`}
      />
      {children}
      {range ? (
        <p className={styles.range} data-testid={`${testId}-range`}>
          {t('range', { from: localDateTime(range.from), to: localDateTime(range.to) })}
        </p>
      ) : null}
    </section>
  );
}

/** A report's answer: a spinner while it loads, a translated error with a retry, else the page. */
export function ReportBody<T>(props: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  return <QueryBody ns="agent" {...props} />;
}
