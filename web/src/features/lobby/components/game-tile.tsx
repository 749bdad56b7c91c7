import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import type { Game } from '@sorte/contracts/games/games';
import { Icon } from '../../../components/ui/icon';
import { LazyImage } from './lazy-image';
import styles from './game-tile.module.css';

export interface GameTileProps {
  game: Game;
  imageBase: string;
  favourite: boolean;
  onToggleFavourite: (game: Game) => void;
  onOpen: (game: Game) => void;
  eager?: boolean;
  busy?: boolean;
}

/** The class of a tile's list item in a long grid: drawn only near the viewport (game-tile.module.css). */
export const gameTileCell = styles.cell;

export const tileUrl = (imageBase: string, image: string) => `${imageBase.replace(/\/+$/, '')}/${image}`;

/**
 * A game in the grid: artwork, name, vendor, hot badge and a heart. The whole tile is one button
 * (it opens the detail panel) named by the game's title: the button sits on the title and its
 * overlay stretches over the artwork and caption, so a tap anywhere but the heart opens the game.
 */
export function GameTile({ game, imageBase, favourite, onToggleFavourite, onOpen, eager, busy }: GameTileProps) {
  const { t } = useTranslation('lobby');
  return (
    // A click anywhere on the tile but the heart opens it too (pointer only: the keyboard and
    // assistive technology use the title's button, the tile's one focus stop).
    <article
      className={styles.tile}
      data-testid="game-tile"
      data-node-id={game.nodeId}
      onClick={(e) => {
        if (!(e.target as Element).closest('button')) onOpen(game);
      }}
    >
      <div className={styles.frame}>
        <LazyImage src={tileUrl(imageBase, game.image)} alt="" width={300} height={400} eager={eager} className={styles.art} />
      </div>
      <div className={styles.caption}>
        <h3 className={styles.name} title={game.gameName}>
          <button type="button" className={styles.open} onClick={() => onOpen(game)}>
            {game.gameName}
          </button>
        </h3>
        <p className={styles.vendor}>{game.vendorName}</p>
      </div>
      {game.isHot ? (
        <span className={styles.hot}>
          <Icon name="fire" size={12} />
          {t('tile.hot')}
        </span>
      ) : null}
      <button
        type="button"
        className={clsx(styles.heart, favourite && styles.favourite)}
        aria-pressed={favourite}
        aria-label={t(favourite ? 'tile.unfavourite' : 'tile.favourite', { name: game.gameName })}
        onClick={() => onToggleFavourite(game)}
        disabled={busy}
        data-testid="favourite-toggle"
      >
        <Icon name={favourite ? 'heart-filled' : 'heart'} size={18} />
      </button>
    </article>
  );
}

/** A tile's box while its game is loading: the same art and caption heights as a real tile. */
export function GameTileSkeleton() {
  return (
    <div className={styles.tile} aria-hidden="true" data-testid="game-tile-skeleton">
      <div className={styles.skeletonArt} />
      <div className={styles.caption}>
        <p className={clsx(styles.name, styles.skeletonLine)}>&nbsp;</p>
        <p className={clsx(styles.vendor, styles.skeletonLine, styles.short)}>&nbsp;</p>
      </div>
    </div>
  );
}
