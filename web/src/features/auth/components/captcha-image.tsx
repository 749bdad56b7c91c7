import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH } from '@sorte/contracts/auth/captcha';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import type { Captcha } from '../hooks/use-captcha';
import styles from '../../../components/forms/form.module.css';

/**
 * The captcha picture as a button with a refresh mark: one press loads a new one (at most once a
 * second) and calls `onReload` (the form clears the old answer; its other fields stay).
 */
export function CaptchaImage({ captcha, onReload }: { captcha: Captcha; onReload?(): void }) {
  const { t } = useTranslation('auth');
  return (
    <button
      type="button"
      className={styles.captchaImage}
      onClick={() => {
        onReload?.();
        void captcha.reload();
      }}
      // The name is the visible text while loading or failed (WCAG 2.5.3), the action once shown.
      aria-label={captcha.src ? t('form.reloadCaptcha') : undefined}
      aria-busy={!captcha.src && !captcha.failed}
      title={t('form.reloadCaptcha')}
      data-testid="captcha-image"
    >
      {captcha.src ? (
        <>
          <img
            src={captcha.src}
            alt={t('form.captchaImage')}
            width={CAPTCHA_WIDTH}
            height={CAPTCHA_HEIGHT}
          />
          <span className={styles.captchaRefresh} aria-hidden="true">
            <Icon name="refresh" size={14} />
          </span>
        </>
      ) : captcha.failed ? (
        <span className={styles.captchaFallback}>
          <Icon name="refresh" size={16} />
          {t('form.captchaLoadFailed')}
        </span>
      ) : (
        <span className={styles.captchaFallback}>{t('form.captchaLoading')}</span>
      )}
    </button>
  );
}
