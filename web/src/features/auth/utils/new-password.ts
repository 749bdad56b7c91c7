import {
  DEFAULT_WEAK_PASSWORD,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@sorte/contracts/auth/account';
import {
  failureMessage,
  validateField,
  type FieldRuleSetting,
} from '@sorte/contracts/auth/registration-rules';
import type { TFunction } from 'i18next';

const FALLBACK_RULE: FieldRuleSetting = {
  visible: true,
  required: true,
  acceptedPattern: '*',
  patternId: 0,
  minLength: PASSWORD_MIN_LENGTH,
  maxLength: PASSWORD_MAX_LENGTH,
};

/**
 * Checks a new login password and its confirmation (new password plus its
 * rule, confirmation equal): the registration rule of `password` (start-up configuration),
 * never the default 123456. Answers field -> text for what fails.
 */
export function newPasswordErrors(
  t: TFunction,
  rule: FieldRuleSetting | undefined,
  newPassword: string,
  confirmation: string,
): { newPassword?: string; confirmNewPassword?: string } {
  const errors: { newPassword?: string; confirmNewPassword?: string } = {};
  const check = validateField(newPassword, {
    ...(rule ?? FALLBACK_RULE),
    visible: true,
    required: true,
  });
  if (!check.ok) {
    const { key, params } = failureMessage(check, t('auth:password.new'));
    errors.newPassword = t(`validation:${key}`, params);
  } else if (newPassword === DEFAULT_WEAK_PASSWORD) {
    errors.newPassword = t('auth:password.tooWeak');
  }
  if (!confirmation)
    errors.confirmNewPassword = t('validation:required', { field: t('auth:password.confirm') });
  else if (confirmation !== newPassword) errors.confirmNewPassword = t('validation:mismatch');
  return errors;
}
