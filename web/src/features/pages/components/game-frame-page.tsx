import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import art from '../../../assets/illustrations/empty.svg';
import { ButtonLink } from '../../../components/ui/button-link';
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
 * A launched game in a full-height frame. The launch address comes from `?url=` and is framed
 * only when it is on this site's origin; otherwise the page explains and points to the lobbies.
 */
export function GameFramePage({ variant }: GameFramePageProps) {
  const { t } = useTranslation(['pages', 'common']);
  const [params] = useSearchParams();
  const url = sameOriginUrl(params.get('url'));

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
      <iframe
        className={styles.frame}
        src={url}
        title={t('pages:game.frameTitle')}
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
        allow="autoplay; fullscreen"
        referrerPolicy="same-origin"
        data-testid="game-frame"
      />
    </div>
  );
}
