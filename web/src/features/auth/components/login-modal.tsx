import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Modal } from '../../../components/ui/modal';
import { LoginForm } from './login-form';
import { LoginIntro, RegisterPrompt } from './login-parts';
import styles from './login-modal.module.css';

export interface LoginModalProps {
  open: boolean;
  onClose(): void;
}

/** The login popup (SPEC.md section 2), opened from the header's Log in button. */
export function LoginModal({ open, onClose }: LoginModalProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return (
    <Modal
      open={open}
      onClose={onClose}
      label={t('modal.label')}
      testId="login-modal"
      className={styles.modal}
      bodyClassName={styles.body}
    >
      <div className={styles.content}>
        <LoginIntro headingLevel={2} />
        <LoginForm
          onSuccess={() => {
            onClose();
            void navigate('/');
          }}
        />
        <RegisterPrompt onNavigate={onClose} />
      </div>
    </Modal>
  );
}
