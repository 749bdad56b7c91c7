import { useModuleEnabled } from '../../../hooks/use-permission';
import styles from './register-promo-placeholder.module.css';

/**
 * The box of the new_player slider (register page and popup) while its code, texts or list
 * load, when the promotions module is on: the slide's 5:2 frame and the dots' row, so the form
 * below does not move when the slider arrives.
 */
export function RegisterPromoPlaceholder() {
  const enabled = useModuleEnabled('PROMOTIONS');
  if (!enabled) return null;
  return (
    <div className={styles.root} aria-hidden="true" data-testid="register-promo-placeholder">
      <div className={styles.frame} />
      <div className={styles.dots} />
    </div>
  );
}
