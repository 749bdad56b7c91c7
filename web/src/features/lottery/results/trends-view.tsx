import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { GameKind } from '@sorte/contracts/lottery/games';
import type { PlayType } from '@sorte/contracts/lottery/rules';
import { Spinner } from '../../../components/ui/spinner';
import { usePermission } from '../../../hooks/use-permission';
import { errorMessage } from '../../../utils/error-message';
import { gameMenuQueryOptions } from '../api/betting';
import { trendsQueryOptions, widestPrizeMode } from '../api/results';
import { useGameName } from './results-view';
import { TrendChart } from './trend-chart';
import { hotAndCold, sortTrend, type TrendSort } from './trend-stats';
import styles from './results.module.css';

/** Issues a trend may look back over. */
export const TREND_COUNTS = [30, 50, 100, 200] as const;

/** The play types a trend is offered for, by game family (the first is the server's default). */
export const TREND_TYPES: Record<GameKind, readonly PlayType[]> = {
  VN: ['LO2', 'DE_DB', 'DE_G1'],
  ELOTT_VN: ['LO2', 'DE_DB', 'DE_G1'],
  ELOTT_SSC: ['SSC_POS1', 'SSC_POS2', 'SSC_POS3', 'SSC_POS4', 'SSC_POS5', 'SSC_SUM'],
  ELOTT_K3: ['K3_SUM'],
};

/**
 * The trends view: for a game, how often each number came over the last N issues and how many
 * issues it has been absent; a bar chart, hot and cold numbers, and a sortable table. The game
 * starts as the page's `gameCode` when it has one.
 */
export function TrendsView({
  prizeMode,
  gameCode,
}: {
  prizeMode?: string | null;
  gameCode?: string;
}) {
  const { t, i18n } = useTranslation(['lotteryResults', 'errors']);
  const permission = usePermission();
  const [params] = useSearchParams();
  const mode = widestPrizeMode(permission, prizeMode ?? params.get('prizeMode'));
  const menu = useQuery(gameMenuQueryOptions(mode, i18n.language));
  const games = (menu.data?.gameMenus ?? []).flatMap((m) => m.games);
  const [picked, setPicked] = useState<string | null>(gameCode ?? params.get('gameCode'));
  const game =
    games.find((g) => g.gameCode === picked) ??
    games.find((g) => g.gameCode === 'VN_MB') ??
    games[0];
  const types = game ? TREND_TYPES[game.kind] : [];
  const [pickedType, setPickedType] = useState<PlayType | null>(null);
  const playType = pickedType && types.includes(pickedType) ? pickedType : types[0];
  const [count, setCount] = useState<number>(TREND_COUNTS[0]);
  const [sort, setSort] = useState<{ by: TrendSort; descending: boolean }>({
    by: 'value',
    descending: false,
  });
  const trend = useQuery({
    ...trendsQueryOptions(game?.gameCode ?? '', playType, count),
    enabled: !!game,
  });
  const gameName = useGameName();

  const numbers = useMemo(() => trend.data?.numbers ?? [], [trend.data]);
  const { hot, cold } = useMemo(() => hotAndCold(numbers), [numbers]);
  const rows = useMemo(() => sortTrend(numbers, sort.by, sort.descending), [numbers, sort]);

  if (menu.isPending) return <Spinner label={t('common.loading')} />;
  if (menu.error)
    return (
      <p className={styles.bad} role="alert">
        {errorMessage(menu.error, t, t('errors:codes.NETWORK_ERROR'))}
      </p>
    );
  if (!game) return <p className={styles.empty}>{t('results.noGames')}</p>;

  const sortBy = (by: TrendSort) =>
    setSort((s) =>
      s.by === by ? { by, descending: !s.descending } : { by, descending: by !== 'value' },
    );
  const ariaSort = (by: TrendSort) =>
    sort.by === by ? (sort.descending ? 'descending' : 'ascending') : undefined;
  const header = (by: TrendSort, label: string) => (
    <th scope="col" aria-sort={ariaSort(by)}>
      <button
        type="button"
        className={styles.sortButton}
        onClick={() => sortBy(by)}
        data-testid={`trend-sort-${by}`}
      >
        {label}
        <span aria-hidden="true">{sort.by === by ? (sort.descending ? ' ▼' : ' ▲') : ' ↕'}</span>
      </button>
    </th>
  );
  const issues = trend.data?.issues.length ?? 0;

  return (
    <section
      className={styles.view}
      aria-labelledby="lottery-trends-title"
      data-testid="lottery-trends"
    >
      <h2 id="lottery-trends-title" className="visually-hidden">
        {t('trends.title')}
      </h2>
      <div className={styles.filters}>
        <div className={styles.filterRow}>
          <label className={styles.field}>
            <span className={styles.label}>{t('results.game')}</span>
            <select
              className={styles.input}
              value={game.gameCode}
              onChange={(e) => setPicked(e.target.value)}
              data-testid="trend-game"
            >
              {(menu.data?.gameMenus ?? []).map((m) => (
                <optgroup key={m.gameGroupCode} label={m.labelName}>
                  {m.games.map((g) => (
                    <option key={g.gameCode} value={g.gameCode}>
                      {gameName(g)}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </label>
          {types.length > 1 ? (
            <label className={styles.field}>
              <span className={styles.label}>{t('trends.playType')}</span>
              <select
                className={styles.input}
                value={playType}
                onChange={(e) => setPickedType(e.target.value as PlayType)}
                data-testid="trend-type"
              >
                {types.map((type) => (
                  <option key={type} value={type}>
                    {t(`trends.types.${type}`)}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <label className={styles.field}>
            <span className={styles.label}>{t('trends.count')}</span>
            <select
              className={styles.input}
              value={count}
              onChange={(e) => setCount(Number(e.target.value))}
              data-testid="trend-count"
            >
              {TREND_COUNTS.map((n) => (
                <option key={n} value={n}>
                  {t('trends.lastIssues', { n })}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>
      {trend.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : trend.error ? (
        <p className={styles.bad} role="alert">
          {errorMessage(trend.error, t, t('errors:codes.NETWORK_ERROR'))}
        </p>
      ) : issues === 0 ? (
        <p className={styles.empty} data-testid="trends-empty">
          {t('trends.none')}
        </p>
      ) : (
        <>
          <p className={styles.muted} data-testid="trend-summary">
            {t('trends.summary', {
              n: issues,
              first: trend.data?.issues.at(-1),
              last: trend.data?.issues[0],
            })}
          </p>
          <TrendChart numbers={numbers} hot={hot} cold={cold} />
          <div className={styles.hotCold}>
            <p>
              <strong>{t('trends.hot')}</strong>{' '}
              {[...hot].map((v) => (
                <span key={v} className={clsx(styles.pill, styles.pillHot)}>
                  {v}
                </span>
              ))}
            </p>
            <p>
              <strong>{t('trends.cold')}</strong>{' '}
              {[...cold].map((v) => (
                <span key={v} className={clsx(styles.pill, styles.pillCold)}>
                  {v}
                </span>
              ))}
            </p>
          </div>
          <div className={styles.tableScroll}>
            <table className={styles.trendTable} data-testid="trend-table">
              <caption className="visually-hidden">{t('trends.tableCaption')}</caption>
              <thead>
                <tr>
                  {header('value', t('trends.number'))}
                  {header('frequency', t('trends.frequency'))}
                  {header('absent', t('trends.absent'))}
                  <th scope="col">{t('trends.note')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((n) => (
                  <tr
                    key={n.value}
                    className={
                      hot.has(n.value)
                        ? styles.rowHot
                        : cold.has(n.value)
                          ? styles.rowCold
                          : undefined
                    }
                    data-testid={`trend-row-${n.value}`}
                  >
                    <th scope="row">{n.value}</th>
                    <td>{n.frequency}</td>
                    <td data-testid={`absent-${n.value}`}>{n.absent}</td>
                    <td>
                      {hot.has(n.value)
                        ? t('trends.hot')
                        : cold.has(n.value)
                          ? t('trends.cold')
                          : ''}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
