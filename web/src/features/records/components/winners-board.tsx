import { formatAmount, formatMoney } from '@sorte/contracts/common/money';
import { bcp47Of } from '@sorte/contracts/common/locale';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { usePermission } from '../../../hooks/use-permission';
import { CATEGORY_ICONS } from '../../../utils/game-categories';
import { winnersQueryOptions } from '../api/bet-records-api';
import styles from './winners-board.module.css';

/** Rows on the home board (the API allows more). */
export const WINNERS_SHOWN = 10;

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** "5 minutes ago" in the page language; under a minute: "now". */
function timeAgo(iso: string, language: string, now: number): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  const format = new Intl.RelativeTimeFormat(bcp47Of(language), { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}

/** Home: recent big wins (player, game name, prize, time), players masked. */
export function WinnersBoard() {
  const { t, i18n } = useTranslation('betting');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const { brand } = usePermission();
  const query = useQuery(winnersQueryOptions(WINNERS_SHOWN, language));
  if (query.isError) return null;
  // Times are relative to when the board was fetched (it refetches every minute).
  const now = query.dataUpdatedAt;
  const list = query.data?.list ?? [];
  const symbol =
    !query.data || query.data.currency === brand.currency ? brand.currencySymbol : query.data.currency;
  return (
    <section className={styles.board} aria-labelledby="home-winners" data-testid="winners-board">
      <header className={styles.head}>
        <span className={styles.trophy} aria-hidden="true">
          <Icon name="fire" size={22} />
        </span>
        <div>
          <h2 id="home-winners" className={styles.title}>
            {t('winners.title')}
          </h2>
          <p className={styles.subtitle}>{t('winners.subtitle', { brand: brand.name })}</p>
        </div>
      </header>
      {query.isPending ? (
        <ul className={styles.list} aria-busy="true" aria-label={t('winners.loading')}>
          {Array.from({ length: 4 }, (_, i) => (
            <li key={i} className={styles.skeleton} />
          ))}
        </ul>
      ) : list.length === 0 ? (
        <p className={styles.empty} data-testid="winners-empty">
          {t('winners.empty')}
        </p>
      ) : (
        <ol className={styles.list}>
          {list.map((w) => (
            <li key={w.id} className={styles.row} data-testid="winner-row">
              <span className={styles.icon} aria-hidden="true">
                <Icon name={CATEGORY_ICONS[w.gameType ?? ''] ?? 'inhouse'} size={20} />
              </span>
              <span className={styles.who}>
                <span className={styles.player}>
                  <span className="visually-hidden">{t('winners.player')}: </span>
                  {w.player}
                </span>
                <span className={styles.game}>
                  <span className="visually-hidden">{t('winners.game')}: </span>
                  {w.gameName}
                </span>
              </span>
              <span className={styles.prize}>
                <span className="visually-hidden">{t('winners.prize')}: </span>
                <span className={styles.amount}>
                  {formatMoney(w.prize, language, symbol)}
                </span>
                <span className={styles.meta}>
                  <span className={styles.multiplier}>×{formatAmount(w.multiplier, language)}</span>
                  <time dateTime={w.time} title={new Date(w.time).toLocaleString(bcp47Of(language))}>
                    {timeAgo(w.time, language, now)}
                  </time>
                </span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
