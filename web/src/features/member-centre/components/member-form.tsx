import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { placeApiError } from '../../../components/forms/api-field-errors';
import { FormError } from '../../../components/forms/form-error';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import styles from './security-centre.module.css';

/**
 * Submit of the security centre's small react-hook-form forms: field errors from the server's
 * `fields` (its translated message under each of `fieldNames` it names), other failures as a
 * form error; member info reloads after success.
 */
export function useMemberForm<T extends FieldValues>(
  form: UseFormReturn<T>,
  fieldNames: readonly FieldPath<T>[],
) {
  const { t } = useTranslation('member');
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);

  /** The form's submit handler: checks the form's rules, then `call`, then `onDone`. */
  const submit = (call: (values: T) => Promise<unknown>, onDone: () => void) =>
    form.handleSubmit(async (values) => {
      setFormError(null);
      try {
        await call(values);
        await queryClient.invalidateQueries({ queryKey: ['member'] });
        onDone();
      } catch (error) {
        const message =
          error instanceof ApiError && error.status > 0 && error.message
            ? error.message
            : t('security.failed');
        if (!placeApiError(error, message, form.setError, fieldNames)) setFormError(message);
      }
    });
  return { formError, pending: form.formState.isSubmitting, submit };
}

export interface MemberFormProps {
  /** The submit handler (`useMemberForm().submit`; the page does not reload). */
  onSubmit(event: FormEvent<HTMLFormElement>): Promise<void>;
  formError: string | null;
  pending: boolean;
  testIds: { form: string; error: string; submit: string };
  children: ReactNode;
}

/** The frame of a security-centre form: its error, the fields, and the Save button. */
export function MemberForm({ onSubmit, formError, pending, testIds, children }: MemberFormProps) {
  const { t } = useTranslation('member');
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      data-testid={testIds.form}
    >
      <FormError message={formError} testId={testIds.error} />
      {children}
      <Button type="submit" loading={pending} data-testid={testIds.submit}>
        {t('security.save')}
      </Button>
    </form>
  );
}
