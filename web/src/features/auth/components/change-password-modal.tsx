import type { MemberInfo } from '@sorte/contracts/auth/session';
import { AUTH_ROUTES } from '@sorte/contracts/auth/routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import { useId, useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { placeApiError } from '../../../components/forms/api-field-errors';
import { FormError } from '../../../components/forms/form-error';
import formStyles from '../../../components/forms/form.module.css';
import { FormTextField } from '../../../components/forms/form-text-field';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { useFlag } from '../../../hooks/use-permission';
import { ui } from '../../../hooks/use-ui-store';
import { api } from '../../../lib/api-client';
import { sessionToken } from '../../../lib/session-token';
import { authApi, MEMBER_INFO_QUERY_KEY, MEMBER_QUERY_KEY } from '../api/auth-api';
import { errorText } from '../utils/error-text';
import authStyles from './login-form.module.css';
import {
  NEW_PASSWORD_SHAPE,
  NewPasswordFields,
  useNewPasswordCheck,
  type NewPasswordValues,
} from './new-password-fields';

export interface ChangePasswordModalProps {
  open: boolean;
  onClose(): void;
  /** Opened after a login with the default or an expired password. */
  forced?: boolean;
}

type Values = NewPasswordValues & { oldPassword: string };

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
  const [formError, setFormError] = useState<string | null>(null);
  const needsOld = member.data?.hasPassword ?? true;
  const checkNewPassword = useNewPasswordCheck();
  const schema = useMemo(
    () =>
      z.object({ oldPassword: z.string(), ...NEW_PASSWORD_SHAPE }).superRefine((values, ctx) => {
        if (needsOld && !values.oldPassword)
          ctx.addIssue({
            code: 'custom',
            path: ['oldPassword'],
            message: tt('validation:required', { field: t('auth:password.old') }),
          });
        checkNewPassword(values, ctx);
      }),
    [needsOld, checkNewPassword, t, tt],
  );
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
  });
  const pending = form.formState.isSubmitting;

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

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await authApi.changePassword({
        ...(needsOld ? { oldPassword: values.oldPassword } : {}),
        newPassword: values.newPassword,
        confirmNewPassword: values.confirmNewPassword,
      });
      await endSession('passwordChanged');
    } catch (error) {
      const message = errorText(error, t);
      if (
        !placeApiError(error, message, form.setError, [
          'oldPassword',
          'newPassword',
          'confirmNewPassword',
        ])
      )
        setFormError(message);
    }
  });

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
        <FormProvider {...form}>
          <form className={formStyles.form} noValidate onSubmit={(e) => void submit(e)}>
            {forced ? (
              <p className={authStyles.notice} role="status" data-testid="password-expired-note">
                <Icon name="announcement" size={18} />
                <span>{t('auth:password.expired')}</span>
              </p>
            ) : null}
            <FormError message={formError} testId="change-password-error" />
            {needsOld ? (
              <FormTextField
                control={form.control}
                name="oldPassword"
                id={`${uid}-old`}
                label={t('auth:password.old')}
                placeholder={`${t('auth:password.oldPlaceholder')} *`}
                password
                autoComplete="current-password"
                testId="old-password"
              />
            ) : null}
            <NewPasswordFields
              id={uid}
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
        </FormProvider>
      )}
    </Modal>
  );
}
