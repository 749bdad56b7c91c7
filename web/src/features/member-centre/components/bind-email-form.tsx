import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/forms/text-field';
import { memberApi } from '../api/member-api';
import { MemberForm, useMemberForm } from './member-form';

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const FIELDS = ['email', 'password'] as const;

/** Binds (or replaces) the e-mail address, confirmed with the login password. */
export function BindEmailForm({ onDone }: { onDone(note: string): void }) {
  const { t } = useTranslation('member');
  const uid = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { errors, setErrors, formError, pending, run } = useMemberForm(FIELDS);

  const submit = () => {
    const next = {
      ...(EMAIL.test(email.trim())
        ? {}
        : { email: email.trim() ? t('security.email.invalid') : t('security.required') }),
      ...(password ? {} : { password: t('security.required') }),
    };
    setErrors(next);
    if (Object.keys(next).length) return;
    void run(
      () => memberApi.bindEmail({ email: email.trim(), password }),
      () => onDone(t('security.email.done')),
    );
  };

  return (
    <MemberForm
      onSubmit={submit}
      formError={formError}
      pending={pending}
      testIds={{ form: 'bind-email-form', error: 'bind-email-error', submit: 'bind-email-submit' }}
    >
      <TextField
        id={`${uid}-email`}
        label={t('security.email.new')}
        placeholder={`${t('security.email.placeholder')} *`}
        type="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        error={errors.email}
        testId="bind-email"
      />
      <TextField
        id={`${uid}-password`}
        label={t('security.payment.loginPassword')}
        placeholder={`${t('security.payment.loginPasswordPlaceholder')} *`}
        password
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        error={errors.password}
        testId="bind-email-password"
      />
    </MemberForm>
  );
}
