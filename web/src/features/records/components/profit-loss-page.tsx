import { formatMoney, formatSignedMoney, signOf, toMinor } from '@sorte/contracts/common/money';
import type { ProfitLoss } from '@sorte/contracts/games/records';
import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../components/lists/data-table';
import { PeriodPicker, usePeriodParams } from '../../../components/lists/period-picker';
import { QueryBody } from '../../../components/lists/query-body';
import { Icon } from '../../../components/ui/icon';
import { usePermission } from '../../../hooks/use-permission';
import { formatDateTime } from '../../../utils/format';
import { CATEGORY_ICONS } from '../../../utils/game-categories';
import { profitLossQueryOptions } from '../api/bet-records-api';
import styles from './records.module.css';
import betting from './betting.module.css';

type CategoryRow = ProfitLoss['categories'][number];

const abs = (minor: bigint) => (minor < 0n ? -minor : minor);

/** personalProfit: bet, win and profit of a period, per game category and per day. */
export function ProfitLossPage() {
  const { t, i18n } = useTranslation(['betting', 'shell']);
  const permission = usePermission();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [period, setPeriod] = usePeriodParams('LAST_7_DAYS');
  const query = useQuery(profitLossQueryOptions(period));
  const symbol = permission.brand.currencySymbol;
  const money = (value: string) => formatMoney(value, language, symbol);
  const tone = (value: string) =>
    clsx(signOf(value) > 0 && betting.up, signOf(value) < 0 && betting.down);

  const data = query.data;
  const largestDay = data
    ? data.days.reduce((max, d) => {
        const m = abs(toMinor(d.profit));
        return m > max ? m : max;
      }, 0n)
    : 0n;
  const barWidth = (profit: string) => {
    if (largestDay === 0n) return '0%';
    return `${Number((abs(toMinor(profit)) * 5000n) / largestDay) / 100}%`;
  };

  const columns: Column<CategoryRow>[] = [
    {
      key: 'category',
      header: t('category'),
      cell: (c) => (
        <span className={betting.categoryCell}>
          <Icon name={CATEGORY_ICONS[c.gameType ?? ''] ?? 'record'} size={18} />
          {c.gameType
            ? t(`shell:categories.${c.gameType}`, { defaultValue: c.gameType })
            : t('profit.otherGames')}
        </span>
      ),
    },
    {
      key: 'rounds',
      header: t('totals.rounds'),
      numeric: true,
      cardLabel: true,
      cell: (c) => c.rounds,
    },
    {
      key: 'bet',
      header: t('totals.bet'),
      numeric: true,
      cardLabel: true,
      cell: (c) => money(c.bet),
    },
    {
      key: 'win',
      header: t('totals.win'),
      numeric: true,
      cardLabel: true,
      cell: (c) => money(c.win),
    },
    {
      key: 'profit',
      header: t('totals.profit'),
      numeric: true,
      cell: (c) => (
        <span className={tone(c.profit)}>{formatSignedMoney(c.profit, language, symbol)}</span>
      ),
    },
  ];

  return (
    <div className={styles.root} data-testid="profit-loss">
      <section className={styles.filters} aria-label={t('filters')}>
        <PeriodPicker
          value={period}
          onChange={setPeriod}
          testId="profit-period"
          dateTestId="profit"
        />
        {data ? (
          <p className={styles.range} data-testid="profit-range">
            {t('profit.range', {
              from: formatDateTime(data.from).slice(0, 16),
              to: formatDateTime(data.to).slice(0, 16),
            })}
          </p>
        ) : null}
      </section>
      <QueryBody query={query} ns="betting">
        {(data) => (
          <>
            <dl className={styles.summary} data-testid="profit-total">
              <div>
                <dt>{t('totals.profit')}</dt>
                <dd className={tone(data.total.profit)} data-testid="profit-total-profit">
                  {formatSignedMoney(data.total.profit, language, symbol)}
                </dd>
              </div>
              <div>
                <dt>{t('totals.bet')}</dt>
                <dd>{money(data.total.bet)}</dd>
              </div>
              <div>
                <dt>{t('totals.win')}</dt>
                <dd>{money(data.total.win)}</dd>
              </div>
              <div>
                <dt>{t('totals.rounds')}</dt>
                <dd>{data.total.rounds}</dd>
              </div>
            </dl>
            {data.categories.length > 0 ? (
              <h3 className={betting.sectionTitle}>{t('profit.byCategory')}</h3>
            ) : null}
            <DataTable
              testId="profit"
              label={t('profit.byCategory')}
              columns={columns}
              rows={data.categories}
              rowKey={(c) => c.gameType ?? 'OTHER'}
              cards
              tableClassName={betting.profitTable}
              empty={t('profit.empty')}
              busy={query.isFetching}
            />
            {data.categories.length === 0 ? null : (
              <>
                <h3 className={betting.sectionTitle}>{t('profit.byDay')}</h3>
                <ul className={clsx(styles.tableWrap, betting.card, betting.days)}>
                  {data.days.map((d) => (
                    <li key={d.date} className={betting.day} data-testid={`profit-day-${d.date}`}>
                      <span className={betting.dayDate}>{d.date}</span>
                      <span className={betting.track} aria-hidden="true">
                        <span
                          className={signOf(d.profit) < 0 ? betting.barDown : betting.barUp}
                          style={{ width: barWidth(d.profit) }}
                        />
                      </span>
                      <span className={clsx(styles.num, tone(d.profit))}>
                        {formatSignedMoney(d.profit, language, symbol)}
                      </span>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </>
        )}
      </QueryBody>
    </div>
  );
}
