import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFlag } from '../../../hooks/use-permission';
import { ui } from '../../../hooks/use-ui-store';
import { paths } from '../../../config/paths';
import styles from './auth-buttons.module.css';

/** Where the visitor links go (Log in opens the login popup instead). */
export const AUTH_HREFS = {
  login: paths.login,
  register: paths.register,
  freeDemo: `${paths.login}?mode=freeplay`,
} as const;

/**
 * Log in, Register (flag DIRECTREG3) and Free demo (flag FREE_PLAY). On narrow phones the demo
 * button leaves the header for the top of the drawer.
 */
export function AuthButtons({ placement }: { placement: 'header' | 'drawer' }) {
  const { t } = useTranslation('shell');
  const canRegister = useFlag('DIRECTREG3');
  const freePlay = useFlag('FREE_PLAY');
  if (placement === 'drawer') {
    // Log in and Register stay in the header on phones; only the demo moves here.
    return freePlay ? (
      <div className={clsx(styles.group, styles.drawer)}>
        <Link to={AUTH_HREFS.freeDemo} className={clsx(styles.button, styles.demo)}>
          {t('header.freeDemo')}
        </Link>
      </div>
    ) : null;
  }
  return (
    <div className={clsx(styles.group, styles.header)}>
      {freePlay ? (
        <Link to={AUTH_HREFS.freeDemo} className={clsx(styles.button, styles.demo)}>
          {t('header.freeDemo')}
        </Link>
      ) : null}
      <button
        type="button"
        className={clsx(styles.button, styles.login)}
        onClick={() => ui.openModal('login')}
      >
        {t('header.login')}
      </button>
      {canRegister ? (
        <Link to={AUTH_HREFS.register} className={clsx(styles.button, styles.register)}>
          {t('header.register')}
        </Link>
      ) : null}
    </div>
  );
}
