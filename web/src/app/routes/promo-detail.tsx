import { PromoDetailPage } from '../../features/promotions/components/promo-detail-page';

/** /promoDetail?id=… */
export default function PromoDetailRoute() {
  return <PromoDetailPage />;
}
