import { useTranslation } from 'react-i18next';
import logoMark from '../../../assets/brand/logo-mark.svg';
import { usePermission } from '../../../hooks/use-permission';
import styles from './login-parts.module.css';

/**
 * Brand mark, title and lead above the register form. The title promises no amount: what a new
 * player gets is told by the brand's own new_player promotions (the slider below it).
 */
export function RegisterIntro({ headingLevel }: { headingLevel: 1 | 2 }) {
  const { t } = useTranslation('auth');
  const { brand } = usePermission();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className={styles.intro}>
      <span className={styles.mark}>
        <img src={logoMark} alt="" width={44} height={44} />
      </span>
      <Heading className={styles.title}>{t('register.title')}</Heading>
      <p className={styles.lead}>{t('register.lead', { brand: brand.name })}</p>
    </div>
  );
}
