import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import styles from './cashier.module.css';

const TONE: Record<string, 'wait' | 'good' | 'bad' | 'neutral'> = {
  PENDING: 'wait',
  PENDING_REVIEW: 'wait',
  APPROVED: 'wait',
  PAID: 'good',
  FAILED: 'bad',
  REJECTED: 'bad',
  EXPIRED: 'neutral',
  CANCELLED: 'neutral',
};

/** A deposit order's or withdrawal's status as a coloured pill. */
export function StatusBadge({
  kind,
  status,
  testId,
}: {
  kind: 'deposit' | 'withdraw';
  status: string;
  testId?: string;
}) {
  const { t } = useTranslation('cashier');
  return (
    <span className={clsx(styles.badge, styles[TONE[status] ?? 'neutral'])} data-testid={testId}>
      {t(`status.${kind}.${status}`, { defaultValue: status })}
    </span>
  );
}
