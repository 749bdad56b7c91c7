import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import art from '../../../assets/illustrations/coming-up.svg';
import unavailableArt from '../../../assets/illustrations/not-found.svg';
import { ButtonLink } from '../../../components/ui/button-link';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeading } from '../../../components/ui/page-heading';
import { paths } from '../../../config/paths';
import { isModuleEnabled, usePermission } from '../../../hooks/use-permission';
import { queryCode } from '../utils/launch-url';
import shared from './pages.module.css';

export type LotteryVariant = 'lottery' | 'vnlottery' | 'elott';

const MODULE: Record<LotteryVariant, string> = {
  lottery: 'LOTTERY',
  vnlottery: 'VNLOTTERY',
  elott: 'ELOTT',
};

/**
 * /lottery (query gameCode, playType), /vnlottery (gameCode) and /elott: the page frame that the
 * lottery feature's draw board will live in. Until draws are configured it says so plainly.
 */
export function LotteryPage({ variant }: { variant: LotteryVariant }) {
  const { t } = useTranslation(['pages', 'common']);
  const permission = usePermission();
  const [params] = useSearchParams();
  const gameCode = queryCode(params.get('gameCode'));
  const playType = variant === 'lottery' ? queryCode(params.get('playType')) : undefined;
  const enabled =
    isModuleEnabled(permission, 'LOTTERY') && isModuleEnabled(permission, MODULE[variant]);
  if (!enabled) {
    return (
      <div className={shared.page}>
        <EmptyState
          testId="lottery-unavailable"
          image={unavailableArt}
          headingLevel={1}
          title={t('pages:lottery.unavailableTitle')}
          description={t('pages:lottery.unavailableDescription')}
          actions={<ButtonLink to={paths.home}>{t('common:actions.backHome')}</ButtonLink>}
        />
      </div>
    );
  }

  return (
    <div className={shared.page} data-testid={`lottery-page-${variant}`}>
      <PageHeading
        icon="lottery"
        title={t(`pages:${variant}.title`)}
        subtitle={t(`pages:${variant}.subtitle`)}
      />
      {gameCode || playType ? (
        <ul className={shared.chips} aria-label={t('pages:lottery.selection')}>
          {gameCode ? (
            <li className={shared.chip}>
              {t('pages:lottery.gameCode')} <strong>{gameCode}</strong>
            </li>
          ) : null}
          {playType ? (
            <li className={shared.chip}>
              {t('pages:lottery.playType')} <strong>{playType}</strong>
            </li>
          ) : null}
        </ul>
      ) : null}
      <section className={`${shared.panel} ${shared.dashed}`} aria-labelledby="lottery-board-title">
        <h2 id="lottery-board-title" className="visually-hidden">
          {t('pages:lottery.boardTitle')}
        </h2>
        <EmptyState
          testId="lottery-empty"
          image={art}
          headingLevel={3}
          title={t(`pages:${variant}.emptyTitle`)}
          description={
            gameCode
              ? t('pages:lottery.emptyGameDescription', { code: gameCode })
              : t(`pages:${variant}.emptyDescription`)
          }
          actions={
            <ButtonLink to={paths.home} variant="secondary">
              {t('common:actions.backHome')}
            </ButtonLink>
          }
        />
      </section>
    </div>
  );
}
