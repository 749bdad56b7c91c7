import clsx from 'clsx';
import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../ui/icon';
import styles from './form.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string | null;
  /** Icon name (src/assets/icons) shown inside the control, before the input. */
  icon?: string;
  /** A password input with a show/hide toggle. */
  password?: boolean;
  /** Shown under the control when there is no error. */
  hint?: string;
  /** Extra content inside the control, before the input (country picker). */
  before?: ReactNode;
  /** Next to the control (send-code button, captcha image). */
  after?: ReactNode;
  testId?: string;
}

/** A labelled input with its error under it (aria-invalid + aria-describedby). */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  icon,
  password,
  hint,
  before,
  after,
  testId,
  type,
  ...rest
}: TextFieldProps) {
  const { t } = useTranslation('common');
  const [shown, setShown] = useState(false);
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  const control = (
    <div className={clsx(styles.control, error && styles.invalid, rest.readOnly && styles.readOnly)}>
      {before}
      {icon ? <Icon name={icon} size={18} className={styles.leading} /> : null}
      <input
        id={id}
        className={styles.input}
        type={password ? (shown ? 'text' : 'password') : (type ?? 'text')}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy}
        data-testid={testId}
        {...rest}
      />
      {rest.readOnly ? <Icon name="lock" size={16} className={styles.lockMark} /> : null}
      {password ? (
        <button
          type="button"
          className={styles.trailing}
          onClick={() => setShown((v) => !v)}
          aria-pressed={shown}
          aria-label={shown ? t('form.hidePassword') : t('form.showPassword')}
          title={shown ? t('form.hidePassword') : t('form.showPassword')}
        >
          <Icon name={shown ? 'eye-off' : 'eye'} size={18} />
        </button>
      ) : null}
    </div>
  );
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {after ? (
        <div className={styles.row}>
          {control}
          {after}
        </div>
      ) : (
        control
      )}
      {error ? (
        <p id={`${id}-error`} className={styles.fieldError} role="alert">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
