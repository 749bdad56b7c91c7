import type { FieldRuleSetting } from '@sorte/contracts/auth/registration-rules';
import type { RegisterSettings } from '@sorte/contracts/system/system';

export type RegistrationType = 'register' | 'registerMobile';

/** The order fields appear in on the form (SPEC.md section 3 payload fields). */
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

const ANY_CODE: FieldRuleSetting = {
  visible: true,
  required: true,
  acceptedPattern: '*',
  patternId: 0,
  minLength: 1,
  maxLength: 255,
};

/** Whether the SMS code is asked for: always on the mobile tab, else with SMS_VERIFICATION. */
export function smsRequired(settings: RegisterSettings, type: RegistrationType): boolean {
  if (type === 'registerMobile') return true;
  const mobile = settings.fields.find((f) => f.field === 'mobileNum');
  return settings.smsVerification && Boolean(mobile?.visible);
}

/**
 * The rules the form applies on a tab: the operator's settings, plus what the tab implies
 * (SMS code and mobile number on the mobile tab or with SMS verification; the affiliate field
 * hidden when the landing URL carried a confirmed code). validateRegistration adds the rest
 * (username/password/confirmation required, mobile tab rules).
 */
export function effectiveRules(
  settings: RegisterSettings,
  type: RegistrationType,
  options: { affiliateFromUrl: boolean },
): Record<string, FieldRuleSetting> {
  const rules: Record<string, FieldRuleSetting> = {};
  for (const { field, ...rule } of settings.fields) rules[field] = rule;
  if (smsRequired(settings, type)) {
    rules.verificationCode = {
      ...(rules.verificationCode ?? ANY_CODE),
      visible: true,
      required: true,
    };
    if (rules.mobileNum) rules.mobileNum = { ...rules.mobileNum, visible: true, required: true };
  } else if (rules.verificationCode) {
    rules.verificationCode = { ...rules.verificationCode, visible: false };
  }
  if (options.affiliateFromUrl && rules.affiliateCode) {
    rules.affiliateCode = { ...rules.affiliateCode, visible: false };
  }
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
