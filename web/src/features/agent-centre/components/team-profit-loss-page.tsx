import type { MemberProfitLoss } from '@sorte/contracts/agent/agent';
import { TEAM_PL_SORTS } from '@sorte/contracts/agent/routes';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../components/lists/data-table';
import { usePeriodParams } from '../../../components/lists/period-picker';
import { teamProfitLossQueryOptions } from '../api/agent-api';
import { useMoney } from '../utils/format';
import { useListParams } from '../../../components/lists/use-list-params';
import { UsernameFilter } from './username-filter';
import styles from './agent-centre.module.css';
import { ReportBody, ReportFilters } from './report-parts';

type PlSort = (typeof TEAM_PL_SORTS)[number];

/** palStatementsAgentCopy: profit and loss per team member who played in the period. */
export function TeamProfitLossPage() {
  const { t } = useTranslation('agent');
  const { money, signed, count } = useMoney();
  const [period, setPeriod] = usePeriodParams('TODAY');
  const list = useListParams<PlSort>(TEAM_PL_SORTS, 'bet');
  const query = useQuery(
    teamProfitLossQueryOptions({
      period,
      pageNo: list.pageNo,
      username: list.username,
      sort: list.sort,
      order: list.order,
    }),
  );
  const totals = query.data?.totals;

  const columns: Column<MemberProfitLoss>[] = [
    {
      key: 'username',
      header: t('pl.username'),
      sort: true,
      cell: (r) => r.username,
      csv: (r) => r.username,
      total: totals ? t('pl.members', { count: totals.members }) : undefined,
      totalCsv: t('totals'),
    },
    {
      key: 'level',
      header: t('pl.level'),
      numeric: true,
      cell: (r) => r.level,
      csv: (r) => r.level,
    },
    {
      key: 'rounds',
      header: t('pl.rounds'),
      numeric: true,
      sort: true,
      cell: (r) => count(r.rounds),
      csv: (r) => r.rounds,
      total: totals ? count(totals.rounds) : undefined,
      totalCsv: totals?.rounds,
    },
    {
      key: 'bet',
      header: t('pl.bet'),
      numeric: true,
      sort: true,
      cell: (r) => money(r.bet),
      csv: (r) => r.bet,
      total: totals ? money(totals.bet) : undefined,
      totalCsv: totals?.bet,
    },
    {
      key: 'validTurnover',
      header: t('pl.validTurnover'),
      numeric: true,
      sort: true,
      cell: (r) => money(r.validTurnover),
      csv: (r) => r.validTurnover,
      total: totals ? money(totals.validTurnover) : undefined,
      totalCsv: totals?.validTurnover,
    },
    {
      key: 'win',
      header: t('pl.win'),
      numeric: true,
      cell: (r) => money(r.win),
      csv: (r) => r.win,
      total: totals ? money(totals.win) : undefined,
      totalCsv: totals?.win,
    },
    {
      key: 'profit',
      header: t('pl.profit'),
      numeric: true,
      sort: true,
      cell: (r) => signed(r.profit),
      csv: (r) => r.profit,
      total: totals ? signed(totals.profit) : undefined,
      totalCsv: totals?.profit,
    },
  ];

  return (
    <div className={styles.stack} data-testid="agent-pl">
      <ReportFilters
        period={period}
        onPeriodChange={setPeriod}
        testId="pl"
        range={query.data?.period}
      >
        <UsernameFilter value={list.username} onChange={list.setUsername} testId="pl" />
      </ReportFilters>
      <ReportBody query={query}>
        {(data) => (
          <>
            <p className={styles.range}>{t('pl.hint')}</p>
            <DataTable
              testId="pl"
              label={t('pages.palStatementsAgentCopy')}
              columns={columns}
              rows={data.list}
              rowKey={(r) => r.id}
              sort={{ key: list.sort, order: list.order }}
              onSortChange={(next) => list.setSort(next.key as PlSort, next.order)}
              totalsLabel={t('totals')}
              page={list.pageNo}
              pageCount={data.totalPages}
              onPageChange={list.setPage}
              empty={t('pl.empty')}
              csvName="team-profit-loss.csv"
              busy={query.isFetching}
            />
          </>
        )}
      </ReportBody>
    </div>
  );
}
