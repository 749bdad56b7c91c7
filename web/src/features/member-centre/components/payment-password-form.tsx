import { zodResolver } from '@hookform/resolvers/zod';
import type { MemberInfo } from '@sorte/contracts/auth/session';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormTextField } from '../../../components/forms/form-text-field';
import { invalidateWallet } from '../../../hooks/use-wallet';
import { memberApi } from '../api/member-api';
import { MemberForm, useMemberForm } from './member-form';

const PIN = /^[0-9]{6}$/;
const PIN_RULE = 'member:security.payment.pinRule';

/** The form's rule: setting asks for the login password, changing for the old PIN. */
const paymentPasswordSchema = (changing: boolean) =>
  z
    .object({
      password: z.string(),
      oldPaymentPassword: z.string(),
      newPaymentPassword: z.string().regex(PIN, PIN_RULE),
      confirmPaymentPassword: z.string(),
    })
    .superRefine((values, ctx) => {
      const issue = (path: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      if (changing && !PIN.test(values.oldPaymentPassword)) issue('oldPaymentPassword', PIN_RULE);
      if (!changing && !values.password) issue('password', 'member:security.required');
      if (values.confirmPaymentPassword !== values.newPaymentPassword)
        issue('confirmPaymentPassword', 'member:security.mismatch');
    });
type PaymentPasswordValues = z.infer<ReturnType<typeof paymentPasswordSchema>>;

/** Sets (confirmed by the login password) or changes (old PIN) the 6-digit payment password. */
export function PaymentPasswordForm({
  member,
  onDone,
}: {
  member: MemberInfo;
  onDone(note: string): void;
}) {
  const { t } = useTranslation('member');
  const uid = useId();
  const queryClient = useQueryClient();
  const changing = member.hasPaymentPassword;
  const schema = useMemo(() => paymentPasswordSchema(changing), [changing]);
  const form = useForm<PaymentPasswordValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      password: '',
      oldPaymentPassword: '',
      newPaymentPassword: '',
      confirmPaymentPassword: '',
    },
  });
  const { formError, pending, submit } = useMemberForm(form, [
    'password',
    'oldPaymentPassword',
    'newPaymentPassword',
    'confirmPaymentPassword',
  ]);

  const pin = { inputMode: 'numeric' as const, maxLength: 6, autoComplete: 'off', password: true };
  return (
    <MemberForm
      onSubmit={submit(
        (values) =>
          memberApi.paymentPassword({
            ...(changing
              ? { oldPaymentPassword: values.oldPaymentPassword }
              : { password: values.password }),
            newPaymentPassword: values.newPaymentPassword,
            confirmPaymentPassword: values.confirmPaymentPassword,
          }),
        () => {
          // The withdraw page (a wallet query) asks for a payment password until it learns of it.
          void invalidateWallet(queryClient);
          onDone(t('security.payment.done'));
        },
      )}
      formError={formError}
      pending={pending}
      testIds={{
        form: 'payment-password-form',
        error: 'payment-password-error',
        submit: 'payment-submit',
      }}
    >
      {changing ? (
        <FormTextField
          control={form.control}
          name="oldPaymentPassword"
          id={`${uid}-old`}
          label={t('security.payment.old')}
          placeholder={`${t('security.payment.pinPlaceholder')} *`}
          testId="payment-old"
          {...pin}
        />
      ) : (
        <FormTextField
          control={form.control}
          name="password"
          id={`${uid}-login`}
          label={t('security.payment.loginPassword')}
          placeholder={`${t('security.payment.loginPasswordPlaceholder')} *`}
          password
          autoComplete="current-password"
          testId="payment-login-password"
        />
      )}
      <FormTextField
        control={form.control}
        name="newPaymentPassword"
        id={`${uid}-new`}
        label={t('security.payment.new')}
        placeholder={`${t('security.payment.pinPlaceholder')} *`}
        testId="payment-new"
        {...pin}
      />
      <FormTextField
        control={form.control}
        name="confirmPaymentPassword"
        id={`${uid}-confirm`}
        label={t('security.payment.confirm')}
        placeholder={`${t('security.payment.pinPlaceholder')} *`}
        testId="payment-confirm"
        {...pin}
      />
    </MemberForm>
  );
}
