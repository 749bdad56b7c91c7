import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Round } from '@sorte/contracts/games/inhouse';
import {
  DICE_MAX_CHANCE,
  DICE_MIN_CHANCE,
  DICE_RTP,
  diceMultiplier,
  diceWinningRolls,
  type DiceDirection,
} from '@sorte/contracts/games/inhouse-rules';
import { newRequestId } from '../api';
import { BetInput, normaliseBet } from '../components/bet-input';
import { FairnessPanel } from '../components/fairness-panel';
import { GameFrame, SessionProblem } from '../components/game-frame';
import { RecallList } from '../components/recall-list';
import { diceWinMinor } from '@sorte/contracts/games/fair/dice';
import { fromMinor, toMinor } from '@sorte/contracts/common/money';
import { hundredths } from '../format';
import { useMoney } from '../use-money';
import styles from '../play.module.css';
import { errorText, usePlaySession } from '../use-play-session';
import dice from './dice.module.css';

/** Target limits per direction so the win chance stays within 1% … 98%. */
function targetRange(direction: DiceDirection): [number, number] {
  return direction === 'under'
    ? [DICE_MIN_CHANCE, DICE_MAX_CHANCE]
    : [9999 - DICE_MAX_CHANCE, 9999 - DICE_MIN_CHANCE];
}

export function DiceGame() {
  const { t, i18n } = useTranslation('play');
  const { amount } = useMoney();
  const play = usePlaySession('dice');
  const [bet, setBet] = useState('1.00');
  const [direction, setDirection] = useState<DiceDirection>('under');
  const [target, setTarget] = useState(5000);
  const [round, setRound] = useState<Round | null>(null);
  const requestId = useRef(newRequestId());
  const session = play.session.data;

  const roll = useMutation({
    mutationFn: (stake: string) =>
      play.api.roll({ bet: stake, requestId: requestId.current, direction, target }),
    onSuccess: (answer) => {
      requestId.current = newRequestId();
      setRound(answer.round);
      play.applyAnswer(answer);
    },
  });

  if (play.noToken) return <SessionProblem message={t('session.noToken')} />;
  if (play.error) return <SessionProblem message={errorText(play.error, t)} />;

  const [lo, hi] = targetRange(direction);
  const chance = diceWinningRolls(direction, target);
  const multiplier = diceMultiplier(direction, target);
  const stake = normaliseBet(bet);
  const payout = stake
    ? fromMinor(diceWinMinor(toMinor(stake), { roll: 0, direction, target, win: true }))
    : null;
  const outcome = round?.outcome.game === 'dice' ? round.outcome : null;
  const flip = (next: DiceDirection) => {
    if (next === direction) return;
    setDirection(next);
    setTarget(9999 - target); // same win chance on the other side
  };

  return (
    <GameFrame
      game="dice"
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
          content: session ? <FairnessPanel game="dice" session={session} api={play.api} /> : null,
        },
        {
          id: 'rules',
          label: t('tabs.rules'),
          content: (
            <p className={styles.muted}>{t('dice.rules', { rtp: (DICE_RTP * 100).toFixed(0) })}</p>
          ),
        },
      ]}
    >
      <div className={dice.board}>
        <div
          className={`${dice.result} ${outcome ? (outcome.win ? dice.won : dice.lost) : ''}`}
          data-testid="dice-result"
          aria-live="polite"
          key={round?.roundId ?? 'none'}
        >
          {outcome ? hundredths(outcome.roll) : '50.00'}
        </div>
        <div className={dice.track}>
          <div
            className={dice.fill}
            style={
              direction === 'under'
                ? { left: 0, width: `${target / 100}%` }
                : { left: `${(target + 1) / 100}%`, right: 0 }
            }
          />
          {outcome && (
            <div
              className={`${dice.marker} ${outcome.win ? dice.won : dice.lost}`}
              style={{ left: `${outcome.roll / 100}%` }}
            >
              {hundredths(outcome.roll)}
            </div>
          )}
          <input
            type="range"
            className={dice.slider}
            min={lo}
            max={hi}
            step={1}
            value={target}
            aria-label={t('dice.target')}
            disabled={roll.isPending}
            onChange={(e) => setTarget(Number(e.target.value))}
          />
        </div>
        <div className={dice.scale} aria-hidden="true">
          {[0, 25, 50, 75, 100].map((n) => (
            <span key={n}>{n}</span>
          ))}
        </div>
        <div className={dice.stats}>
          <div>
            <span>{t('dice.multiplier')}</span>
            <strong>{multiplier.toFixed(4)}×</strong>
          </div>
          <div>
            <span>{direction === 'under' ? t('dice.rollUnder') : t('dice.rollOver')}</span>
            <strong>{hundredths(target)}</strong>
          </div>
          <div>
            <span>{t('dice.chance')}</span>
            <strong>{hundredths(chance)}%</strong>
          </div>
        </div>
      </div>
      <div className={styles.controls}>
        {session && (
          <BetInput
            value={bet}
            onChange={setBet}
            min={session.minBet}
            max={session.maxBet}
            disabled={roll.isPending}
          />
        )}
        <div className={styles.segmented} role="radiogroup" aria-label={t('dice.direction')}>
          {(['under', 'over'] as const).map((d) => (
            <button
              key={d}
              type="button"
              role="radio"
              aria-checked={direction === d}
              onClick={() => flip(d)}
              disabled={roll.isPending}
            >
              {d === 'under' ? t('dice.under') : t('dice.over')}
            </button>
          ))}
        </div>
        <button
          type="button"
          className={`${styles.primary} ${styles.bigButton}`}
          disabled={!stake || roll.isPending || !session}
          onClick={() => stake && roll.mutate(stake)}
        >
          {t('dice.roll')}
        </button>
      </div>
      <p className={styles.muted}>{t('dice.payoutOnWin', { amount: amount(payout) })}</p>
      {outcome && round && (
        <p className={outcome.win ? styles.winText : styles.muted} role="status">
          {outcome.win ? t('dice.youWon', { amount: amount(round.win) }) : t('dice.youLost')}
        </p>
      )}
      {roll.error && (
        <p className={styles.error} role="alert">
          {errorText(roll.error, t)}
        </p>
      )}
    </GameFrame>
  );
}
