import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import logo from '../../../assets/brand/logo.svg';
import { ButtonLink } from '../../../components/ui/button-link';
import { Icon } from '../../../components/ui/icon';
import { paths } from '../../../config/paths';
import { useFlag, useModuleEnabled, usePermission } from '../../../hooks/use-permission';
import styles from './account-access-page.module.css';
import { CustomerServiceAction } from './customer-service-action';

export interface AccountAccessPageProps {
  variant: 'login' | 'register';
}

/**
 * /login (the login-required guard's target) and /register. The accounts issue puts the forms
 * here; until then the page offers what works today: customer service and the other page.
 */
export function AccountAccessPage({ variant }: AccountAccessPageProps) {
  const { t } = useTranslation(['pages', 'common']);
  const { brand } = usePermission();
  const location = useLocation();
  const loginRequired = useFlag('LOGIN_REQUIRED_FOR_HOME');
  const helpOn = useModuleEnabled('HELP');
  const from = (location.state as { from?: unknown } | null)?.from;
  const redirected = variant === 'login' && typeof from === 'string' && from !== paths.login;
  const isLogin = variant === 'login';

  return (
    <div className={styles.wrap} data-testid={`${variant}-page`}>
      <div className={styles.card}>
        {/* On /register the banner above already carries the brand. */}
        {isLogin ? (
          <img className={styles.logo} src={logo} alt={brand.name} width={168} height={44} />
        ) : null}
        <div className={styles.intro}>
          <h1 className={styles.title}>
            {t(isLogin ? 'pages:login.title' : 'pages:register.title')}
          </h1>
          <p className={styles.lead}>
            {t(isLogin ? 'pages:login.lead' : 'pages:register.lead', { brand: brand.name })}
          </p>
        </div>
        {redirected ? (
          <p className={styles.notice} role="status" data-testid="login-required-notice">
            <Icon name="user" size={18} />
            {t(loginRequired ? 'pages:login.membersOnly' : 'pages:login.continue')}
          </p>
        ) : null}
        <section className={styles.panel} aria-labelledby="account-help-title">
          <h2 id="account-help-title" className={styles.panelTitle}>
            {t(isLogin ? 'pages:login.helpTitle' : 'pages:register.helpTitle')}
          </h2>
          <p className={styles.panelText}>
            {t(isLogin ? 'pages:login.helpText' : 'pages:register.helpText')}
          </p>
          <CustomerServiceAction block />
        </section>
        <div className={styles.switch}>
          <span className={styles.switchText}>
            {t(isLogin ? 'pages:login.noAccount' : 'pages:register.haveAccount', {
              brand: brand.name,
            })}
          </span>
          <ButtonLink to={isLogin ? paths.register : paths.login} variant="secondary" block>
            {t(isLogin ? 'pages:login.toRegister' : 'pages:register.toLogin')}
          </ButtonLink>
        </div>
        <nav className={styles.links} aria-label={t('pages:account.moreLinks')}>
          <Link to={paths.home}>{t('common:actions.backHome')}</Link>
          {helpOn ? <Link to={paths.help}>{t('pages:account.terms')}</Link> : null}
        </nav>
      </div>
    </div>
  );
}
