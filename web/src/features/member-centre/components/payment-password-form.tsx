import type { MemberInfo } from '@sorte/contracts/auth/session';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/forms/text-field';
import { invalidateWallet } from '../../../hooks/use-wallet';
import { memberApi } from '../api/member-api';
import { MemberForm, useMemberForm } from './member-form';

const PIN = /^[0-9]{6}$/;
const FIELDS = [
  'password',
  'oldPaymentPassword',
  'newPaymentPassword',
  'confirmPaymentPassword',
] as const;

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
  const [values, setValues] = useState({
    password: '',
    oldPaymentPassword: '',
    newPaymentPassword: '',
    confirmPaymentPassword: '',
  });
  const { errors, setErrors, formError, pending, run } = useMemberForm(FIELDS);
  const set = (key: keyof typeof values) => (value: string) =>
    setValues((v) => ({ ...v, [key]: value }));

  const submit = () => {
    const next: Partial<Record<(typeof FIELDS)[number], string>> = {};
    if (changing && !PIN.test(values.oldPaymentPassword))
      next.oldPaymentPassword = t('security.payment.pinRule');
    if (!changing && !values.password) next.password = t('security.required');
    if (!PIN.test(values.newPaymentPassword))
      next.newPaymentPassword = t('security.payment.pinRule');
    if (values.confirmPaymentPassword !== values.newPaymentPassword)
      next.confirmPaymentPassword = t('security.mismatch');
    setErrors(next);
    if (Object.keys(next).length) return;
    void run(
      () =>
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
    );
  };

  const pin = { inputMode: 'numeric' as const, maxLength: 6, autoComplete: 'off', password: true };
  return (
    <MemberForm
      onSubmit={submit}
      formError={formError}
      pending={pending}
      testIds={{
        form: 'payment-password-form',
        error: 'payment-password-error',
        submit: 'payment-submit',
      }}
    >
      {changing ? (
        <TextField
          id={`${uid}-old`}
          label={t('security.payment.old')}
          value={values.oldPaymentPassword}
          onChange={set('oldPaymentPassword')}
          error={errors.oldPaymentPassword}
          placeholder={`${t('security.payment.pinPlaceholder')} *`}
          testId="payment-old"
          {...pin}
        />
      ) : (
        <TextField
          id={`${uid}-login`}
          label={t('security.payment.loginPassword')}
          value={values.password}
          onChange={set('password')}
          error={errors.password}
          placeholder={`${t('security.payment.loginPasswordPlaceholder')} *`}
          password
          autoComplete="current-password"
          testId="payment-login-password"
        />
      )}
      <TextField
        id={`${uid}-new`}
        label={t('security.payment.new')}
        value={values.newPaymentPassword}
        onChange={set('newPaymentPassword')}
        error={errors.newPaymentPassword}
        placeholder={`${t('security.payment.pinPlaceholder')} *`}
        testId="payment-new"
        {...pin}
      />
      <TextField
        id={`${uid}-confirm`}
        label={t('security.payment.confirm')}
        value={values.confirmPaymentPassword}
        onChange={set('confirmPaymentPassword')}
        error={errors.confirmPaymentPassword}
        placeholder={`${t('security.payment.pinPlaceholder')} *`}
        testId="payment-confirm"
        {...pin}
      />
    </MemberForm>
  );
}
