import { useTranslation } from 'react-i18next';
import logoMark from '../../../assets/brand/logo-mark.svg';
import { usePermission } from '../../../hooks/use-permission';
import { REGISTER_TITLE_AMOUNT } from './register-form';
import styles from './login-parts.module.css';

/** Brand mark, title (1000VND placeholder amount) and lead above the register form. */
export function RegisterIntro({ headingLevel }: { headingLevel: 1 | 2 }) {
  const { t } = useTranslation('auth');
  const { brand } = usePermission();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className={styles.intro}>
      <span className={styles.mark}>
        <img src={logoMark} alt="" width={44} height={44} />
      </span>
      <Heading className={styles.title}>
        {t('register.title', { amount: REGISTER_TITLE_AMOUNT })}
      </Heading>
      <p className={styles.lead}>{t('register.lead', { brand: brand.name })}</p>
    </div>
  );
}
