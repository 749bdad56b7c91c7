import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormTextField } from '../../../components/forms/form-text-field';
import { memberApi } from '../api/member-api';
import { MemberForm, useMemberForm } from './member-form';

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const BindEmailSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'member:security.required')
    .regex(EMAIL, 'member:security.email.invalid'),
  password: z.string().min(1, 'member:security.required'),
});
type BindEmailValues = z.infer<typeof BindEmailSchema>;

/** Binds (or replaces) the e-mail address, confirmed with the login password. */
export function BindEmailForm({ onDone }: { onDone(note: string): void }) {
  const { t } = useTranslation('member');
  const uid = useId();
  const form = useForm<BindEmailValues>({
    resolver: zodResolver(BindEmailSchema),
    defaultValues: { email: '', password: '' },
  });
  const { formError, pending, submit } = useMemberForm(form, ['email', 'password']);

  return (
    <MemberForm
      onSubmit={submit(
        (values) => memberApi.bindEmail(values),
        () => onDone(t('security.email.done')),
      )}
      formError={formError}
      pending={pending}
      testIds={{ form: 'bind-email-form', error: 'bind-email-error', submit: 'bind-email-submit' }}
    >
      <FormTextField
        control={form.control}
        name="email"
        id={`${uid}-email`}
        label={t('security.email.new')}
        placeholder={`${t('security.email.placeholder')} *`}
        type="email"
        autoComplete="email"
        testId="bind-email"
      />
      <FormTextField
        control={form.control}
        name="password"
        id={`${uid}-password`}
        label={t('security.payment.loginPassword')}
        placeholder={`${t('security.payment.loginPasswordPlaceholder')} *`}
        password
        autoComplete="current-password"
        testId="bind-email-password"
      />
    </MemberForm>
  );
}
