import type { TeamBet } from '@sorte/contracts/agent/agent';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { compareNumbers, DataTable, type Column } from '../../../components/lists/data-table';
import { usePeriodParams } from '../../../components/lists/period-picker';
import { teamBetsQueryOptions } from '../api/agent-api';
import { localDateTime, useMoney } from '../utils/format';
import { useListParams } from '../../../components/lists/use-list-params';
import { UsernameFilter } from './username-filter';
import styles from './agent-centre.module.css';
import { ReportBody, ReportFilters } from './report-parts';

/** Team betting (agentPersonalHistoryCopy): the team's rounds in a period, newest first. */
export function TeamBetsPage() {
  const { t } = useTranslation(['agent', 'shell']);
  const { money, signed } = useMoney();
  const [period, setPeriod] = usePeriodParams('TODAY');
  const list = useListParams(['createdAt'], 'createdAt');
  const query = useQuery(
    teamBetsQueryOptions({ period, pageNo: list.pageNo, username: list.username }),
  );
  const data = query.data;

  const columns: Column<TeamBet>[] = [
    {
      key: 'createdAt',
      header: t('bets.time'),
      sort: (a, b) => a.createdAt.localeCompare(b.createdAt),
      cell: (r) => localDateTime(r.createdAt),
      csv: (r) => localDateTime(r.createdAt),
      total: data ? t('bets.rounds', { count: data.summary.rounds }) : undefined,
      totalCsv: t('totals'),
    },
    {
      key: 'username',
      header: t('bets.username'),
      sort: (a, b) => a.username.localeCompare(b.username),
      cell: (r) => r.username,
      csv: (r) => r.username,
    },
    {
      key: 'level',
      header: t('bets.level'),
      numeric: true,
      sort: (a, b) => a.level - b.level,
      cell: (r) => r.level,
      csv: (r) => r.level,
    },
    {
      key: 'game',
      header: t('bets.game'),
      cell: (r) => (
        <>
          {r.gameName}
          <span className={styles.sub}>
            {' '}
            · {t(`shell:categories.${r.gameType}`, { defaultValue: r.gameType })}
          </span>
        </>
      ),
      csv: (r) => r.gameName,
    },
    {
      key: 'bet',
      header: t('bets.bet'),
      numeric: true,
      sort: (a, b) => compareNumbers(a.bet, b.bet),
      cell: (r) => money(r.bet),
      csv: (r) => r.bet,
      total: data ? money(data.summary.bet) : undefined,
      totalCsv: data?.summary.bet,
    },
    {
      key: 'win',
      header: t('bets.win'),
      numeric: true,
      sort: (a, b) => compareNumbers(a.win, b.win),
      cell: (r) => money(r.win),
      csv: (r) => r.win,
      total: data ? money(data.summary.win) : undefined,
      totalCsv: data?.summary.win,
    },
    {
      key: 'profit',
      header: t('bets.profit'),
      numeric: true,
      sort: (a, b) => compareNumbers(a.profit, b.profit),
      cell: (r) => signed(r.profit),
      csv: (r) => r.profit,
      total: data ? signed(data.summary.profit) : undefined,
      totalCsv: data?.summary.profit,
    },
    {
      key: 'status',
      header: t('bets.status'),
      cell: (r) => t(`bets.statuses.${r.status}`),
      csv: (r) => t(`bets.statuses.${r.status}`),
    },
  ];

  return (
    <div className={styles.stack} data-testid="agent-bets">
      <ReportFilters period={period} onPeriodChange={setPeriod} testId="bets" range={data?.period}>
        <UsernameFilter value={list.username} onChange={list.setUsername} testId="bets" />
      </ReportFilters>
      <ReportBody query={query}>
        {(data) => (
          <DataTable
            testId="bets"
            label={t('pages.agentPersonalHistoryCopy')}
            columns={columns}
            rows={data.list}
            rowKey={(r) => r.id}
            defaultSort={{ key: 'createdAt', order: 'desc' }}
            totalsLabel={t('totals')}
            page={list.pageNo}
            pageCount={data.totalPages}
            onPageChange={list.setPage}
            empty={t('bets.empty')}
            csvName="team-bets.csv"
            busy={query.isFetching}
          />
        )}
      </ReportBody>
    </div>
  );
}
