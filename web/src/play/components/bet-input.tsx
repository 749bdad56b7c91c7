import { useTranslation } from 'react-i18next';
import { fromCents, toCents } from '../format';
import styles from '../play.module.css';

interface Props {
  value: string;
  onChange: (value: string) => void;
  min: string;
  max: string;
  disabled?: boolean;
}

/** Stake editor: amount with ½ and 2× steps, clamped to the game's limits. */
export function BetInput({ value, onChange, min, max, disabled }: Props) {
  const { t } = useTranslation('play');
  const clamp = (cents: number) => fromCents(Math.min(Math.max(cents, toCents(min)), toCents(max)));
  const valid = /^\d{1,9}(\.\d{1,2})?$/.test(value);
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
          onBlur={() => valid && onChange(clamp(toCents(value)))}
        />
        <button
          type="button"
          disabled={disabled}
          onClick={() => onChange(clamp(Math.floor(toCents(value) / 2)))}
        >
          ½
        </button>
        <button
          type="button"
          disabled={disabled}
          onClick={() => onChange(clamp(toCents(value) * 2))}
        >
          2×
        </button>
      </div>
    </label>
  );
}

/** Normalises a typed stake to two decimals ("1" → "1.00"), or null when it is not a number. */
export function normaliseBet(value: string): string | null {
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(value)) return null;
  return fromCents(toCents(value));
}
