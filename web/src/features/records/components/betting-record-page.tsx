import { formatMoney, formatSignedMoney, signOf } from '@sorte/contracts/common/money';
import type { BetRecord } from '@sorte/contracts/games/records';
import { GAME_TYPES, type GameType } from '@sorte/contracts/system/constants';
import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../components/lists/data-table';
import { PeriodPicker, usePeriodParams } from '../../../components/lists/period-picker';
import { QueryBody } from '../../../components/lists/query-body';
import { useListParams } from '../../../components/lists/use-list-params';
import { Icon } from '../../../components/ui/icon';
import { usePermission } from '../../../hooks/use-permission';
import { formatDateTime } from '../../../utils/format';
import { betRecordsQueryOptions } from '../api/bet-records-api';
import { BetRecordDetailView } from './bet-record-detail';
import styles from './records.module.css';
import betting from './betting.module.css';

const isGameType = (value: string): value is GameType =>
  (GAME_TYPES as readonly string[]).includes(value);

/**
 * personalHistoryCopy (betting record): every round of every game, filtered and paged, with
 * details; the filters and the page are kept in the address.
 */
export function BettingRecordPage() {
  const { t, i18n } = useTranslation(['betting', 'shell', 'member']);
  const uid = useId();
  const permission = usePermission();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [period, setPeriod] = usePeriodParams('LAST_7_DAYS');
  const list = useListParams();
  const rawGameType = list.filter('gameType');
  const gameType = isGameType(rawGameType) ? rawGameType : '';
  const vendor = list.filter('vendor');
  const [detailId, setDetailId] = useState<string | null>(null);
  const query = useQuery(
    betRecordsQueryOptions({ pageNo: list.pageNo, gameType, vendor, ...period }),
  );

  const symbol = (currency: string) =>
    currency === permission.brand.currency ? permission.brand.currencySymbol : currency;
  const categories = permission.categories.filter(
    (c) => c.vendors.length > 0 && (GAME_TYPES as readonly string[]).includes(c.gameCategory),
  );
  const vendors = (gameType ? categories.filter((c) => c.gameCategory === gameType) : categories)
    .flatMap((c) => c.vendors)
    .filter((v, i, all) => all.findIndex((w) => w.vendor === v.vendor) === i);
  const vendorName = (code: string) =>
    permission.categories.flatMap((c) => c.vendors).find((v) => v.vendor === code)?.name ?? code;
  const categoryName = (code: string | null) =>
    code ? t(`shell:categories.${code}`, { defaultValue: code }) : '';
  const tone = (value: string) =>
    clsx(signOf(value) > 0 && betting.up, signOf(value) < 0 && betting.down);
  const sym = symbol(query.data?.currency ?? permission.brand.currency);

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

  const columns: Column<BetRecord>[] = [
    {
      key: 'game',
      header: t('columns.game'),
      cell: (r) => (
        <>
          <span className={styles.type}>{r.gameName}</span>
          <span className={styles.wallet}>
            {vendorName(r.vendor)}
            {r.gameType ? ` · ${categoryName(r.gameType)}` : ''}
          </span>
          <time className={betting.when} dateTime={r.createdAt}>
            {formatDateTime(r.createdAt)}
          </time>
        </>
      ),
    },
    {
      key: 'bet',
      header: t('columns.bet'),
      numeric: true,
      cardLabel: true,
      cell: (r) => formatMoney(r.bet, language, sym),
    },
    {
      key: 'win',
      header: t('columns.win'),
      numeric: true,
      cardLabel: true,
      cell: (r) => formatMoney(r.win, language, sym),
    },
    {
      key: 'profit',
      header: t('columns.profit'),
      numeric: true,
      cell: (r) => (
        <span className={tone(r.profit)}>{formatSignedMoney(r.profit, language, sym)}</span>
      ),
    },
    {
      key: 'status',
      header: t('columns.status'),
      cell: (r) => (
        <span className={clsx(styles.badge, betting[`status${r.status}`])}>
          {t(`statuses.${r.status}`)}
        </span>
      ),
    },
    {
      key: 'details',
      header: t('columns.details'),
      headerHidden: true,
      className: betting.action,
      cell: (r) => (
        <button
          type="button"
          className={betting.detailButton}
          onClick={() => setDetailId(r.id)}
          data-testid={`bet-detail-${r.id}`}
        >
          <span className={betting.detailText}>{t('columns.details')}</span>
          <span className="visually-hidden"> {r.gameName}</span>
          <Icon name="chevron-right" size={16} />
        </button>
      ),
    },
  ];

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
              value={gameType}
              onChange={(e) => {
                const next = e.target.value;
                const keep =
                  !next ||
                  categories.some(
                    (c) => c.gameCategory === next && c.vendors.some((v) => v.vendor === vendor),
                  );
                list.setFilters({ gameType: next, vendor: keep ? vendor : null });
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
              value={vendor}
              onChange={(e) => list.setFilters({ vendor: e.target.value })}
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
        <PeriodPicker value={period} onChange={setPeriod} testId="bets-period" dateTestId="bets" />
        {query.data ? (
          <p className={styles.range} data-testid="bets-range">
            {t('showing', {
              from: formatDateTime(query.data.from).slice(0, 16),
              to: formatDateTime(query.data.to).slice(0, 16),
              count: query.data.total,
            })}
          </p>
        ) : null}
      </section>

      <QueryBody query={query} ns="betting">
        {(data) => (
          <>
            <dl className={styles.summary} data-testid="bets-summary">
              <div>
                <dt>{t('totals.rounds')}</dt>
                <dd>{data.summary.rounds}</dd>
              </div>
              <div>
                <dt>{t('totals.bet')}</dt>
                <dd>{formatMoney(data.summary.bet, language, sym)}</dd>
              </div>
              <div>
                <dt>{t('totals.win')}</dt>
                <dd>{formatMoney(data.summary.win, language, sym)}</dd>
              </div>
              <div>
                <dt>{t('totals.profit')}</dt>
                <dd className={tone(data.summary.profit)} data-testid="bets-profit">
                  {formatSignedMoney(data.summary.profit, language, sym)}
                </dd>
              </div>
            </dl>
            <DataTable
              testId="bets"
              rowTestId={(r) => `bet-row-${r.id}`}
              label={t('member:pages.personalHistoryCopy')}
              columns={columns}
              rows={data.list}
              rowKey={(r) => r.id}
              cards
              tableClassName={betting.bets}
              page={list.pageNo}
              pageCount={data.totalPages}
              onPageChange={list.setPage}
              pagesLabel={t('pages.nav')}
              empty={t('empty')}
              emptyHint={t('emptyHint')}
              busy={query.isFetching}
            />
          </>
        )}
      </QueryBody>
    </div>
  );
}
