import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon';
import styles from './copy-button.module.css';

/**
 * Copies `value` to the clipboard; says "Copied" for two seconds (or that it failed). `compact`
 * shows only the icon until then (for table cells); the name and the confirmation stay the same.
 */
export function CopyButton({
  value,
  label,
  testId,
  compact,
}: {
  value: string;
  label: string;
  testId?: string;
  compact?: boolean;
}) {
  const { t } = useTranslation('common');
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <button
      type="button"
      className={compact ? `${styles.copy} ${styles.compact}` : styles.copy}
      onClick={() => void copy()}
      aria-label={t('copy.label', { what: label })}
      data-testid={testId}
    >
      <Icon name={state === 'copied' ? 'check' : 'copy'} size={16} />
      <span aria-live="polite" className={compact && state === 'idle' ? 'visually-hidden' : undefined}>
        {state === 'copied'
          ? t('copy.done')
          : state === 'failed'
            ? t('copy.failed')
            : t('copy.action')}
      </span>
    </button>
  );
}
