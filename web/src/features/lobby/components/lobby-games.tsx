import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '@sorte/contracts/games/games';
import notFound from '../../../assets/illustrations/not-found.svg';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pagination } from '../../../components/ui/pagination';
import type { LobbyKey } from '../../../config/paths';
import { LOBBY_KEY, useGameList, useHotGames, useRecentGames, useVendors } from '../api/games-api';
import { useFavouriteToggle } from '../hooks/use-favourite-toggle';
import { useGameLauncher } from '../hooks/use-game-launcher';
import { useLobbyFilters } from '../hooks/use-lobby-filters';
import { useHasBeenTrue } from '../../../hooks/use-has-been-true';
import { GameShelf } from './game-shelf';
import { GameTile, GameTileSkeleton, gameTileCell } from './game-tile';
import { LobbyToolbar } from './lobby-toolbar';
import { RoomList } from './room-list';
import styles from './lobby-games.module.css';

// The dialogs a player opens from the grid load on first use: the transfer step brings the form
// and money code, which the lobby's first view does not need.
const GameDetail = lazy(() => import('./game-detail').then((m) => ({ default: m.GameDetail })));
const VendorGamesModal = lazy(() =>
  import('./vendor-games-modal').then((m) => ({ default: m.VendorGamesModal })),
);
const TransferStepModal = lazy(() =>
  import('./transfer-step-modal').then((m) => ({ default: m.TransferStepModal })),
);

export interface LobbyGamesProps {
  lobby: LobbyKey;
  gameCategory: string;
  /** The selected vendor tab (undefined: all). */
  vendor?: { vendor: string; name: string };
  imageBase: string;
  currencySymbol: string;
}

/**
 * The game area of a lobby: search and filters (in the URL), hot games, the member's favourites
 * and recent games, PVP rooms, and the paged grid (42 a page, pagination widget 3/1).
 */
export function LobbyGames({ lobby, gameCategory, vendor, imageBase, currencySymbol }: LobbyGamesProps) {
  const { t, i18n } = useTranslation('lobby');
  const language = i18n.language;
  const client = useQueryClient();
  const { filters, update, reset, filtered } = useLobbyFilters();
  const [detail, setDetail] = useState<Game | null>(null);
  const favourites = useFavouriteToggle(language);
  const launcher = useGameLauncher(language);
  const detailUsed = useHasBeenTrue(detail !== null);
  const vendorListUsed = useHasBeenTrue(launcher.vendorList !== null);
  const transferUsed = useHasBeenTrue(launcher.transferStep !== null);
  const vendors = useVendors();
  const hot = useHotGames(language, gameCategory);
  const recent = useRecentGames(language);
  const list = useGameList(language, {
    gameType: gameCategory,
    vendor: vendor?.vendor,
    gameClassify: filters.classify,
    minBet: filters.minBet,
    minLineNum: filters.lines,
    gameName: filters.q || undefined,
    pageNo: filters.pageNo,
  });

  const category = vendors.data?.categories.find((c) => c.gameCategory === gameCategory);
  const classifies = category?.classifies.map((c) => c.gameClassify) ?? [];
  const inCategory = (g: Game) => g.gameType === gameCategory;
  const favouriteGames = favourites.favourites.filter(inCategory);
  const recentGames = (recent.data ?? []).filter(inCategory);
  const showShelves = !filtered && filters.pageNo === 1 && !vendor;
  const tileProps = {
    imageBase,
    isFavourite: favourites.isFavourite,
    onToggleFavourite: favourites.toggle,
    // A VASSALAGE entry opens its vendor's game list at once; other games show their detail.
    onOpen: (game: Game) => (game.isGame === 'VASSALAGE' ? launcher.open(game) : setDetail(game)),
  };

  // Vendors, lists, hot games and rooms all sit under LOBBY_KEY.
  const refresh = () => void client.invalidateQueries({ queryKey: LOBBY_KEY });

  const title = vendor ? t('games.titleVendor', { vendor: vendor.name }) : t('games.titleAll', { category: t(`categories.${lobby}`) });
  // The grid and the hot shelf render their games at a lower priority than typing or a click
  // (React time-slices that render), so the answer's arrival does not block the page in one
  // long task while it starts; until then the skeletons stay.
  const data = useDeferredValue(list.data);
  const hotGames = useDeferredValue(hot.data);
  const hotPending = hot.isPending || (hot.data !== undefined && hotGames === undefined);

  return (
    <div className={styles.root}>
      <LobbyToolbar
        filters={filters}
        classifies={classifies}
        classifiesPending={vendors.isPending}
        showLines={lobby === 'rng' || lobby === 'inhouse'}
        currencySymbol={currencySymbol}
        onChange={update}
        onRefresh={refresh}
        refreshing={vendors.isFetching}
      />
      {/* While the hot games load, their shelf keeps its place (most categories have some). */}
      {showShelves && (hotPending || (hotGames && hotGames.length > 0)) ? (
        <GameShelf id="lobby-hot" title={t('shelves.hot')} icon="fire" games={hotGames ?? []} pending={hotPending} {...tileProps} />
      ) : null}
      {showShelves && favouriteGames.length > 0 ? (
        <GameShelf id="lobby-favourites" title={t('shelves.favourites')} icon="heart" games={favouriteGames} {...tileProps} />
      ) : null}
      {showShelves && recentGames.length > 0 ? (
        <GameShelf id="lobby-recent" title={t('shelves.recent')} icon="clock" games={recentGames} {...tileProps} />
      ) : null}
      {lobby === 'pvp' && !filtered ? <RoomList
          vendor={vendor?.vendor}
          currencySymbol={currencySymbol}
          onJoin={launcher.openRoom}
          pendingId={launcher.pendingId}
          error={launcher.error}
        /> : null}

      <section className={styles.grid} aria-labelledby="lobby-games-title" aria-busy={list.isFetching}>
        <header className={styles.gridHeader}>
          <h2 id="lobby-games-title" className={styles.gridTitle}>
            {title}
          </h2>
          {data ? (
            <span className={styles.count} data-testid="lobby-total">
              {t('games.count', { count: data.total })}
            </span>
          ) : null}
        </header>
        {list.isError && !data ? (
          <EmptyState
            testId="lobby-games-error"
            image={notFound}
            headingLevel={3}
            title={t('games.error.title')}
            description={t('games.error.description')}
            actions={<Button onClick={() => void list.refetch()}>{t('actions.retry')}</Button>}
          />
        ) : data && data.games.length === 0 ? (
          <EmptyState
            testId="lobby-games-empty"
            image={notFound}
            headingLevel={3}
            title={filtered ? t('games.noMatch.title') : t('games.none.title')}
            description={filtered ? t('games.noMatch.description') : t('games.none.description')}
            actions={filtered ? <Button variant="secondary" onClick={reset}>{t('actions.clearFilters')}</Button> : null}
          />
        ) : (
          <ul className={styles.tiles} data-testid="lobby-grid">
            {data
              ? data.games.map((game, index) => (
                  <li key={game.id} className={gameTileCell}>
                    <GameTile
                      game={game}
                      favourite={favourites.isFavourite(game.nodeId)}
                      busy={favourites.pendingId === game.nodeId}
                      eager={index < 7}
                      {...tileProps}
                    />
                  </li>
                ))
              : Array.from({ length: 14 }, (_, i) => (
                  <li key={i} aria-hidden="true">
                    <GameTileSkeleton />
                  </li>
                ))}
          </ul>
        )}
        {data ? (
          <Pagination
            className={styles.pagination}
            page={Math.min(filters.pageNo, Math.max(1, data.totalPages))}
            pageCount={data.totalPages}
            onChange={(pageNo) => {
              update({ pageNo });
              document.getElementById('lobby-games-title')?.scrollIntoView({ block: 'start' });
            }}
            labels={{
              nav: t('pagination.nav'),
              previous: t('pagination.previous'),
              next: t('pagination.next'),
              page: (page) => t('pagination.page', { page }),
            }}
          />
        ) : null}
      </section>
      {detailUsed ? (
        <Suspense fallback={null}>
          <GameDetail
            game={detail}
            imageBase={imageBase}
            currencySymbol={currencySymbol}
            favourite={detail ? favourites.isFavourite(detail.nodeId) : false}
            busy={detail ? favourites.pendingId === detail.nodeId : false}
            onToggleFavourite={favourites.toggle}
            onClose={() => {
              setDetail(null);
              launcher.clearError();
            }}
            launch={{
              onPlay: launcher.open,
              pending: detail !== null && launcher.pendingId === detail.nodeId,
              error: detail && launcher.error?.nodeId === detail.nodeId ? launcher.error.message : undefined,
              blocked: detail ? launcher.blocked(detail) : false,
              newWindow: launcher.newWindow,
              onNewWindowChange: launcher.setNewWindow,
            }}
          />
        </Suspense>
      ) : null}
      {vendorListUsed ? (
        <Suspense fallback={null}>
          <VendorGamesModal
            list={launcher.vendorList}
            imageBase={imageBase}
            language={language}
            isFavourite={favourites.isFavourite}
            onToggleFavourite={favourites.toggle}
            onPick={launcher.open}
            pendingId={launcher.pendingId}
            error={launcher.error}
            onClose={launcher.closeVendorList}
          />
        </Suspense>
      ) : null}
      {transferUsed ? (
        <Suspense fallback={null}>
          <TransferStepModal
            step={launcher.transferStep}
            onConfirm={launcher.confirmTransfer}
            onCancel={launcher.cancelTransfer}
            launching={launcher.transferPending}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
