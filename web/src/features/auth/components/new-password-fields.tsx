import { useCallback } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormTextField } from '../../../components/forms/form-text-field';
import { usePermission } from '../../../hooks/use-permission';
import { newPasswordErrors } from '../utils/new-password';

/** A form's new password and its confirmation, named as the API names them. */
export interface NewPasswordValues {
  newPassword: string;
  confirmNewPassword: string;
}

/** The fields of `NewPasswordValues` in a form's zod object (their rule: `useNewPasswordCheck`). */
export const NEW_PASSWORD_SHAPE = { newPassword: z.string(), confirmNewPassword: z.string() };

/**
 * The rule of a new password + confirmation pair, for the form schema's `superRefine`: the
 * registration rule of `password` (start-up configuration), never the default, confirmation equal.
 */
export function useNewPasswordCheck() {
  const { t } = useTranslation(['auth', 'validation']);
  const rule = usePermission().registration.rules.password;
  return useCallback(
    (values: NewPasswordValues, ctx: z.RefinementCtx) => {
      const errors = newPasswordErrors(t, rule, values.newPassword, values.confirmNewPassword);
      for (const [path, message] of Object.entries(errors))
        ctx.addIssue({ code: 'custom', path: [path], message });
    },
    [t, rule],
  );
}

export interface NewPasswordFieldsProps {
  /** Prefix of the inputs' ids (`<id>-new`, `<id>-confirm`). */
  id: string;
  testIds: { newPassword: string; confirm: string };
}

/**
 * The new password and its confirmation, both with a show/hide toggle, in the react-hook-form
 * around it (`FormProvider`, values `NewPasswordValues`).
 */
export function NewPasswordFields({ id, testIds }: NewPasswordFieldsProps) {
  const { t } = useTranslation('auth');
  const { control } = useFormContext<NewPasswordValues>();
  return (
    <>
      <FormTextField
        control={control}
        name="newPassword"
        id={`${id}-new`}
        label={t('auth:password.new')}
        placeholder={`${t('auth:password.newPlaceholder')} *`}
        password
        autoComplete="new-password"
        testId={testIds.newPassword}
      />
      <FormTextField
        control={control}
        name="confirmNewPassword"
        id={`${id}-confirm`}
        label={t('auth:password.confirm')}
        placeholder={`${t('auth:password.confirmPlaceholder')} *`}
        password
        autoComplete="new-password"
        testId={testIds.confirm}
      />
    </>
  );
}
