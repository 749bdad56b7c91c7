import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '@sorte/contracts/games/games';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { useGameList } from '../api/games-api';
import type { VendorListState } from '../hooks/use-game-launcher';
import { GameTile, gameTileCell } from './game-tile';
import styles from './vendor-games-modal.module.css';

export interface VendorGamesModalProps {
  list: VendorListState | null;
  imageBase: string;
  language: string;
  isFavourite: (nodeId: string) => boolean;
  onToggleFavourite: (game: Game) => void;
  /** A game of the list was chosen: launch it. */
  onPick: (game: Game) => void;
  pendingId?: string;
  error?: { nodeId: string; message: string } | null;
  onClose: () => void;
}

/** The popup list of a vendor's games (a VASSALAGE entry's click). */
export function VendorGamesModal({ list, onClose, ...rest }: VendorGamesModalProps) {
  const { t } = useTranslation('lobby');
  return (
    <Modal open={list !== null} onClose={onClose} title={list ? t('vendorList.title', { vendor: list.name }) : ''} width={880} testId="vendor-games">
      {list ? <VendorGames key={`${list.gameType}:${list.vendor}`} list={list} {...rest} /> : null}
    </Modal>
  );
}

function VendorGames({
  list,
  imageBase,
  language,
  isFavourite,
  onToggleFavourite,
  onPick,
  pendingId,
  error,
}: Omit<VendorGamesModalProps, 'onClose'> & { list: VendorListState }) {
  const { t } = useTranslation('lobby');
  const [pageNo, setPageNo] = useState(1);
  const games = useGameList(language, { gameType: list.gameType, vendor: list.vendor, pageNo });
  const playable = (games.data?.games ?? []).filter((g) => g.isGame === 'GAME');
  if (games.isPending) return <Spinner label={t('vendorList.loading')} />;
  if (games.isError) {
    return (
      <div className={styles.state}>
        <p>{t('games.error.title')}</p>
        <Button onClick={() => void games.refetch()}>{t('actions.retry')}</Button>
      </div>
    );
  }
  return (
    <div className={styles.root}>
      {error ? (
        <p className={styles.error} role="alert">
          {error.message}
        </p>
      ) : null}
      {playable.length === 0 ? <p className={styles.state}>{t('vendorList.empty')}</p> : null}
      <ul className={styles.tiles} aria-busy={Boolean(pendingId)}>
        {playable.map((game) => (
          <li key={game.id} className={gameTileCell}>
            <GameTile
              game={game}
              imageBase={imageBase}
              favourite={isFavourite(game.nodeId)}
              onToggleFavourite={onToggleFavourite}
              onOpen={onPick}
              busy={pendingId === game.nodeId}
            />
          </li>
        ))}
      </ul>
      {games.data && games.data.totalPages > 1 ? (
        <Pagination
          page={pageNo}
          pageCount={games.data.totalPages}
          onChange={setPageNo}
          labels={{
            nav: t('pagination.nav'),
            previous: t('pagination.previous'),
            next: t('pagination.next'),
            page: (page) => t('pagination.page', { page }),
          }}
        />
      ) : null}
    </div>
  );
}
