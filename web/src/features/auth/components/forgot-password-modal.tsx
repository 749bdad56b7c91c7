import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { placeApiError } from '../../../components/forms/api-field-errors';
import { FormError } from '../../../components/forms/form-error';
import styles from '../../../components/forms/form.module.css';
import { FormTextField } from '../../../components/forms/form-text-field';
import {
  MOBILE_CODE_DEFAULTS,
  MOBILE_CODE_SHAPE,
  mobileCodeBody,
  useMobileCodeCheck,
  type MobileCodeValues,
} from '../../../components/forms/mobile-code-fields';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { Modal } from '../../../components/ui/modal';
import { Tabs } from '../../../components/ui/tabs';
import { paths } from '../../../config/paths';
import { useFlag } from '../../../hooks/use-permission';
import { ui } from '../../../hooks/use-ui-store';
import { authApi } from '../api/auth-api';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { errorText } from '../utils/error-text';
import { AuthMobileCodeFields } from './auth-mobile-code-fields';
import authStyles from './login-form.module.css';
import {
  NEW_PASSWORD_SHAPE,
  NewPasswordFields,
  useNewPasswordCheck,
  type NewPasswordValues,
} from './new-password-fields';

export interface ForgotPasswordModalProps {
  open: boolean;
  onClose(): void;
}

type Method = 'email' | 'mobile';

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Forgot password: by e-mail, or by SMS code with flag CHNGPASSVERIF3. */
export function ForgotPasswordModal({ open, onClose }: ForgotPasswordModalProps) {
  const { t } = useTranslation('auth');
  const withMobile = useFlag('CHNGPASSVERIF3');
  const [method, setMethod] = useState<Method>('email');
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('forgot.title')}
      width={480}
      testId="forgot-password-modal"
    >
      <div className={styles.form}>
        <Tabs<Method>
          label={t('forgot.methodLabel')}
          value={withMobile ? method : 'email'}
          onChange={setMethod}
          items={[
            { key: 'email', label: t('forgot.tabEmail') },
            ...(withMobile ? [{ key: 'mobile' as const, label: t('forgot.tabMobile') }] : []),
          ]}
          testId="forgot-tab"
        />
        {withMobile && method === 'mobile' ? <ByMobile onClose={onClose} /> : <ByEmail />}
        <button
          type="button"
          className={authStyles.forgot}
          onClick={() => ui.openModal('login')}
          data-testid="forgot-to-login"
        >
          {t('forgot.backToLogin')}
        </button>
      </div>
    </Modal>
  );
}

function ByEmail() {
  const { t } = useTranslation(['auth', 'validation', 'errors']);
  const uid = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const schema = useMemo(
    () =>
      z.object({
        username: z
          .string()
          .trim()
          .min(1, t('validation:required', { field: t('validation:fields.username') })),
        email: z
          .string()
          .trim()
          .min(1, t('validation:required', { field: t('validation:fields.email') }))
          .regex(EMAIL, t('validation:pattern_3')),
      }),
    [t],
  );
  const form = useForm<{ username: string; email: string }>({
    resolver: zodResolver(schema),
    defaultValues: { username: '', email: '' },
  });

  const submit = form.handleSubmit(async ({ username, email }) => {
    setFormError(null);
    try {
      await authApi.forgotByEmail({ username, email });
      setSent(true);
    } catch (error) {
      const message = errorText(error, t);
      if (!placeApiError(error, message, form.setError, ['username', 'email']))
        setFormError(message);
    }
  });

  if (sent) {
    return (
      <p className={styles.successNote} role="status" data-testid="forgot-email-sent">
        <Icon name="messages" size={18} />
        <span>{t('auth:forgot.emailSent')}</span>
      </p>
    );
  }
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) => void submit(e)}
      data-testid="forgot-email-form"
    >
      <p className={styles.label}>{t('auth:forgot.emailLead')}</p>
      <FormError message={formError} testId="forgot-error" />
      <FormTextField
        control={form.control}
        name="username"
        id={`${uid}-username`}
        label={t('validation:fields.username')}
        placeholder={`${t('auth:form.usernamePlaceholder')} *`}
        icon="user"
        autoComplete="username"
        autoCapitalize="none"
        testId="forgot-username"
      />
      <FormTextField
        control={form.control}
        name="email"
        id={`${uid}-email`}
        label={t('validation:fields.email')}
        placeholder={`${t('auth:forgot.emailPlaceholder')} *`}
        icon="messages"
        type="email"
        autoComplete="email"
        testId="forgot-email"
      />
      <Button
        type="submit"
        size="lg"
        block
        loading={form.formState.isSubmitting}
        data-testid="forgot-email-submit"
      >
        {t('auth:forgot.sendLink')}
      </Button>
    </form>
  );
}

type ByMobileValues = MobileCodeValues & NewPasswordValues;

function ByMobile({ onClose }: { onClose(): void }) {
  const { t } = useTranslation(['auth', 'validation', 'common', 'errors']);
  const uid = useId();
  const navigate = useNavigate();
  const { complete } = useCompleteLogin();
  const [formError, setFormError] = useState<string | null>(null);
  const checkMobileCode = useMobileCodeCheck(t('auth:form.codeRequired'));
  const checkNewPassword = useNewPasswordCheck();
  const schema = useMemo(
    () =>
      z
        .object({
          ...MOBILE_CODE_SHAPE,
          ...NEW_PASSWORD_SHAPE,
        })
        .superRefine((values, ctx) => {
          checkMobileCode(values, ctx);
          checkNewPassword(values, ctx);
        }),
    [checkMobileCode, checkNewPassword],
  );
  const form = useForm<ByMobileValues>({
    resolver: zodResolver(schema),
    defaultValues: { ...MOBILE_CODE_DEFAULTS, newPassword: '', confirmNewPassword: '' },
  });

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await authApi.resetByPhone({
        ...mobileCodeBody(values),
        newPassword: values.newPassword,
        confirmNewPassword: values.confirmNewPassword,
      });
      // After a phone reset the player is logged in and goes to /.
      await complete({ ...result, passwordExpired: false }, 'reset', () => {
        onClose();
        void navigate(paths.home);
      });
    } catch (error) {
      const message = errorText(error, t);
      if (
        !placeApiError(error, message, form.setError, [
          'mobileNum',
          'verificationCode',
          'newPassword',
        ])
      )
        setFormError(message);
    }
  });

  return (
    <FormProvider {...form}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(e) => void submit(e)}
        data-testid="forgot-mobile-form"
      >
        <FormError message={formError} testId="forgot-error" />
        <AuthMobileCodeFields
          id={uid}
          purpose="resetPassword"
          required
          testIds={{ mobile: 'forgot-mobile', code: 'forgot-sms-code' }}
        />
        <NewPasswordFields
          id={uid}
          testIds={{ newPassword: 'forgot-new-password', confirm: 'forgot-confirm-password' }}
        />
        <Button
          type="submit"
          size="lg"
          block
          loading={form.formState.isSubmitting}
          data-testid="forgot-mobile-submit"
        >
          {t('auth:forgot.reset')}
        </Button>
      </form>
    </FormProvider>
  );
}
