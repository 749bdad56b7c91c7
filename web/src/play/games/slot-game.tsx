import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Round } from '@sorte/contracts/games/inhouse';
import {
  SLOT_LINE_PAYS,
  SLOT_PAYLINES,
  SLOT_RTP,
  SLOT_SCATTER_PAYS,
  type SlotSymbol,
} from '@sorte/contracts/games/inhouse-rules';
import { newRequestId } from '../api';
import { BetInput, normaliseBet } from '../components/bet-input';
import { FairnessPanel } from '../components/fairness-panel';
import { GameFrame, SessionProblem } from '../components/game-frame';
import { RecallList } from '../components/recall-list';
import { SlotSymbolArt } from '../components/slot-symbols';
import { useMoney } from '../use-money';
import styles from '../play.module.css';
import slot from './slot.module.css';
import { errorText, usePlaySession } from '../use-play-session';

const START_GRID: SlotSymbol[][] = [
  ['seven', 'cherry', 'bell'],
  ['crown', 'wild', 'lemon'],
  ['gem', 'seven', 'grape'],
  ['melon', 'scatter', 'bell'],
  ['cherry', 'crown', 'gem'],
];
/** Decorative blur strip while the reels turn (the result comes from the server). */
const BLUR: SlotSymbol[] = [
  'cherry',
  'seven',
  'lemon',
  'bell',
  'grape',
  'gem',
  'melon',
  'crown',
  'wild',
  'scatter',
];
const LINE_COLOURS = ['#ffd66b', '#ff5d6c', '#45a3ff', '#19c37d', '#b58cff'];
const REEL_STOP_MS = [650, 800, 950, 1100, 1250];

export function SlotGame() {
  const { t, i18n } = useTranslation('play');
  const { amount } = useMoney();
  const play = usePlaySession('slot');
  const [bet, setBet] = useState('1.00');
  const [round, setRound] = useState<Round | null>(null);
  const [spinning, setSpinning] = useState(false);
  const [landed, setLanded] = useState(5);
  const requestId = useRef(newRequestId());
  const session = play.session.data;

  const spin = useMutation({
    mutationFn: (stake: string) => play.api.spin(stake, requestId.current),
    onMutate: () => {
      setSpinning(true);
      setLanded(0);
    },
    onSuccess: (answer) => {
      requestId.current = newRequestId();
      setRound(answer.round);
      REEL_STOP_MS.forEach((ms, reel) => window.setTimeout(() => setLanded(reel + 1), ms));
      window.setTimeout(() => {
        setSpinning(false);
        play.applyAnswer(answer);
      }, REEL_STOP_MS[4]! + 50);
    },
    onError: () => {
      setSpinning(false);
      setLanded(5);
    },
  });

  if (play.noToken) return <SessionProblem message={t('session.noToken')} />;
  if (play.error) return <SessionProblem message={errorText(play.error, t)} />;

  const outcome = round?.outcome.game === 'slot' ? round.outcome : null;
  const grid = outcome?.grid ?? START_GRID;
  const showWins = outcome && landed === 5 && !spinning;
  const winningCells = new Set<string>();
  if (showWins) {
    for (const win of outcome.lineWins) {
      SLOT_PAYLINES[win.line - 1]!.slice(0, win.count).forEach((row, reel) =>
        winningCells.add(`${reel}:${row}`),
      );
    }
    if (outcome.scatterPay > 0) {
      grid.forEach((col, reel) =>
        col.forEach((s, row) => s === 'scatter' && winningCells.add(`${reel}:${row}`)),
      );
    }
  }
  const stake = normaliseBet(bet);
  const busy = spinning || spin.isPending;
  const doSpin = () => stake && !busy && spin.mutate(stake);

  return (
    <GameFrame
      game="slot"
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
          content: session ? <FairnessPanel game="slot" session={session} api={play.api} /> : null,
        },
        { id: 'paytable', label: t('tabs.paytable'), content: <Paytable /> },
      ]}
    >
      <div className={slot.cabinet}>
        <div className={slot.reels} data-testid="slot-reels">
          {grid.map((column, reel) => (
            <div key={reel} className={slot.reel}>
              {reel >= landed ? (
                <div className={slot.blur} aria-hidden="true">
                  {[...BLUR, ...BLUR].map((s, i) => (
                    <SlotSymbolArt key={i} symbol={s} className={slot.symbol} />
                  ))}
                </div>
              ) : (
                column.map((symbol, row) => (
                  <div
                    key={`${row}-${symbol}`}
                    className={`${slot.cell} ${winningCells.has(`${reel}:${row}`) ? slot.hit : ''} ${round ? slot.land : ''}`}
                  >
                    <SlotSymbolArt symbol={symbol} className={slot.symbol} />
                  </div>
                ))
              )}
            </div>
          ))}
          {showWins && (
            <svg
              className={slot.lines}
              viewBox="0 0 500 300"
              preserveAspectRatio="none"
              aria-hidden="true"
            >
              {outcome.lineWins.map((win, i) => (
                <polyline
                  key={win.line}
                  points={SLOT_PAYLINES[win.line - 1]!.map(
                    (row, reel) => `${reel * 100 + 50},${row * 100 + 50}`,
                  ).join(' ')}
                  stroke={LINE_COLOURS[i % LINE_COLOURS.length]}
                />
              ))}
            </svg>
          )}
        </div>
        <div className={slot.winBar} aria-live="polite" data-testid="slot-result">
          {busy ? (
            <span className={styles.muted}>{t('slot.goodLuck')}</span>
          ) : round && round.win !== '0.00' ? (
            <strong className={slot.winAmount}>
              {t('slot.win', { amount: amount(round.win) })}
            </strong>
          ) : round ? (
            <span className={styles.muted}>{t('slot.noWin')}</span>
          ) : (
            <span className={styles.muted}>{t('slot.lines', { n: 20 })}</span>
          )}
        </div>
      </div>
      <div className={styles.controls}>
        {session && (
          <BetInput
            value={bet}
            onChange={setBet}
            min={session.minBet}
            max={session.maxBet}
            disabled={busy}
          />
        )}
        <button
          type="button"
          className={`${styles.primary} ${styles.bigButton}`}
          disabled={!stake || busy || !session}
          onClick={doSpin}
        >
          {busy ? t('slot.spinning') : t('slot.spin')}
        </button>
      </div>
      {spin.error && (
        <p className={styles.error} role="alert">
          {errorText(spin.error, t)}
        </p>
      )}
    </GameFrame>
  );
}

function Paytable() {
  const { t } = useTranslation('play');
  return (
    <div className={slot.paytable}>
      <p className={styles.muted}>
        {t('slot.paytableIntro', { rtp: (SLOT_RTP * 100).toFixed(2) })}
      </p>
      <table>
        <thead>
          <tr>
            <th />
            <th>×3</th>
            <th>×4</th>
            <th>×5</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(SLOT_LINE_PAYS).map(([symbol, pays]) => (
            <tr key={symbol}>
              <td>
                <SlotSymbolArt symbol={symbol as SlotSymbol} className={slot.paySymbol} />
              </td>
              {pays.map((p, i) => (
                <td key={i}>{p}</td>
              ))}
            </tr>
          ))}
          <tr>
            <td>
              <SlotSymbolArt symbol="scatter" className={slot.paySymbol} />
            </td>
            {SLOT_SCATTER_PAYS.map((p, i) => (
              <td key={i}>{t('slot.totalBetTimes', { n: p })}</td>
            ))}
          </tr>
        </tbody>
      </table>
      <p className={styles.muted}>{t('slot.rules')}</p>
      <div className={slot.linesMap}>
        {SLOT_PAYLINES.map((rows, i) => (
          <svg key={i} viewBox="0 0 50 30" aria-label={t('slot.line', { n: i + 1 })}>
            {[0, 1, 2].map((r) =>
              [0, 1, 2, 3, 4].map((c) => (
                <rect
                  key={`${r}${c}`}
                  x={c * 10 + 1}
                  y={r * 10 + 1}
                  width="8"
                  height="8"
                  rx="1.5"
                  className={rows[c] === r ? slot.lineOn : slot.lineOff}
                />
              )),
            )}
          </svg>
        ))}
      </div>
    </div>
  );
}
