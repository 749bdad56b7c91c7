import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { checkAmount } from '@sorte/contracts/common/money';
import {
  betLines,
  groupSize,
  isPlayType,
  MAX_LINES_PER_BET,
  playTypesOf,
  type PlayType,
} from '@sorte/contracts/lottery/rules';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../utils/error-message';
import { currentIssueQueryOptions } from '../api/betting';
import { useSlip } from '../components/slip-context';
import { clockOffset, remainingMs, useTicker } from '../utils/clock';
import { betCost, stakeUnitsOf } from '../utils/slip';
import { NumberPicker } from './number-picker';
import { Countdown, ResultView, useGameName, useMoney } from './parts';
import styles from './betting.module.css';

/** Most numbers one bet may carry (the server's limit). */
const MAX_NUMBERS = 100;

/** The chosen game: its open issue and countdown, the last result, the play types and the picker. */
export function GameBoard({ gameCode, playType: asked }: { gameCode: string; playType?: string }) {
  const { t } = useTranslation(['lottery', 'common']);
  const issue = useQuery(currentIssueQueryOptions(gameCode));
  const gameName = useGameName();
  const [params] = useSearchParams();
  const back = new URLSearchParams(params);
  back.delete('gameCode');
  back.delete('playType');

  if (issue.isPending) return <Spinner label={t('loading')} />;
  if (issue.isError)
    return (
      <div className={styles.alert} role="alert">
        <p>{errorMessage(issue.error, t, t('loadFailed'))}</p>
        <Link to={{ search: `?${back.toString()}` }}>{t('board.back')}</Link>
      </div>
    );

  const { game, current, last } = issue.data;
  const offset = clockOffset(issue.data.serverTime, issue.dataUpdatedAt);
  const types = playTypesOf(game.kind);
  const initial = asked && isPlayType(asked) && types.includes(asked) ? asked : types[0]!;
  return (
    <div className={styles.board} data-testid="lottery-board">
      <header className={styles.boardHead}>
        <Link to={{ search: `?${back.toString()}` }} className={styles.back}>
          <Icon name="chevron-right" size={16} className={styles.backIcon} />
          {t('board.back')}
        </Link>
        <h2 className={styles.boardTitle}>{gameName(game)}</h2>
        <div className={styles.boardMeta}>
          <span className={styles.cardIssue}>
            {current ? t('issue.no', { issueNo: current.issueNo }) : t('issue.none')}
          </span>
          {current ? <Countdown closesAt={current.closesAt} offset={offset} /> : null}
          {current ? (
            <RefetchOnClose
              closesAt={current.closesAt}
              offset={offset}
              refetch={() => void issue.refetch()}
            />
          ) : null}
        </div>
        {last?.result ? (
          <div className={styles.boardLast}>
            <span className={styles.cardMuted}>{t('issue.last', { issueNo: last.issueNo })}</span>
            <ResultView result={last.result} />
          </div>
        ) : null}
      </header>
      <BetForm
        key={initial}
        gameCode={game.gameCode}
        types={types}
        initial={initial}
        issueNo={current?.issueNo}
        open={Boolean(current)}
      />
    </div>
  );
}

/** Refetches the issue once its betting closes (the next one opens). */
function RefetchOnClose({
  closesAt,
  offset,
  refetch,
}: {
  closesAt: string;
  offset: number;
  refetch(): void;
}) {
  const now = useTicker();
  const closed = remainingMs(closesAt, now, offset) === 0;
  useEffect(() => {
    if (closed) refetch();
  }, [closed, refetch]);
  return null;
}

function BetForm({
  gameCode,
  types,
  initial,
  issueNo,
  open,
}: {
  gameCode: string;
  types: readonly PlayType[];
  initial: PlayType;
  issueNo: string | undefined;
  open: boolean;
}) {
  const { t } = useTranslation('lottery');
  const id = useId();
  const money = useMoney();
  const slip = useSlip();
  const [playType, setPlayType] = useState<PlayType>(initial);
  const [numbers, setNumbers] = useState<string[]>([]);
  const [multiplier, setMultiplier] = useState('1');
  const [unitStake, setUnitStake] = useState('1');
  const [added, setAdded] = useState<number | null>(null);

  const k = groupSize(playType);
  const lines = numbers.length ? betLines(playType, numbers) : null;
  const stake = checkAmount(unitStake);
  const times = /^\d{1,5}$/.test(multiplier) ? Number(multiplier) : NaN;
  const timesOk = Number.isInteger(times) && times >= 1 && times <= 10_000;
  const units = stakeUnitsOf(gameCode, playType);
  const cost = betCost(gameCode, playType, numbers, timesOk ? times : 0, unitStake);

  let problem: string | null = null;
  if (numbers.length > MAX_NUMBERS) problem = t('picker.tooManyNumbers', { max: MAX_NUMBERS });
  else if (lines && !lines.ok && lines.rule === 'TOO_FEW_NUMBERS')
    problem = t('picker.tooFew', { count: k });
  else if (lines && !lines.ok && lines.rule === 'TOO_MANY_LINES')
    problem = t('picker.tooManyLines', { max: MAX_LINES_PER_BET });
  const stakeProblem = unitStake.trim() && !stake.ok ? t('stake.invalid') : null;
  const timesProblem = multiplier.trim() && !timesOk ? t('stake.multiplierInvalid') : null;
  const ready = open && lines?.ok && !problem && stake.ok && timesOk;

  const choose = (type: PlayType) => {
    setPlayType(type);
    setNumbers([]);
    setAdded(null);
  };

  return (
    <div className={styles.form}>
      <div role="group" aria-label={t('board.playTypes')} className={styles.playTypes}>
        {types.map((type) => (
          <button
            key={type}
            type="button"
            className={clsx(styles.playType, type === playType && styles.playTypeOn)}
            aria-pressed={type === playType}
            onClick={() => choose(type)}
            data-testid={`play-type-${type}`}
          >
            {t(`playTypes.${type}`)}
          </button>
        ))}
      </div>
      <p className={styles.hint}>
        {t(`playHints.${playType}`)}
        {units > 1 ? ` ${t('board.units', { count: units })}` : ''}
      </p>
      <NumberPicker
        key={playType}
        playType={playType}
        selected={numbers}
        onChange={(next) => {
          setNumbers(next);
          setAdded(null);
        }}
      />
      <div className={styles.stakeRow}>
        <label className={styles.field} htmlFor={`${id}-stake`}>
          <span className={styles.fieldLabel}>{t('stake.unit')}</span>
          <input
            id={`${id}-stake`}
            className={styles.input}
            inputMode="decimal"
            value={unitStake}
            aria-invalid={Boolean(stakeProblem) || undefined}
            onChange={(e) => setUnitStake(e.target.value)}
          />
        </label>
        <label className={styles.field} htmlFor={`${id}-times`}>
          <span className={styles.fieldLabel}>{t('stake.multiplier')}</span>
          <input
            id={`${id}-times`}
            className={styles.input}
            inputMode="numeric"
            value={multiplier}
            aria-invalid={Boolean(timesProblem) || undefined}
            onChange={(e) => setMultiplier(e.target.value)}
          />
        </label>
      </div>
      {problem || stakeProblem || timesProblem ? (
        <p className={styles.fieldError} role="alert">
          {problem ?? stakeProblem ?? timesProblem}
        </p>
      ) : null}
      <div className={styles.totalRow}>
        <div>
          <p className={styles.selectedCount} data-testid="bet-selected">
            {t('board.selected', { count: numbers.length })}
            {lines?.ok && k > 1 ? ` · ${t('board.lines', { count: lines.lines.length })}` : ''}
          </p>
          <p className={styles.total} data-testid="bet-total">
            <span className={styles.totalLabel}>{t('board.total')}</span> {money(cost.cost)}
          </p>
        </div>
        <Button
          disabled={!ready}
          onClick={() => {
            if (!ready || !stake.ok) return;
            slip.add({
              gameCode,
              ...(issueNo ? { issueNo } : {}),
              playType,
              numbers,
              multiplier: times,
              unitStake: stake.text,
            });
            setAdded(numbers.length);
            setNumbers([]);
          }}
          data-testid="add-to-slip"
        >
          {t('board.add')}
        </Button>
      </div>
      {added !== null ? (
        <p className={styles.added} role="status">
          {t('board.added', { count: added })}
        </p>
      ) : null}
    </div>
  );
}
