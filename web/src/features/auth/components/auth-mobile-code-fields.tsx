import { useTranslation } from 'react-i18next';
import {
  MobileCodeFields,
  type MobileCodeFieldsProps,
} from '../../../components/forms/mobile-code-fields';
import { authApi } from '../api/auth-api';
import { solveBotCheck } from '../api/bot-check';

export interface AuthMobileCodeFieldsProps extends Omit<
  MobileCodeFieldsProps,
  'labels' | 'onSend'
> {
  /** What the code is for (the server keeps a resend interval per purpose). */
  purpose: 'login' | 'resetPassword';
  /** Placeholders end with " *". */
  required?: boolean;
}

/**
 * Mobile number and SMS code for a visitor who is not logged in (code sent after the bot check),
 * in the react-hook-form around it (see MobileCodeFields).
 */
export function AuthMobileCodeFields({ purpose, required, ...props }: AuthMobileCodeFieldsProps) {
  const { t } = useTranslation('auth');
  const mark = required ? ' *' : '';
  return (
    <MobileCodeFields
      {...props}
      labels={{
        mobile: t('auth:form.mobile'),
        mobilePlaceholder: `${t('auth:form.mobilePlaceholder')}${mark}`,
        code: t('auth:form.smsCode'),
        codePlaceholder: `${t('auth:form.smsCodePlaceholder')}${mark}`,
      }}
      onSend={async (target) =>
        authApi.smsNoLogin({ ...target, botCheck: await solveBotCheck(), purpose })
      }
    />
  );
}
