import type { TeamTransaction } from '@sorte/contracts/agent/team-money';
import { TEAM_TX_SORTS, TEAM_TX_TYPES, type TeamTxType } from '@sorte/contracts/agent/routes';
import { fromMinor, toMinor } from '@sorte/contracts/common/money';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../components/lists/data-table';
import { usePeriodParams } from '../../../components/lists/period-picker';
import { teamTransactionsQueryOptions } from '../api/agent-api';
import { localDateTime, useMoney } from '../utils/format';
import { useListParams } from '../../../components/lists/use-list-params';
import { UsernameFilter } from './username-filter';
import styles from './agent-centre.module.css';
import { ReportBody, ReportFilters } from './report-parts';

type TxSort = (typeof TEAM_TX_SORTS)[number];
const isTxType = (value: string | null): value is TeamTxType =>
  (TEAM_TX_TYPES as readonly string[]).includes(value ?? '');

/** agentDownlineTransactionDetailsCopy: the team's deposits, withdrawals and transfers. */
export function TeamTransactionsPage() {
  const { t } = useTranslation(['agent', 'records']);
  const uid = useId();
  const { money, signed, count } = useMoney();
  const [period, setPeriod] = usePeriodParams('TODAY');
  const list = useListParams<TxSort>(TEAM_TX_SORTS, 'createdAt');
  const rawType = list.filter('type');
  const type = isTxType(rawType) ? rawType : undefined;
  const setType = (next: string) => list.setFilters({ type: next });
  const query = useQuery(
    teamTransactionsQueryOptions({
      period,
      pageNo: list.pageNo,
      username: list.username,
      type,
      sort: list.sort,
      order: list.order,
    }),
  );
  const totals = query.data?.totals;
  const net = totals
    ? fromMinor(
        toMinor(totals.deposits) -
          toMinor(totals.withdrawals) +
          toMinor(totals.transfersIn) -
          toMinor(totals.transfersOut),
      )
    : undefined;

  const columns: Column<TeamTransaction>[] = [
    {
      key: 'createdAt',
      header: t('tx.time'),
      sort: true,
      cell: (r) => localDateTime(r.createdAt),
      csv: (r) => r.createdAt,
      total: totals ? t('tx.rows', { count: totals.rows }) : undefined,
      totalCsv: t('totals'),
    },
    {
      key: 'username',
      header: t('tx.username'),
      sort: true,
      cell: (r) => r.username,
      csv: (r) => r.username,
    },
    {
      key: 'level',
      header: t('tx.level'),
      numeric: true,
      cell: (r) => r.level,
      csv: (r) => r.level,
    },
    {
      key: 'type',
      header: t('tx.type'),
      cell: (r) => t(`records:txTypes.${r.type}`, { defaultValue: t(`tx.types.${r.category}`) }),
      csv: (r) => t(`records:txTypes.${r.type}`, { defaultValue: t(`tx.types.${r.category}`) }),
    },
    {
      key: 'counterparty',
      header: t('tx.counterparty'),
      cell: (r) => r.counterparty ?? '—',
      csv: (r) => r.counterparty ?? '',
    },
    {
      key: 'amount',
      header: t('tx.amount'),
      numeric: true,
      sort: true,
      cell: (r) => signed(r.amount),
      csv: (r) => r.amount,
      total: net !== undefined ? signed(net) : undefined,
      totalCsv: net,
    },
    {
      key: 'balanceAfter',
      header: t('tx.balanceAfter'),
      numeric: true,
      cell: (r) => money(r.balanceAfter),
      csv: (r) => r.balanceAfter,
    },
  ];

  return (
    <div className={styles.stack} data-testid="agent-transactions">
      <ReportFilters
        period={period}
        onPeriodChange={setPeriod}
        testId="tx"
        range={query.data?.period}
      >
        <div className={styles.filterRow}>
          <label className={styles.field} htmlFor={`${uid}-type`}>
            <span>{t('tx.type')}</span>
            <select
              id={`${uid}-type`}
              className={styles.input}
              value={type ?? ''}
              onChange={(e) => setType(e.target.value)}
              data-testid="tx-type"
            >
              <option value="">{t('tx.allTypes')}</option>
              {TEAM_TX_TYPES.map((key) => (
                <option key={key} value={key}>
                  {t(`tx.types.${key}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
        <UsernameFilter value={list.username} onChange={list.setUsername} testId="tx" />
      </ReportFilters>
      <ReportBody query={query}>
        {(data) => (
          <>
            <dl className={styles.cards} data-testid="tx-summary">
              <div className={styles.card}>
                <dt>{t('tx.deposits')}</dt>
                <dd>{money(data.totals.deposits)}</dd>
              </div>
              <div className={styles.card}>
                <dt>{t('tx.withdrawals')}</dt>
                <dd>{money(data.totals.withdrawals)}</dd>
              </div>
              <div className={styles.card}>
                <dt>{t('tx.transfersIn')}</dt>
                <dd>{money(data.totals.transfersIn)}</dd>
              </div>
              <div className={styles.card}>
                <dt>{t('tx.transfersOut')}</dt>
                <dd>{money(data.totals.transfersOut)}</dd>
              </div>
              <div className={styles.card}>
                <dt>{t('tx.count')}</dt>
                <dd>{count(data.totals.rows)}</dd>
              </div>
            </dl>
            <DataTable
              testId="tx"
              label={t('pages.agentDownlineTransactionDetailsCopy')}
              columns={columns}
              rows={data.list}
              rowKey={(r) => r.id}
              sort={{ key: list.sort, order: list.order }}
              onSortChange={(next) => list.setSort(next.key as TxSort, next.order)}
              totalsLabel={t('totals')}
              page={list.pageNo}
              pageCount={data.totalPages}
              onPageChange={list.setPage}
              empty={t('tx.empty')}
              csvName="team-transactions.csv"
              busy={query.isFetching}
            />
          </>
        )}
      </ReportBody>
    </div>
  );
}
