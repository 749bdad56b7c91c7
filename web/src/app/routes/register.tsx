import { lazy, Suspense } from 'react';
import { RegisterPage } from '../../features/auth/components/register-page';
import { RegisterPromoPlaceholder } from '../../features/promotions/components/register-promo-placeholder';

// The new_player promotions slider (features/promotions) loads in its own chunk.
const RegisterPromotions = lazy(
  () => import('../../features/promotions/components/register-promotions'),
);

/** /register and /register.html (banner w_reg from the layout). */
export default function RegisterRoute() {
  return (
    <RegisterPage
      promotions={
        <Suspense fallback={<RegisterPromoPlaceholder />}>
          <RegisterPromotions />
        </Suspense>
      }
    />
  );
}
