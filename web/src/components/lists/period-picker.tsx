import {
  HISTORY_CUSTOM_MAX_DAYS,
  HISTORY_PERIODS,
  type HistoryPeriod,
} from '@sorte/contracts/wallet/routes';
import clsx from 'clsx';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styles from './period-picker.module.css';

export interface PeriodValue {
  period: HistoryPeriod;
  /** YYYY-MM-DD, used when `period` is CUSTOM. */
  start: string;
  end: string;
}

/** Today in the viewer's clock as YYYY-MM-DD. */
export function todayLocal(now = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** Days from `start` to `end` inclusive (YYYY-MM-DD), or NaN for a bad date. */
function daysInclusive(start: string, end: string): number {
  const a = Date.parse(`${start}T00:00:00Z`);
  const b = Date.parse(`${end}T00:00:00Z`);
  return Math.round((b - a) / 86_400_000) + 1;
}

const isPeriod = (value: string | null): value is HistoryPeriod =>
  (HISTORY_PERIODS as readonly string[]).includes(value ?? '');
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The query fields of a period for the API (`start`/`end` only for a custom range). */
export const periodQuery = (value: PeriodValue) => ({
  period: value.period,
  ...(value.period === 'CUSTOM' ? { start: value.start, end: value.end } : {}),
});

/**
 * The period kept in the URL's search parameters (`period`, `start`, `end`), so a reload or a
 * shared link shows the same numbers. Changing it also drops `pageNo` (back to page 1).
 */
export function usePeriodParams(fallback: HistoryPeriod = 'TODAY') {
  const [params, setParams] = useSearchParams();
  const raw = params.get('period');
  const start = params.get('start') ?? '';
  const end = params.get('end') ?? '';
  const period =
    isPeriod(raw) && (raw !== 'CUSTOM' || (DATE.test(start) && DATE.test(end))) ? raw : fallback;
  const value: PeriodValue = { period, start, end };
  const setValue = (next: PeriodValue) =>
    setParams(
      (p) => {
        p.set('period', next.period);
        if (next.period === 'CUSTOM') {
          p.set('start', next.start);
          p.set('end', next.end);
        } else {
          p.delete('start');
          p.delete('end');
        }
        p.delete('pageNo');
        return p;
      },
      { replace: true },
    );
  return [value, setValue] as const;
}

export interface PeriodPickerProps {
  value: PeriodValue;
  onChange(next: PeriodValue): void;
  /** The periods offered, in order (CUSTOM adds the two dates). */
  periods?: readonly HistoryPeriod[];
  /** data-testid prefix of the chips (`${testId}-TODAY`). */
  testId?: string;
  /** data-testid prefix of the custom range's dates (`${dateTestId}-start`), default `testId`. */
  dateTestId?: string;
}

/**
 * Period chips (today … custom range); a custom range applies once it is valid (both dates, in
 * order, at most 93 days), otherwise a translated message says what is wrong.
 */
export function PeriodPicker({
  value,
  onChange,
  periods = HISTORY_PERIODS,
  testId = 'period',
  dateTestId = testId,
}: PeriodPickerProps) {
  const { t } = useTranslation('common');
  const uid = useId();
  const today = todayLocal();
  const [draft, setDraft] = useState({
    start: value.start || today,
    end: value.end || today,
  });
  const [error, setError] = useState<string | null>(null);

  const applyRange = (range: { start: string; end: string }) => {
    setDraft(range);
    const days = daysInclusive(range.start, range.end);
    if (!range.start || !range.end || Number.isNaN(days))
      return setError(t('lists.range.required'));
    if (days < 1) return setError(t('lists.range.order'));
    if (days > HISTORY_CUSTOM_MAX_DAYS)
      return setError(t('lists.range.tooLong', { days: HISTORY_CUSTOM_MAX_DAYS }));
    setError(null);
    onChange({ period: 'CUSTOM', ...range });
  };

  return (
    <div className={styles.root}>
      <fieldset className={styles.periods}>
        <legend className="visually-hidden">{t('lists.period')}</legend>
        {periods.map((p) => (
          <button
            key={p}
            type="button"
            className={clsx(styles.chip, value.period === p && styles.chipOn)}
            aria-pressed={value.period === p}
            onClick={() => {
              if (p === 'CUSTOM') return applyRange(draft);
              setError(null);
              onChange({ period: p, start: '', end: '' });
            }}
            data-testid={`${testId}-${p}`}
          >
            {t(`lists.periods.${p}`)}
          </button>
        ))}
      </fieldset>
      {value.period === 'CUSTOM' || error ? (
        <div className={styles.range}>
          <label className={styles.field} htmlFor={`${uid}-start`}>
            <span>{t('lists.range.start')}</span>
            <input
              id={`${uid}-start`}
              type="date"
              className={styles.date}
              value={draft.start}
              max={today}
              onChange={(e) => applyRange({ ...draft, start: e.target.value })}
              data-testid={`${dateTestId}-start`}
            />
          </label>
          <label className={styles.field} htmlFor={`${uid}-end`}>
            <span>{t('lists.range.end')}</span>
            <input
              id={`${uid}-end`}
              type="date"
              className={styles.date}
              value={draft.end}
              max={today}
              onChange={(e) => applyRange({ ...draft, end: e.target.value })}
              data-testid={`${dateTestId}-end`}
            />
          </label>
        </div>
      ) : null}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
