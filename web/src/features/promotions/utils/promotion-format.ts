import { bcp47Of } from '@sorte/contracts/common/locale';
import { paths } from '../../../config/paths';
import type { PromotionStatus } from '@sorte/contracts/promotions/routes';
import { promotionCoverUrl } from '@sorte/contracts/system/first-view';

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A promotion date in the player's language and time zone ("22 Nov 2026"). */
export function formatPromoDate(iso: string, language: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const key = `${bcp47Of(language)}|${timeZone ?? ''}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(bcp47Of(language), { dateStyle: 'medium', timeZone });
    dateFormats.set(key, format);
  }
  return format.format(date);
}

/** The cover URL under the brand's image base (`/cdn` by default). */
export const coverUrl = promotionCoverUrl;

/** Badge tone per status (CSS class suffix). */
export const STATUS_TONE: Record<PromotionStatus, 'live' | 'soon' | 'closed'> = {
  join: 'live',
  coming_soon: 'soon',
  close: 'closed',
};

/** /promoDetail?id=… */
export const promoDetailHref = (id: string) => `${paths.promoDetail}?id=${encodeURIComponent(id)}`;
