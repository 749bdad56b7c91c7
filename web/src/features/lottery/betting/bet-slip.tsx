import { useQuery, useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PrizeMode } from '@sorte/contracts/lottery/games';
import { lotteryGame } from '@sorte/contracts/lottery/games';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { useMoneySubmit } from '../../../hooks/use-money-submit';
import { ui } from '../../../hooks/use-ui-store';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../utils/error-message';
import {
  bettingApi,
  currentIssueQueryOptions,
  LOTTERY_KEY,
  type PlaceSlipInput,
} from '../api/betting';
import { useSlip } from '../components/slip-context';
import { betCost, slipTotal, type SlipLine } from '../utils/slip';
import { ChaseOptions, DEFAULT_CHASE, checkChase, type ChaseForm } from './chase-options';
import { chaseFactors, MIN_CHASE_ISSUES } from '@sorte/contracts/lottery/chase';
import { useGameName, useMoney } from './parts';
import { usePlayer } from './use-player';
import styles from './betting.module.css';

const LOGIN_CODES = new Set(['UNAUTHORIZED', 'SESSION_EXPIRED']);
const WORDS = new Set(['BIG', 'SMALL', 'ODD', 'EVEN', 'ANY']);

/** A game's display name from the catalogue (the slip keeps only codes). */
export function useCatalogueName() {
  const gameName = useGameName();
  return (code: string) => {
    const def = lotteryGame(code);
    return def
      ? gameName({
          name: def.name,
          kind: def.kind,
          gameGroupCode: def.group,
          intervalMinutes: def.intervalMinutes ?? null,
        })
      : code;
  };
}

type Outcome =
  | { kind: 'success'; slipNo: string; total: string; chaseNo: string | null }
  | { kind: 'error'; text: string }
  | { kind: 'login' };

/**
 * One line of the slip with its cost; a line whose draw has closed (kept from before a reload, or
 * left while the draw closed) says so and offers to move it to the draw open now.
 */
function SlipLineRow({ line }: { line: SlipLine }) {
  const { t } = useTranslation('lottery');
  const slip = useSlip();
  const money = useMoney();
  const name = useCatalogueName();
  const issue = useQuery(currentIssueQueryOptions(line.gameCode));
  const open = issue.data?.current ?? null;
  const stale = Boolean(line.issueNo && open && open.issueNo !== line.issueNo);
  const cost = betCost(line.gameCode, line.playType, line.numbers, line.multiplier, line.unitStake);
  return (
    <li className={clsx(styles.slipLine, stale && styles.slipLineStale)} data-testid="slip-line">
      <div className={styles.slipLineHead}>
        <span className={styles.slipGame}>{name(line.gameCode)}</span>
        <span className={styles.slipType}>{t(`playTypes.${line.playType}`)}</span>
      </div>
      <p className={styles.slipNumbers}>
        {line.numbers.map((n) => (WORDS.has(n) ? t(`selections.${n}`) : n)).join(' · ')}
      </p>
      {stale && open ? (
        <div className={styles.staleNote} role="note" data-testid="slip-stale">
          <span>{t('slip.stale', { issueNo: line.issueNo })}</span>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => slip.moveTo(line.id, open.issueNo)}
            data-testid="slip-move"
          >
            {t('slip.move', { issueNo: open.issueNo })}
          </Button>
        </div>
      ) : null}
      <div className={styles.slipLineFoot}>
        <span className={styles.cardMuted}>
          {t('slip.lineStake', {
            stake: money(line.unitStake),
            multiplier: line.multiplier,
            lines: cost.lines,
          })}
        </span>
        <strong>{money(cost.cost)}</strong>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t('slip.remove', { name: name(line.gameCode) })}
          onClick={() => slip.remove(line.id)}
        >
          <Icon name="trash" size={16} />
        </button>
      </div>
    </li>
  );
}

/**
 * The bet slip: every bet added, its cost, the total, and one confirmation that places them all
 * (one Idempotency-Key per confirmation, kept for a retry of the same slip).
 */
export function BetSlip({ prizeMode }: { prizeMode: PrizeMode }) {
  const { t } = useTranslation(['lottery', 'errors']);
  const slip = useSlip();
  const money = useMoney();
  const { loggedIn } = usePlayer();
  const queryClient = useQueryClient();
  const { submit, pending } = useMoneySubmit();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [chaseForm, setChaseForm] = useState<ChaseForm>(DEFAULT_CHASE);
  const base = slipTotal(slip.lines);
  const games = new Set(slip.lines.map((l) => l.gameCode));
  const chaseGame = games.size === 1 ? [...games][0]! : null;
  const highest = Math.max(1, ...slip.lines.map((l) => l.multiplier));
  const chaseOn = chaseForm.on && chaseGame !== null;
  const chaseIssue = useQuery({
    ...currentIssueQueryOptions(chaseGame ?? ''),
    enabled: chaseOn,
  });
  const chaseCheck = checkChase(
    chaseForm,
    chaseIssue.data?.game.maxChaseIssues ?? MIN_CHASE_ISSUES,
    highest,
  );
  // The chase debits every issue's stake at once: the slip's cost × the sum of the plan's factors.
  const total =
    chaseOn && chaseCheck.ok
      ? base * BigInt(chaseFactors(chaseCheck.plan, chaseCheck.issues).reduce((a, b) => a + b, 0))
      : base;

  async function confirm() {
    if (!loggedIn) {
      setOutcome({ kind: 'login' });
      return;
    }
    if (chaseOn && !chaseCheck.ok) return;
    const body: PlaceSlipInput = {
      prizeMode,
      bets: slip.lines.map(({ gameCode, issueNo, playType, numbers, multiplier, unitStake }) => ({
        gameCode,
        // A chase starts at the issue open now.
        ...(issueNo && !chaseOn ? { issueNo } : {}),
        playType,
        numbers,
        multiplier,
        unitStake,
      })),
      ...(chaseOn && chaseCheck.ok
        ? {
            chase: { issues: chaseCheck.issues, plan: chaseCheck.plan, winStop: chaseForm.winStop },
          }
        : {}),
    };
    const result = await submit(body, (key) => bettingApi.placeSlip(body, key));
    if (result.ok) {
      slip.clear();
      setOutcome({
        kind: 'success',
        slipNo: result.value.slipNo,
        total: result.value.total,
        chaseNo: result.value.chaseNo,
      });
      setChaseForm(DEFAULT_CHASE);
      void queryClient.invalidateQueries({ queryKey: LOTTERY_KEY });
    } else if ('error' in result) {
      if (result.error instanceof ApiError && LOGIN_CODES.has(result.error.code))
        setOutcome({ kind: 'login' });
      else setOutcome({ kind: 'error', text: errorMessage(result.error, t, t('slip.failed')) });
      // A draw closed before this page noticed: ask for the draws open now, so the lines left on
      // the closed one offer to move.
      if (result.error instanceof ApiError && result.error.code === 'LOTTERY_ISSUE_CLOSED')
        void queryClient.invalidateQueries({ queryKey: [...LOTTERY_KEY, 'current'] });
    }
  }

  return (
    <section className={styles.slip} aria-labelledby="lottery-slip-title" data-testid="bet-slip">
      <h2 className={styles.slipTitle} id="lottery-slip-title">
        {t('slip.title')}
        {slip.lines.length ? <span className={styles.slipCount}>{slip.lines.length}</span> : null}
      </h2>
      {slip.lines.length === 0 ? (
        <p className={styles.cardMuted}>{t('slip.empty')}</p>
      ) : (
        <ul className={styles.slipLines}>
          {slip.lines.map((line) => (
            <SlipLineRow key={line.id} line={line} />
          ))}
        </ul>
      )}
      {slip.lines.length > 0 ? (
        <ChaseOptions
          gameCode={chaseGame}
          form={chaseForm}
          onChange={setChaseForm}
          baseMinor={base}
          highestMultiplier={highest}
        />
      ) : null}
      <div className={styles.slipTotal}>
        <span>{chaseOn ? t('chase.total') : t('slip.total')}</span>
        <strong data-testid="slip-total">{money(total)}</strong>
      </div>
      {outcome?.kind === 'error' ? (
        <p className={styles.fieldError} role="alert" data-testid="slip-error">
          {outcome.text}
        </p>
      ) : null}
      {outcome?.kind === 'login' ? (
        <div className={styles.loginPrompt} role="alert" data-testid="slip-login">
          <p>{t('slip.login')}</p>
          <Button size="sm" onClick={() => ui.openModal('login', 'stay')}>
            {t('slip.loginButton')}
          </Button>
        </div>
      ) : null}
      {outcome?.kind === 'success' ? (
        <p className={styles.success} role="status" data-testid="slip-success">
          {outcome.chaseNo
            ? t('chase.placed', { chaseNo: outcome.chaseNo, total: money(outcome.total) })
            : t('slip.placed', { slipNo: outcome.slipNo, total: money(outcome.total) })}
        </p>
      ) : null}
      <div className={styles.slipActions}>
        <Button
          block
          loading={pending}
          disabled={slip.lines.length === 0 || (chaseOn && !chaseCheck.ok)}
          onClick={() => void confirm()}
          data-testid="slip-confirm"
        >
          {chaseOn ? t('chase.confirm') : t('slip.confirm')}
        </Button>
        {slip.lines.length > 0 ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              slip.clear();
              setOutcome(null);
            }}
          >
            {t('slip.clear')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
