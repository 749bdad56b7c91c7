import type { RegisterInput } from '@sorte/contracts/auth/account';
import { failureMessage, validateRegistration } from '@sorte/contracts/auth/registration-rules';
import type { RegisterSettings } from '@sorte/contracts/system/system';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useEffect, useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormError } from '../../../components/forms/form-error';
import { mobileError } from '../../../components/forms/mobile-check';
import { DEFAULT_DIALING_CODE } from '../../../components/forms/mobile-code-fields';
import { MobileField } from '../../../components/forms/mobile-field';
import { SmsCodeField } from '../../../components/forms/sms-code-field';
import { TextField } from '../../../components/forms/text-field';
import { Button } from '../../../components/ui/button';
import { dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs } from '../../../components/ui/tabs';
import { paths } from '../../../config/paths';
import { ui } from '../../../hooks/use-ui-store';
import { ApiError } from '../../../lib/api-client';
import { sessionToken } from '../../../lib/session-token';
import { landingInvitationCode, rememberInvitationCode } from '../../../lib/invitation-code';
import { authApi, MEMBER_QUERY_KEY, registerSettingsQueryOptions } from '../api/auth-api';
import { useBotCheck } from '../hooks/use-bot-check';
import { useCaptcha } from '../hooks/use-captcha';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { errorText } from '../utils/error-text';
import {
  effectiveRules,
  isRequired,
  visibleFields,
  type RegistrationField,
  type RegistrationType,
} from '../utils/registration';
import { CaptchaImage } from './captcha-image';
import styles from './register-form.module.css';

const PASSWORD_FIELDS = new Set<RegistrationField>([
  'password',
  'confirmPassword',
  'paymentPassword',
]);
const NUMERIC_FIELDS = new Set<RegistrationField>([
  'captcha',
  'verificationCode',
  'paymentPassword',
  'qqNum',
]);
const AUTOCOMPLETE: Partial<Record<RegistrationField, string>> = {
  username: 'username',
  password: 'new-password',
  confirmPassword: 'new-password',
  paymentPassword: 'off',
  payeeName: 'name',
  email: 'email',
  captcha: 'off',
};
const ICONS: Partial<Record<RegistrationField, string>> = { username: 'user', email: 'messages' };

type Values = Record<string, string>;
const emptyValues = (): Values => ({});

export interface RegisterFormProps {
  variant: 'page' | 'popup';
  /** Popup: close it (called before navigating home after a successful registration). */
  onClose?(): void;
}

/** The registration form of the register page and popup (docs/product.md, "Register"). */
export function RegisterForm({ variant, onClose }: RegisterFormProps) {
  const { t } = useTranslation(['auth', 'common']);
  const settings = useQuery(registerSettingsQueryOptions());
  if (settings.isPending) return <Spinner label={t('common:status.loading')} />;
  if (settings.isError) {
    return (
      <div className={styles.closed} role="alert" data-testid="register-settings-error">
        <p>{errorText(settings.error, t)}</p>
        <Button variant="secondary" onClick={() => void settings.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </div>
    );
  }
  return <RegisterFields variant={variant} onClose={onClose} settings={settings.data} />;
}

function RegisterFields({
  variant,
  onClose,
  settings,
}: RegisterFormProps & { settings: RegisterSettings }) {
  const { t } = useTranslation(['auth', 'validation', 'common', 'errors']);
  const tt = t as TFunction;
  const uid = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { welcome } = useCompleteLogin();
  const captcha = useCaptcha();

  const tabs: { key: RegistrationType; label: string }[] = [
    ...(settings.usernameRegistration
      ? [{ key: 'register' as const, label: t('auth:register.tabUsername') }]
      : []),
    ...(settings.mobileRegistration
      ? [{ key: 'registerMobile' as const, label: t('auth:register.tabMobile') }]
      : []),
  ];
  const [type, setType] = useState<RegistrationType>(tabs[0]?.key ?? 'register');
  const [typed, setValues] = useState<Values>(emptyValues);
  const [dialingCode, setDialingCode] = useState(DEFAULT_DIALING_CODE);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [checking, setChecking] = useState(false);

  // The invitation code of the landing link (kept for the session): it fills the invitation
  // field; once the server confirms it the field is read-only and names the inviter.
  const [params] = useSearchParams();
  const [urlAffiliate] = useState(() => {
    rememberInvitationCode(params);
    return landingInvitationCode();
  });
  const affiliateCheck = useQuery({
    queryKey: ['auth', 'affiliate', urlAffiliate],
    queryFn: () => authApi.affiliate(urlAffiliate),
    enabled: Boolean(urlAffiliate),
    retry: false,
    staleTime: 5 * 60_000,
  });
  const affiliateFromUrl = affiliateCheck.isSuccess;
  const values: Values = affiliateFromUrl
    ? { ...typed, affiliateCode: affiliateCheck.data.code }
    : urlAffiliate && typed.affiliateCode === undefined
      ? { ...typed, affiliateCode: urlAffiliate }
      : typed;

  // The SMS code field joins the username tab once a number the settings verify is typed.
  const rules = effectiveRules(settings, type, { mobileNum: values.mobileNum });
  const fields = visibleFields(rules, type);
  // The bot check starts solving as the form opens; with an SMS code on the tab, two proofs are
  // kept (one for sending the code, one for the registration).
  const botCheck = useBotCheck(fields.includes('verificationCode') ? 2 : 1);
  const captchaVisible = fields.includes('captcha');
  const affiliateVisible = fields.includes('affiliateCode');

  // A fresh captcha when it appears and whenever the registration type changes.
  const { reload: reloadCaptcha } = captcha;
  useEffect(() => {
    if (captchaVisible) void reloadCaptcha(true);
  }, [type, captchaVisible, reloadCaptcha]);

  if (tabs.length === 0) {
    return (
      <p className={styles.closed} role="status" data-testid="register-closed">
        {t('auth:register.closed')}
      </p>
    );
  }

  const label = (field: RegistrationField) => t(`validation:fields.${field}`);
  const placeholder = (field: RegistrationField) =>
    `${t(`auth:register.placeholders.${field}`)}${isRequired(rules, type, field) ? ' *' : ''}`;
  const setValue = (field: string, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  };

  const validate = (): Record<string, string> => {
    const failures = validateRegistration(values, rules, { type });
    const messages: Record<string, string> = {};
    for (const [field, failure] of Object.entries(failures)) {
      const { key, params } = failureMessage(failure, label(field as RegistrationField));
      messages[field] = tt(`validation:${key}`, params);
    }
    const mobileShown = fields.includes('mobileNum');
    if (mobileShown && !messages.mobileNum && (values.mobileNum ?? '').trim()) {
      const invalid = mobileError(tt, dialingCode, values.mobileNum ?? '');
      if (invalid) messages.mobileNum = invalid;
    }
    return messages;
  };

  const focusFirst = (messages: Record<string, string>) => {
    const first = fields.find((f) => messages[f]);
    if (first) document.getElementById(`${uid}-${first}`)?.focus();
  };

  const sendCode = async () => {
    const invalid = mobileError(tt, dialingCode, values.mobileNum ?? '');
    setErrors(({ mobileNum: _, ...rest }) => (invalid ? { ...rest, mobileNum: invalid } : rest));
    if (invalid) return null;
    // One proof for this code and one kept back for the registration it leads to: once the code
    // is sent, submitting it never waits for the bot check.
    await botCheck.pool.reserve(2);
    const proof = await botCheck.pool.take();
    return authApi.smsRegister({
      countryDialingCode: dialingCode,
      mobileNum: (values.mobileNum ?? '').trim(),
      botCheck: proof,
    });
  };

  const payload = (botCheck: string): RegisterInput => {
    const body: Record<string, unknown> = {};
    for (const field of fields) {
      const value = (values[field] ?? '').trim();
      if (value && !(type === 'registerMobile' && field === 'username')) {
        body[field] = PASSWORD_FIELDS.has(field) ? values[field] : value;
      }
    }
    if (fields.includes('mobileNum')) body.countryDialingCode = dialingCode;
    // A hidden invitation field takes the code from the landing URL.
    if (!affiliateVisible && urlAffiliate) body.affiliateCode = urlAffiliate;
    return {
      ...(body as Partial<RegisterInput>),
      password: values.password ?? '',
      confirmPassword: values.confirmPassword ?? '',
      domain: window.location.hostname,
      registerUrl: window.location.href.slice(0, 2048),
      registerMethod: 'web',
      login: true,
      botCheck,
    };
  };

  const failed = (error: unknown) => {
    const message = errorText(error, t);
    const fieldErrors = error instanceof ApiError ? Object.keys(error.fields ?? {}) : [];
    const placed = fieldErrors.filter((f) => fields.includes(f as RegistrationField));
    if (placed.length) {
      setErrors(Object.fromEntries(placed.map((f) => [f, message])));
      focusFirst(Object.fromEntries(placed.map((f) => [f, message])));
    }
    setFormError(placed.length ? null : message);
    // The captcha answer is single use: a new one after any failure.
    if (captchaVisible) {
      setValues((v) => ({ ...v, captcha: '' }));
      void captcha.reload(true);
    }
  };

  const submit = async () => {
    setFormError(null);
    const messages = validate();
    setErrors(messages);
    if (Object.keys(messages).length) {
      focusFirst(messages);
      return;
    }
    setPending(true);
    try {
      const affiliate = (values.affiliateCode ?? '').trim();
      if (affiliateVisible && affiliate && !affiliateFromUrl) {
        try {
          await authApi.affiliate(affiliate);
        } catch (error) {
          if (!(error instanceof ApiError) || error.code !== 'INVALID_AFFILIATE_CODE') throw error;
          await dialog.show({
            icon: 'warning',
            title: t('auth:register.invitationCodeErrorTitle'),
            message: t('auth:register.invitationCodeError'),
            buttons: [{ label: t('common:actions.confirm'), value: 'confirm' }],
          });
          setErrors({ affiliateCode: t('auth:register.invitationCodeError') });
          return;
        }
      }
      // Solved in the background since the form opened; waits (with progress) only if not yet.
      setChecking(botCheck.state.ready === 0);
      const proof = await botCheck.pool.take();
      setChecking(false);
      const body = payload(proof);
      const result = await authApi.register(body, type === 'registerMobile');
      sessionToken.set(result.token);
      await queryClient.invalidateQueries({ queryKey: MEMBER_QUERY_KEY });
      onClose?.();
      void navigate(paths.home);
      if (type === 'registerMobile') {
        await dialog.show({
          icon: 'info',
          title: t('auth:register.accountTitle'),
          message: t('auth:register.accountMessage', { account: result.account }),
          buttons: [{ label: t('common:actions.confirm'), value: 'ok' }],
        });
      }
      // The success popup asks only for what the account still lacks: never for the number the
      // player has just given, nor a payment password already set.
      const mobileBound = Boolean(body.mobileNum);
      const pinSet = Boolean(body.paymentPassword);
      const message = mobileBound
        ? pinSet
          ? 'successMessageReady'
          : 'successMessagePin'
        : pinSet
          ? 'successMessageMobile'
          : 'successMessage';
      void welcome(
        t('auth:register.success'),
        t(`auth:register.${message}`),
        !(mobileBound && pinSet),
      );
    } catch (error) {
      failed(error);
    } finally {
      setPending(false);
      setChecking(false);
    }
  };

  const reset = () => {
    setValues(emptyValues());
    setErrors({});
    setFormError(null);
    if (captchaVisible) void captcha.reload(true);
  };

  const renderField = (field: RegistrationField) => {
    const id = `${uid}-${field}`;
    const common = {
      id,
      label: label(field),
      placeholder: placeholder(field),
      value: values[field] ?? '',
      onChange: (v: string) => setValue(field, v),
      error: errors[field],
      testId: `register-${field}`,
    };
    const max = rules[field]?.maxLength;
    if (field === 'mobileNum') {
      return (
        <MobileField
          key={field}
          {...common}
          dialingCode={dialingCode}
          onDialingCodeChange={setDialingCode}
          testId="register-mobileNum"
        />
      );
    }
    if (field === 'verificationCode') {
      return (
        <SmsCodeField
          key={field}
          {...common}
          onSend={sendCode}
          testId="register-verificationCode"
        />
      );
    }
    if (field === 'captcha') {
      return (
        <TextField
          key={field}
          {...common}
          inputMode="numeric"
          autoComplete="off"
          maxLength={max || undefined}
          after={<CaptchaImage captcha={captcha} onReload={() => setValue('captcha', '')} />}
        />
      );
    }
    const invitedBy =
      field === 'affiliateCode' && affiliateFromUrl ? affiliateCheck.data.agentName : null;
    return (
      <TextField
        key={field}
        {...common}
        readOnly={invitedBy !== null}
        hint={invitedBy ? t('auth:register.invitedBy', { name: invitedBy }) : undefined}
        icon={ICONS[field]}
        password={PASSWORD_FIELDS.has(field)}
        type={field === 'email' ? 'email' : 'text'}
        inputMode={NUMERIC_FIELDS.has(field) ? 'numeric' : undefined}
        autoComplete={AUTOCOMPLETE[field] ?? 'off'}
        autoCapitalize="none"
        spellCheck={false}
        maxLength={max || undefined}
      />
    );
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      data-testid={`register-form-${variant}`}
    >
      <Tabs
        label={t('auth:register.typeLabel')}
        value={type}
        onChange={(next) => {
          setType(next);
          setErrors({});
          setFormError(null);
        }}
        items={tabs}
        testId="register-tab"
      />
      <FormError message={formError} testId="register-error" />
      {type === 'registerMobile' ? (
        <p className={styles.note}>{t('auth:register.mobileNote')}</p>
      ) : null}
      {fields.map(renderField)}
      <p className={styles.terms}>
        <Trans
          t={t}
          i18nKey="auth:register.terms"
          components={{
            terms: <Link to={paths.help} onClick={onClose} data-testid="register-terms" />,
          }}
        />
      </p>
      <Button type="submit" size="lg" block loading={pending} data-testid="register-submit">
        {pending && checking
          ? t('auth:register.checking', { percent: Math.floor(botCheck.state.progress * 100) })
          : pending
            ? t('auth:register.submitting')
            : t('auth:register.submit')}
      </Button>
      <div className={styles.secondary}>
        {variant === 'page' ? (
          <Button variant="secondary" block onClick={reset} data-testid="register-reset">
            {t('auth:register.reset')}
          </Button>
        ) : (
          <Button
            variant="secondary"
            block
            onClick={() => ui.openModal('login')}
            data-testid="register-to-login"
          >
            {t('auth:register.toLogin')}
          </Button>
        )}
      </div>
    </form>
  );
}
