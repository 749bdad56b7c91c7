import { PromotionsPage } from '../../features/promotions/components/promotions-page';

/** /promotions (banner w_promotion from the layout). */
export default function PromotionsRoute() {
  return <PromotionsPage />;
}
