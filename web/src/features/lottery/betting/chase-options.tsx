import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CHASE_PLAN_KINDS,
  MAX_LINE_MULTIPLIER,
  MIN_CHASE_ISSUES,
  chasePlanFits,
  chasePlanRows,
  type ChasePlan,
  type ChasePlanKind,
} from '@sorte/contracts/lottery/chase';
import { lotteryGame } from '@sorte/contracts/lottery/games';
import { upcomingIssues } from '@sorte/contracts/lottery/schedule';
import { currentIssueQueryOptions } from '../api/betting';
import { useMoney } from './parts';
import styles from './betting.module.css';

/** The chase form as typed (text fields stay text until checked). */
export interface ChaseForm {
  on: boolean;
  issues: string;
  kind: ChasePlanKind;
  start: string;
  every: string;
  step: string;
  winStop: boolean;
}

export const DEFAULT_CHASE: ChaseForm = {
  on: false,
  issues: '5',
  kind: 'fixed',
  start: '1',
  every: '2',
  step: '1',
  winStop: true,
};

const whole = (text: string) => (/^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : NaN);

export type ChaseCheck =
  | { ok: true; issues: number; plan: ChasePlan }
  | { ok: false; field: 'issues' | 'start' | 'every' | 'step' | 'plan'; max?: number };

/** Checks the form against the game's limit and the highest multiplier of the slip's bets. */
export function checkChase(
  form: ChaseForm,
  maxIssues: number,
  highestMultiplier: number,
): ChaseCheck {
  const issues = whole(form.issues);
  if (!(issues >= MIN_CHASE_ISSUES && issues <= maxIssues))
    return { ok: false, field: 'issues', max: maxIssues };
  const start = whole(form.start);
  if (!(start >= 1 && start <= MAX_LINE_MULTIPLIER)) return { ok: false, field: 'start' };
  let plan: ChasePlan = { kind: 'fixed', start };
  if (form.kind === 'double') {
    const every = whole(form.every);
    if (!(every >= 1 && every <= issues)) return { ok: false, field: 'every', max: issues };
    plan = { kind: 'double', start, every };
  } else if (form.kind === 'add') {
    const step = whole(form.step);
    if (!(step >= 0 && step <= MAX_LINE_MULTIPLIER)) return { ok: false, field: 'step' };
    plan = { kind: 'add', start, step };
  }
  if (!chasePlanFits(plan, issues, highestMultiplier))
    return { ok: false, field: 'plan', max: MAX_LINE_MULTIPLIER };
  return { ok: true, issues, plan };
}

/**
 * The slip's chase option: the same bets over the next issues of their game, with a multiplier
 * plan and the win stop; the plan table (issue, multiplier, stake, running total) shows what will
 * be debited before the player confirms. Offered when every bet of the slip is on one game.
 */
export function ChaseOptions({
  gameCode,
  form,
  onChange,
  baseMinor,
  highestMultiplier,
}: {
  gameCode: string | null;
  form: ChaseForm;
  onChange(next: ChaseForm): void;
  /** What one issue costs at factor 1 (the slip's total), minor units. */
  baseMinor: bigint;
  highestMultiplier: number;
}) {
  const { t } = useTranslation('lottery');
  const id = useId();
  const money = useMoney();
  const issue = useQuery({
    ...currentIssueQueryOptions(gameCode ?? ''),
    enabled: gameCode !== null,
  });
  const set = (patch: Partial<ChaseForm>) => onChange({ ...form, ...patch });

  if (gameCode === null) {
    return (
      <p className={styles.cardMuted} data-testid="chase-one-game">
        {t('chase.oneGame')}
      </p>
    );
  }
  const maxIssues = issue.data?.game.maxChaseIssues ?? MIN_CHASE_ISSUES;
  const check = checkChase(form, maxIssues, highestMultiplier);
  const current = issue.data?.current ?? null;
  const def = lotteryGame(gameCode);
  const rows = check.ok ? chasePlanRows(check.plan, check.issues, baseMinor) : [];
  const issueNos =
    check.ok && current && def
      ? [
          current.issueNo,
          ...upcomingIssues(def, new Date(current.drawAt), check.issues)
            .map((w) => w.issueNo)
            .filter((no) => no !== current.issueNo)
            .slice(0, check.issues - 1),
        ]
      : [];
  const error = check.ok
    ? null
    : t(`chase.invalid.${check.field}`, {
        min: MIN_CHASE_ISSUES,
        max: check.max ?? MAX_LINE_MULTIPLIER,
      });

  return (
    <fieldset className={styles.chase} data-testid="chase">
      <legend className="visually-hidden">{t('chase.title')}</legend>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={form.on}
          onChange={(e) => set({ on: e.target.checked })}
          data-testid="chase-on"
        />
        <span>
          <strong>{t('chase.title')}</strong>
          <span className={styles.cardMuted}> · {t('chase.hint', { max: maxIssues })}</span>
        </span>
      </label>
      {form.on ? (
        <>
          <div className={styles.chaseFields}>
            <label className={styles.field} htmlFor={`${id}-issues`}>
              <span className={styles.fieldLabel}>{t('chase.issues')}</span>
              <input
                id={`${id}-issues`}
                className={styles.input}
                inputMode="numeric"
                value={form.issues}
                aria-invalid={!check.ok && check.field === 'issues'}
                onChange={(e) => set({ issues: e.target.value })}
                data-testid="chase-issues"
              />
            </label>
            <label className={styles.field} htmlFor={`${id}-start`}>
              <span className={styles.fieldLabel}>{t('chase.start')}</span>
              <input
                id={`${id}-start`}
                className={styles.input}
                inputMode="numeric"
                value={form.start}
                aria-invalid={!check.ok && check.field === 'start'}
                onChange={(e) => set({ start: e.target.value })}
                data-testid="chase-start"
              />
            </label>
          </div>
          <div role="group" aria-label={t('chase.plan')} className={styles.playTypes}>
            {CHASE_PLAN_KINDS.map((kind) => (
              <button
                key={kind}
                type="button"
                className={clsx(styles.playType, kind === form.kind && styles.playTypeOn)}
                aria-pressed={kind === form.kind}
                onClick={() => set({ kind })}
                data-testid={`chase-kind-${kind}`}
              >
                {t(`chase.kinds.${kind}`)}
              </button>
            ))}
          </div>
          {form.kind === 'double' ? (
            <label className={styles.field} htmlFor={`${id}-every`}>
              <span className={styles.fieldLabel}>{t('chase.every')}</span>
              <input
                id={`${id}-every`}
                className={styles.input}
                inputMode="numeric"
                value={form.every}
                aria-invalid={!check.ok && check.field === 'every'}
                onChange={(e) => set({ every: e.target.value })}
                data-testid="chase-every"
              />
            </label>
          ) : null}
          {form.kind === 'add' ? (
            <label className={styles.field} htmlFor={`${id}-step`}>
              <span className={styles.fieldLabel}>{t('chase.step')}</span>
              <input
                id={`${id}-step`}
                className={styles.input}
                inputMode="numeric"
                value={form.step}
                aria-invalid={!check.ok && check.field === 'step'}
                onChange={(e) => set({ step: e.target.value })}
                data-testid="chase-step"
              />
            </label>
          ) : null}
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={form.winStop}
              onChange={(e) => set({ winStop: e.target.checked })}
              data-testid="chase-winstop"
            />
            <span>
              {t('chase.winStop')}
              <span className={styles.cardMuted}> · {t('chase.winStopHint')}</span>
            </span>
          </label>
          {error ? (
            <p className={styles.fieldError} role="alert" data-testid="chase-error">
              {error}
            </p>
          ) : (
            <div className={styles.chaseTableWrap}>
              <table className={styles.chaseTable} data-testid="chase-plan">
                <caption className="visually-hidden">{t('chase.planCaption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">
                      {t('chase.col.issue')} · {t('chase.col.multiplier')}
                    </th>
                    <th scope="col">{t('chase.col.stake')}</th>
                    <th scope="col">{t('chase.col.total')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.index}>
                      <td>
                        <span className={styles.chaseIssue}>
                          {issueNos[row.index] ?? `#${row.index + 1}`}
                        </span>{' '}
                        <span className={styles.chaseFactor}>×{row.factor}</span>
                      </td>
                      <td>{money(row.stakeMinor)}</td>
                      <td>{money(row.runningMinor)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      ) : null}
    </fieldset>
  );
}
