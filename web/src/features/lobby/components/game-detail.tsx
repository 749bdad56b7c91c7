import { formatMoney } from '@sorte/contracts/common/money';
import { useTranslation } from 'react-i18next';
import type { Game } from '@sorte/contracts/games/games';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { Modal } from '../../../components/ui/modal';
import { classifyLabel } from '../utils/classify';
import { LazyImage } from './lazy-image';
import { tileUrl } from './game-tile';
import styles from './game-detail.module.css';

export interface GameDetailProps {
  game: Game | null;
  imageBase: string;
  currencySymbol: string;
  favourite: boolean;
  busy: boolean;
  onToggleFavourite: (game: Game) => void;
  onClose: () => void;
  /** Launch: play button state and the player's "new window" setting. */
  launch: {
    onPlay: (game: Game) => void;
    pending: boolean;
    /** A translated launch refusal for this game. */
    error?: string;
    /** A trial account and a game without demo money. */
    blocked: boolean;
    newWindow: boolean;
    onNewWindowChange: (on: boolean) => void;
  };
}

/**
 * What a tile click opens: the game's details, its play button (with the "open games in a new
 * window" setting) and its favourite toggle.
 */
export function GameDetail({ game, imageBase, currencySymbol, favourite, busy, onToggleFavourite, onClose, launch }: GameDetailProps) {
  const { t, i18n } = useTranslation('lobby');
  return (
    <Modal open={game !== null} onClose={onClose} title={game?.gameName} width={640} testId="game-detail">
      {game ? (
        <div className={styles.body}>
          <LazyImage src={tileUrl(imageBase, game.image)} alt="" width={300} height={400} className={styles.art} eager />
          <div className={styles.info}>
            <div className={styles.badges}>
              {game.isHot ? (
                <span className={styles.hot}>
                  <Icon name="fire" size={12} />
                  {t('tile.hot')}
                </span>
              ) : null}
              {game.demo ? <span className={styles.badge}>{t('detail.demo')}</span> : null}
              {game.isGame === 'VASSALAGE' ? <span className={styles.badge}>{t('detail.providerLobby')}</span> : null}
            </div>
            <dl className={styles.facts}>
              <div>
                <dt>{t('detail.vendor')}</dt>
                <dd>{game.vendorName}</dd>
              </div>
              <div>
                <dt>{t('detail.category')}</dt>
                <dd>{t(`gameTypes.${game.gameType}`)}</dd>
              </div>
              <div>
                <dt>{t('detail.classify')}</dt>
                <dd>{classifyLabel(t, game.gameClassify)}</dd>
              </div>
              <div>
                <dt>{t('detail.minBet')}</dt>
                <dd data-testid="detail-min-bet">
                  {formatMoney(game.minBet, i18n.language, currencySymbol)}
                </dd>
              </div>
              {game.minLineNum > 0 ? (
                <div>
                  <dt>{t('detail.lines')}</dt>
                  <dd>{game.minLineNum}</dd>
                </div>
              ) : null}
            </dl>
            <div className={styles.actions}>
              <Button
                size="lg"
                onClick={() => launch.onPlay(game)}
                loading={launch.pending}
                disabled={launch.blocked}
                data-testid="detail-play"
              >
                <Icon name="play" size={18} />
                {t(game.isGame === 'VASSALAGE' ? 'detail.showGames' : 'detail.play')}
              </Button>
              <Button
                variant="secondary"
                onClick={() => onToggleFavourite(game)}
                loading={busy}
                aria-pressed={favourite}
                data-testid="detail-favourite"
              >
                <Icon name={favourite ? 'heart-filled' : 'heart'} size={18} />
                {t(favourite ? 'detail.removeFavourite' : 'detail.addFavourite')}
              </Button>
            </div>
            {launch.blocked ? (
              <p className={styles.note} data-testid="detail-trial-blocked">
                {t('detail.trialBlocked')}
              </p>
            ) : null}
            {launch.error ? (
              <p className={styles.error} role="alert" data-testid="detail-launch-error">
                {launch.error}
              </p>
            ) : null}
            {game.gameType !== 'LOTT' && game.isGame !== 'VASSALAGE' ? (
              <label className={styles.setting}>
                <input
                  type="checkbox"
                  checked={launch.newWindow}
                  onChange={(e) => launch.onNewWindowChange(e.target.checked)}
                  data-testid="detail-new-window"
                />
                {t('detail.newWindow')}
              </label>
            ) : null}
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
