import type { SettlementLine } from '@sorte/contracts/agent/salary';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, compareNumbers, type Column } from '../../../components/lists/data-table';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../utils/error-message';
import { settlementQueryOptions } from '../api/salary-api';
import { localDateTime, useMoney } from '../utils/format';
import styles from './agent-centre.module.css';
import { periodLabel } from './settlements-page';

/** One settlement: how its amount came about, and its lines (team members, downline contracts). */
export function SettlementDetailPanel({ id, onClose }: { id: string; onClose(): void }) {
  const { t, i18n } = useTranslation('agent');
  const { money, signed } = useMoney();
  const query = useQuery(settlementQueryOptions(id));
  const panel = useRef<HTMLElement>(null);
  const loaded = Boolean(query.data);
  useEffect(() => {
    if (loaded) panel.current?.scrollIntoView?.({ block: 'nearest' });
  }, [loaded]);

  if (query.isPending) return <Spinner label={t('loading')} />;
  if (query.isError)
    return (
      <p className={styles.error} role="alert">
        {errorMessage(query.error, i18n.t.bind(i18n), t('loadFailed'))}
      </p>
    );
  const s = query.data;
  const dividend = s.type === 'DIVIDEND';
  const columns: Column<SettlementLine>[] = [
    {
      key: 'username',
      header: t('salary.member'),
      cell: (l) =>
        l.kind === 'DOWNLINE_CONTRACT' ? (
          <span>
            {l.username} <span className={styles.badge}>{t('salary.downlineContract')}</span>
          </span>
        ) : (
          l.username
        ),
      csv: (l) => l.username,
      sort: (a, b) => a.username.localeCompare(b.username),
    },
    {
      key: 'level',
      header: t('salary.level'),
      numeric: true,
      cell: (l) => l.level,
      csv: (l) => l.level,
    },
    {
      key: 'validTurnover',
      header: t('salary.validTurnover'),
      numeric: true,
      cell: (l) => (l.kind === 'MEMBER' ? money(l.validTurnover) : '—'),
      csv: (l) => l.validTurnover,
      sort: (a, b) => compareNumbers(a.validTurnover, b.validTurnover),
    },
    {
      key: 'netLoss',
      header: t('salary.netLoss'),
      numeric: true,
      cell: (l) => (l.kind === 'MEMBER' ? signed(l.netLoss) : '—'),
      csv: (l) => l.netLoss,
    },
    {
      key: 'amount',
      header: t('salary.deducted'),
      numeric: true,
      cell: (l) => (l.kind === 'DOWNLINE_CONTRACT' ? `−${money(l.amount)}` : '—'),
      csv: (l) => l.amount,
    },
  ];
  return (
    <section
      ref={panel}
      className={styles.detail}
      aria-label={t('salary.detailOf', { period: periodLabel(s) })}
      data-testid="settlement-detail"
    >
      <div className={styles.detailHead}>
        <h3 className={styles.sectionTitle}>
          {s.holder} · {periodLabel(s)}
        </h3>
        <Button size="sm" variant="ghost" onClick={onClose}>
          {t('downlines.closeDetail')}
        </Button>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('salary.validTurnover')}</dt>
          <dd>{money(s.validTurnover)}</dd>
        </div>
        <div>
          <dt>{t('salary.netLoss')}</dt>
          <dd>{signed(s.netLoss)}</dd>
        </div>
        {dividend ? (
          <>
            <div>
              <dt>{t('salary.carryIn')}</dt>
              <dd>{money(s.carryIn)}</dd>
            </div>
            <div>
              <dt>{t('salary.carryOut')}</dt>
              <dd>{money(s.carryOut)}</dd>
            </div>
          </>
        ) : null}
        <div>
          <dt>{t('salary.activeMembers')}</dt>
          <dd>{s.activeMembers}</dd>
        </div>
        <div>
          <dt>{t('salary.tier')}</dt>
          <dd>{s.tier ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('salary.gross')}</dt>
          <dd>{money(s.gross)}</dd>
        </div>
        <div>
          <dt>{t('salary.downlinesAmount')}</dt>
          <dd>{money(s.downlinesAmount)}</dd>
        </div>
        <div>
          <dt>{t('salary.amount')}</dt>
          <dd data-testid="settlement-amount">
            {money(s.amount)}
            {s.adjusted ? <span className={styles.sub}> · {t('salary.adjusted')}</span> : null}
          </dd>
        </div>
        <div>
          <dt>{t('salary.status')}</dt>
          <dd>
            {t(`salary.statuses.${s.status}`)}
            {s.paidAt ? <span className={styles.sub}> · {localDateTime(s.paidAt)}</span> : null}
          </dd>
        </div>
      </dl>
      <DataTable
        testId="settlement-lines"
        label={t('salary.lines')}
        columns={columns}
        rows={s.lines}
        rowKey={(l) => `${l.kind}-${l.username}`}
        pageSize={10}
        empty={t('salary.noLines')}
        csvName={`settlement-${s.periodKey}.csv`}
      />
    </section>
  );
}
