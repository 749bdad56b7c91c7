import { useTranslation } from 'react-i18next';
import { fromMinor, moneyInputToMinor } from '@sorte/contracts/common/money';
import styles from '../play.module.css';

interface Props {
  value: string;
  onChange: (value: string) => void;
  min: string;
  max: string;
  disabled?: boolean;
}

/** A stake as typed: up to 9 integer digits and 2 decimals. */
const isStake = (value: string) => /^\d{1,9}(\.\d{1,2})?$/.test(value);

/** Stake editor: amount with ½ and 2× steps, clamped to the game's limits. */
export function BetInput({ value, onChange, min, max, disabled }: Props) {
  const { t } = useTranslation('play');
  const clamp = (minor: bigint) => {
    const low = moneyInputToMinor(min);
    const high = moneyInputToMinor(max);
    return fromMinor(minor < low ? low : minor > high ? high : minor);
  };
  const valid = isStake(value);
  return (
    <label className={styles.field}>
      <span>{t('bet')}</span>
      <div className={styles.betRow}>
        <input
          inputMode="decimal"
          value={value}
          disabled={disabled}
          aria-label={t('bet')}
          aria-invalid={!valid}
          onChange={(e) => onChange(e.target.value.replace(',', '.'))}
          onBlur={() => valid && onChange(clamp(moneyInputToMinor(value)))}
        />
        <button
          type="button"
          disabled={disabled}
          onClick={() => onChange(clamp(valid ? moneyInputToMinor(value) / 2n : 0n))}
        >
          ½
        </button>
        <button
          type="button"
          disabled={disabled}
          onClick={() => onChange(clamp(valid ? moneyInputToMinor(value) * 2n : 0n))}
        >
          2×
        </button>
      </div>
    </label>
  );
}

/** Normalises a typed stake to two decimals ("1" → "1.00"), or null when it is not a number. */
export function normaliseBet(value: string): string | null {
  return isStake(value) ? fromMinor(moneyInputToMinor(value)) : null;
}
