import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { PrizeMode } from '@sorte/contracts/lottery/games';
import unavailableArt from '../../../assets/illustrations/not-found.svg';
import { ButtonLink } from '../../../components/ui/button-link';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeading } from '../../../components/ui/page-heading';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs } from '../../../components/ui/tabs';
import { paths } from '../../../config/paths';
import { isModuleEnabled, usePermission } from '../../../hooks/use-permission';
import { queryCode } from '../../../utils/url';
import { pagePrizeMode, type LotteryVariant } from '../utils/slip';
import { SlipProvider } from './slip-context';
import styles from './lottery-shell.module.css';

/** What every tab of the lottery page receives. */
export interface LotteryTabProps {
  variant: LotteryVariant;
  prizeMode: PrizeMode;
  /** The game chosen in the address (`gameCode`), if any. */
  gameCode?: string;
  /** The play type asked for in the address (`playType`, /lottery only), if any. */
  playType?: string;
}

export interface LotteryTab {
  /** The value of the address's `view` parameter. */
  view: string;
  /** Its label in the `lottery` namespace. */
  labelKey: string;
  Component: ComponentType<LotteryTabProps>;
}

// Each tab is its own chunk (the bet tab brings the slip's forms and schemas, results the draw
// verification): the page's heading and tabs paint before the open tab's code has arrived.
const BetTab = lazy(() => import('../betting/bet-tab').then((m) => ({ default: m.BetTab })));
const MyBetsTab = lazy(() => import('../betting/my-bets').then((m) => ({ default: m.MyBetsTab })));
const ResultsView = lazy(() =>
  import('../results/results-view').then((m) => ({ default: m.ResultsView })),
);
const TrendsView = lazy(() =>
  import('../results/trends-view').then((m) => ({ default: m.TrendsView })),
);

/**
 * The tabs of the lottery page, in order, selected by `?view=`; the first one is the default.
 * Adding a tab is one entry here.
 */
export const LOTTERY_TABS: LotteryTab[] = [
  { view: 'bet', labelKey: 'tabs.bet', Component: BetTab },
  { view: 'mybets', labelKey: 'tabs.mybets', Component: MyBetsTab },
  { view: 'results', labelKey: 'tabs.results', Component: ResultsView },
  { view: 'trends', labelKey: 'tabs.trends', Component: TrendsView },
];

const MODULE: Record<LotteryVariant, string> = {
  lottery: 'LOTTERY',
  vnlottery: 'VNLOTTERY',
  elott: 'ELOTT',
};

/**
 * /lottery (gameCode, playType), /vnlottery (gameCode) and /elott: the lottery page, its tabs
 * chosen by `?view=` (bet, mybets …), the game by `?gameCode=`, the prize mode by `?prizeMode=`.
 */
export function LotteryShell({ variant }: { variant: LotteryVariant }) {
  const { t } = useTranslation(['lottery', 'pages', 'common']);
  const permission = usePermission();
  const [params, setParams] = useSearchParams();
  const gameCode = queryCode(params.get('gameCode'));
  const playType = variant === 'lottery' ? queryCode(params.get('playType')) : undefined;
  const prizeMode = pagePrizeMode(variant, permission.brand.prizeModes, params.get('prizeMode'));
  const enabled =
    isModuleEnabled(permission, 'LOTTERY') && isModuleEnabled(permission, MODULE[variant]);

  if (!enabled || !prizeMode) {
    return (
      <div className={styles.page}>
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

  const tab = LOTTERY_TABS.find((x) => x.view === params.get('view')) ?? LOTTERY_TABS[0]!;
  const select = (view: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('view', view);
      return next;
    });
  const { Component } = tab;
  return (
    <div className={styles.page} data-testid={`lottery-page-${variant}`}>
      <PageHeading
        icon="lottery"
        title={t(`pages:${variant}.title`)}
        subtitle={t(`pages:${variant}.subtitle`)}
      />
      <Tabs
        items={LOTTERY_TABS.map((x) => ({ key: x.view, label: t(`lottery:${x.labelKey}`) }))}
        value={tab.view}
        onChange={select}
        label={t('lottery:tabs.label')}
        testId="lottery-tab"
      />
      <SlipProvider>
        <div role="tabpanel" aria-label={t(`lottery:${tab.labelKey}`)}>
          <Suspense fallback={<Spinner label={t('common:status.loading')} />}>
            <Component
              variant={variant}
              prizeMode={prizeMode}
              {...(gameCode ? { gameCode } : {})}
              {...(playType ? { playType } : {})}
            />
          </Suspense>
        </div>
      </SlipProvider>
    </div>
  );
}
