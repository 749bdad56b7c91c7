import type { LoginResult } from '@sorte/contracts/auth/session';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/forms/form-error';
import styles from '../../../components/forms/form.module.css';
import { useMobileCode } from '../../../components/forms/mobile-code-fields';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { authApi } from '../api/auth-api';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { errorText } from '../utils/error-text';
import { AuthMobileCodeFields } from './auth-mobile-code-fields';

/** Login with a bound mobile number and an SMS code (flag MOBILEVERCODELOGIN3). */
export function SmsLoginForm({ onSuccess }: { onSuccess(result: LoginResult): void }) {
  const { t } = useTranslation(['auth', 'common', 'errors']);
  const { complete } = useCompleteLogin();
  const uid = useId();
  const mobileCode = useMobileCode();
  const [errors, setErrors] = useState<{ mobile?: string | null; code?: string | null }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async () => {
    const next = mobileCode.check(t('auth:form.codeRequired'));
    setErrors(next);
    setFormError(null);
    if (next.mobile || next.code) return;
    setPending(true);
    try {
      const result = await authApi.login({
        type: 'sms',
        ...mobileCode.target,
        verificationCode: mobileCode.codeValue,
      });
      await complete(result, 'sms', () => onSuccess(result));
    } catch (error) {
      const message = errorText(error, t);
      if (error instanceof ApiError && error.fields?.verificationCode) setErrors({ code: message });
      else if (error instanceof ApiError && error.fields?.mobileNum) setErrors({ mobile: message });
      else setFormError(message);
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      data-testid="sms-login-form"
    >
      <FormError message={formError} testId="login-error" />
      <AuthMobileCodeFields
        id={uid}
        state={mobileCode}
        purpose="login"
        mobileError={errors.mobile}
        codeError={errors.code}
        onMobileChecked={(mobile) => setErrors((e) => ({ ...e, mobile }))}
        testIds={{ mobile: 'login-mobile', code: 'login-sms-code' }}
      />
      <Button type="submit" size="lg" block loading={pending} className={styles.submit}>
        {pending ? t('auth:form.submitting') : t('auth:form.submit')}
      </Button>
    </form>
  );
}
