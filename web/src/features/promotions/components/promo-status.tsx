import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import type { PromotionStatus } from '@sorte/contracts/promotions/routes';
import { STATUS_TONE } from '../utils/promotion-format';
import styles from './promotions.module.css';

/** The status of a content-only promotion: coming soon, running (join), closed. */
export function PromoStatus({ status, className }: { status: PromotionStatus; className?: string }) {
  const { t } = useTranslation('promotions');
  const tone = STATUS_TONE[status];
  return (
    <span
      className={clsx(styles.status, styles[`status-${tone}`], className)}
      data-testid="promo-status"
      data-status={status}
    >
      <span className={styles.statusDot} aria-hidden="true" />
      {t(`status.${status}`)}
    </span>
  );
}
