import type { RegisterInput } from '@sorte/contracts/auth/account';
import { failureMessage, validateRegistration } from '@sorte/contracts/auth/registration-rules';
import type { RegisterSettings } from '@sorte/contracts/system/system';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useEffect, useId, useMemo, useState } from 'react';
import { FormProvider, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { placeApiError } from '../../../components/forms/api-field-errors';
import { FormError } from '../../../components/forms/form-error';
import { FormTextField } from '../../../components/forms/form-text-field';
import { mobileError } from '../../../components/forms/mobile-check';
import {
  DEFAULT_DIALING_CODE,
  MobileCodeFields,
  type MobileTarget,
} from '../../../components/forms/mobile-code-fields';
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
import type { BotCheckPool } from '../api/bot-check';
import { useBotCheck, useBotCheckProgress } from '../hooks/use-bot-check';
import { useCaptcha } from '../hooks/use-captcha';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { errorText } from '../utils/error-text';
import {
  effectiveRules,
  FIELD_ORDER,
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

/** Every field the operator may show, plus the mobile number's country. */
type Values = Record<RegistrationField, string> & { countryDialingCode: string };
const SHAPE = {
  ...Object.fromEntries(FIELD_ORDER.map((field) => [field, z.string()])),
  countryDialingCode: z.string(),
} as Record<keyof Values, z.ZodString>;
const emptyValues = (affiliateCode: string): Values => ({
  ...(Object.fromEntries(FIELD_ORDER.map((field) => [field, ''])) as Record<
    RegistrationField,
    string
  >),
  affiliateCode,
  countryDialingCode: DEFAULT_DIALING_CODE,
});

/**
 * The form's rule: the shared registration rules of the tab's visible fields (the operator's
 * settings, the SMS code once a number the settings verify is typed), then the shared mobile rule
 * for a number typed in a shown field. Messages carry their values, so they are built with `t`.
 */
function registrationSchema(settings: RegisterSettings, type: RegistrationType, t: TFunction) {
  return z.object(SHAPE).superRefine((values, ctx) => {
    const rules = effectiveRules(settings, type, { mobileNum: values.mobileNum });
    const failures = validateRegistration(values, rules, { type });
    for (const [field, failure] of Object.entries(failures)) {
      const { key, params } = failureMessage(failure, t(`validation:fields.${field}`));
      ctx.addIssue({ code: 'custom', path: [field], message: t(`validation:${key}`, params) });
    }
    const mobileShown = visibleFields(rules, type).includes('mobileNum');
    if (mobileShown && !failures.mobileNum && values.mobileNum.trim()) {
      const invalid = mobileError(t, values.countryDialingCode, values.mobileNum);
      if (invalid) ctx.addIssue({ code: 'custom', path: ['mobileNum'], message: invalid });
    }
  });
}

export interface RegisterFormProps {
  variant: 'page' | 'popup';
  /** Popup: close it (called before navigating home after a successful registration). */
  onClose?(): void;
}

/** The submit button's label while it waits for the bot check: the solver's progress. */
function CheckingLabel({ pool }: { pool: BotCheckPool }) {
  const { t } = useTranslation('auth');
  const progress = useBotCheckProgress(pool);
  return <>{t('auth:register.checking', { percent: Math.floor(progress * 100) })}</>;
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
  const [formError, setFormError] = useState<string | null>(null);
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
  const confirmedAffiliate = affiliateCheck.data?.code;

  const schema = useMemo(() => registrationSchema(settings, type, tt), [settings, type, tt]);
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: emptyValues(urlAffiliate),
  });
  const { control, getValues, setValue, setError, clearErrors, getFieldState } = form;
  const pending = form.formState.isSubmitting;

  // A confirmed code of the link is the field's value (read-only from then on).
  useEffect(() => {
    if (confirmedAffiliate !== undefined) setValue('affiliateCode', confirmedAffiliate);
  }, [confirmedAffiliate, setValue]);

  // The SMS code field joins the username tab once a number the settings verify is typed.
  const mobileNum = useWatch({ control, name: 'mobileNum' });
  const rules = effectiveRules(settings, type, { mobileNum });
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
  // The number and code inputs are MobileCodeFields' (`<uid>-mobile`, `<uid>-code`).
  const inputId = (field: RegistrationField) =>
    field === 'mobileNum'
      ? `${uid}-mobile`
      : field === 'verificationCode'
        ? `${uid}-code`
        : `${uid}-${field}`;

  const focusFirst = (errors: FieldErrors<Values>) => {
    const first = fields.find((f) => errors[f]);
    if (first) document.getElementById(inputId(first))?.focus();
  };

  const sendCode = async (target: MobileTarget) => {
    // One proof for this code and one kept back for the registration it leads to: once the code
    // is sent, submitting it never waits for the bot check.
    await botCheck.pool.reserve(2);
    const proof = await botCheck.pool.take();
    return authApi.smsRegister({ ...target, botCheck: proof });
  };

  const payload = (values: Values, botCheck: string): RegisterInput => {
    const body: Record<string, unknown> = {};
    for (const field of fields) {
      const value = values[field].trim();
      if (value && !(type === 'registerMobile' && field === 'username')) {
        body[field] = PASSWORD_FIELDS.has(field) ? values[field] : value;
      }
    }
    if (fields.includes('mobileNum')) body.countryDialingCode = values.countryDialingCode;
    // A hidden invitation field takes the code from the landing URL.
    if (!affiliateVisible && urlAffiliate) body.affiliateCode = urlAffiliate;
    return {
      ...(body as Partial<RegisterInput>),
      password: values.password,
      confirmPassword: values.confirmPassword,
      domain: window.location.hostname,
      registerUrl: window.location.href.slice(0, 2048),
      registerMethod: 'web',
      login: true,
      botCheck,
    };
  };

  const failed = (error: unknown) => {
    const message = errorText(error, t);
    const placed = placeApiError(error, message, setError, fields);
    if (placed) focusFirst(Object.fromEntries(fields.map((f) => [f, getFieldState(f).error])));
    setFormError(placed ? null : message);
    // The captcha answer is single use: a new one after any failure.
    if (captchaVisible) {
      setValue('captcha', '');
      void captcha.reload(true);
    }
  };

  const register = async (values: Values) => {
    try {
      const affiliate = values.affiliateCode.trim();
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
          setError('affiliateCode', {
            type: 'manual',
            message: t('auth:register.invitationCodeError'),
          });
          return;
        }
      }
      // Solved in the background since the form opened; waits (with progress) only if not yet.
      setChecking(botCheck.pool.getState().ready === 0);
      const proof = await botCheck.pool.take();
      setChecking(false);
      const body = payload(values, proof);
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
      setChecking(false);
    }
  };

  const submit = form.handleSubmit(register, focusFirst);

  const reset = () => {
    // The country stays as chosen.
    form.reset({
      ...emptyValues(confirmedAffiliate ?? urlAffiliate),
      countryDialingCode: getValues('countryDialingCode'),
    });
    setFormError(null);
    if (captchaVisible) void captcha.reload(true);
  };

  const renderField = (field: RegistrationField) => {
    const max = rules[field]?.maxLength;
    const common = {
      control,
      name: field,
      id: inputId(field),
      label: label(field),
      placeholder: placeholder(field),
      testId: `register-${field}`,
      maxLength: max || undefined,
    };
    if (field === 'verificationCode') return null; // drawn with the number
    if (field === 'mobileNum') {
      return (
        <MobileCodeFields
          key={field}
          id={uid}
          labels={{
            mobile: label('mobileNum'),
            mobilePlaceholder: placeholder('mobileNum'),
            code: label('verificationCode'),
            codePlaceholder: placeholder('verificationCode'),
          }}
          onSend={sendCode}
          testIds={{ mobile: 'register-mobileNum', code: 'register-verificationCode' }}
          withCode={fields.includes('verificationCode')}
        />
      );
    }
    if (field === 'captcha') {
      return (
        <FormTextField
          key={field}
          {...common}
          inputMode="numeric"
          autoComplete="off"
          after={<CaptchaImage captcha={captcha} onReload={() => setValue('captcha', '')} />}
        />
      );
    }
    const invitedBy =
      field === 'affiliateCode' && affiliateFromUrl ? affiliateCheck.data.agentName : null;
    return (
      <FormTextField
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
      />
    );
  };

  return (
    <FormProvider {...form}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(e) => {
          setFormError(null);
          void submit(e);
        }}
        data-testid={`register-form-${variant}`}
      >
        <Tabs
          label={t('auth:register.typeLabel')}
          value={type}
          onChange={(next) => {
            setType(next);
            clearErrors();
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
          {pending && checking ? (
            <CheckingLabel pool={botCheck.pool} />
          ) : pending ? (
            t('auth:register.submitting')
          ) : (
            t('auth:register.submit')
          )}
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
    </FormProvider>
  );
}
