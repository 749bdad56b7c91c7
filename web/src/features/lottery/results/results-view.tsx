import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { layoutOfRegion, NORTH_LAYOUT, type GameKind } from '@sorte/contracts/lottery/games';
import { GROUP_CODES, type GroupCode } from '@sorte/contracts/lottery/routes';
import { addDays, vnDate } from '@sorte/contracts/lottery/schedule';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { usePermission } from '../../../hooks/use-permission';
import { errorMessage } from '../../../utils/error-message';
import {
  resultsQueryOptions,
  useMyRecentBets,
  widestPrizeMode,
  type MenuGame,
  type MyBet,
  type ResultIssue,
} from '../api/results';
import { currentIssueQueryOptions, gameMenuQueryOptions } from '../api/betting';
import { CompactOutcome } from './draw-outcome';
import { FairnessPanel } from './fairness-panel';
import { HeadTailTable } from './head-tail-table';
import { PrizeBoard } from './prize-board';
import { resultMarks } from './result-marks';
import styles from './results.module.css';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Electronic issues listed at first (and added per "show more"). */
export const ISSUES_PAGE = 20;

const FAST_GROUPS: readonly GroupCode[] = ['FAST_VN', 'FAST_SSC', 'FAST_K3'];
const isFast = (group: GroupCode) => FAST_GROUPS.includes(group);

/** The display name of a game: provinces by their proper name, electronic draws translated. */
export function useGameName() {
  const { t } = useTranslation('lotteryResults');
  return (game: Pick<MenuGame, 'gameCode' | 'name' | 'gameGroupCode' | 'intervalMinutes'>) =>
    isFast(game.gameGroupCode)
      ? t(`games.${game.gameGroupCode}`, { minutes: game.intervalMinutes ?? 0 })
      : game.name;
}

function YourNumbers({ numbers }: { numbers: string[] }) {
  const { t } = useTranslation('lotteryResults');
  if (!numbers.length) return null;
  return (
    <p className={styles.yourNumbers} data-testid="your-numbers">
      {t('results.yourNumbers')}{' '}
      {numbers.map((n) => (
        <mark key={n} className={styles.mine}>
          {n}
        </mark>
      ))}
    </p>
  );
}

/** The North draw of a day: the 27 prizes and the đầu / đuôi table beside them. */
function NorthResult({ issue, bets }: { issue: ResultIssue; bets: MyBet[] }) {
  const { t } = useTranslation('lotteryResults');
  if (!issue.result || issue.result.kind === 'ELOTT_SSC' || issue.result.kind === 'ELOTT_K3')
    return null;
  const marks = resultMarks(bets, issue);
  return (
    <div className={styles.northResult}>
      <div className={styles.boardWrap}>
        <PrizeBoard
          layout={NORTH_LAYOUT}
          caption={t('results.boardCaption', { name: issue.name, issueNo: issue.issueNo })}
          columns={[
            {
              key: issue.gameCode,
              name: issue.name,
              prizes: issue.result.prizes,
              marks: marks.prizes,
            },
          ]}
        />
        <YourNumbers numbers={marks.numbers} />
      </div>
      <HeadTailTable prizes={issue.result.prizes} caption={t('headTail.title')} />
    </div>
  );
}

/** The provinces of a South or Central day, side by side (eighth prize first). */
function RegionResult({
  issues,
  bets,
  group,
}: {
  issues: ResultIssue[];
  bets: MyBet[];
  group: 'SOUTH' | 'CENTRAL';
}) {
  const { t } = useTranslation('lotteryResults');
  const drawn = issues.filter((i) => i.result && 'prizes' in i.result);
  const columns = drawn.map((issue) => ({
    key: issue.gameCode,
    name: issue.name,
    prizes: issue.result && 'prizes' in issue.result ? issue.result.prizes : {},
    marks: resultMarks(bets, issue).prizes,
  }));
  const mine = drawn.flatMap((issue) => resultMarks(bets, issue).numbers);
  return (
    <div className={styles.boardWrap}>
      <PrizeBoard
        layout={layoutOfRegion(group)}
        columns={columns}
        caption={t('results.regionCaption')}
      />
      <YourNumbers numbers={[...new Set(mine)]} />
    </div>
  );
}

function ElectronicIssue({
  issue,
  bets,
  kind,
}: {
  issue: ResultIssue;
  bets: MyBet[];
  kind: Exclude<GameKind, 'VN'>;
}) {
  const { t, i18n } = useTranslation('lotteryResults');
  const [open, setOpen] = useState(false);
  if (!issue.result) return null;
  const marks = resultMarks(bets, issue);
  const panelId = `issue-${issue.gameCode}-${issue.issueNo}`;
  const time = new Date(issue.drawAt).toLocaleTimeString(i18n.language, {
    hour: '2-digit',
    minute: '2-digit',
  });
  return (
    <li
      className={clsx(styles.issue, marks.numbers.length > 0 && styles.issueMine)}
      data-testid="electronic-issue"
    >
      <div className={styles.issueHead}>
        <span className={styles.issueNo}>
          <strong>{issue.issueNo}</strong>
          <span className={styles.muted}>{time}</span>
        </span>
        <CompactOutcome outcome={issue.result} positions={marks.positions} />
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
          data-testid="issue-details"
        >
          {open ? t('results.hide') : t('results.details')}
        </Button>
      </div>
      <YourNumbers numbers={marks.numbers} />
      {open ? (
        <div id={panelId} className={styles.issueBody}>
          {issue.result.kind === 'ELOTT_VN' ? (
            <div className={styles.northResult}>
              <div className={styles.boardWrap}>
                <PrizeBoard
                  layout={NORTH_LAYOUT}
                  caption={t('results.boardCaption', { name: issue.name, issueNo: issue.issueNo })}
                  columns={[
                    {
                      key: issue.issueNo,
                      name: issue.name,
                      prizes: issue.result.prizes,
                      marks: marks.prizes,
                    },
                  ]}
                />
              </div>
              <HeadTailTable prizes={issue.result.prizes} caption={t('headTail.title')} />
            </div>
          ) : null}
          <h4 className={styles.subTitle}>{t('fairness.title')}</h4>
          <FairnessPanel gameCode={issue.gameCode} issueNo={issue.issueNo} kind={kind} />
        </div>
      ) : null}
    </li>
  );
}

/** The issue open for betting now with its seed hash, published before any bet is taken. */
function OpenDrawHash({ gameCode }: { gameCode: string }) {
  const { t } = useTranslation('lotteryResults');
  const current = useQuery(currentIssueQueryOptions(gameCode)).data?.current;
  if (!current?.serverSeedHash) return null;
  return (
    <div className={styles.openDraw} data-testid="open-draw-hash">
      <p className={styles.muted}>{t('results.openDraw', { issueNo: current.issueNo })}</p>
      <p className={styles.code}>{current.serverSeedHash}</p>
    </div>
  );
}

function ElectronicResults({
  issues,
  bets,
  game,
}: {
  issues: ResultIssue[];
  bets: MyBet[];
  game: MenuGame;
}) {
  const { t } = useTranslation('lotteryResults');
  const [shown, setShown] = useState(ISSUES_PAGE);
  const list = issues.filter((i) => i.gameCode === game.gameCode);
  if (!list.length) return <p className={styles.empty}>{t('results.none')}</p>;
  return (
    <>
      <OpenDrawHash gameCode={game.gameCode} />
      <ul className={styles.issues}>
        {list.slice(0, shown).map((issue) => (
          <ElectronicIssue
            key={issue.issueNo}
            issue={issue}
            bets={bets}
            kind={game.kind as Exclude<GameKind, 'VN'>}
          />
        ))}
      </ul>
      {list.length > shown ? (
        <Button
          variant="secondary"
          onClick={() => setShown((n) => n + ISSUES_PAGE)}
          data-testid="issues-more"
        >
          {t('results.more', { n: list.length - shown })}
        </Button>
      ) : null}
    </>
  );
}

/**
 * The results view: a date (Vietnam calendar; today by default, the day before while today has
 * not drawn yet), a region or electronic draw, and its full result with the player's numbers
 * marked. Date, group and game live in the address (`date`, `group`, `game`).
 */
export function ResultsView({
  prizeMode,
  gameCode,
}: {
  prizeMode?: string | null;
  gameCode?: string;
}) {
  const { t, i18n } = useTranslation(['lotteryResults', 'errors']);
  const permission = usePermission();
  const [params, setParams] = useSearchParams();
  const mode = widestPrizeMode(permission, prizeMode ?? params.get('prizeMode'));
  const menu = useQuery(gameMenuQueryOptions(mode, i18n.language));
  const bets = useMyRecentBets();
  const today = vnDate(new Date());

  const groups = (menu.data?.gameMenus ?? []).filter((m) =>
    (GROUP_CODES as readonly string[]).includes(m.gameGroupCode),
  );
  // The group asked for, else the page's game's group, else the North.
  const asked =
    params.get('group') ??
    groups.find((m) => m.games.some((g) => g.gameCode === gameCode))?.gameGroupCode;
  const groupMenu =
    groups.find((m) => m.gameGroupCode === asked) ??
    groups.find((m) => m.gameGroupCode === 'NORTH') ??
    groups[0];
  const group = groupMenu?.gameGroupCode;
  const fastGame =
    group && isFast(group)
      ? (groupMenu.games.find((g) => g.gameCode === (params.get('game') ?? gameCode)) ??
        groupMenu.games[0])
      : undefined;

  const askedDate = params.get('date');
  const explicit = askedDate && DATE.test(askedDate) && askedDate <= today ? askedDate : null;
  const first = useQuery({
    ...resultsQueryOptions(explicit ?? today, group ?? 'NORTH', fastGame?.gameCode),
    enabled: !!group,
  });
  const fallBack =
    !explicit && !!first.data && first.data.date === today && first.data.list.length === 0;
  const previous = useQuery({
    ...resultsQueryOptions(addDays(today, -1), group ?? 'NORTH', fastGame?.gameCode),
    enabled: !!group && fallBack,
  });
  const results = fallBack ? previous : first;
  const date = fallBack ? addDays(today, -1) : (explicit ?? today);
  const gameName = useGameName();

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes))
          if (v === null) next.delete(k);
          else next.set(k, v);
        return next;
      },
      { replace: true },
    );
  const setDate = (value: string) => DATE.test(value) && value <= today && update({ date: value });

  if (menu.isPending) return <Spinner label={t('common.loading')} />;
  if (menu.error)
    return (
      <p className={styles.bad} role="alert">
        {errorMessage(menu.error, t, t('errors:codes.NETWORK_ERROR'))}
      </p>
    );
  if (!group || !groupMenu) return <p className={styles.empty}>{t('results.noGames')}</p>;

  const list = results.data?.list ?? [];
  return (
    <section
      className={styles.view}
      aria-labelledby="lottery-results-title"
      data-testid="lottery-results"
    >
      <h2 id="lottery-results-title" className="visually-hidden">
        {t('results.title')}
      </h2>
      <div className={styles.filters}>
        <div className={styles.groupChips} role="group" aria-label={t('results.region')}>
          {groups.map((m) => (
            <button
              key={m.gameGroupCode}
              type="button"
              className={clsx(styles.chip, m.gameGroupCode === group && styles.chipOn)}
              aria-pressed={m.gameGroupCode === group}
              onClick={() => update({ group: m.gameGroupCode, game: null })}
              data-testid={`results-group-${m.gameGroupCode}`}
            >
              {m.labelName}
            </button>
          ))}
        </div>
        <div className={styles.filterRow}>
          <label className={styles.field}>
            <span className={styles.label}>{t('results.date')}</span>
            <span className={styles.dateRow}>
              <button
                type="button"
                className={styles.stepButton}
                onClick={() => setDate(addDays(date, -1))}
                aria-label={t('results.previousDay')}
              >
                ‹
              </button>
              <input
                type="date"
                className={styles.input}
                value={date}
                max={today}
                onChange={(e) => setDate(e.target.value)}
                data-testid="results-date"
              />
              <button
                type="button"
                className={styles.stepButton}
                onClick={() => setDate(addDays(date, 1))}
                disabled={date >= today}
                aria-label={t('results.nextDay')}
              >
                ›
              </button>
            </span>
          </label>
          {fastGame ? (
            <label className={styles.field}>
              <span className={styles.label}>{t('results.game')}</span>
              <select
                className={styles.input}
                value={fastGame.gameCode}
                onChange={(e) => update({ game: e.target.value })}
                data-testid="results-game"
              >
                {groupMenu.games.map((g) => (
                  <option key={g.gameCode} value={g.gameCode}>
                    {gameName(g)}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
        </div>
        {fallBack ? <p className={styles.muted}>{t('results.showingYesterday')}</p> : null}
        {bets.length > 0 ? (
          <p className={styles.legend}>
            <span className={clsx(styles.mine, styles.swatch)} aria-hidden="true" />{' '}
            {t('results.legend')}
          </p>
        ) : null}
      </div>
      {results.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : results.error ? (
        <p className={styles.bad} role="alert">
          {errorMessage(results.error, t, t('errors:codes.NETWORK_ERROR'))}
        </p>
      ) : list.length === 0 ? (
        <div className={styles.empty} data-testid="results-empty">
          <p>{t('results.noneOn', { date })}</p>
          <Button variant="secondary" size="sm" onClick={() => setDate(addDays(date, -1))}>
            {t('results.previousDay')}
          </Button>
        </div>
      ) : fastGame ? (
        <ElectronicResults
          key={`${fastGame.gameCode}-${date}`}
          issues={list}
          bets={bets}
          game={fastGame}
        />
      ) : group === 'NORTH' ? (
        list.map((issue) => <NorthResult key={issue.issueNo} issue={issue} bets={bets} />)
      ) : (
        <RegionResult issues={list} bets={bets} group={group as 'SOUTH' | 'CENTRAL'} />
      )}
    </section>
  );
}
