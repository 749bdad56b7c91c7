import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import styles from './form.module.css';
import { TextField } from './text-field';
import { useCountdown } from './use-countdown';

/** The client asks for at most one SMS code per second. */
export const SMS_CLIENT_THROTTLE_MS = 1000;

export interface SmsCodeFieldProps {
  id: string;
  label: string;
  placeholder?: string;
  value: string;
  onChange(value: string): void;
  error?: string | null;
  /**
   * Requests a code. Resolves the server's answer (the resend countdown is 60 s x
   * expiredMinutes), or null when the caller stopped before calling (it shows its own error,
   * e.g. an invalid mobile number). Rejections are shown under the field.
   */
  onSend(): Promise<{ expiredMinutes: number } | null>;
  testId?: string;
}

/** A verification-code input with its "send code" button and the resend countdown. */
export function SmsCodeField({
  id,
  label,
  placeholder,
  value,
  onChange,
  error,
  onSend,
  testId = 'sms-code',
}: SmsCodeFieldProps) {
  const { t } = useTranslation(['common', 'errors']);
  const [left, start] = useCountdown();
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const [sentOnce, setSentOnce] = useState(false);
  const lastRequest = useRef(0);

  const send = async () => {
    const now = Date.now();
    if (sending || left > 0 || now - lastRequest.current < SMS_CLIENT_THROTTLE_MS) return;
    lastRequest.current = now;
    setSending(true);
    setSendError(null);
    try {
      const sent = await onSend();
      if (sent) {
        setSentOnce(true);
        start(60 * Math.max(1, sent.expiredMinutes));
      }
    } catch (e) {
      setSendError(
        e instanceof ApiError && e.status > 0 && e.message
          ? e.message
          : t(`errors:codes.${e instanceof ApiError ? e.code : 'NETWORK_ERROR'}`, {
              defaultValue: t('common:form.sendFailed'),
            }),
      );
    } finally {
      setSending(false);
    }
  };

  return (
    <TextField
      id={id}
      label={label}
      value={value}
      onChange={onChange}
      error={error ?? sendError}
      hint={left > 0 ? t('common:form.codeSentHint') : undefined}
      placeholder={placeholder}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={16}
      testId={testId}
      after={
        <button
          type="button"
          className={styles.sendButton}
          onClick={() => void send()}
          disabled={sending || left > 0}
          aria-live="polite"
          data-testid={`${testId}-send`}
        >
          {left > 0
            ? t('common:form.codeSent', { seconds: left })
            : sending
              ? t('common:form.sending')
              : sentOnce
                ? t('common:form.resendCode')
                : t('common:form.sendCode')}
        </button>
      }
    />
  );
}
