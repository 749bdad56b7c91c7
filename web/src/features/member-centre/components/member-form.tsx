import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/forms/form-error';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import styles from './security-centre.module.css';

/**
 * Submit state shared by the security centre's small forms: field errors from the server's
 * `fields` (its translated message under each named field), other failures as a form error;
 * member info reloads after success.
 */
export function useMemberForm<F extends string>(fieldNames: readonly F[]) {
  const { t } = useTranslation('member');
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<Partial<Record<F, string | null>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const run = async (call: () => Promise<unknown>, onDone: () => void) => {
    setFormError(null);
    setPending(true);
    try {
      await call();
      await queryClient.invalidateQueries({ queryKey: ['member'] });
      onDone();
    } catch (error) {
      const message =
        error instanceof ApiError && error.status > 0 && error.message
          ? error.message
          : t('security.failed');
      const fields = error instanceof ApiError ? Object.keys(error.fields ?? {}) : [];
      const placed = fieldNames.filter((f) => fields.includes(f));
      if (placed.length)
        setErrors(
          Object.fromEntries(placed.map((f) => [f, message])) as Partial<Record<F, string>>,
        );
      else setFormError(message);
    } finally {
      setPending(false);
    }
  };
  return { errors, setErrors, formError, pending, run };
}

export interface MemberFormProps {
  /** Runs on submit (the page does not reload). */
  onSubmit(): void;
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
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
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
