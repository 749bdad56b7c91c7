import { formatMoney } from '@sorte/contracts/common/money';
import {
  HISTORY_CUSTOM_MAX_DAYS,
  HISTORY_FILTERS,
  HISTORY_PERIODS,
  MAIN_WALLET,
  type HistoryFilter,
  type HistoryPeriod,
} from '@sorte/contracts/wallet/routes';
import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { usePermission } from '../../../hooks/use-permission';
import { errorMessage } from '../../../utils/error-message';
import { formatDateTime } from '../../../utils/format';
import { historyQueryOptions, type HistoryParams } from '../api/records-api';
import { daysInclusive, minusDays, todayLocal } from '../utils/dates';
import { shortReference } from '../utils/reference';
import styles from './records.module.css';

/** transactionHistory (account record): every movement, filtered by type and period, paged. */
export function TransactionHistoryPage() {
  const { t, i18n } = useTranslation('records');
  const uid = useId();
  const permission = usePermission();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const today = todayLocal();
  const [params, setParams] = useState<HistoryParams>({
    pageNo: 1,
    type: '',
    period: 'LAST_7_DAYS',
    start: minusDays(today, 6),
    end: today,
  });
  // The custom range as typed; it is searched only once it is valid.
  const [draft, setDraft] = useState({ start: params.start, end: params.end });
  const [rangeError, setRangeError] = useState<string | null>(null);
  const query = useQuery(historyQueryOptions(params));

  const set = (next: Partial<HistoryParams>) => setParams((p) => ({ ...p, pageNo: 1, ...next }));
  const applyRange = (range: { start: string; end: string }) => {
    setDraft(range);
    const days = daysInclusive(range.start, range.end);
    if (!range.start || !range.end || Number.isNaN(days)) return setRangeError(t('range.required'));
    if (days < 1) return setRangeError(t('range.order'));
    if (days > HISTORY_CUSTOM_MAX_DAYS)
      return setRangeError(t('range.tooLong', { days: HISTORY_CUSTOM_MAX_DAYS }));
    setRangeError(null);
    set({ period: 'CUSTOM', ...range });
  };

  const symbolOf = (currency: string) =>
    currency === permission.brand.currency ? permission.brand.currencySymbol : currency;
  const walletName = (wallet: string) =>
    wallet === MAIN_WALLET
      ? t('wallets.MAIN')
      : t(`wallets.${wallet}`, {
          defaultValue:
            permission.categories.flatMap((c) => c.vendors).find((v) => v.vendor === wallet)
              ?.name ?? wallet,
        });

  return (
    <div className={styles.root} data-testid="transaction-history">
      <section className={styles.filters} aria-label={t('filters')}>
        <div className={styles.filterRow}>
          <div className={styles.field}>
            <label htmlFor={`${uid}-type`} className={styles.label}>
              {t('type')}
            </label>
            <select
              id={`${uid}-type`}
              className={styles.select}
              value={params.type}
              onChange={(e) => set({ type: e.target.value as HistoryFilter | '' })}
              data-testid="history-type"
            >
              <option value="">{t('types.ALL')}</option>
              {HISTORY_FILTERS.map((f) => (
                <option key={f} value={f}>
                  {t(`types.${f}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <fieldset className={styles.periods}>
          <legend className="visually-hidden">{t('period')}</legend>
          {HISTORY_PERIODS.map((p: HistoryPeriod) => (
            <button
              key={p}
              type="button"
              className={clsx(styles.chip, params.period === p && styles.chipOn)}
              aria-pressed={params.period === p}
              onClick={() => (p === 'CUSTOM' ? applyRange(draft) : set({ period: p }))}
              data-testid={`period-${p}`}
            >
              {t(`periods.${p}`)}
            </button>
          ))}
        </fieldset>
        {params.period === 'CUSTOM' || rangeError ? (
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
                data-testid="history-start"
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
                data-testid="history-end"
              />
            </div>
          </div>
        ) : null}
        {rangeError ? (
          <p className={styles.error} role="alert">
            {rangeError}
          </p>
        ) : query.data ? (
          <p className={styles.range} data-testid="history-range">
            {t('showing', {
              from: formatDateTime(query.data.from).slice(0, 16),
              to: formatDateTime(query.data.to).slice(0, 16),
              count: query.data.total,
            })}
          </p>
        ) : null}
      </section>

      {query.isPending ? (
        <Spinner label={t('loading')} />
      ) : query.isError ? (
        <div className={styles.loadFailed} role="alert">
          <p className={styles.muted}>
            {errorMessage(query.error, i18n.t.bind(i18n), t('loadFailed'))}
          </p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : query.data.list.length === 0 ? (
        <p className={clsx(styles.tableWrap, styles.empty)} data-testid="history-empty">
          {t('empty')}
        </p>
      ) : (
        <>
          <div className={styles.tableWrap}>
            <table className={clsx(styles.table, styles.history)} aria-busy={query.isFetching}>
              <thead>
                <tr>
                  <th scope="col">{t('columns.time')}</th>
                  <th scope="col">{t('columns.type')}</th>
                  <th scope="col" className={styles.num}>
                    {t('columns.amount')}
                  </th>
                  <th scope="col" className={styles.num}>
                    {t('columns.balanceAfter')}
                  </th>
                  <th scope="col">{t('columns.reference')}</th>
                </tr>
              </thead>
              <tbody>
                {query.data.list.map((row) => {
                  const negative = row.amount.startsWith('-');
                  const symbol = symbolOf(query.data.currency);
                  return (
                    <tr key={row.id} data-testid={`history-row-${row.id}`}>
                      <td className={styles.time}>{formatDateTime(row.createdAt)}</td>
                      <td>
                        <span className={styles.type}>
                          {t(`txTypes.${row.type}`, { defaultValue: t('types.OTHER') })}
                        </span>
                        <span className={styles.wallet}>{walletName(row.wallet)}</span>
                      </td>
                      <td className={clsx(styles.num, negative ? styles.out : styles.in)}>
                        {negative ? '−' : '+'}
                        {formatMoney(row.amount.replace('-', ''), language, symbol)}
                      </td>
                      <td className={styles.num} data-label={t('columns.balanceAfter')}>
                        {formatMoney(row.balanceAfter, language, symbol)}
                      </td>
                      <td>
                        {row.reference ? (
                          <span className={styles.refWrap}>
                            <span className={styles.ref} title={row.reference} data-testid="history-ref">
                              {shortReference(row.reference)}
                            </span>
                            <CopyButton
                              compact
                              value={row.reference}
                              label={t('referenceCopy', { ref: shortReference(row.reference) })}
                            />
                          </span>
                        ) : null}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <Pagination
            page={params.pageNo}
            pageCount={query.data.totalPages}
            onChange={(pageNo) => setParams((p) => ({ ...p, pageNo }))}
            labels={{
              nav: t('pages.nav'),
              previous: t('pages.previous'),
              next: t('pages.next'),
              page: (p) => t('pages.page', { page: p }),
            }}
          />
        </>
      )}
    </div>
  );
}
