import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import { paths } from '../../../config/paths';
import { RegisterForm } from './register-form';
import { RegisterIntro } from './register-intro';
import styles from './login-page.module.css';

/**
 * /register and /register.html: the registration form as a page (with a reset button).
 * `promotions`: the new_player promotions slider, composed in app/.
 */
export function RegisterPage({ promotions }: { promotions?: ReactNode }) {
  const { t } = useTranslation('auth');
  return (
    <div className={styles.wrap} data-testid="register-page">
      <div className={styles.card}>
        <Link to={paths.home} className={styles.back} data-testid="register-back-home">
          <Icon name="chevron-right" size={16} className={styles.backIcon} />
          {t('register.backHome')}
        </Link>
        <RegisterIntro headingLevel={1} />
        {promotions}
        <RegisterForm variant="page" />
      </div>
    </div>
  );
}
