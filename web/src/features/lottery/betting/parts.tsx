import { useTranslation } from 'react-i18next';
import { GROUP_LABELS } from '@sorte/contracts/lottery/routes';
import { toLocale, DEFAULT_LOCALE } from '@sorte/contracts/common/locale';
import { formatAmount, fromMinor } from '@sorte/contracts/common/money';
import { usePermission } from '../../../hooks/use-permission';
import type { DrawOutcome, LotteryGame } from '../api/betting';
import { formatCountdown, remainingMs, useTicker } from '../utils/clock';
import styles from './betting.module.css';

/**
 * A game's name: the province for the official draws (a proper name), the family and its
 * interval for the electronic ones ("Fast 5D · 3 min").
 */
export function useGameName() {
  const { t, i18n } = useTranslation('lottery');
  const locale = toLocale(i18n.resolvedLanguage ?? i18n.language) ?? DEFAULT_LOCALE;
  return (game: Pick<LotteryGame, 'name' | 'kind' | 'gameGroupCode' | 'intervalMinutes'>) =>
    game.kind === 'VN' || !game.intervalMinutes
      ? game.name
      : t('game.elott', {
          family: GROUP_LABELS[game.gameGroupCode][locale],
          count: game.intervalMinutes,
        });
}

/** "Closes in 04:12" from the shared ticker and the server clock offset. */
export function Countdown({
  closesAt,
  offset,
  compact,
}: {
  closesAt: string;
  offset: number;
  compact?: boolean;
}) {
  const { t } = useTranslation('lottery');
  const now = useTicker();
  const ms = remainingMs(closesAt, now, offset);
  const { days, clock } = formatCountdown(ms);
  const text = days > 0 ? t('countdown.days', { count: days, clock }) : clock;
  if (ms <= 0)
    return (
      <span className={styles.countdownClosed} data-testid="countdown">
        {t('countdown.closed')}
      </span>
    );
  return (
    <span className={styles.countdown} data-testid="countdown">
      {compact ? null : <span className={styles.countdownLabel}>{t('countdown.closesIn')}</span>}
      <time className={styles.countdownClock} dateTime={closesAt}>
        {text}
      </time>
    </span>
  );
}

/** A draw's outcome in a line: the special prize (VN), the five digits (5D) or the dice (3 dice). */
export function ResultView({ result, label }: { result: DrawOutcome; label?: string }) {
  const { t } = useTranslation('lottery');
  let values: string[];
  let title: string;
  if (result.kind === 'ELOTT_SSC') {
    values = result.digits.map(String);
    title = t('result.digits');
  } else if (result.kind === 'ELOTT_K3') {
    values = result.dice.map(String);
    title = t('result.dice', { sum: result.dice.reduce((a, b) => a + b, 0) });
  } else {
    values = (result.prizes.DB?.[0] ?? '').split('');
    title = t('result.special');
  }
  return (
    <span className={styles.result} aria-label={`${label ?? title}: ${values.join(' ')}`}>
      <span className={styles.resultTitle} aria-hidden="true">
        {title}
      </span>
      <span className={styles.balls} aria-hidden="true">
        {values.map((v, i) => (
          <span key={i} className={result.kind === 'ELOTT_K3' ? styles.die : styles.ball}>
            {v}
          </span>
        ))}
      </span>
    </span>
  );
}

/** Money for display: the brand's symbol and the amount in the page's language. */
export function useMoney() {
  const { i18n } = useTranslation();
  const permission = usePermission();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (amount: string | bigint) =>
    `${permission.brand.currencySymbol} ${formatAmount(typeof amount === 'bigint' ? fromMinor(amount) : amount, language)}`;
}
