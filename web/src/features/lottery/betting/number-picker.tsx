import clsx from 'clsx';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  parseNumberPaste,
  quickPick,
  type PasteProblem,
  type QuickPick,
} from '@sorte/contracts/lottery/paste';
import { numberDigits, selectionValues, type PlayType } from '@sorte/contracts/lottery/rules';
import styles from './betting.module.css';

const QUICK: readonly Exclude<QuickPick, 'HEAD' | 'TAIL'>[] = [
  'EVEN',
  'ODD',
  'BIG',
  'SMALL',
  'DOUBLES',
];
const DIGITS = Array.from({ length: 10 }, (_, d) => d);
const WORDS = new Set(['BIG', 'SMALL', 'ODD', 'EVEN', 'ANY']);

export interface NumberPickerProps {
  playType: PlayType;
  selected: readonly string[];
  onChange(next: string[]): void;
}

/**
 * Picks the numbers of a bet: a grid of the play type's values (00-99; 000-999 a hundred at a
 * time; the words and sums of 5D and 3 dice), quick picks over 00-99, and a box for pasted numbers
 * that points out what it could not take.
 */
export function NumberPicker({ playType, selected, onChange }: NumberPickerProps) {
  const { t } = useTranslation('lottery');
  const digits = numberDigits(playType);
  const [hundred, setHundred] = useState(0);
  const all = selectionValues(playType);
  const values = digits === 3 ? all.filter((v) => v[0] === String(hundred)) : all;
  const chosen = new Set(selected);
  const toggle = (value: string) =>
    onChange(chosen.has(value) ? selected.filter((v) => v !== value) : [...selected, value]);
  const addAll = (values: readonly string[]) =>
    onChange([...selected, ...values.filter((v) => !chosen.has(v))]);
  const words = all.some((v) => WORDS.has(v));

  return (
    <div className={styles.picker}>
      {digits === 3 ? (
        <div role="group" aria-label={t('picker.hundreds')} className={styles.hundreds}>
          {DIGITS.map((d) => {
            const count = selected.filter((v) => v[0] === String(d)).length;
            return (
              <button
                key={d}
                type="button"
                className={clsx(styles.hundred, d === hundred && styles.hundredOn)}
                aria-pressed={d === hundred}
                onClick={() => setHundred(d)}
              >
                {d}xx{count ? <span className={styles.hundredCount}>{count}</span> : null}
              </button>
            );
          })}
        </div>
      ) : null}
      <div
        role="group"
        aria-label={t('picker.grid')}
        className={clsx(
          styles.grid,
          words && styles.gridWords,
          all.length <= 10 && styles.gridSmall,
        )}
        data-testid="number-grid"
      >
        {values.map((value) => (
          <button
            key={value}
            type="button"
            className={clsx(styles.cell, chosen.has(value) && styles.cellOn)}
            aria-pressed={chosen.has(value)}
            onClick={() => toggle(value)}
          >
            {WORDS.has(value) ? t(`selections.${value}`) : value}
          </button>
        ))}
      </div>
      {digits === 2 ? <QuickPicks onPick={addAll} onClear={() => onChange([])} /> : null}
      {digits !== 2 && selected.length > 0 ? (
        <div className={styles.quick}>
          <button type="button" className={styles.quickButton} onClick={() => onChange([])}>
            {t('quick.CLEAR')}
          </button>
        </div>
      ) : null}
      {digits ? <PasteBox digits={digits} onAdd={addAll} /> : null}
    </div>
  );
}

function QuickPicks({ onPick, onClear }: { onPick(values: string[]): void; onClear(): void }) {
  const { t } = useTranslation('lottery');
  const [head, setHead] = useState('');
  const [tail, setTail] = useState('');
  const id = useId();
  return (
    <div role="group" aria-label={t('quick.label')} className={styles.quick}>
      {QUICK.map((kind) => (
        <button
          key={kind}
          type="button"
          className={styles.quickButton}
          onClick={() => onPick(quickPick(kind))}
        >
          {t(`quick.${kind}`)}
        </button>
      ))}
      <label className={styles.quickSelect} htmlFor={`${id}-head`}>
        <span>{t('quick.HEAD')}</span>
        <select
          id={`${id}-head`}
          value={head}
          onChange={(e) => {
            setHead('');
            if (e.target.value !== '') onPick(quickPick('HEAD', Number(e.target.value)));
          }}
        >
          <option value="">–</option>
          {DIGITS.map((d) => (
            <option key={d} value={d}>
              {d}x
            </option>
          ))}
        </select>
      </label>
      <label className={styles.quickSelect} htmlFor={`${id}-tail`}>
        <span>{t('quick.TAIL')}</span>
        <select
          id={`${id}-tail`}
          value={tail}
          onChange={(e) => {
            setTail('');
            if (e.target.value !== '') onPick(quickPick('TAIL', Number(e.target.value)));
          }}
        >
          <option value="">–</option>
          {DIGITS.map((d) => (
            <option key={d} value={d}>
              x{d}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className={clsx(styles.quickButton, styles.quickClear)}
        onClick={onClear}
      >
        {t('quick.CLEAR')}
      </button>
    </div>
  );
}

/** The input with its problems marked, as segments of plain and marked text. */
function marked(input: string, problems: readonly PasteProblem[]) {
  const parts: { text: string; problem?: PasteProblem }[] = [];
  let at = 0;
  for (const problem of problems) {
    if (problem.start > at) parts.push({ text: input.slice(at, problem.start) });
    parts.push({ text: input.slice(problem.start, problem.end), problem });
    at = problem.end;
  }
  if (at < input.length) parts.push({ text: input.slice(at) });
  return parts;
}

function PasteBox({ digits, onAdd }: { digits: number; onAdd(values: string[]): void }) {
  const { t } = useTranslation('lottery');
  const id = useId();
  const [text, setText] = useState('');
  const parsed = parseNumberPaste(text, digits);
  const reason = (p: PasteProblem) => t(`paste.${p.reason}`, { text: p.text, digits });
  return (
    <div className={styles.paste}>
      <label htmlFor={id} className={styles.fieldLabel}>
        {t('paste.label', { digits })}
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        rows={2}
        value={text}
        placeholder={t('paste.placeholder', {
          example: digits === 1 ? '1 5 7' : digits === 2 ? '12 34, 56; 78' : '123 456 789',
        })}
        aria-describedby={parsed.invalid.length ? `${id}-problems` : undefined}
        aria-invalid={parsed.invalid.length > 0 || undefined}
        onChange={(e) => setText(e.target.value)}
      />
      {parsed.invalid.length > 0 ? (
        <div id={`${id}-problems`} className={styles.pasteProblems} data-testid="paste-problems">
          <p className={styles.pastePreview} aria-hidden="true">
            {marked(text, parsed.invalid).map((part, i) =>
              part.problem ? (
                <mark key={i} title={reason(part.problem)}>
                  {part.text}
                </mark>
              ) : (
                <span key={i}>{part.text}</span>
              ),
            )}
          </p>
          <ul>
            {parsed.invalid.map((p) => (
              <li key={`${p.start}`}>{reason(p)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <button
        type="button"
        className={styles.quickButton}
        disabled={parsed.numbers.length === 0}
        onClick={() => {
          onAdd(parsed.numbers);
          setText(parsed.invalid.map((p) => p.text).join(' '));
        }}
      >
        {t('paste.add', { count: parsed.numbers.length })}
      </button>
    </div>
  );
}
