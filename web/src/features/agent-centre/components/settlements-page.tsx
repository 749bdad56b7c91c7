import type { Settlement } from '@sorte/contracts/agent/salary';
import {
  SETTLEMENT_SCOPES,
  SETTLEMENT_SORTS,
  type ContractType,
  type SettlementSort,
} from '@sorte/contracts/agent/salary-routes';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataTable, type Column } from '../../../components/lists/data-table';
import { usePeriodParams } from '../../../components/lists/period-picker';
import { settlementsQueryOptions } from '../api/salary-api';
import { localDateTime, useMoney } from '../utils/format';
import { useListParams } from '../../../components/lists/use-list-params';
import styles from './agent-centre.module.css';
import { ReportBody, ReportFilters } from './report-parts';
import { SettlementDetailPanel } from './settlement-detail';
import { UsernameFilter } from './username-filter';

type Scope = (typeof SETTLEMENT_SCOPES)[number];

/** A settlement's period as the viewer reads it: its start, and its end for periods under a day. */
export const periodLabel = (s: Pick<Settlement, 'type' | 'periodStart' | 'periodEnd'>) =>
  s.type === 'DAILY_SALARY'
    ? s.periodStart.slice(0, 10)
    : s.type === 'DIVIDEND'
      ? `${s.periodStart.slice(0, 10)} – ${new Date(Date.parse(s.periodEnd) - 1).toISOString().slice(0, 10)}`
      : `${localDateTime(s.periodStart)} – ${localDateTime(s.periodEnd).slice(11)}`;

/**
 * The records of one contract type (agentDividendRecordCopy2, agentDailyWages2, agentHourSalary,
 * agentRealtimeSalary): the settlements of the agent's own contract and of the contracts it gave,
 * with period, sort, page and scope in the URL; a record opens its lines.
 */
export function SettlementsPage({ type }: { type: ContractType }) {
  const { t } = useTranslation('agent');
  const { money, signed, count } = useMoney();
  const scopeId = useId();
  const [period, setPeriod] = usePeriodParams(type === 'DIVIDEND' ? 'MONTHLY' : 'TODAY');
  const list = useListParams<SettlementSort>(SETTLEMENT_SORTS, 'periodStart');
  const [params, setParams] = useSearchParams();
  const rawScope = params.get('scope') as Scope | null;
  const scope: Scope = rawScope && SETTLEMENT_SCOPES.includes(rawScope) ? rawScope : 'all';
  const [selected, setSelected] = useState<string | null>(null);
  const query = useQuery(
    settlementsQueryOptions(type, {
      period,
      pageNo: list.pageNo,
      sort: list.sort,
      order: list.order,
      scope,
      username: list.username,
    }),
  );
  const totals = query.data?.totals;
  const dividend = type === 'DIVIDEND';
  const setScope = (next: Scope) =>
    setParams(
      (p) => {
        if (next === 'all') p.delete('scope');
        else p.set('scope', next);
        p.delete('pageNo');
        return p;
      },
      { replace: true },
    );

  const columns: Column<Settlement>[] = [
    {
      key: 'periodStart',
      header: t('salary.period'),
      sort: true,
      cell: (s) => (
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => setSelected(s.id)}
          aria-expanded={selected === s.id}
          data-testid={`settlement-open-${s.id}`}
        >
          {periodLabel(s)}
        </button>
      ),
      csv: (s) => s.periodKey,
      total: totals ? t('salary.records', { count: query.data?.total ?? 0 }) : undefined,
      totalCsv: t('totals'),
    },
    {
      key: 'holder',
      header: t('salary.holder'),
      cell: (s) => (
        <span>
          {s.holder} <span className={styles.badge}>{t(`salary.roles.${s.role}`)}</span>
        </span>
      ),
      csv: (s) => s.holder,
    },
    {
      key: 'validTurnover',
      header: t('salary.validTurnover'),
      numeric: true,
      sort: true,
      cell: (s) => money(s.validTurnover),
      csv: (s) => s.validTurnover,
      total: totals ? money(totals.validTurnover) : undefined,
      totalCsv: totals?.validTurnover,
    },
    ...(dividend
      ? [
          {
            key: 'netLoss',
            header: t('salary.netLoss'),
            numeric: true,
            sort: true as const,
            cell: (s: Settlement) => signed(s.netLoss),
            csv: (s: Settlement) => s.netLoss,
            total: totals ? signed(totals.netLoss) : undefined,
            totalCsv: totals?.netLoss,
          },
          {
            key: 'carry',
            header: t('salary.carryOut'),
            numeric: true,
            cell: (s: Settlement) => money(s.carryOut),
            csv: (s: Settlement) => s.carryOut,
          },
        ]
      : []),
    {
      key: 'activeMembers',
      header: t('salary.activeMembers'),
      numeric: true,
      cell: (s) => count(s.activeMembers),
      csv: (s) => s.activeMembers,
    },
    {
      key: 'tier',
      header: t('salary.tier'),
      numeric: true,
      cell: (s) => (s.tier === null ? '—' : s.tier),
      csv: (s) => s.tier ?? '',
    },
    {
      key: 'amount',
      header: t('salary.amount'),
      numeric: true,
      sort: true,
      cell: (s) => money(s.amount),
      csv: (s) => s.amount,
      total: totals ? money(totals.amount) : undefined,
      totalCsv: totals?.amount,
    },
    {
      key: 'status',
      header: t('salary.status'),
      cell: (s) => (
        <span
          className={s.status === 'PAID' ? styles.badge : `${styles.badge} ${styles.badgeWait}`}
        >
          {t(`salary.statuses.${s.status}`)}
        </span>
      ),
      csv: (s) => s.status,
    },
  ];

  return (
    <div className={styles.stack} data-testid={`salary-${type}`}>
      <ReportFilters
        period={period}
        onPeriodChange={setPeriod}
        testId="salary"
        range={query.data?.period}
      >
        <div className={styles.filterRow}>
          <label className={styles.field} htmlFor={scopeId}>
            <span>{t('salary.scope')}</span>
            <select
              id={scopeId}
              className={styles.input}
              value={scope}
              onChange={(e) => setScope(e.target.value as Scope)}
              data-testid="salary-scope"
            >
              {SETTLEMENT_SCOPES.map((s) => (
                <option key={s} value={s}>
                  {t(`salary.scopes.${s}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
        <UsernameFilter value={list.username} onChange={list.setUsername} testId="salary" />
      </ReportFilters>
      <p className={styles.range}>{t(`salary.hints.${type}`)}</p>
      {selected ? (
        <SettlementDetailPanel key={selected} id={selected} onClose={() => setSelected(null)} />
      ) : null}
      <ReportBody query={query}>
        {(data) => (
          <DataTable
            testId="salary"
            label={t(`salary.tables.${type}`)}
            columns={columns}
            rows={data.list}
            rowKey={(s) => s.id}
            sort={{ key: list.sort, order: list.order }}
            onSortChange={(next) => list.setSort(next.key as SettlementSort, next.order)}
            totalsLabel={t('totals')}
            page={list.pageNo}
            pageCount={data.totalPages}
            onPageChange={list.setPage}
            empty={t('salary.empty')}
            csvName={`${type.toLowerCase().replace('_', '-')}-records.csv`}
            busy={query.isFetching}
          />
        )}
      </ReportBody>
    </div>
  );
}
