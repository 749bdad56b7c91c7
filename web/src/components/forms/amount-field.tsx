import type { ReactNode } from 'react';
import styles from './amount-field.module.css';
import { TextField } from './text-field';

export interface AmountFieldProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  currencySymbol: string;
  error?: string | null;
  hint?: string;
  placeholder?: string;
  /** Next to the input (an "All" button). */
  after?: ReactNode;
  disabled?: boolean;
  testId?: string;
}

/**
 * A money amount: decimal keyboard on phones, the currency symbol inside the control, and only
 * digits and one separator kept as the player types (a comma becomes a point).
 */
export function AmountField({ currencySymbol, onChange, ...rest }: AmountFieldProps) {
  return (
    <TextField
      {...rest}
      inputMode="decimal"
      autoComplete="off"
      spellCheck={false}
      maxLength={16}
      onChange={(raw) => onChange(raw.replace(',', '.').replace(/[^\d.]/g, ''))}
      before={<span className={styles.symbol}>{currencySymbol}</span>}
    />
  );
}
