import { Suspense } from 'react';
import { useModuleEnabled } from '../../../hooks/use-permission';
import { RegisterPromoPlaceholder } from './register-promo-placeholder';
import { RegisterPromoSlider, type RegisterPromoSliderProps } from './register-promo-slider';

/**
 * What the register page and popup show above the form (composed in app/): the new_player
 * slider when the promotions module is on. Waits for its texts without holding up the form, in a
 * box of the slider's size.
 */
export default function RegisterPromotions(props: RegisterPromoSliderProps) {
  const enabled = useModuleEnabled('PROMOTIONS');
  if (!enabled) return null;
  return (
    <Suspense fallback={<RegisterPromoPlaceholder />}>
      <RegisterPromoSlider {...props} />
    </Suspense>
  );
}
