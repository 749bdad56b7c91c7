import type { RebateRates } from '@sorte/contracts/agent/agent';
import { bpToPercent, percentToBp } from '@sorte/contracts/common/money';
import { GAME_TYPES, type GameType } from '@sorte/contracts/system/constants';
import type { TFunction } from 'i18next';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import styles from './agent-centre.module.css';

const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;
/** A rate as typed, in % (empty is 0): at most two decimals, 0 to 100. */
const rateText = (text: string) => text.trim() || '0';

/** Rebate rates as typed, one text in % per game type. */
export type RateValues = Record<GameType, string>;

/** Each game type's rate: a percentage from 0 to 100 with at most two decimals (empty: 0). */
export const RateValuesSchema = z.object(
  Object.fromEntries(
    GAME_TYPES.map((g) => [
      g,
      z.string().refine((text) => {
        const rate = rateText(text);
        return PERCENT.test(rate) && percentToBp(rate) <= 10_000;
      }, 'rateInvalid'),
    ]),
  ) as Record<GameType, z.ZodString>,
);

/** The typed rates in basis points, as the API takes them. */
export const ratesOf = (values: RateValues): RebateRates =>
  Object.fromEntries(GAME_TYPES.map((g) => [g, percentToBp(rateText(values[g]))]));

/** Rates in % for the form, from basis points (missing: empty). */
export const rateValuesOf = (rates?: RebateRates): RateValues =>
  Object.fromEntries(
    GAME_TYPES.map((g) => [g, rates ? bpToPercent(rates[g] ?? 0) : '']),
  ) as RateValues;

/** The first game type (in the list's order) whose rate is wrong, as the form's one error text. */
export function rateProblem(errors: FieldErrors<RateValues>, t: TFunction): string | null {
  const wrong = GAME_TYPES.find((g) => errors[g]);
  return wrong ? t('agent:downlines.rateInvalid', { type: t(`shell:categories.${wrong}`) }) : null;
}

export interface RebateRatesFieldsProps {
  register: UseFormRegister<RateValues>;
  errors: FieldErrors<RateValues>;
  /** Prefix of the note ids (`<id>-<type>-max`). */
  id: string;
  /** The note under a game type's input (the agent's own rate), if any. */
  note?(type: GameType): string | null;
  placeholder?: string;
  /** The inputs' test ids: `<testId>-<type>`. */
  testId: string;
}

/** One percentage input per game type, each with its note (the ceiling: the agent's own rate). */
export function RebateRatesFields({
  register,
  errors,
  id,
  note,
  placeholder,
  testId,
}: RebateRatesFieldsProps) {
  const { t } = useTranslation(['agent', 'shell']);
  return (
    <div className={styles.rates}>
      {GAME_TYPES.map((g) => {
        const text = note?.(g) ?? null;
        return (
          <label key={g} className={styles.field}>
            <span>{t(`shell:categories.${g}`)}</span>
            <span className={styles.rateInput}>
              <input
                className={styles.input}
                inputMode="decimal"
                placeholder={placeholder}
                aria-invalid={Boolean(errors[g])}
                aria-describedby={text ? `${id}-${g}-max` : undefined}
                data-testid={`${testId}-${g}`}
                {...register(g)}
              />
              %
            </span>
            {text ? (
              <span id={`${id}-${g}-max`} className={styles.sub}>
                {text}
              </span>
            ) : null}
          </label>
        );
      })}
    </div>
  );
}
