import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import logoMark from '../../../assets/brand/logo-mark.svg';
import { paths } from '../../../config/paths';
import { useFlag, usePermission } from '../../../hooks/use-permission';
import styles from './login-parts.module.css';

/** Brand mark, title and lead above the login form. */
export function LoginIntro({ headingLevel }: { headingLevel: 1 | 2 }) {
  const { t } = useTranslation('auth');
  const { brand } = usePermission();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className={styles.intro}>
      <span className={styles.mark}>
        <img src={logoMark} alt="" width={44} height={44} />
      </span>
      <Heading className={styles.title}>
        {t(headingLevel === 1 ? 'page.title' : 'modal.title')}
      </Heading>
      <p className={styles.lead}>{t('intro.lead', { brand: brand.name })}</p>
    </div>
  );
}

/** "New to Sorte? Create an account" — only while registration is open (flag DIRECTREG3). */
export function RegisterPrompt({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('auth');
  const { brand } = usePermission();
  const canRegister = useFlag('DIRECTREG3');
  if (!canRegister) return null;
  return (
    <p className={styles.register}>
      <span>{t('intro.noAccount', { brand: brand.name })}</span>{' '}
      <Link to={paths.register} className={styles.registerLink} onClick={onNavigate}>
        {t('intro.toRegister')}
      </Link>
    </p>
  );
}
