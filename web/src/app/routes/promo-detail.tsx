import { PromoDetailPage } from '../../features/pages/components/promo-detail-page';

/** /promoDetail?id=… */
export default function PromoDetailRoute() {
  return <PromoDetailPage />;
}
