import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { useInstallState } from '../../../hooks/use-install-state';
import { promptInstall } from '../../../lib/install-prompt';
import { InstallSteps } from './install-steps';
import styles from './download.module.css';

/**
 * How to get the lite app here: the browser's install prompt when it offers one, "installed"
 * when this is the installed app (or was just installed), Safari's "Add to Home Screen" steps on
 * iPhone and iPad, else the manual steps for a phone's browser.
 */
export function LiteAppInstall({ brand }: { brand: string }) {
  const { t } = useTranslation('download');
  const state = useInstallState();
  const [asking, setAsking] = useState(false);
  if (state === 'installed') {
    return (
      <p className={styles.installed} role="status" data-testid="lite-installed">
        <Icon name="check" size={18} />
        {t('lite.installed', { brand })}
      </p>
    );
  }
  if (state === 'available') {
    return (
      <div className={styles.installBox} data-testid="lite-install">
        <p className={styles.muted}>{t('lite.installHint', { brand })}</p>
        <button
          type="button"
          className={styles.button}
          disabled={asking}
          onClick={() => {
            setAsking(true);
            void promptInstall().finally(() => setAsking(false));
          }}
          data-testid="lite-install-button"
        >
          <Icon name="download" size={18} />
          {t('lite.install', { brand })}
        </button>
      </div>
    );
  }
  const ios = state === 'ios';
  return (
    <div className={styles.installBox} data-testid={ios ? 'lite-ios' : 'lite-manual'}>
      <p className={styles.muted}>{t(ios ? 'lite.iosHint' : 'lite.manualHint', { brand })}</p>
      <InstallSteps platform={ios ? 'liteIos' : 'lite'} />
    </div>
  );
}
