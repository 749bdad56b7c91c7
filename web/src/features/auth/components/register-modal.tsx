import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Modal } from '../../../components/ui/modal';
import { paths } from '../../../config/paths';
import { RegisterForm } from './register-form';
import { RegisterIntro } from './register-intro';
import modalStyles from './login-modal.module.css';
import styles from './login-page.module.css';

export interface RegisterModalProps {
  open: boolean;
  onClose(): void;
  /** The new_player promotions slider, composed in app/. */
  promotions?: ReactNode;
}

/** The register popup, opened from the header's Register button. */
export function RegisterModal({ open, onClose, promotions }: RegisterModalProps) {
  const { t } = useTranslation('auth');
  return (
    <Modal
      open={open}
      onClose={onClose}
      label={t('register.modalLabel')}
      testId="register-modal"
      className={modalStyles.modal}
      bodyClassName={modalStyles.body}
    >
      <div className={modalStyles.content}>
        <RegisterIntro headingLevel={2} />
        {promotions}
        <RegisterForm variant="popup" onClose={onClose} />
        <Link
          to={paths.home}
          className={styles.homeLink}
          onClick={onClose}
          data-testid="register-back-home"
        >
          {t('register.backHome')}
        </Link>
      </div>
    </Modal>
  );
}
