import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormError } from '../../../components/forms/form-error';
import styles from '../../../components/forms/form.module.css';
import { useMobileCode } from '../../../components/forms/mobile-code-fields';
import { TextField } from '../../../components/forms/text-field';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { Modal } from '../../../components/ui/modal';
import { Tabs } from '../../../components/ui/tabs';
import { paths } from '../../../config/paths';
import { useFlag } from '../../../hooks/use-permission';
import { ui } from '../../../hooks/use-ui-store';
import { ApiError } from '../../../lib/api-client';
import { authApi } from '../api/auth-api';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { errorText } from '../utils/error-text';
import { AuthMobileCodeFields } from './auth-mobile-code-fields';
import authStyles from './login-form.module.css';
import { NewPasswordFields, useNewPassword } from './new-password-fields';

export interface ForgotPasswordModalProps {
  open: boolean;
  onClose(): void;
}

type Method = 'email' | 'mobile';
type Errors = Record<string, string | null | undefined>;

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
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [pending, setPending] = useState(false);

  const submit = async () => {
    const next: Errors = {
      username: username.trim()
        ? null
        : t('validation:required', { field: t('validation:fields.username') }),
      email: !email.trim()
        ? t('validation:required', { field: t('validation:fields.email') })
        : EMAIL.test(email.trim())
          ? null
          : t('validation:pattern_3'),
    };
    setErrors(next);
    setFormError(null);
    if (next.username || next.email) return;
    setPending(true);
    try {
      await authApi.forgotByEmail({ username: username.trim(), email: email.trim() });
      setSent(true);
    } catch (error) {
      const message = errorText(error, t);
      if (error instanceof ApiError && (error.fields?.username || error.fields?.email))
        setErrors({
          username: error.fields.username ? message : null,
          email: error.fields.email ? message : null,
        });
      else setFormError(message);
    } finally {
      setPending(false);
    }
  };

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
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      data-testid="forgot-email-form"
    >
      <p className={styles.label}>{t('auth:forgot.emailLead')}</p>
      <FormError message={formError} testId="forgot-error" />
      <TextField
        id={`${uid}-username`}
        label={t('validation:fields.username')}
        placeholder={`${t('auth:form.usernamePlaceholder')} *`}
        value={username}
        onChange={setUsername}
        error={errors.username}
        icon="user"
        autoComplete="username"
        autoCapitalize="none"
        testId="forgot-username"
      />
      <TextField
        id={`${uid}-email`}
        label={t('validation:fields.email')}
        placeholder={`${t('auth:forgot.emailPlaceholder')} *`}
        value={email}
        onChange={setEmail}
        error={errors.email}
        icon="messages"
        type="email"
        autoComplete="email"
        testId="forgot-email"
      />
      <Button type="submit" size="lg" block loading={pending} data-testid="forgot-email-submit">
        {t('auth:forgot.sendLink')}
      </Button>
    </form>
  );
}

function ByMobile({ onClose }: { onClose(): void }) {
  const { t } = useTranslation(['auth', 'validation', 'common', 'errors']);
  const uid = useId();
  const navigate = useNavigate();
  const { complete } = useCompleteLogin();
  const mobileCode = useMobileCode();
  const newPassword = useNewPassword();
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async () => {
    const next: Errors = {
      ...mobileCode.check(t('auth:form.codeRequired')),
      ...newPassword.check(),
    };
    setErrors(next);
    setFormError(null);
    if (Object.values(next).some(Boolean)) return;
    setPending(true);
    try {
      const result = await authApi.resetByPhone({
        ...mobileCode.target,
        verificationCode: mobileCode.codeValue,
        newPassword: newPassword.password,
        confirmNewPassword: newPassword.confirm,
      });
      // After a phone reset the player is logged in and goes to /.
      await complete({ ...result, passwordExpired: false }, 'reset', () => {
        onClose();
        void navigate(paths.home);
      });
    } catch (error) {
      const message = errorText(error, t);
      const fields = error instanceof ApiError ? Object.keys(error.fields ?? {}) : [];
      const map: Record<string, string> = {
        mobileNum: 'mobile',
        verificationCode: 'code',
        newPassword: 'newPassword',
      };
      const placed: Errors = {};
      for (const f of fields) if (map[f]) placed[map[f]] = message;
      if (Object.keys(placed).length) setErrors(placed);
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
      data-testid="forgot-mobile-form"
    >
      <FormError message={formError} testId="forgot-error" />
      <AuthMobileCodeFields
        id={uid}
        state={mobileCode}
        purpose="resetPassword"
        required
        mobileError={errors.mobile}
        codeError={errors.code}
        onMobileChecked={(mobile) => setErrors((e) => ({ ...e, mobile }))}
        testIds={{ mobile: 'forgot-mobile', code: 'forgot-sms-code' }}
      />
      <NewPasswordFields
        id={uid}
        state={newPassword}
        errors={errors}
        testIds={{ newPassword: 'forgot-new-password', confirm: 'forgot-confirm-password' }}
      />
      <Button type="submit" size="lg" block loading={pending} data-testid="forgot-mobile-submit">
        {t('auth:forgot.reset')}
      </Button>
    </form>
  );
}
