import { formatMoney, formatSignedMoney, signOf } from '@sorte/contracts/common/money';
import { GAME_TYPES, type GameType } from '@sorte/contracts/system/constants';
import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { usePermission } from '../../../hooks/use-permission';
import { errorMessage } from '../../../utils/error-message';
import { formatDateTime } from '../../../utils/format';
import { betRecordsQueryOptions, type BetRecordParams } from '../api/bet-records-api';
import { minusDays, todayLocal } from '../utils/dates';
import { BetRecordDetailView } from './bet-record-detail';
import { PeriodFilter } from './period-filter';
import styles from './records.module.css';
import betting from './betting.module.css';

/** personalHistoryCopy (betting record): every round of every game, filtered and paged, with details. */
export function BettingRecordPage() {
  const { t, i18n } = useTranslation(['betting', 'shell']);
  const uid = useId();
  const permission = usePermission();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const today = todayLocal();
  const [params, setParams] = useState<BetRecordParams>({
    pageNo: 1,
    gameType: '',
    vendor: '',
    period: 'LAST_7_DAYS',
    start: minusDays(today, 6),
    end: today,
  });
  const [detailId, setDetailId] = useState<string | null>(null);
  const query = useQuery(betRecordsQueryOptions(params));
  const set = (next: Partial<BetRecordParams>) => setParams((p) => ({ ...p, pageNo: 1, ...next }));

  const symbol = (currency: string) =>
    currency === permission.brand.currency ? permission.brand.currencySymbol : currency;
  const categories = permission.categories.filter(
    (c) => c.vendors.length > 0 && (GAME_TYPES as readonly string[]).includes(c.gameCategory),
  );
  const vendors = (
    params.gameType
      ? categories.filter((c) => c.gameCategory === params.gameType)
      : categories
  )
    .flatMap((c) => c.vendors)
    .filter((v, i, all) => all.findIndex((w) => w.vendor === v.vendor) === i);
  const vendorName = (code: string) =>
    permission.categories.flatMap((c) => c.vendors).find((v) => v.vendor === code)?.name ?? code;
  const categoryName = (code: string | null) =>
    code ? t(`shell:categories.${code}`, { defaultValue: code }) : '';

  if (detailId)
    return (
      <BetRecordDetailView
        id={detailId}
        onBack={() => setDetailId(null)}
        vendorName={vendorName}
        categoryName={categoryName}
        symbol={permission.brand.currencySymbol}
      />
    );

  return (
    <div className={styles.root} data-testid="betting-record">
      <section className={styles.filters} aria-label={t('filters')}>
        <div className={styles.filterRow}>
          <div className={styles.field}>
            <label htmlFor={`${uid}-category`} className={styles.label}>
              {t('category')}
            </label>
            <select
              id={`${uid}-category`}
              className={styles.select}
              value={params.gameType}
              onChange={(e) => {
                const gameType = e.target.value as GameType | '';
                const keep =
                  !gameType ||
                  categories.some(
                    (c) =>
                      c.gameCategory === gameType &&
                      c.vendors.some((v) => v.vendor === params.vendor),
                  );
                set({ gameType, vendor: keep ? params.vendor : '' });
              }}
              data-testid="bets-category"
            >
              <option value="">{t('allCategories')}</option>
              {categories.map((c) => (
                <option key={c.gameCategory} value={c.gameCategory}>
                  {categoryName(c.gameCategory)}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor={`${uid}-vendor`} className={styles.label}>
              {t('vendor')}
            </label>
            <select
              id={`${uid}-vendor`}
              className={styles.select}
              value={params.vendor}
              onChange={(e) => set({ vendor: e.target.value })}
              data-testid="bets-vendor"
            >
              <option value="">{t('allVendors')}</option>
              {vendors.map((v) => (
                <option key={v.vendor} value={v.vendor}>
                  {v.name}
                </option>
              ))}
            </select>
          </div>
        </div>
        <PeriodFilter
          testId="bets"
          value={params}
          onChange={(period) => set(period)}
          summary={
            query.data ? (
              <p className={styles.range} data-testid="bets-range">
                {t('showing', {
                  from: formatDateTime(query.data.from).slice(0, 16),
                  to: formatDateTime(query.data.to).slice(0, 16),
                  count: query.data.total,
                })}
              </p>
            ) : null
          }
        />
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
      ) : (
        <>
          <dl className={styles.summary} data-testid="bets-summary">
            <div>
              <dt>{t('totals.rounds')}</dt>
              <dd>{query.data.summary.rounds}</dd>
            </div>
            <div>
              <dt>{t('totals.bet')}</dt>
              <dd>
                {formatMoney(query.data.summary.bet, language, symbol(query.data.currency))}
              </dd>
            </div>
            <div>
              <dt>{t('totals.win')}</dt>
              <dd>
                {formatMoney(query.data.summary.win, language, symbol(query.data.currency))}
              </dd>
            </div>
            <div>
              <dt>{t('totals.profit')}</dt>
              <dd
                className={clsx(
                  signOf(query.data.summary.profit) > 0 && betting.up,
                  signOf(query.data.summary.profit) < 0 && betting.down,
                )}
                data-testid="bets-profit"
              >
                {formatSignedMoney(query.data.summary.profit, language, symbol(query.data.currency))}
              </dd>
            </div>
          </dl>
          {query.data.list.length === 0 ? (
            <div className={clsx(styles.tableWrap, styles.empty)} data-testid="bets-empty">
              <Icon name="record" size={32} />
              <p>{t('empty')}</p>
              <p className={styles.muted}>{t('emptyHint')}</p>
            </div>
          ) : (
            <>
              <div className={styles.tableWrap}>
                <table className={clsx(styles.table, betting.bets)} aria-busy={query.isFetching}>
                  <thead>
                    <tr>
                      <th scope="col">{t('columns.game')}</th>
                      <th scope="col" className={styles.num}>
                        {t('columns.bet')}
                      </th>
                      <th scope="col" className={styles.num}>
                        {t('columns.win')}
                      </th>
                      <th scope="col" className={styles.num}>
                        {t('columns.profit')}
                      </th>
                      <th scope="col">{t('columns.status')}</th>
                      <th scope="col">
                        <span className="visually-hidden">{t('columns.details')}</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {query.data.list.map((row) => {
                      const sym = symbol(query.data.currency);
                      const sign = signOf(row.profit);
                      return (
                        <tr key={row.id} data-testid={`bet-row-${row.id}`}>
                          <td>
                            <span className={styles.type}>{row.gameName}</span>
                            <span className={styles.wallet}>
                              {vendorName(row.vendor)}
                              {row.gameType ? ` · ${categoryName(row.gameType)}` : ''}
                            </span>
                            <time className={betting.when} dateTime={row.createdAt}>
                              {formatDateTime(row.createdAt)}
                            </time>
                          </td>
                          <td className={styles.num} data-label={t('columns.bet')}>
                            {formatMoney(row.bet, language, sym)}
                          </td>
                          <td className={styles.num} data-label={t('columns.win')}>
                            {formatMoney(row.win, language, sym)}
                          </td>
                          <td
                            className={clsx(
                              styles.num,
                              sign > 0 && betting.up,
                              sign < 0 && betting.down,
                            )}
                          >
                            {formatSignedMoney(row.profit, language, sym)}
                          </td>
                          <td>
                            <span className={clsx(styles.badge, betting[`status${row.status}`])}>
                              {t(`statuses.${row.status}`)}
                            </span>
                          </td>
                          <td className={betting.action}>
                            <button
                              type="button"
                              className={betting.detailButton}
                              onClick={() => setDetailId(row.id)}
                              data-testid={`bet-detail-${row.id}`}
                            >
                              <span className={betting.detailText}>{t('columns.details')}</span>
                              <span className="visually-hidden"> {row.gameName}</span>
                              <Icon name="chevron-right" size={16} />
                            </button>
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
        </>
      )}
    </div>
  );
}
