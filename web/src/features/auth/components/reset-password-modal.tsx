import { zodResolver } from '@hookform/resolvers/zod';
import type { LoginResult } from '@sorte/contracts/auth/session';
import { useId, useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { placeApiError } from '../../../components/forms/api-field-errors';
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
import {
  NEW_PASSWORD_SHAPE,
  NewPasswordFields,
  useNewPasswordCheck,
  type NewPasswordValues,
} from './new-password-fields';

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
  const [formError, setFormError] = useState<string | null>(null);
  const checkNewPassword = useNewPasswordCheck();
  const schema = useMemo(
    () => z.object(NEW_PASSWORD_SHAPE).superRefine(checkNewPassword),
    [checkNewPassword],
  );
  const form = useForm<NewPasswordValues>({
    resolver: zodResolver(schema),
    defaultValues: { newPassword: '', confirmNewPassword: '' },
  });

  const close = () => {
    session.remove(STORAGE_KEYS.resetToken);
    onClose();
  };

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result: LoginResult = await authApi.resetByToken({
        resetToken: token,
        newPassword: values.newPassword,
        confirmNewPassword: values.confirmNewPassword,
      });
      session.remove(STORAGE_KEYS.resetToken);
      await complete({ ...result, passwordExpired: false }, 'reset', () => {
        onClose();
        void navigate(paths.home);
      });
    } catch (error) {
      const message = errorText(error, t);
      if (!placeApiError(error, message, form.setError, ['newPassword'])) setFormError(message);
      // An unknown, used or expired link cannot work again: forget it (the modal offers a new one).
      if (error instanceof ApiError && error.fields?.resetToken)
        session.remove(STORAGE_KEYS.resetToken);
    }
  });

  return (
    <Modal
      open={open}
      onClose={close}
      title={t('auth:reset.title')}
      width={480}
      testId="reset-password-modal"
    >
      <FormProvider {...form}>
        <form className={styles.form} noValidate onSubmit={(e) => void submit(e)}>
          <p className={styles.label}>{t('auth:reset.lead')}</p>
          <FormError message={formError} testId="reset-error" />
          <NewPasswordFields
            id={uid}
            testIds={{ newPassword: 'reset-new-password', confirm: 'reset-confirm-password' }}
          />
          <Button
            type="submit"
            size="lg"
            block
            loading={form.formState.isSubmitting}
            data-testid="reset-submit"
          >
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
      </FormProvider>
    </Modal>
  );
}
