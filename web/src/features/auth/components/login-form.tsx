import { zodResolver } from '@hookform/resolvers/zod';
import {
  UsernameLoginInputSchema,
  type LoginResult,
  type UsernameLoginInput,
} from '@sorte/contracts/auth/session';
import { useMutation } from '@tanstack/react-query';
import clsx from 'clsx';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { Tabs } from '../../../components/ui/tabs';
import { useFlag } from '../../../hooks/use-permission';
import { ui } from '../../../hooks/use-ui-store';
import { ApiError } from '../../../lib/api-client';
import { authApi } from '../api/auth-api';
import { useCaptcha } from '../hooks/use-captcha';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { errorText } from '../utils/error-text';
import { CaptchaImage } from './captcha-image';
import { SmsLoginForm } from './sms-login-form';
import {
  forgetUsername,
  readRememberedUsername,
  rememberUsername,
} from '../utils/remember-username';
import { FormError } from '../../../components/forms/form-error';
import styles from '../../../components/forms/form.module.css';
import authStyles from './login-form.module.css';

type FormValues = UsernameLoginInput;
type FieldName = 'username' | 'password' | 'captcha';
const FIELD_NAMES: readonly FieldName[] = ['username', 'password', 'captcha'];
const CAPTCHA_CODES = new Set(['CAPTCHA_REQUIRED', 'CAPTCHA_INVALID']);
const CAPTCHA_PATTERN = /^\d{4}$/;

export interface LoginFormProps {
  /** Runs after the token is stored (close the modal, navigate). */
  onSuccess(result: LoginResult): void;
}

type LoginTab = 'username' | 'sms';

/**
 * The login popup's form, shared by the modal and the /login page: a
 * username tab and, with flag MOBILEVERCODELOGIN3, an SMS-code tab; a forgot-password link.
 */
export function LoginForm({ onSuccess }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const smsOn = useFlag('MOBILEVERCODELOGIN3');
  const [tab, setTab] = useState<LoginTab>('username');
  return (
    <div className={styles.form}>
      <Tabs<LoginTab>
        label={t('form.loginType')}
        value={smsOn ? tab : 'username'}
        onChange={setTab}
        items={[
          { key: 'username', label: t('form.tabUsername') },
          ...(smsOn ? [{ key: 'sms' as const, label: t('form.tabSms') }] : []),
        ]}
        testId="login-tab"
      />
      {smsOn && tab === 'sms' ? (
        <SmsLoginForm onSuccess={onSuccess} />
      ) : (
        <UsernameLoginForm onSuccess={onSuccess} />
      )}
      <button
        type="button"
        className={authStyles.forgot}
        onClick={() => ui.openModal('forgotPassword')}
        data-testid="forgot-password-link"
      >
        {t('form.forgotPassword')}
      </button>
    </div>
  );
}

function UsernameLoginForm({ onSuccess }: LoginFormProps) {
  const { t } = useTranslation(['auth', 'errors']);
  const { complete } = useCompleteLogin();
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const remembered = readRememberedUsername();
  const [showPassword, setShowPassword] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [captchaShown, setCaptchaShown] = useState(false);
  const captcha = useCaptcha();

  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm<FormValues>({
    resolver: zodResolver(UsernameLoginInputSchema),
    defaultValues: {
      username: remembered,
      password: '',
      type: 'username',
      rememberMe: Boolean(remembered),
    },
  });

  const messageOf = (error: unknown) => errorText(error, t);

  const mutation = useMutation({
    mutationFn: (input: UsernameLoginInput) => authApi.login(input),
    onSuccess: async (result, input) => {
      if (input.rememberMe) rememberUsername(input.username);
      else forgetUsername();
      await complete(result, 'username', () => onSuccess(result));
    },
    onError: (error) => {
      const message = messageOf(error);
      if (error instanceof ApiError && CAPTCHA_CODES.has(error.code)) {
        setCaptchaShown(true);
        setValue('captcha', '');
        setError('captcha', { message }, { shouldFocus: captchaShown });
        void captcha.reload(true);
        setFormError(null);
        return;
      }
      // Any later failure needs a fresh image: the code is single use.
      if (captchaShown) {
        setValue('captcha', '');
        void captcha.reload(true);
      }
      const fieldErrors = error instanceof ApiError ? Object.keys(error.fields ?? {}) : [];
      const placed = FIELD_NAMES.filter((f) => fieldErrors.includes(f));
      placed.forEach((f) => setError(f, { message }));
      setFormError(placed.length ? null : message);
    },
  });

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    const captcha = values.captcha?.trim();
    if (captchaShown && !CAPTCHA_PATTERN.test(captcha ?? '')) {
      setError('captcha', { message: t('auth:form.captchaInvalidFormat') }, { shouldFocus: true });
      return;
    }
    mutation.mutate({
      username: values.username.trim(),
      password: values.password,
      type: 'username',
      ...(captchaShown && captcha ? { captcha } : {}),
      ...(values.rememberMe ? { rememberMe: true } : {}),
    });
  });

  const fieldError = (name: FieldName) => {
    const error = errors[name];
    if (!error) return null;
    // zod's own messages are English: show ours for client-side checks, the server's otherwise.
    const text =
      error.type === 'manual' || !error.type ? error.message : t(`auth:form.${name}Required`);
    return (
      <p id={id(`${name}-error`)} className={styles.fieldError} role="alert">
        {text}
      </p>
    );
  };

  return (
    <form
      className={styles.form}
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      data-testid="login-form"
    >
      <FormError message={formError} testId="login-error" />

      <div className={styles.field}>
        <label htmlFor={id('username')} className={styles.label}>
          {t('auth:form.username')}
        </label>
        <div className={clsx(styles.control, errors.username && styles.invalid)}>
          <Icon name="user" size={18} className={styles.leading} />
          <input
            id={id('username')}
            className={styles.input}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={t('auth:form.usernamePlaceholder')}
            aria-invalid={Boolean(errors.username)}
            aria-describedby={errors.username ? id('username-error') : undefined}
            {...register('username')}
          />
        </div>
        {fieldError('username')}
      </div>

      <div className={styles.field}>
        <label htmlFor={id('password')} className={styles.label}>
          {t('auth:form.password')}
        </label>
        <div className={clsx(styles.control, errors.password && styles.invalid)}>
          <svg
            className={styles.leading}
            viewBox="0 0 24 24"
            width="18"
            height="18"
            aria-hidden="true"
          >
            <rect
              x="5"
              y="10"
              width="14"
              height="10"
              rx="2"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            />
            <path d="M8 10V7a4 4 0 0 1 8 0v3" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
          <input
            id={id('password')}
            className={styles.input}
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            placeholder={t('auth:form.passwordPlaceholder')}
            aria-invalid={Boolean(errors.password)}
            aria-describedby={errors.password ? id('password-error') : undefined}
            {...register('password')}
          />
          <button
            type="button"
            className={styles.trailing}
            onClick={() => setShowPassword((v) => !v)}
            aria-pressed={showPassword}
            aria-label={showPassword ? t('auth:form.hidePassword') : t('auth:form.showPassword')}
            title={showPassword ? t('auth:form.hidePassword') : t('auth:form.showPassword')}
          >
            <Icon name={showPassword ? 'eye-off' : 'eye'} size={18} />
          </button>
        </div>
        {fieldError('password')}
      </div>

      {captchaShown ? (
        <div className={styles.field} data-testid="captcha-row">
          <label htmlFor={id('captcha')} className={styles.label}>
            {t('auth:form.captcha')}
          </label>
          <div className={styles.captchaRow}>
            <div className={clsx(styles.control, errors.captcha && styles.invalid)}>
              <input
                id={id('captcha')}
                className={styles.input}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={4}
                placeholder={t('auth:form.captchaPlaceholder')}
                aria-invalid={Boolean(errors.captcha)}
                aria-describedby={errors.captcha ? id('captcha-error') : undefined}
                {...register('captcha')}
              />
            </div>
            <CaptchaImage captcha={captcha} />
          </div>
          {fieldError('captcha')}
        </div>
      ) : null}

      <label className={styles.remember}>
        <input type="checkbox" className={styles.checkbox} {...register('rememberMe')} />
        <span>{t('auth:form.rememberMe')}</span>
      </label>

      <Button type="submit" size="lg" block loading={mutation.isPending} className={styles.submit}>
        {mutation.isPending ? t('auth:form.submitting') : t('auth:form.submit')}
      </Button>
    </form>
  );
}
