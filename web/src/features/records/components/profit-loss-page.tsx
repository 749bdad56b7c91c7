import { formatMoney, formatSignedMoney, signOf, toMinor } from '@sorte/contracts/common/money';
import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { Spinner } from '../../../components/ui/spinner';
import { usePermission } from '../../../hooks/use-permission';
import { errorMessage } from '../../../utils/error-message';
import { formatDateTime } from '../../../utils/format';
import { CATEGORY_ICONS } from '../../../utils/game-categories';
import { profitLossQueryOptions, type PeriodParams } from '../api/bet-records-api';
import { minusDays, todayLocal } from '../utils/dates';
import { PeriodFilter } from './period-filter';
import styles from './records.module.css';
import betting from './betting.module.css';

const abs = (minor: bigint) => (minor < 0n ? -minor : minor);

/** personalProfit: bet, win and profit of a period, per game category and per day. */
export function ProfitLossPage() {
  const { t, i18n } = useTranslation(['betting', 'shell']);
  const permission = usePermission();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const today = todayLocal();
  const [params, setParams] = useState<PeriodParams>({
    period: 'LAST_7_DAYS',
    start: minusDays(today, 6),
    end: today,
  });
  const query = useQuery(profitLossQueryOptions(params));
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

  return (
    <div className={styles.root} data-testid="profit-loss">
      <section className={styles.filters} aria-label={t('filters')}>
        <PeriodFilter
          testId="profit"
          value={params}
          onChange={setParams}
          summary={
            data ? (
              <p className={styles.range} data-testid="profit-range">
                {t('profit.range', {
                  from: formatDateTime(data.from).slice(0, 16),
                  to: formatDateTime(data.to).slice(0, 16),
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
          <dl className={styles.summary} data-testid="profit-total">
            <div>
              <dt>{t('totals.profit')}</dt>
              <dd className={tone(query.data.total.profit)} data-testid="profit-total-profit">
                {formatSignedMoney(query.data.total.profit, language, symbol)}
              </dd>
            </div>
            <div>
              <dt>{t('totals.bet')}</dt>
              <dd>{money(query.data.total.bet)}</dd>
            </div>
            <div>
              <dt>{t('totals.win')}</dt>
              <dd>{money(query.data.total.win)}</dd>
            </div>
            <div>
              <dt>{t('totals.rounds')}</dt>
              <dd>{query.data.total.rounds}</dd>
            </div>
          </dl>
          {query.data.categories.length === 0 ? (
            <div className={clsx(styles.tableWrap, styles.empty)} data-testid="profit-empty">
              <Icon name="record" size={32} />
              <p>{t('profit.empty')}</p>
            </div>
          ) : (
            <>
              <h3 className={betting.sectionTitle}>{t('profit.byCategory')}</h3>
              <div className={styles.tableWrap}>
                <table
                  className={clsx(styles.table, betting.profitTable)}
                  aria-busy={query.isFetching}
                >
                  <thead>
                    <tr>
                      <th scope="col">{t('category')}</th>
                      <th scope="col" className={styles.num}>
                        {t('totals.rounds')}
                      </th>
                      <th scope="col" className={styles.num}>
                        {t('totals.bet')}
                      </th>
                      <th scope="col" className={styles.num}>
                        {t('totals.win')}
                      </th>
                      <th scope="col" className={styles.num}>
                        {t('totals.profit')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {query.data.categories.map((c) => (
                      <tr key={c.gameType ?? 'other'} data-testid={`profit-row-${c.gameType ?? 'OTHER'}`}>
                        <td>
                          <span className={betting.categoryCell}>
                            <Icon name={CATEGORY_ICONS[c.gameType ?? ''] ?? 'record'} size={18} />
                            {c.gameType
                              ? t(`shell:categories.${c.gameType}`, { defaultValue: c.gameType })
                              : t('profit.otherGames')}
                          </span>
                        </td>
                        <td className={styles.num} data-label={t('totals.rounds')}>
                          {c.rounds}
                        </td>
                        <td className={styles.num} data-label={t('totals.bet')}>
                          {money(c.bet)}
                        </td>
                        <td className={styles.num} data-label={t('totals.win')}>
                          {money(c.win)}
                        </td>
                        <td className={clsx(styles.num, tone(c.profit))}>
                          {formatSignedMoney(c.profit, language, symbol)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <h3 className={betting.sectionTitle}>{t('profit.byDay')}</h3>
              <ul className={clsx(styles.tableWrap, betting.card, betting.days)}>
                {query.data.days.map((d) => (
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
    </div>
  );
}
