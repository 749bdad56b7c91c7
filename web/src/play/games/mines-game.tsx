import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayAnswer, Round } from '@sorte/contracts/games/inhouse';
import {
  MINES_CELLS,
  MINES_MAX,
  MINES_MIN,
  MINES_RTP,
} from '@sorte/contracts/games/inhouse-rules';
import { newRequestId } from '../api';
import { BetInput, normaliseBet } from '../components/bet-input';
import { FairnessPanel } from '../components/fairness-panel';
import { GameFrame, SessionProblem } from '../components/game-frame';
import { RecallList } from '../components/recall-list';
import { minesWinMinor } from '@sorte/contracts/games/fair/mines';
import { fromMinor, toMinor } from '@sorte/contracts/common/money';
import { useMoney } from '../use-money';
import styles from '../play.module.css';
import { errorText, usePlaySession } from '../use-play-session';
import css from './mines.module.css';

function Gem() {
  return (
    <svg viewBox="0 0 40 40" className={css.art} aria-hidden="true">
      <path
        d="M11 8h18l7 10-16 16L4 18z"
        fill="#38d39f"
        stroke="#d8fff0"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path
        d="M4 18h32M15 8l-3 10 8 16 8-16-3-10"
        fill="none"
        stroke="#d8fff0"
        strokeWidth="1.4"
        opacity="0.8"
      />
    </svg>
  );
}

function Mine() {
  return (
    <svg viewBox="0 0 40 40" className={css.art} aria-hidden="true">
      <g stroke="#ffb3bc" strokeWidth="3" strokeLinecap="round">
        <path d="M20 4v6M20 30v6M4 20h6M30 20h6M9 9l4 4M27 27l4 4M31 9l-4 4M9 31l4-4" />
      </g>
      <circle cx="20" cy="20" r="11" fill="#ff5d6c" stroke="#2b1a1a" strokeWidth="2.5" />
      <circle cx="16" cy="16" r="3" fill="#ffd0d6" />
    </svg>
  );
}

export function MinesGame() {
  const { t, i18n } = useTranslation('play');
  const { amount } = useMoney();
  const play = usePlaySession('mines');
  const [bet, setBet] = useState('1.00');
  const [mines, setMines] = useState(3);
  const [played, setRound] = useState<Round | null>(null);
  const requestId = useRef(newRequestId());
  const session = play.session.data;
  // A round left open (tab closed mid-round) comes back with the session.
  const round = played ?? session?.openRound ?? null;

  const onAnswer = (answer: PlayAnswer) => {
    setRound(answer.round);
    play.applyAnswer(answer);
  };
  const start = useMutation({
    mutationFn: (stake: string) =>
      play.api.minesStart({ bet: stake, requestId: requestId.current, mines }),
    onSuccess: (answer) => {
      requestId.current = newRequestId();
      onAnswer(answer);
    },
  });
  const reveal = useMutation({
    mutationFn: (cell: number) => play.api.minesReveal(round!.roundId, cell),
    onSuccess: onAnswer,
  });
  const cashout = useMutation({
    mutationFn: () => play.api.minesCashout(round!.roundId),
    onSuccess: onAnswer,
  });

  if (play.noToken) return <SessionProblem message={t('session.noToken')} />;
  if (play.error) return <SessionProblem message={errorText(play.error, t)} />;

  const outcome = round?.outcome.game === 'mines' ? round.outcome : null;
  const open = round?.status === 'open';
  const busy = start.isPending || reveal.isPending || cashout.isPending;
  const stake = normaliseBet(bet);
  const safeCount = outcome ? outcome.revealed.length - (outcome.hitMine !== null ? 1 : 0) : 0;
  const cashValue =
    open && outcome && safeCount > 0
      ? fromMinor(minesWinMinor(toMinor(round.bet), outcome.mines, safeCount))
      : null;
  const error = start.error ?? reveal.error ?? cashout.error;

  return (
    <GameFrame
      game="mines"
      session={session}
      tabs={[
        {
          id: 'recall',
          label: t('tabs.recall'),
          content: <RecallList rounds={play.history.data?.list} locale={i18n.language} />,
        },
        {
          id: 'fairness',
          label: t('tabs.fairness'),
          content: session ? <FairnessPanel game="mines" session={session} api={play.api} /> : null,
        },
        {
          id: 'rules',
          label: t('tabs.rules'),
          content: (
            <p className={styles.muted}>
              {t('mines.rules', { rtp: (MINES_RTP * 100).toFixed(0) })}
            </p>
          ),
        },
      ]}
    >
      <div className={css.board}>
        <div className={css.status} aria-live="polite">
          {outcome && open && (
            <>
              <span>{t('mines.multiplier', { value: outcome.multiplier })}</span>
              {outcome.nextMultiplier && (
                <span className={css.next}>
                  {t('mines.next', { value: outcome.nextMultiplier })}
                </span>
              )}
            </>
          )}
          {outcome && !open && round && (
            <strong className={outcome.hitMine !== null ? css.lostText : css.wonText}>
              {outcome.hitMine !== null
                ? t('mines.boom')
                : t('mines.cashedOut', { amount: amount(round.win) })}
            </strong>
          )}
          {!outcome && <span>{t('mines.pick')}</span>}
        </div>
        <div className={css.grid} data-testid="mines-grid">
          {Array.from({ length: MINES_CELLS }, (_, cell) => {
            const revealed = outcome?.revealed.includes(cell) ?? false;
            const isMine = outcome?.mineCells?.includes(cell) ?? false;
            const hit = outcome?.hitMine === cell;
            const shown = revealed || (!open && !!outcome?.mineCells);
            const state = !shown
              ? 'hidden'
              : isMine
                ? hit
                  ? 'hit'
                  : 'mine'
                : revealed
                  ? 'gem'
                  : 'ghost';
            return (
              <button
                key={cell}
                type="button"
                className={`${css.cell} ${css[state]}`}
                disabled={!open || revealed || busy}
                aria-label={t('mines.cell', { n: cell + 1 })}
                onClick={() => reveal.mutate(cell)}
              >
                {shown && (isMine ? <Mine /> : <Gem />)}
              </button>
            );
          })}
        </div>
      </div>
      <div className={styles.controls}>
        {session && (
          <BetInput
            value={bet}
            onChange={setBet}
            min={session.minBet}
            max={session.maxBet}
            disabled={open || busy}
          />
        )}
        <label className={styles.field}>
          <span>{t('mines.mines')}</span>
          <select
            value={mines}
            disabled={open || busy}
            onChange={(e) => setMines(Number(e.target.value))}
          >
            {Array.from({ length: MINES_MAX - MINES_MIN + 1 }, (_, i) => i + MINES_MIN).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        {open ? (
          <button
            type="button"
            className={`${styles.primary} ${styles.bigButton}`}
            disabled={busy || !cashValue}
            onClick={() => cashout.mutate()}
          >
            {cashValue
              ? t('mines.cashout', { amount: amount(cashValue) })
              : t('mines.revealFirst')}
          </button>
        ) : (
          <button
            type="button"
            className={`${styles.primary} ${styles.bigButton}`}
            disabled={!stake || busy || !session}
            onClick={() => stake && start.mutate(stake)}
          >
            {t('mines.start')}
          </button>
        )}
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {errorText(error, t)}
        </p>
      )}
    </GameFrame>
  );
}
