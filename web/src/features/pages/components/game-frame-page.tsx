import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { WALLET_ROUTES } from '@sorte/contracts/wallet/routes';
import art from '../../../assets/illustrations/empty.svg';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { Icon } from '../../../components/ui/icon';
import { invalidateWallet } from '../../../hooks/use-wallet';
import { api } from '../../../lib/api-client';
import { EmptyState } from '../../../components/ui/empty-state';
import { paths } from '../../../config/paths';
import { sameOriginUrl } from '../utils/launch-url';
import styles from './game-frame-page.module.css';
import { LobbyLinks } from './lobby-links';
import shared from './pages.module.css';

export interface GameFramePageProps {
  /** /game sits under the header; /seamless usually has no bars at all. */
  variant: 'game' | 'seamless';
}

/**
 * The game told us money moved: the vendor simulator posts `{source: 'vendor-sim', type:
 * 'balance'}` after each spin, the in-house games `{source: 'sorte-play', type: 'balance'}` after
 * each round. Only messages from this origin count.
 */
const isBalanceMessage = (event: MessageEvent) =>
  event.origin === window.location.origin &&
  typeof event.data === 'object' &&
  event.data !== null &&
  (event.data as { type?: unknown }).type === 'balance';

/**
 * A launched game in a full-height frame. The launch address comes from `?url=` and is framed
 * only when it is on this site's origin; otherwise the page explains and points to the lobbies.
 * The header balance is refreshed when the game reports a move and when the player leaves; a
 * transfer-wallet session (`?wallet=transfer`) brings the vendor wallet back to MAIN on close.
 */
export function GameFramePage({ variant }: GameFramePageProps) {
  const { t } = useTranslation(['pages', 'common']);
  const [params] = useSearchParams();
  const url = sameOriginUrl(params.get('url'));
  const transfer = params.get('wallet') === 'transfer';
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [closing, setClosing] = useState(false);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (isBalanceMessage(event)) void invalidateWallet(queryClient);
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      // Leaving the game (close, back, another page): the header shows the balance as it is now.
      void invalidateWallet(queryClient);
    };
  }, [queryClient]);

  const close = async () => {
    setClosing(true);
    if (transfer) {
      try {
        await api.call(WALLET_ROUTES.recallAll, { body: {}, headers: { 'idempotency-key': `recall-${crypto.randomUUID()}` } });
      } catch {
        // The next launch brings the vendor wallet back as well.
      }
    }
    await invalidateWallet(queryClient);
    if (location.key !== 'default') void navigate(-1);
    else void navigate(paths.home);
  };

  if (!url) {
    return (
      <div className={shared.page}>
        <EmptyState
          testId="game-empty"
          className={shared.statePage}
          image={art}
          headingLevel={1}
          title={t(params.has('url') ? 'pages:game.invalidTitle' : 'pages:game.emptyTitle')}
          description={t(
            params.has('url') ? 'pages:game.invalidDescription' : 'pages:game.emptyDescription',
          )}
          actions={
            <div className={styles.actions}>
              <LobbyLinks />
              <ButtonLink to={paths.home} variant="secondary">
                {t('common:actions.backHome')}
              </ButtonLink>
            </div>
          }
        />
      </div>
    );
  }

  return (
    <div className={variant === 'game' ? styles.stageUnderHeader : styles.stage}>
      <div className={styles.bar}>
        <span className={styles.playing}>
          <Icon name="play" size={14} />
          {t('pages:game.bar')}
        </span>
        <Button size="sm" variant="secondary" onClick={() => void close()} loading={closing} data-testid="game-close">
          <Icon name="close" size={16} />
          {t('pages:game.close')}
        </Button>
      </div>
      <iframe
        className={styles.frame}
        src={url}
        title={t('pages:game.frameTitle')}
        // A link the game opens in a new tab (the in-house games' "Verify") is a normal page of
        // the site, not a sandboxed popup (which the site's opener policy would refuse to show).
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
        allow="autoplay; fullscreen"
        referrerPolicy="same-origin"
        data-testid="game-frame"
      />
    </div>
  );
}
