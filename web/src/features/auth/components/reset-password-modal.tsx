import type { LoginResult } from '@sorte/contracts/auth/session';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormError } from '../../../components/forms/form-error';
import styles from '../../../components/forms/form.module.css';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { paths } from '../../../config/paths';
import { ui } from '../../../hooks/use-ui-store';
import { ApiError } from '../../../lib/api-client';
import { session, STORAGE_KEYS } from '../../../lib/storage';
import { authApi } from '../api/auth-api';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { errorText } from '../utils/error-text';
import authStyles from './login-form.module.css';
import { NewPasswordFields, useNewPassword } from './new-password-fields';

export interface ResetPasswordModalProps {
  open: boolean;
  onClose(): void;
}

/**
 * Set a new password from a reset mail's link (`?resetToken=`, kept in session storage at
 * start-up): new password and confirmation; success logs in and goes to /.
 */
export function ResetPasswordModal({ open, onClose }: ResetPasswordModalProps) {
  const { t } = useTranslation(['auth', 'validation', 'errors']);
  const uid = useId();
  const navigate = useNavigate();
  const { complete } = useCompleteLogin();
  const [token] = useState(() => session.get(STORAGE_KEYS.resetToken) ?? '');
  const newPassword = useNewPassword();
  const [errors, setErrors] = useState<{ newPassword?: string; confirmNewPassword?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const close = () => {
    session.remove(STORAGE_KEYS.resetToken);
    onClose();
  };

  const submit = async () => {
    const next = newPassword.check();
    setErrors(next);
    setFormError(null);
    if (Object.keys(next).length) return;
    setPending(true);
    try {
      const result: LoginResult = await authApi.resetByToken({
        resetToken: token,
        newPassword: newPassword.password,
        confirmNewPassword: newPassword.confirm,
      });
      session.remove(STORAGE_KEYS.resetToken);
      await complete({ ...result, passwordExpired: false }, 'reset', () => {
        onClose();
        void navigate(paths.home);
      });
    } catch (error) {
      const message = errorText(error, t);
      if (error instanceof ApiError && error.fields?.newPassword)
        setErrors({ newPassword: message });
      else setFormError(message);
      // An unknown, used or expired link cannot work again: forget it (the modal offers a new one).
      if (error instanceof ApiError && error.fields?.resetToken)
        session.remove(STORAGE_KEYS.resetToken);
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title={t('auth:reset.title')}
      width={480}
      testId="reset-password-modal"
    >
      <form
        className={styles.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <p className={styles.label}>{t('auth:reset.lead')}</p>
        <FormError message={formError} testId="reset-error" />
        <NewPasswordFields
          id={uid}
          state={newPassword}
          errors={errors}
          testIds={{ newPassword: 'reset-new-password', confirm: 'reset-confirm-password' }}
        />
        <Button type="submit" size="lg" block loading={pending} data-testid="reset-submit">
          {t('auth:reset.submit')}
        </Button>
        <button
          type="button"
          className={authStyles.forgot}
          onClick={() => {
            session.remove(STORAGE_KEYS.resetToken);
            ui.openModal('forgotPassword');
          }}
        >
          {t('auth:reset.newLink')}
        </button>
      </form>
    </Modal>
  );
}
