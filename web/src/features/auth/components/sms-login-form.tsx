import { zodResolver } from '@hookform/resolvers/zod';
import type { LoginResult } from '@sorte/contracts/auth/session';
import { useId, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { placeApiError } from '../../../components/forms/api-field-errors';
import { FormError } from '../../../components/forms/form-error';
import styles from '../../../components/forms/form.module.css';
import {
  MOBILE_CODE_DEFAULTS,
  mobileCodeBody,
  useMobileCodeSchema,
  type MobileCodeValues,
} from '../../../components/forms/mobile-code-fields';
import { Button } from '../../../components/ui/button';
import { authApi } from '../api/auth-api';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { errorText } from '../utils/error-text';
import { AuthMobileCodeFields } from './auth-mobile-code-fields';

/** Login with a bound mobile number and an SMS code (flag MOBILEVERCODELOGIN3). */
export function SmsLoginForm({ onSuccess }: { onSuccess(result: LoginResult): void }) {
  const { t } = useTranslation(['auth', 'common', 'errors']);
  const { complete } = useCompleteLogin();
  const uid = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMobileCodeSchema(t('auth:form.codeRequired'));
  const form = useForm<MobileCodeValues>({
    resolver: zodResolver(schema),
    defaultValues: MOBILE_CODE_DEFAULTS,
  });
  const pending = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await authApi.login({ type: 'sms', ...mobileCodeBody(values) });
      await complete(result, 'sms', () => onSuccess(result));
    } catch (error) {
      const message = errorText(error, t);
      // When the server names both, the code's problem is the one shown.
      const placed =
        placeApiError(error, message, form.setError, ['verificationCode']) ||
        placeApiError(error, message, form.setError, ['mobileNum']);
      if (!placed) setFormError(message);
    }
  });

  return (
    <FormProvider {...form}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(e) => void submit(e)}
        data-testid="sms-login-form"
      >
        <FormError message={formError} testId="login-error" />
        <AuthMobileCodeFields
          id={uid}
          purpose="login"
          testIds={{ mobile: 'login-mobile', code: 'login-sms-code' }}
        />
        <Button type="submit" size="lg" block loading={pending} className={styles.submit}>
          {pending ? t('auth:form.submitting') : t('auth:form.submit')}
        </Button>
      </form>
    </FormProvider>
  );
}
