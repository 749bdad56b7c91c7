import { useTranslation } from 'react-i18next';
import type { PromotionSummary } from '@sorte/contracts/promotions/routes';
import { formatPromoDate } from '../utils/promotion-format';

/** "22 Nov 2026 – 21 Jan 2027", "From …", "Until …" or "Always on". */
export function PromoPeriod({
  promotion,
  className,
  timeZone,
}: {
  promotion: Pick<PromotionSummary, 'startsAt' | 'endsAt'>;
  className?: string;
  timeZone?: string;
}) {
  const { t, i18n } = useTranslation('promotions');
  const f = (iso: string) => formatPromoDate(iso, i18n.language, timeZone);
  const { startsAt, endsAt } = promotion;
  let text: string;
  if (startsAt && endsAt) text = t('period.range', { start: f(startsAt), end: f(endsAt) });
  else if (startsAt) text = t('period.from', { start: f(startsAt) });
  else if (endsAt) text = t('period.until', { end: f(endsAt) });
  else text = t('period.always');
  return (
    <span className={className} data-testid="promo-period">
      {text}
    </span>
  );
}
