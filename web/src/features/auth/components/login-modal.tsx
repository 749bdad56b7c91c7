import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import { Modal } from '../../../components/ui/modal';
import { LoginForm } from './login-form';
import { LoginIntro, RegisterPrompt } from './login-parts';
import formStyles from '../../../components/forms/form.module.css';
import styles from './login-modal.module.css';

export interface LoginModalProps {
  open: boolean;
  onClose(): void;
  /**
   * 'passwordChanged': the modal reopened after a password change; 'stay': opened from a page that
   * keeps what the visitor did (the lottery slip), so a login stays on that page instead of going home.
   */
  note?: string;
}

/** The login popup, opened from the header's Log in button. */
export function LoginModal({ open, onClose, note }: LoginModalProps) {
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
        {note === 'passwordChanged' ? (
          <p className={formStyles.successNote} role="status" data-testid="password-changed-note">
            <Icon name="record" size={18} />
            <span>{t('password.changed')}</span>
          </p>
        ) : null}
        <LoginForm
          onSuccess={() => {
            onClose();
            if (note !== 'stay') void navigate('/');
          }}
        />
        <RegisterPrompt onNavigate={onClose} />
      </div>
    </Modal>
  );
}
