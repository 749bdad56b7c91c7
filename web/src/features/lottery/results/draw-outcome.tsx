import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import type { DrawOutcome } from '@sorte/contracts/lottery/rules';
import styles from './results.module.css';

/** Pip positions (3×3 grid cells 0-8) of each die face. */
const PIPS: Record<number, number[]> = {
  1: [4],
  2: [0, 8],
  3: [0, 4, 8],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};

export function Die({ value }: { value: number }) {
  const { t } = useTranslation('lotteryResults');
  return (
    <svg
      viewBox="0 0 30 30"
      className={styles.die}
      role="img"
      aria-label={t('outcome.die', { value })}
    >
      <rect x="1" y="1" width="28" height="28" rx="6" className={styles.dieFace} />
      {(PIPS[value] ?? []).map((cell) => (
        <circle
          key={cell}
          cx={7 + (cell % 3) * 8}
          cy={7 + Math.floor(cell / 3) * 8}
          r="2.6"
          className={styles.diePip}
        />
      ))}
    </svg>
  );
}

/** A 5D draw as five digit balls, or a 3-dice draw as dice with their sum. */
export function CompactOutcome({
  outcome,
  positions,
}: {
  outcome: DrawOutcome;
  positions?: Set<number>;
}) {
  const { t } = useTranslation('lotteryResults');
  if (outcome.kind === 'ELOTT_SSC') {
    const sum = outcome.digits.reduce((a, b) => a + b, 0);
    return (
      <span className={styles.balls} data-testid="outcome-digits">
        {outcome.digits.map((d, i) => (
          <span key={i} className={clsx(styles.ball, positions?.has(i) && styles.ballMine)}>
            {d}
          </span>
        ))}
        <span className={styles.sum}>{t('outcome.sum', { sum })}</span>
      </span>
    );
  }
  if (outcome.kind === 'ELOTT_K3') {
    const sum = outcome.dice.reduce((a, b) => a + b, 0);
    return (
      <span className={styles.balls} data-testid="outcome-dice">
        {outcome.dice.map((d, i) => (
          <Die key={i} value={d} />
        ))}
        <span className={styles.sum}>{t('outcome.sum', { sum })}</span>
      </span>
    );
  }
  const special = outcome.prizes.DB?.[0] ?? '';
  return (
    <span className={styles.balls}>
      <span className={clsx(styles.prize, styles.special)}>{special}</span>
    </span>
  );
}
