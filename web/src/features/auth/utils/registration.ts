import { tabRules, type FieldRuleSetting } from '@sorte/contracts/auth/registration-rules';
import type { RegisterSettings } from '@sorte/contracts/system/system';

export type RegistrationType = 'register' | 'registerMobile';

/** The order fields appear in on the form (the registration payload fields). */
export const FIELD_ORDER = [
  'username',
  'mobileNum',
  'verificationCode',
  'password',
  'confirmPassword',
  'paymentPassword',
  'payeeName',
  'email',
  'idNumber',
  'qqNum',
  'line',
  'whatsapp',
  'zalo',
  'facebook',
  'wechat',
  'recommenderId',
  'affiliateCode',
  'captcha',
] as const;
export type RegistrationField = (typeof FIELD_ORDER)[number];

/**
 * The rules the form applies on a tab: the operator's settings per tab as the server applies them
 * (tabRules: the SMS code on the mobile tab, and on the username tab for a number the settings
 * verify). validateRegistration adds the rest (username/password/confirmation required, mobile tab rules).
 */
export function effectiveRules(
  settings: RegisterSettings,
  type: RegistrationType,
  options: { mobileNum?: string } = {},
): Record<string, FieldRuleSetting> {
  const byField: Record<string, FieldRuleSetting> = {};
  for (const { field, ...rule } of settings.fields) byField[field] = rule;
  const rules = tabRules(byField, type, {
    smsVerification: settings.smsVerification,
    mobileNum: options.mobileNum,
  });
  return rules;
}

/** Fields drawn on a tab, in order (the mobile tab has no username: it is the mobile number). */
export function visibleFields(
  rules: Record<string, FieldRuleSetting>,
  type: RegistrationType,
): RegistrationField[] {
  return FIELD_ORDER.filter((field) => {
    if (type === 'registerMobile' && field === 'username') return false;
    if (type === 'registerMobile' && field === 'mobileNum') return true;
    return rules[field]?.visible ?? false;
  });
}

/** Required on this tab (for the star in the placeholder), as validateRegistration sees it. */
export function isRequired(
  rules: Record<string, FieldRuleSetting>,
  type: RegistrationType,
  field: RegistrationField,
): boolean {
  if (field === 'username' || field === 'password' || field === 'confirmPassword') return true;
  if (type === 'registerMobile' && field === 'mobileNum') return true;
  return rules[field]?.required ?? false;
}
