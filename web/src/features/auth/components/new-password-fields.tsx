import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/forms/text-field';
import { usePermission } from '../../../hooks/use-permission';
import { newPasswordErrors } from '../utils/new-password';

/** State of a new password + confirmation pair (see NewPasswordFields). */
export function useNewPassword() {
  const { t } = useTranslation(['auth', 'validation']);
  const permission = usePermission();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  return {
    password,
    setPassword,
    confirm,
    setConfirm,
    /** The pair's errors by the registration rule of `password` (empty when both are fine). */
    check: () => newPasswordErrors(t, permission.registration.rules.password, password, confirm),
  };
}

export type NewPasswordState = ReturnType<typeof useNewPassword>;

export interface NewPasswordFieldsProps {
  /** Prefix of the inputs' ids (`<id>-new`, `<id>-confirm`). */
  id: string;
  state: NewPasswordState;
  errors: { newPassword?: string | null; confirmNewPassword?: string | null };
  testIds: { newPassword: string; confirm: string };
}

/** The new password and its confirmation, both with a show/hide toggle. */
export function NewPasswordFields({ id, state, errors, testIds }: NewPasswordFieldsProps) {
  const { t } = useTranslation('auth');
  return (
    <>
      <TextField
        id={`${id}-new`}
        label={t('auth:password.new')}
        placeholder={`${t('auth:password.newPlaceholder')} *`}
        value={state.password}
        onChange={state.setPassword}
        error={errors.newPassword}
        password
        autoComplete="new-password"
        testId={testIds.newPassword}
      />
      <TextField
        id={`${id}-confirm`}
        label={t('auth:password.confirm')}
        placeholder={`${t('auth:password.confirmPlaceholder')} *`}
        value={state.confirm}
        onChange={state.setConfirm}
        error={errors.confirmNewPassword}
        password
        autoComplete="new-password"
        testId={testIds.confirm}
      />
    </>
  );
}
