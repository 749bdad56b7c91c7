import type { IncomeDay } from '@sorte/contracts/agent/agent';
import { fromMinor, toMinor } from '@sorte/contracts/common/money';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { compareNumbers, DataTable, type Column } from '../../../components/lists/data-table';
import { usePeriodParams } from '../../../components/lists/period-picker';
import { TrendChart } from '../../../components/lists/trend-chart';
import { AGENT_PAGE_SIZE, incomeQueryOptions } from '../api/agent-api';
import { localDateTime, useMoney } from '../utils/format';
import styles from './agent-centre.module.css';
import { ReportBody, ReportFilters } from './report-parts';

/** agentRevenueReport: the agent's income by source and by day, accrued and paid. */
export function IncomePage() {
  const { t } = useTranslation('agent');
  const { money } = useMoney();
  const [period, setPeriod] = usePeriodParams('MONTHLY');
  const query = useQuery(incomeQueryOptions(period));
  const data = query.data;

  // Income per day across sources, oldest first (the chart's line).
  const perDay = new Map<string, bigint>();
  for (const row of data?.list ?? [])
    perDay.set(row.date, (perDay.get(row.date) ?? 0n) + toMinor(row.accrued));
  const days = [...perDay.entries()].sort(([a], [b]) => a.localeCompare(b));

  const columns: Column<IncomeDay>[] = [
    {
      key: 'date',
      header: t('income.date'),
      sort: (a, b) => a.date.localeCompare(b.date),
      cell: (r) => r.date,
      csv: (r) => r.date,
    },
    {
      key: 'source',
      header: t('income.source'),
      cell: (r) => t(`income.sources.${r.source}`),
      csv: (r) => t(`income.sources.${r.source}`),
    },
    {
      key: 'accrued',
      header: t('income.accrued'),
      numeric: true,
      sort: (a, b) => compareNumbers(a.accrued, b.accrued),
      cell: (r) => money(r.accrued),
      csv: (r) => r.accrued,
      total: data ? money(data.totals.accrued) : undefined,
      totalCsv: data?.totals.accrued,
    },
    {
      key: 'paid',
      header: t('income.paid'),
      numeric: true,
      sort: (a, b) => compareNumbers(a.paid ?? '-1', b.paid ?? '-1'),
      cell: (r) => (r.paid === null ? t('income.unpaid') : money(r.paid)),
      csv: (r) => r.paid ?? '',
      total: data ? money(data.totals.paid) : undefined,
      totalCsv: data?.totals.paid,
    },
    {
      key: 'paidAt',
      header: t('income.paidAt'),
      cell: (r) => (r.paidAt ? localDateTime(r.paidAt) : '—'),
      csv: (r) => (r.paidAt ? localDateTime(r.paidAt) : ''),
    },
  ];

  return (
    <div className={styles.stack} data-testid="agent-income">
      <ReportFilters
        period={period}
        onPeriodChange={setPeriod}
        testId="income"
        range={data?.period}
      />
      <ReportBody query={query}>
        {(data) => (
          <>
            <dl className={styles.cards}>
              <div className={styles.card} data-testid="income-accrued">
                <dt>{t('income.accrued')}</dt>
                <dd>{money(data.totals.accrued)}</dd>
              </div>
              <div className={styles.card} data-testid="income-paid">
                <dt>{t('income.paid')}</dt>
                <dd>{money(data.totals.paid)}</dd>
              </div>
              {data.bySource.map((s) => (
                <div
                  className={styles.card}
                  key={s.source}
                  data-testid={`income-source-${s.source}`}
                >
                  <dt>{t(`income.sources.${s.source}`)}</dt>
                  <dd>{money(s.accrued)}</dd>
                  <span className={styles.sub}>
                    {t('income.paidOf', { amount: money(s.paid) })}
                  </span>
                </div>
              ))}
            </dl>
            {days.length > 1 ? (
              <>
                <h3 className={styles.sectionTitle}>{t('income.perDay')}</h3>
                <TrendChart
                  label={t('income.perDay')}
                  summary={t('overview.trendSummary', {
                    first: money(fromMinor(days[0]![1])),
                    last: money(fromMinor(days.at(-1)![1])),
                  })}
                  points={days.map(([date, minor]) => ({
                    label: date,
                    value: Number(minor) / 100,
                    text: money(fromMinor(minor)),
                  }))}
                  testId="income-chart"
                />
              </>
            ) : null}
            <DataTable
              testId="income"
              label={t('pages.agentRevenueReport')}
              columns={columns}
              rows={data.list}
              rowKey={(r) => `${r.date}-${r.source}`}
              defaultSort={{ key: 'date', order: 'desc' }}
              totalsLabel={t('totals')}
              pageSize={AGENT_PAGE_SIZE}
              empty={t('income.empty')}
              csvName="income.csv"
              busy={query.isFetching}
            />
          </>
        )}
      </ReportBody>
    </div>
  );
}
