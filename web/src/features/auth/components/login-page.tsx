import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import { paths } from '../../../config/paths';
import { useFlag } from '../../../hooks/use-permission';
import { LoginForm } from './login-form';
import { LoginIntro, RegisterPrompt } from './login-parts';
import styles from './login-page.module.css';

/** /login: the login-required guard's target; after logging in, back to where the visitor was going. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const navigate = useNavigate();
  const loginRequired = useFlag('LOGIN_REQUIRED_FOR_HOME');
  const from = (location.state as { from?: unknown } | null)?.from;
  const target = typeof from === 'string' && from !== paths.login ? from : null;

  return (
    <div className={styles.wrap} data-testid="login-page">
      <div className={styles.card}>
        <LoginIntro headingLevel={1} />
        {target ? (
          <p className={styles.notice} role="status" data-testid="login-required-notice">
            <Icon name="user" size={18} />
            {t(loginRequired ? 'page.membersOnly' : 'page.continue')}
          </p>
        ) : null}
        <LoginForm onSuccess={() => void navigate(target ?? paths.home, { replace: true })} />
        <RegisterPrompt />
      </div>
    </div>
  );
}
