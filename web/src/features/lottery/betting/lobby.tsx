import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { useDeferredValue, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { PrizeMode } from '@sorte/contracts/lottery/games';
import { Icon } from '../../../components/ui/icon';
import { Spinner } from '../../../components/ui/spinner';
import { gameMenuQueryOptions, lotteryListQueryOptions, type LotteryList } from '../api/betting';
import { clockOffset, remainingMs, useTicker } from '../utils/clock';
import { useLotteryFavourites } from '../utils/favourites';
import { gameOnPage, type LotteryVariant } from '../utils/slip';
import { Countdown, ResultView, useGameName } from './parts';
import { usePlayer } from './use-player';
import styles from './betting.module.css';

type ListedGame = LotteryList['games'][number];

/**
 * The lottery lobby: the page's games by group (favourites first), each with its open issue, a
 * countdown to its close and its last result. Refreshes the list when a shown issue closes.
 */
export function LotteryLobby({
  variant,
  prizeMode,
}: {
  variant: LotteryVariant;
  prizeMode: PrizeMode;
}) {
  const { t, i18n } = useTranslation('lottery');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const menu = useQuery(gameMenuQueryOptions(prizeMode, language));
  const list = useQuery(lotteryListQueryOptions(prizeMode));
  const { username } = usePlayer();
  const favourites = useLotteryFavourites(username);
  // The games render at a lower priority than typing or a click (React time-slices that render),
  // so the answers' arrival does not block the page in one long task while it starts (a card,
  // a countdown and a last result per game); until then the spinner stays.
  const menuData = useDeferredValue(menu.data);
  const listData = useDeferredValue(list.data);

  if (menu.isError || list.isError)
    return (
      <p className={styles.alert} role="alert">
        {t('loadFailed')}{' '}
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => {
            void menu.refetch();
            void list.refetch();
          }}
        >
          {t('retry')}
        </button>
      </p>
    );
  if (!menuData || !listData) return <Spinner label={t('loading')} />;

  const offset = clockOffset(listData.serverTime, list.dataUpdatedAt);
  const byCode = new Map(listData.games.map((g) => [g.gameCode, g]));
  const groups = menuData.gameMenus
    .map((m) => ({
      key: m.gameGroupCode,
      label: m.labelName,
      games: m.games.flatMap((g) => {
        const listed = byCode.get(g.gameCode);
        return listed && gameOnPage(variant, listed.kind) ? [listed] : [];
      }),
    }))
    .filter((g) => g.games.length > 0);
  const shown = groups.flatMap((g) => g.games);
  const starred = favourites.codes.flatMap((code) => shown.filter((g) => g.gameCode === code));
  const all = starred.length
    ? [{ key: 'FAVOURITES', label: t('lobby.favourites'), games: starred }, ...groups]
    : groups;

  if (all.length === 0)
    return (
      <p className={styles.empty} data-testid="lottery-lobby-empty">
        {t('lobby.empty')}
      </p>
    );

  return (
    <div className={styles.lobby} data-testid="lottery-lobby">
      <ClosingWatch games={shown} offset={offset} refetch={() => void list.refetch()} />
      {all.map((group) => (
        <section key={group.key} className={styles.group} aria-labelledby={`group-${group.key}`}>
          <h2 className={styles.groupTitle} id={`group-${group.key}`}>
            {group.key === 'FAVOURITES' ? <Icon name="heart-filled" size={16} /> : null}
            {group.label}
          </h2>
          <ul className={styles.cards}>
            {group.games.map((game) => (
              <GameCard
                key={game.gameCode}
                game={game}
                offset={offset}
                starred={favourites.codes.includes(game.gameCode)}
                onStar={username ? () => favourites.toggle(game.gameCode) : undefined}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** Refetches the list once for each shown issue that closes (the next issue opens). */
function ClosingWatch({
  games,
  offset,
  refetch,
}: {
  games: ListedGame[];
  offset: number;
  refetch(): void;
}) {
  const now = useTicker();
  const seen = useRef(new Set<string>());
  const closed = games
    .filter((g) => g.current && remainingMs(g.current.closesAt, now, offset) === 0)
    .map((g) => `${g.gameCode}:${g.current!.issueNo}`);
  const signature = closed.join(',');
  useEffect(() => {
    if (!signature) return;
    const fresh = signature.split(',').filter((key) => !seen.current.has(key));
    if (fresh.length === 0) return;
    fresh.forEach((key) => seen.current.add(key));
    refetch();
  }, [signature, refetch]);
  return null;
}

function GameCard({
  game,
  offset,
  starred,
  onStar,
}: {
  game: ListedGame;
  offset: number;
  starred: boolean;
  onStar: (() => void) | undefined;
}) {
  const { t } = useTranslation('lottery');
  const name = useGameName()(game);
  const [params] = useSearchParams();
  const next = new URLSearchParams(params);
  next.set('gameCode', game.gameCode);
  next.set('view', 'bet');
  return (
    <li className={styles.card} data-testid={`lottery-game-${game.gameCode}`}>
      <Link to={{ search: `?${next.toString()}` }} className={styles.cardLink}>
        <span className={styles.cardName}>{name}</span>
        <span className={styles.cardIssue}>
          {game.current ? t('issue.no', { issueNo: game.current.issueNo }) : t('issue.none')}
        </span>
        {game.current ? <Countdown closesAt={game.current.closesAt} offset={offset} /> : null}
        {game.last?.result ? (
          <ResultView result={game.last.result} />
        ) : (
          <span className={styles.cardMuted}>{t('result.none')}</span>
        )}
      </Link>
      {onStar ? (
        <button
          type="button"
          className={clsx(styles.star, starred && styles.starOn)}
          aria-pressed={starred}
          aria-label={t('lobby.favourite', { name })}
          onClick={onStar}
        >
          <Icon name={starred ? 'heart-filled' : 'heart'} size={18} />
        </button>
      ) : null}
    </li>
  );
}
