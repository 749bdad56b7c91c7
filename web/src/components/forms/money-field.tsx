import { checkAmount, fromMinor, type AmountProblem } from '@sorte/contracts/common/money';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { z } from 'zod';
import { AmountField, type AmountFieldProps } from './amount-field';
import { useAmountProblemText } from './use-amount-problem-text';

/** Limits of an amount in minor units (e.g. `max`: the wallet's balance). */
export interface AmountLimits {
  min?: bigint;
  max?: bigint;
}

const PROBLEMS: readonly string[] = [
  'REQUIRED',
  'INVALID_FORMAT',
  'INVALID_VALUE',
  'TOO_LOW',
  'TOO_HIGH',
] satisfies AmountProblem[];
const isProblem = (text: string): text is AmountProblem => PROBLEMS.includes(text);

/**
 * The zod rule of a money amount (contracts' `checkAmount`: positive, at most two decimals,
 * within `limits`). Its issue message is the problem's code, which `MoneyField` translates.
 * `optional`: nothing typed passes too.
 */
export const amountRule = (limits: AmountLimits = {}, { optional = false } = {}) =>
  z.string().superRefine((value, ctx) => {
    if (optional && value.trim() === '') return;
    const checked = checkAmount(value, limits);
    if (!checked.ok) ctx.addIssue({ code: 'custom', message: checked.problem });
  });

export type MoneyFieldProps<T extends FieldValues> = Omit<
  AmountFieldProps,
  'value' | 'onChange' | 'error'
> & {
  control: Control<T>;
  name: FieldPath<T>;
  /** The limits of the form's `amountRule`, for the message ("at most R$ 10.00"). */
  limits?: AmountLimits;
  /** Runs on every edit (e.g. to clear a notice). */
  onEdit?(): void;
  /** The page's own text for a problem (default: the common amount texts). */
  describe?(problem: AmountProblem): string;
};

/**
 * A react-hook-form money amount: `AmountField` bound to the form, its `amountRule` problems
 * shown in the page's language; any other message (the server's, already translated) as it is.
 */
export function MoneyField<T extends FieldValues>({
  control,
  name,
  limits = {},
  onEdit,
  describe,
  ...props
}: MoneyFieldProps<T>) {
  const commonText = useAmountProblemText();
  const limit = (minor: bigint | undefined) => (minor === undefined ? undefined : fromMinor(minor));
  const problemText = (problem: AmountProblem) =>
    describe ? describe(problem) : commonText(problem, limit(limits.max), limit(limits.min));
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const message = fieldState.error?.message;
        return (
          <AmountField
            {...props}
            value={String(field.value ?? '')}
            onChange={(value) => {
              field.onChange(value);
              onEdit?.();
            }}
            error={message ? (isProblem(message) ? problemText(message) : message) : null}
          />
        );
      }}
    />
  );
}
