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

export const tileUrl = (imageBase: string, image: string) => `${imageBase.replace(/\/+$/, '')}/${image}`;

/** A game in the grid: artwork (opens the detail panel), name, vendor, hot badge and a heart. */
export function GameTile({ game, imageBase, favourite, onToggleFavourite, onOpen, eager, busy }: GameTileProps) {
  const { t } = useTranslation('lobby');
  return (
    <article className={styles.tile} data-testid="game-tile" data-node-id={game.nodeId}>
      <button type="button" className={styles.open} onClick={() => onOpen(game)} aria-label={t('tile.open', { name: game.gameName })}>
        <LazyImage src={tileUrl(imageBase, game.image)} alt="" width={300} height={400} eager={eager} className={styles.art} />
      </button>
      {/* Outside the button: its name stays exactly the label (WCAG label-in-name). */}
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
      <div className={styles.caption}>
        <h3 className={styles.name} title={game.gameName}>
          {game.gameName}
        </h3>
        <p className={styles.vendor}>{game.vendorName}</p>
      </div>
    </article>
  );
}
