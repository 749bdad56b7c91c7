import { useQuery, useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BetStatus } from '@sorte/contracts/lottery/routes';
import { Button } from '../../../components/ui/button';
import { useMoneySubmit } from '../../../hooks/use-money-submit';
import { ui } from '../../../hooks/use-ui-store';
import { errorMessage } from '../../../utils/error-message';
import { formatDateTime } from '../../../utils/format';
import { bettingApi, LOTTERY_BETS_KEY, myBetsQueryOptions, type LotteryBet } from '../api/betting';
import { useTicker } from '../utils/clock';
import { useCatalogueName } from './bet-slip';
import { ChaseList } from './chase-list';
import { ResultView, useMoney } from './parts';
import { usePlayer } from './use-player';
import { PagedList } from './paged-list';
import styles from './betting.module.css';

const FILTERS = ['all', 'open', 'won', 'lost', 'cancelled', 'chases'] as const;
type Filter = (typeof FILTERS)[number];
const WORDS = new Set(['BIG', 'SMALL', 'ODD', 'EVEN', 'ANY']);

/** The member's lottery bets by status, with their draw's result; open bets cancel before close. */
export function MyBetsTab() {
  const { t } = useTranslation('lottery');
  const { loggedIn } = usePlayer();
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  if (!loggedIn)
    return (
      <div className={styles.loginPrompt} data-testid="mybets-login">
        <p>{t('mybets.login')}</p>
        <Button size="sm" onClick={() => ui.openModal('login', 'stay')}>
          {t('slip.loginButton')}
        </Button>
      </div>
    );
  return (
    <div className={styles.mybets} data-testid="lottery-mybets">
      <div role="group" aria-label={t('mybets.filter')} className={styles.playTypes}>
        {FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            className={clsx(styles.playType, f === filter && styles.playTypeOn)}
            aria-pressed={f === filter}
            onClick={() => {
              setFilter(f);
              setPage(1);
            }}
          >
            {f === 'chases' ? t('chase.list.filter') : t(`mybets.status.${f}`)}
          </button>
        ))}
      </div>
      {filter === 'chases' ? (
        <ChaseList page={page} onPage={setPage} />
      ) : (
        <BetList status={filter === 'all' ? undefined : filter} page={page} onPage={setPage} />
      )}
    </div>
  );
}

function BetList({
  status,
  page,
  onPage,
}: {
  status: BetStatus | undefined;
  page: number;
  onPage(p: number): void;
}) {
  const { t } = useTranslation('lottery');
  const bets = useQuery(myBetsQueryOptions(status, page));
  return (
    <PagedList
      query={bets}
      empty={t('mybets.empty')}
      page={page}
      onPage={onPage}
      row={(bet) => <BetRow key={bet.id} bet={bet} />}
    />
  );
}

function BetRow({ bet }: { bet: LotteryBet }) {
  const { t } = useTranslation('lottery');
  const money = useMoney();
  const name = useCatalogueName();
  const now = useTicker();
  const queryClient = useQueryClient();
  const cancel = useMoneySubmit();
  const [error, setError] = useState<string | null>(null);
  const cancellable = bet.status === 'open' && Date.parse(bet.closesAt) > now;

  async function onCancel() {
    setError(null);
    const result = await cancel.submit({ betIds: [bet.id] }, (key) =>
      bettingApi.cancelBets([bet.id], key),
    );
    if (result.ok) void queryClient.invalidateQueries({ queryKey: LOTTERY_BETS_KEY });
    else if ('error' in result) setError(errorMessage(result.error, t, t('mybets.cancelFailed')));
  }

  return (
    <li className={styles.bet} data-testid={`bet-${bet.id}`}>
      <div className={styles.betHead}>
        <span className={styles.slipGame}>
          {name(bet.gameCode)}{' '}
          {bet.chaseNo ? <span className={styles.chaseTag}>{t('chase.tag')}</span> : null}
        </span>
        <span className={clsx(styles.status, styles[`status_${bet.status}`])}>
          {t(`mybets.status.${bet.status}`)}
        </span>
      </div>
      <p className={styles.cardMuted}>
        {t('issue.no', { issueNo: bet.issueNo })} · {t(`playTypes.${bet.playType}`)} ·{' '}
        {formatDateTime(bet.createdAt)}
      </p>
      <p className={styles.slipNumbers}>
        {bet.numbers.map((n) => (WORDS.has(n) ? t(`selections.${n}`) : n)).join(' · ')}
      </p>
      <dl className={styles.betFigures}>
        <div>
          <dt>{t('mybets.stake')}</dt>
          <dd>{money(bet.stake)}</dd>
        </div>
        <div>
          <dt>{t('mybets.odds')}</dt>
          <dd>×{bet.odds}</dd>
        </div>
        <div>
          <dt>{t('mybets.payout')}</dt>
          <dd className={bet.status === 'won' ? styles.won : undefined}>
            {bet.status === 'open' ? t('mybets.pending') : money(bet.payout)}
          </dd>
        </div>
      </dl>
      {bet.result ? <ResultView result={bet.result} /> : null}
      {cancellable ? (
        <Button
          variant="secondary"
          size="sm"
          loading={cancel.pending}
          onClick={() => void onCancel()}
        >
          {t('mybets.cancel')}
        </Button>
      ) : null}
      {error ? (
        <p className={styles.fieldError} role="alert">
          {error}
        </p>
      ) : null}
    </li>
  );
}
