import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { useFlag } from '../../../hooks/use-permission';
import { ui } from '../../../hooks/use-ui-store';
import { useFreePlay } from '../hooks/use-free-play';
import styles from './auth-buttons.module.css';

function FreeDemoButton({ testId }: { testId: string }) {
  const { t } = useTranslation('shell');
  const { start, pending } = useFreePlay();
  return (
    <button
      type="button"
      className={clsx(styles.button, styles.demo)}
      onClick={() => void start()}
      disabled={pending}
      aria-busy={pending || undefined}
      data-testid={testId}
    >
      {t('header.freeDemo')}
    </button>
  );
}

/**
 * Log in (popup), Register (flag DIRECTREG3: the register popup) and Free demo (flag
 * FREE_PLAY: a trial account). On narrow phones the demo button leaves the header for the top
 * of the drawer.
 */
export function AuthButtons({ placement }: { placement: 'header' | 'drawer' }) {
  const { t } = useTranslation('shell');
  const canRegister = useFlag('DIRECTREG3');
  const freePlay = useFlag('FREE_PLAY');
  if (placement === 'drawer') {
    // Log in and Register stay in the header on phones; only the demo moves here.
    return freePlay ? (
      <div className={clsx(styles.group, styles.drawer)}>
        <FreeDemoButton testId="free-demo-drawer" />
      </div>
    ) : null;
  }
  return (
    <div className={clsx(styles.group, styles.header)}>
      {freePlay ? <FreeDemoButton testId="free-demo" /> : null}
      <button
        type="button"
        className={clsx(styles.button, styles.login)}
        onClick={() => ui.openModal('login')}
        data-testid="header-login"
      >
        {t('header.login')}
      </button>
      {canRegister ? (
        <button
          type="button"
          className={clsx(styles.button, styles.register)}
          onClick={() => ui.openModal('register')}
          data-testid="header-register"
        >
          {t('header.register')}
        </button>
      ) : null}
    </div>
  );
}
