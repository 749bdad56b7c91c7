import { formatMoney } from '@sorte/contracts/common/money';
import type { HistoryRow } from '@sorte/contracts/wallet/cashier';
import { HISTORY_FILTERS, MAIN_WALLET, type HistoryFilter } from '@sorte/contracts/wallet/routes';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../components/lists/data-table';
import { PeriodPicker, usePeriodParams } from '../../../components/lists/period-picker';
import { QueryBody } from '../../../components/lists/query-body';
import { useListParams } from '../../../components/lists/use-list-params';
import { CopyButton } from '../../../components/ui/copy-button';
import { usePermission } from '../../../hooks/use-permission';
import { formatDateTime } from '../../../utils/format';
import { historyQueryOptions } from '../api/records-api';
import { shortReference } from '../utils/reference';
import styles from './records.module.css';

const isFilter = (value: string): value is HistoryFilter =>
  (HISTORY_FILTERS as readonly string[]).includes(value);

/**
 * transactionHistory (account record): every movement, filtered by type and period, paged; the
 * filters and the page are kept in the address.
 */
export function TransactionHistoryPage() {
  const { t, i18n } = useTranslation(['records', 'member']);
  const uid = useId();
  const permission = usePermission();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [period, setPeriod] = usePeriodParams('LAST_7_DAYS');
  const list = useListParams();
  const rawType = list.filter('type');
  const type = isFilter(rawType) ? rawType : '';
  const query = useQuery(historyQueryOptions({ pageNo: list.pageNo, type, ...period }));

  const symbol = (currency: string) =>
    currency === permission.brand.currency ? permission.brand.currencySymbol : currency;
  const walletName = (wallet: string) =>
    wallet === MAIN_WALLET
      ? t('wallets.MAIN')
      : t(`wallets.${wallet}`, {
          defaultValue:
            permission.categories.flatMap((c) => c.vendors).find((v) => v.vendor === wallet)
              ?.name ?? wallet,
        });
  const sym = symbol(query.data?.currency ?? permission.brand.currency);

  const columns: Column<HistoryRow>[] = [
    {
      key: 'time',
      header: t('columns.time'),
      className: styles.time,
      cell: (r) => formatDateTime(r.createdAt),
    },
    {
      key: 'type',
      header: t('columns.type'),
      cell: (r) => (
        <>
          <span className={styles.type}>
            {t(`txTypes.${r.type}`, { defaultValue: t('types.OTHER') })}
          </span>
          <span className={styles.wallet}>{walletName(r.wallet)}</span>
        </>
      ),
    },
    {
      key: 'amount',
      header: t('columns.amount'),
      numeric: true,
      cell: (r) => {
        const negative = r.amount.startsWith('-');
        return (
          <span className={negative ? styles.out : styles.in}>
            {negative ? '−' : '+'}
            {formatMoney(r.amount.replace('-', ''), language, sym)}
          </span>
        );
      },
    },
    {
      key: 'balanceAfter',
      header: t('columns.balanceAfter'),
      numeric: true,
      cardLabel: true,
      cell: (r) => formatMoney(r.balanceAfter, language, sym),
    },
    {
      key: 'reference',
      header: t('columns.reference'),
      cell: (r) =>
        r.reference ? (
          <span className={styles.refWrap}>
            <span className={styles.ref} title={r.reference} data-testid="history-ref">
              {shortReference(r.reference)}
            </span>
            <CopyButton
              compact
              value={r.reference}
              label={t('referenceCopy', { ref: shortReference(r.reference) })}
            />
          </span>
        ) : null,
    },
  ];

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
              value={type}
              onChange={(e) => list.setFilters({ type: e.target.value })}
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
        <PeriodPicker value={period} onChange={setPeriod} testId="period" dateTestId="history" />
        {query.data ? (
          <p className={styles.range} data-testid="history-range">
            {t('showing', {
              from: formatDateTime(query.data.from).slice(0, 16),
              to: formatDateTime(query.data.to).slice(0, 16),
              count: query.data.total,
            })}
          </p>
        ) : null}
      </section>
      <QueryBody query={query} ns="records">
        {(data) => (
          <DataTable
            testId="history"
            label={t('member:pages.transactionHistory')}
            columns={columns}
            rows={data.list}
            rowKey={(r) => r.id}
            cards
            tableClassName={styles.history}
            page={list.pageNo}
            pageCount={data.totalPages}
            onPageChange={list.setPage}
            pagesLabel={t('pages.nav')}
            empty={t('empty')}
            busy={query.isFetching}
          />
        )}
      </QueryBody>
    </div>
  );
}
