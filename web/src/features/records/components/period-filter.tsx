import { HISTORY_CUSTOM_MAX_DAYS, HISTORY_PERIODS } from '@sorte/contracts/wallet/routes';
import clsx from 'clsx';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PeriodParams } from '../api/bet-records-api';
import { daysInclusive, todayLocal } from '../utils/dates';
import styles from './records.module.css';

export interface PeriodFilterProps {
  value: PeriodParams;
  onChange(next: PeriodParams): void;
  /** Shown under the chips while the range is valid (e.g. "12 rounds from … to …"). */
  summary?: ReactNode;
  /** Prefix of the chips' and date inputs' data-testid. */
  testId: string;
}

/**
 * The record periods (today … custom range) as chips, with the custom range's two dates; a
 * custom range is applied only once it is valid (both dates, in order, at most 93 days).
 */
export function PeriodFilter({ value, onChange, summary, testId }: PeriodFilterProps) {
  const { t } = useTranslation('records');
  const uid = useId();
  const [draft, setDraft] = useState({ start: value.start, end: value.end });
  const [rangeError, setRangeError] = useState<string | null>(null);
  const today = todayLocal();

  const applyRange = (range: { start: string; end: string }) => {
    setDraft(range);
    const days = daysInclusive(range.start, range.end);
    if (!range.start || !range.end || Number.isNaN(days)) return setRangeError(t('range.required'));
    if (days < 1) return setRangeError(t('range.order'));
    if (days > HISTORY_CUSTOM_MAX_DAYS)
      return setRangeError(t('range.tooLong', { days: HISTORY_CUSTOM_MAX_DAYS }));
    setRangeError(null);
    onChange({ period: 'CUSTOM', ...range });
  };

  return (
    <>
      <fieldset className={styles.periods}>
        <legend className="visually-hidden">{t('period')}</legend>
        {HISTORY_PERIODS.map((p) => (
          <button
            key={p}
            type="button"
            className={clsx(styles.chip, value.period === p && styles.chipOn)}
            aria-pressed={value.period === p}
            onClick={() => {
              if (p === 'CUSTOM') return applyRange(draft);
              setRangeError(null);
              onChange({ ...value, period: p });
            }}
            data-testid={`${testId}-period-${p}`}
          >
            {t(`periods.${p}`)}
          </button>
        ))}
      </fieldset>
      {value.period === 'CUSTOM' || rangeError ? (
        <div className={styles.filterRow}>
          <div className={styles.field}>
            <label htmlFor={`${uid}-start`} className={styles.label}>
              {t('range.start')}
            </label>
            <input
              id={`${uid}-start`}
              type="date"
              className={styles.date}
              value={draft.start}
              max={today}
              onChange={(e) => applyRange({ ...draft, start: e.target.value })}
              data-testid={`${testId}-start`}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor={`${uid}-end`} className={styles.label}>
              {t('range.end')}
            </label>
            <input
              id={`${uid}-end`}
              type="date"
              className={styles.date}
              value={draft.end}
              max={today}
              onChange={(e) => applyRange({ ...draft, end: e.target.value })}
              data-testid={`${testId}-end`}
            />
          </div>
        </div>
      ) : null}
      {rangeError ? (
        <p className={styles.error} role="alert">
          {rangeError}
        </p>
      ) : (
        summary
      )}
    </>
  );
}
