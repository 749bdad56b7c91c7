import type { MemberInfo } from '@sorte/contracts/auth/session';
import { AUTH_ROUTES } from '@sorte/contracts/auth/routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/forms/form-error';
import formStyles from '../../../components/forms/form.module.css';
import { TextField } from '../../../components/forms/text-field';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { useFlag } from '../../../hooks/use-permission';
import { ui } from '../../../hooks/use-ui-store';
import { api, ApiError } from '../../../lib/api-client';
import { sessionToken } from '../../../lib/session-token';
import { authApi, MEMBER_INFO_QUERY_KEY, MEMBER_QUERY_KEY } from '../api/auth-api';
import { errorText } from '../utils/error-text';
import authStyles from './login-form.module.css';
import { NewPasswordFields, useNewPassword } from './new-password-fields';

export interface ChangePasswordModalProps {
  open: boolean;
  onClose(): void;
  /** Opened after a login with the default or an expired password. */
  forced?: boolean;
}

type Errors = { oldPassword?: string; newPassword?: string; confirmNewPassword?: string };

/**
 * Change password (modal): old password (only when the account has one), new and
 * confirmation. Afterwards the session ends (the server ended the others) and the login popup
 * opens again with a note. Forced after a default/expired-password login: with flag
 * FORCE_PASSWORD_CHANGE it cannot be dismissed, only completed or left by signing out.
 */
export function ChangePasswordModal({ open, onClose, forced = false }: ChangePasswordModalProps) {
  const { t } = useTranslation(['auth', 'validation', 'common', 'errors']);
  const tt = t as TFunction;
  const uid = useId();
  const queryClient = useQueryClient();
  const forceFlag = useFlag('FORCE_PASSWORD_CHANGE');
  const locked = forced && forceFlag;
  const member = useQuery({
    queryKey: MEMBER_INFO_QUERY_KEY,
    queryFn: ({ signal }) => api.call<MemberInfo>(AUTH_ROUTES.memberInfo, { signal }),
    staleTime: 60_000,
  });
  const [oldPassword, setOld] = useState('');
  const newPassword = useNewPassword();
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const needsOld = member.data?.hasPassword ?? true;

  const endSession = async (note?: string) => {
    try {
      await authApi.logout();
    } catch {
      // Already ended on the server: forget it locally all the same.
    }
    sessionToken.clear();
    queryClient.removeQueries({ queryKey: MEMBER_QUERY_KEY });
    if (note) ui.openModal('login', note);
    else onClose();
  };

  const submit = async () => {
    const next: Errors = newPassword.check();
    if (needsOld && !oldPassword)
      next.oldPassword = tt('validation:required', { field: t('auth:password.old') });
    setErrors(next);
    setFormError(null);
    if (Object.keys(next).length) return;
    setPending(true);
    try {
      await authApi.changePassword({
        ...(needsOld ? { oldPassword } : {}),
        newPassword: newPassword.password,
        confirmNewPassword: newPassword.confirm,
      });
      await endSession('passwordChanged');
    } catch (error) {
      const message = errorText(error, t);
      const fields = error instanceof ApiError ? Object.keys(error.fields ?? {}) : [];
      const placed = (['oldPassword', 'newPassword', 'confirmNewPassword'] as const).filter((f) =>
        fields.includes(f),
      );
      if (placed.length) setErrors(Object.fromEntries(placed.map((f) => [f, message])));
      else setFormError(message);
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('auth:password.title')}
      dismissible={!locked}
      showClose={!locked}
      width={480}
      testId="change-password-modal"
    >
      {member.isPending ? (
        <Spinner label={t('common:status.loading')} />
      ) : (
        <form
          className={formStyles.form}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          {forced ? (
            <p className={authStyles.notice} role="status" data-testid="password-expired-note">
              <Icon name="announcement" size={18} />
              <span>{t('auth:password.expired')}</span>
            </p>
          ) : null}
          <FormError message={formError} testId="change-password-error" />
          {needsOld ? (
            <TextField
              id={`${uid}-old`}
              label={t('auth:password.old')}
              placeholder={`${t('auth:password.oldPlaceholder')} *`}
              value={oldPassword}
              onChange={setOld}
              error={errors.oldPassword}
              password
              autoComplete="current-password"
              testId="old-password"
            />
          ) : null}
          <NewPasswordFields
            id={uid}
            state={newPassword}
            errors={errors}
            testIds={{ newPassword: 'new-password', confirm: 'confirm-password' }}
          />
          <Button
            type="submit"
            size="lg"
            block
            loading={pending}
            data-testid="change-password-submit"
          >
            {t('auth:password.submit')}
          </Button>
          {locked ? (
            <Button
              variant="ghost"
              block
              onClick={() => void endSession()}
              data-testid="change-password-logout"
            >
              {t('auth:password.signOut')}
            </Button>
          ) : null}
        </form>
      )}
    </Modal>
  );
}
