import type { ReactNode } from 'react';
import type { Game } from '@sorte/contracts/games/games';
import { Icon } from '../../../components/ui/icon';
import { GameTile } from './game-tile';
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
}

/** A titled row of tiles that scrolls sideways (hot games, favourites, recent games). */
export function GameShelf({ id, title, icon, games, imageBase, isFavourite, onToggleFavourite, onOpen, aside }: GameShelfProps) {
  return (
    <section className={styles.shelf} aria-labelledby={`${id}-title`} data-testid={id}>
      <header className={styles.header}>
        <h2 id={`${id}-title`} className={styles.title}>
          <Icon name={icon} size={18} className={styles.icon} />
          {title}
        </h2>
        {aside}
      </header>
      <ul className={styles.row}>
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
