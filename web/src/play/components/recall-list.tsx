import { useTranslation } from 'react-i18next';
import type { Round } from '@sorte/contracts/games/inhouse';
import { formatTime, hundredths } from '../format';
import { useMoney } from '../use-money';
import styles from '../play.module.css';

type Translate = (key: string, o?: Record<string, unknown>) => string;

/** "Bet: under 50.00 · Rolled 77.92 · Lost": the bet first, then the roll, then the result. */
export function diceSummary(
  o: { direction: 'under' | 'over'; target: number; roll: number; win: boolean },
  t: Translate,
): string {
  return t(`recall.dice.${o.direction}`, {
    roll: hundredths(o.roll),
    target: hundredths(o.target),
    result: o.win ? t('recall.dice.won') : t('recall.dice.lost'),
  });
}

function outcomeSummary(round: Round, t: Translate): string {
  const o = round.outcome;
  if (o.game === 'slot') {
    const lines = o.lineWins.length;
    return lines || o.scatterPay
      ? t('recall.slotWin', { lines, scatters: o.scatterCount })
      : t('recall.slotNoWin');
  }
  if (o.game === 'dice') {
    return diceSummary(o, t);
  }
  if (round.status === 'open')
    return t('recall.minesOpen', { mines: o.mines, revealed: o.revealed.length });
  return o.hitMine !== null
    ? t('recall.minesHit', { mines: o.mines, revealed: o.revealed.length - 1 })
    : t('recall.minesCashed', {
        mines: o.mines,
        revealed: o.revealed.length,
        multiplier: o.multiplier,
      });
}

/** Game recall: the last 10 rounds with bet, outcome and balance before and after. */
export function RecallList({ rounds, locale }: { rounds: Round[] | undefined; locale: string }) {
  const { t } = useTranslation('play');
  const { amount } = useMoney();
  if (!rounds) return <div className={styles.skeleton} />;
  if (rounds.length === 0) return <p className={styles.muted}>{t('recall.empty')}</p>;
  return (
    <ol className={styles.recall} data-testid="recall">
      {rounds.map((round) => {
        const won = round.win !== null && round.win !== '0.00';
        return (
          <li key={round.roundId} className={styles.recallItem}>
            <div className={styles.recallHead}>
              <span className={styles.muted}>{formatTime(round.createdAt, locale)}</span>
              <span className={won ? styles.winText : styles.muted}>
                {round.win === null
                  ? t('recall.open')
                  : won
                    ? `+${amount(round.win)}`
                    : amount(round.win)}
              </span>
            </div>
            <div>{outcomeSummary(round, t)}</div>
            <div className={styles.recallGrid}>
              <span>{t('recall.bet')}</span>
              <span>{amount(round.bet)}</span>
              <span>{t('recall.before')}</span>
              <span>{amount(round.balanceBefore)}</span>
              <span>{t('recall.after')}</span>
              <span>{amount(round.balanceAfter)}</span>
            </div>
            <a
              className={styles.link}
              href={`/play/verify?round=${round.roundId}`}
              target="_blank"
              rel="noopener"
            >
              {round.seedRevealed ? t('recall.verify') : t('recall.verifyAfterRotate')}
            </a>
          </li>
        );
      })}
    </ol>
  );
}
