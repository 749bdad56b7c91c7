import { PromotionsPage } from '../../features/pages/components/promotions-page';

/** /promotions (banner w_promotion from the layout). */
export default function PromotionsRoute() {
  return <PromotionsPage />;
}
