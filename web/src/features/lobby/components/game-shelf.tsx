import type { ReactNode } from 'react';
import type { Game } from '@sorte/contracts/games/games';
import { Icon } from '../../../components/ui/icon';
import { GameTile, GameTileSkeleton } from './game-tile';
import styles from './game-shelf.module.css';

export interface GameShelfProps {
  id: string;
  title: string;
  icon: string;
  games: Game[];
  imageBase: string;
  isFavourite: (nodeId: string) => boolean;
  onToggleFavourite: (game: Game) => void;
  onOpen: (game: Game) => void;
  aside?: ReactNode;
  /** Still loading: the title and skeleton tiles keep the shelf's real height. */
  pending?: boolean;
}

const SKELETON_TILES = 4;

/** A titled row of tiles that scrolls sideways (hot games, favourites, recent games). */
export function GameShelf({ id, title, icon, games, imageBase, isFavourite, onToggleFavourite, onOpen, aside, pending }: GameShelfProps) {
  return (
    <section className={styles.shelf} aria-labelledby={`${id}-title`} aria-busy={pending || undefined} data-testid={id}>
      <header className={styles.header}>
        <h2 id={`${id}-title`} className={styles.title}>
          <Icon name={icon} size={18} className={styles.icon} />
          {title}
        </h2>
        {aside}
      </header>
      <ul className={styles.row}>
        {pending
          ? Array.from({ length: SKELETON_TILES }, (_, i) => (
              <li key={i} className={styles.item} aria-hidden="true">
                <GameTileSkeleton />
              </li>
            ))
          : null}
        {games.map((game) => (
          <li key={game.id} className={styles.item}>
            <GameTile
              game={game}
              imageBase={imageBase}
              favourite={isFavourite(game.nodeId)}
              onToggleFavourite={onToggleFavourite}
              onOpen={onOpen}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
