import type { TeamDay } from '@sorte/contracts/agent/agent';
import { toMinor } from '@sorte/contracts/common/money';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePeriodParams } from '../../../components/lists/period-picker';
import { TrendChart } from '../../../components/lists/trend-chart';
import { overviewQueryOptions } from '../api/agent-api';
import { useMoney } from '../utils/format';
import styles from './agent-centre.module.css';
import { ReportBody, ReportFilters } from './report-parts';

const SERIES = [
  'profit',
  'bets',
  'validTurnover',
  'deposits',
  'withdrawals',
  'newMembers',
  'activeMembers',
] as const;
type Series = (typeof SERIES)[number];
const MONEY_SERIES = new Set<Series>([
  'profit',
  'bets',
  'validTurnover',
  'deposits',
  'withdrawals',
]);

/** agentTeamOverview: the team's numbers over a period, with a daily trend. */
export function TeamOverviewPage() {
  const { t } = useTranslation('agent');
  const { money, signed, count } = useMoney();
  const [period, setPeriod] = usePeriodParams('TODAY');
  const [series, setSeries] = useState<Series>('profit');
  const seriesId = useId();
  const query = useQuery(overviewQueryOptions(period));
  const data = query.data;

  const valueOf = (day: TeamDay): { value: number; text: string } => {
    if (MONEY_SERIES.has(series)) {
      const text = day[series as 'profit'];
      return {
        value: Number(toMinor(text)) / 100,
        text: series === 'profit' ? signed(text) : money(text),
      };
    }
    const n = day[series as 'newMembers'];
    return { value: n, text: count(n) };
  };

  return (
    <div className={styles.stack} data-testid="agent-overview">
      <ReportFilters
        period={period}
        onPeriodChange={setPeriod}
        testId="overview"
        range={data?.period}
      />
      <ReportBody query={query}>
        {(data) => (
          <>
            <dl className={styles.cards} aria-busy={query.isFetching || undefined}>
              <div className={styles.card} data-testid="overview-teamSize">
                <dt>{t('overview.teamSize')}</dt>
                <dd>{count(data.teamSize)}</dd>
                <span className={styles.sub}>
                  {t('overview.direct', { count: data.directDownlines })}
                </span>
              </div>
              <div className={styles.card} data-testid="overview-newMembers">
                <dt>{t('overview.newMembers')}</dt>
                <dd>{count(data.newMembers)}</dd>
              </div>
              <div className={styles.card} data-testid="overview-activeMembers">
                <dt>{t('overview.activeMembers')}</dt>
                <dd>{count(data.activeMembers)}</dd>
              </div>
              <div className={styles.card} data-testid="overview-firstDeposits">
                <dt>{t('overview.firstDeposits')}</dt>
                <dd>{count(data.firstDeposits)}</dd>
                <span className={styles.sub}>{money(data.firstDepositAmount)}</span>
              </div>
              <div className={styles.card} data-testid="overview-deposits">
                <dt>{t('overview.deposits')}</dt>
                <dd>{money(data.deposits)}</dd>
              </div>
              <div className={styles.card} data-testid="overview-withdrawals">
                <dt>{t('overview.withdrawals')}</dt>
                <dd>{money(data.withdrawals)}</dd>
              </div>
              <div className={styles.card} data-testid="overview-bets">
                <dt>{t('overview.bets')}</dt>
                <dd>{money(data.bets)}</dd>
              </div>
              <div className={styles.card} data-testid="overview-validTurnover">
                <dt>{t('overview.validTurnover')}</dt>
                <dd>{money(data.validTurnover)}</dd>
              </div>
              <div className={styles.card} data-testid="overview-profit">
                <dt>{t('overview.profit')}</dt>
                <dd>{signed(data.profit)}</dd>
                <span className={styles.sub}>{t('overview.profitHint')}</span>
              </div>
            </dl>
            <div className={styles.seriesPicker}>
              <h3 className={styles.sectionTitle}>{t('overview.trend')}</h3>
              <label htmlFor={seriesId} className="visually-hidden">
                {t('overview.series')}
              </label>
              <select
                id={seriesId}
                className={styles.input}
                style={{ width: 'auto' }}
                value={series}
                onChange={(e) => setSeries(e.target.value as Series)}
                data-testid="overview-series"
              >
                {SERIES.map((s) => (
                  <option key={s} value={s}>
                    {t(`overview.${s}`)}
                  </option>
                ))}
              </select>
            </div>
            <TrendChart
              label={t(`overview.${series}`)}
              summary={
                data.daily.length > 0
                  ? t('overview.trendSummary', {
                      first: valueOf(data.daily[0]!).text,
                      last: valueOf(data.daily.at(-1)!).text,
                    })
                  : undefined
              }
              points={data.daily.map((d) => ({ label: d.date, ...valueOf(d) }))}
              testId="overview-chart"
            />
          </>
        )}
      </ReportBody>
    </div>
  );
}
