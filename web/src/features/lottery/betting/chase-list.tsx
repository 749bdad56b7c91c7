import { useQuery, useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChasePlan } from '@sorte/contracts/lottery/chase';
import { Button } from '../../../components/ui/button';
import { useMoneySubmit } from '../../../hooks/use-money-submit';
import { errorMessage } from '../../../utils/error-message';
import { formatDateTime } from '../../../utils/format';
import { bettingApi, chasesQueryOptions, LOTTERY_KEY, type Chase } from '../api/betting';
import { useTicker } from '../utils/clock';
import { useCatalogueName } from './bet-slip';
import { useMoney } from './parts';
import { PagedList } from './paged-list';
import styles from './betting.module.css';

const WORDS = new Set(['BIG', 'SMALL', 'ODD', 'EVEN', 'ANY']);

/** The member's chases, newest first: each with its plan, issues and a "cancel remaining" action. */
export function ChaseList({ page, onPage }: { page: number; onPage(p: number): void }) {
  const { t } = useTranslation('lottery');
  const chases = useQuery(chasesQueryOptions(page));
  return (
    <PagedList
      query={chases}
      empty={t('chase.list.empty')}
      page={page}
      onPage={onPage}
      row={(chase) => <ChaseRow key={chase.chaseNo} chase={chase} />}
    />
  );
}

function usePlanText() {
  const { t } = useTranslation('lottery');
  return (plan: ChasePlan) =>
    plan.kind === 'double'
      ? t('chase.list.planDouble', { start: plan.start, every: plan.every })
      : plan.kind === 'add'
        ? t('chase.list.planAdd', { start: plan.start, step: plan.step })
        : t('chase.list.planFixed', { start: plan.start });
}

function ChaseRow({ chase }: { chase: Chase }) {
  const { t } = useTranslation('lottery');
  const money = useMoney();
  const name = useCatalogueName();
  const planText = usePlanText();
  const now = useTicker();
  const queryClient = useQueryClient();
  const cancel = useMoneySubmit();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const remaining = chase.issues.filter((i) => i.status === 'open' && Date.parse(i.closesAt) > now);
  const cancellable =
    (chase.status === 'running' || chase.status === 'finished') && remaining.length > 0;
  const drawn = chase.issues.filter((i) => i.status !== 'open' && i.status !== 'cancelled').length;

  async function onCancel() {
    setError(null);
    const result = await cancel.submit({ chaseNo: chase.chaseNo }, (key) =>
      bettingApi.cancelChase(chase.chaseNo, key),
    );
    if (result.ok) {
      setDone(
        t('chase.list.cancelled', {
          n: result.value.cancelledIssues.length,
          refund: money(result.value.refund),
        }),
      );
      void queryClient.invalidateQueries({ queryKey: LOTTERY_KEY });
    } else if ('error' in result)
      setError(errorMessage(result.error, t, t('chase.list.cancelFailed')));
  }

  return (
    <li className={styles.bet} data-testid={`chase-${chase.chaseNo}`}>
      <div className={styles.betHead}>
        <span className={styles.slipGame}>{name(chase.gameCode)}</span>
        <span
          className={clsx(styles.status, styles[`chase_${chase.status}`])}
          data-testid="chase-status"
        >
          {t(`chase.list.status.${chase.status}`)}
        </span>
      </div>
      <p className={styles.cardMuted}>
        {t('chase.list.summary', { n: chase.issues.length, drawn })} · {planText(chase.plan)}
        {chase.winStop ? ` · ${t('chase.winStop')}` : ''} · {formatDateTime(chase.createdAt)}
      </p>
      {chase.bets.map((bet, index) => (
        <p key={index} className={styles.cardMuted}>
          {t(`playTypes.${bet.playType}`)}:{' '}
          <span className={styles.slipNumbers}>
            {bet.numbers.map((n) => (WORDS.has(n) ? t(`selections.${n}`) : n)).join(' · ')}
          </span>{' '}
          · {money(bet.unitStake)} × {bet.multiplier}
        </p>
      ))}
      <dl className={styles.betFigures}>
        <div>
          <dt>{t('chase.list.total')}</dt>
          <dd>{money(chase.total)}</dd>
        </div>
        <div>
          <dt>{t('chase.list.refunded')}</dt>
          <dd>{money(chase.refunded)}</dd>
        </div>
        <div>
          <dt>{t('mybets.payout')}</dt>
          <dd className={Number(chase.payout) > 0 ? styles.won : undefined}>
            {money(chase.payout)}
          </dd>
        </div>
      </dl>
      <div className={styles.chaseTableWrap}>
        <table className={styles.chaseTable} data-testid="chase-issues-table">
          <caption className="visually-hidden">{t('chase.list.issuesCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">
                {t('chase.col.issue')} · {t('chase.col.multiplier')}
              </th>
              <th scope="col">{t('chase.col.stake')}</th>
              <th scope="col">{t('chase.col.status')}</th>
            </tr>
          </thead>
          <tbody>
            {chase.issues.map((issue) => (
              <tr key={issue.issueNo}>
                <td>
                  <span className={styles.chaseIssue}>{issue.issueNo}</span>{' '}
                  <span className={styles.chaseFactor}>×{issue.factor}</span>
                </td>
                <td>{money(issue.stake)}</td>
                <td className={styles[`status_${issue.status}`]}>
                  {issue.status === 'won'
                    ? `${t('mybets.status.won')} ${money(issue.payout)}`
                    : t(`mybets.status.${issue.status}`)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {cancellable ? (
        <Button
          variant="secondary"
          size="sm"
          loading={cancel.pending}
          onClick={() => void onCancel()}
          data-testid="chase-cancel"
        >
          {t('chase.list.cancel', { n: remaining.length })}
        </Button>
      ) : null}
      {done ? (
        <p className={styles.success} role="status">
          {done}
        </p>
      ) : null}
      {error ? (
        <p className={styles.fieldError} role="alert">
          {error}
        </p>
      ) : null}
    </li>
  );
}
