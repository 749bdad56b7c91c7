/**
 * The registration field rules (docs/product.md, "Validation"), one implementation for the server
 * (which enforces them) and the web (which shows them before submitting). Zod-free on purpose:
 * the web's register form imports this without pulling zod into its chunk.
 *
 * A field's rule comes from the operator's registration settings: visible, required,
 * acceptedPattern (a regex source, or '*' for anything), patternId (a built-in check and the
 * error text shown) and minLength/maxLength.
 */

/**
 * The built-in check behind each patternId, also the key of its error text
 * (`validation:pattern_<id>`). 0..10 are the product's built-in checks; 11..20 are Sorte's own
 * (docs/decisions.md, "Product choices"):
 *
 * - 11 letters only (A–Z, a–z)
 * - 12 letters and digits only (A–Z, a–z, 0–9)
 * - 13 letters and digits only, with at least one letter and one digit
 * - 14 lowercase letters and digits only
 * - 15 mobile number: digits only, optionally one leading '+'
 * - 16 Chinese characters only (Han script)
 * - 17 Vietnamese name: Latin letters including Vietnamese diacritics, single spaces between words
 * - 18 no special characters: letters (any script), digits and spaces only
 * - 19 starts with a digit
 * - 20 6-digit PIN: exactly six digits
 */
export const PATTERN_IDS = {
  /** 0: no built-in check; only the length range (and acceptedPattern) apply. */
  LENGTH_ONLY: 0,
  /** 1: first character a letter (A–Z, a–z), then letters or digits. */
  LETTER_FIRST: 1,
  /** 2: digits 0–9 only. */
  DIGITS: 2,
  /** 3: an e-mail address (local@domain.tld, no spaces). */
  EMAIL: 3,
  /** 4: a real calendar date written yyyy-MM-dd. */
  DATE_YMD: 4,
  /** 5: a real calendar date written MM-dd-yyyy. */
  DATE_MDY: 5,
  /** 6: contains at least one uppercase letter. */
  UPPERCASE_REQUIRED: 6,
  /** 7: no whitespace anywhere. */
  NO_SPACES: 7,
  /** 8: Thai script only (single spaces between words allowed). */
  THAI_ONLY: 8,
  /** 9: Korean (Hangul) only (single spaces between words allowed). */
  KOREAN_ONLY: 9,
  /** 10: at least one uppercase letter, one lowercase letter, one digit and one symbol. */
  STRONG: 10,
  /** 11: letters only (A–Z, a–z). */
  LETTERS: 11,
  /** 12: letters and digits only (A–Z, a–z, 0–9). */
  ALPHANUMERIC: 12,
  /** 13: letters and digits only, at least one of each. */
  ALPHANUMERIC_MIXED: 13,
  /** 14: lowercase letters and digits only. */
  LOWER_ALPHANUMERIC: 14,
  /** 15: a mobile number: digits, optionally one leading '+'. */
  MOBILE: 15,
  /** 16: Chinese (Han) characters only. */
  CHINESE_ONLY: 16,
  /** 17: Vietnamese letters (Latin with Vietnamese diacritics), single spaces between words. */
  VIETNAMESE: 17,
  /** 18: no special characters: letters of any script, digits and spaces only. */
  NO_SPECIAL: 18,
  /** 19: the first character is a digit. */
  DIGIT_FIRST: 19,
  /** 20: a 6-digit PIN. */
  PIN6: 20,
} as const;
export type PatternId = (typeof PATTERN_IDS)[keyof typeof PATTERN_IDS];
export const MAX_PATTERN_ID = 20;

/** The operator's setting for one field (structurally RegistrationFieldSetting minus `field`). */
export interface FieldRuleSetting {
  visible: boolean;
  required: boolean;
  acceptedPattern: string;
  patternId: number;
  minLength: number;
  maxLength: number;
}

export type FieldFailureRule = 'REQUIRED' | 'TOO_SHORT' | 'TOO_LONG' | 'INVALID_FORMAT';
export type RegistrationFailureRule = FieldFailureRule | 'MISMATCH';

export interface FieldFailure<R extends string = FieldFailureRule> {
  ok: false;
  rule: R;
  patternId: number;
  min: number;
  max: number;
}
export type FieldCheck = { ok: true } | FieldFailure;
export type RegistrationFailure = FieldFailure<RegistrationFailureRule>;

const isValidDate = (y: number, m: number, d: number) => {
  if (m < 1 || m > 12 || d < 1 || y < 1) return false;
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

const VIETNAMESE_LETTER = 'A-Za-zÀÁÂÃÈÉÊÌÍÒÓÔÕÙÚÝàáâãèéêìíòóôõùúýĂăĐđĨĩŨũƠơƯưẠ-ỹ';

/** The built-in check of each patternId (value already NFKC-normalised). */
const BUILT_IN: Record<number, (v: string) => boolean> = {
  0: () => true,
  1: (v) => /^[A-Za-z][A-Za-z0-9]*$/.test(v),
  2: (v) => /^[0-9]+$/.test(v),
  3: (v) => /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(v),
  4: (v) => {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
    return !!m && isValidDate(Number(m[1]), Number(m[2]), Number(m[3]));
  },
  5: (v) => {
    const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(v);
    return !!m && isValidDate(Number(m[3]), Number(m[1]), Number(m[2]));
  },
  6: (v) => /\p{Lu}/u.test(v),
  7: (v) => !/\s/u.test(v),
  8: (v) => /^[\u0E00-\u0E7F]+( [\u0E00-\u0E7F]+)*$/u.test(v),
  9: (v) => /^[\p{Script=Hangul}]+( [\p{Script=Hangul}]+)*$/u.test(v),
  10: (v) =>
    /\p{Lu}/u.test(v) && /\p{Ll}/u.test(v) && /\p{Nd}/u.test(v) && /[^\p{L}\p{N}\s]/u.test(v),
  11: (v) => /^[A-Za-z]+$/.test(v),
  12: (v) => /^[A-Za-z0-9]+$/.test(v),
  13: (v) => /^[A-Za-z0-9]+$/.test(v) && /[A-Za-z]/.test(v) && /[0-9]/.test(v),
  14: (v) => /^[a-z0-9]+$/.test(v),
  15: (v) => /^\+?[0-9]+$/.test(v),
  16: (v) => /^\p{Script=Han}+$/u.test(v),
  17: (v) => new RegExp(`^[${VIETNAMESE_LETTER}]+( [${VIETNAMESE_LETTER}]+)*$`, 'u').test(v),
  18: (v) => /^[\p{L}\p{M}\p{N} ]+$/u.test(v),
  19: (v) => /^[0-9]/.test(v),
  20: (v) => /^[0-9]{6}$/.test(v),
};

/** True when the value satisfies the built-in check of `patternId` (unknown ids: no check). */
export function matchesPatternId(value: string, patternId: number): boolean {
  return (BUILT_IN[patternId] ?? BUILT_IN[0]!)(value);
}

const compiled = new Map<string, RegExp | null>();

/**
 * Compiles an operator's acceptedPattern. Returns undefined for '*' (anything goes) and null for
 * a source that does not compile. Tried with the 'u' flag first (code-point semantics, \p{..}),
 * then without it, so older patterns with loose escapes such as `\-` still work. The pattern is
 * tested as written: operators anchor it themselves (^...$).
 */
export function compilePattern(pattern: string): RegExp | null | undefined {
  if (pattern === '*') return undefined;
  if (compiled.has(pattern)) return compiled.get(pattern)!;
  let re: RegExp | null = null;
  for (const flags of ['u', '']) {
    try {
      re = new RegExp(pattern, flags);
      break;
    } catch {
      // Try the next flag set; null if none compiles.
    }
  }
  if (compiled.size > 500) compiled.clear();
  compiled.set(pattern, re);
  return re;
}

/** True when the operator's pattern is '*' or compiles (what the operator API accepts). */
export function isValidAcceptedPattern(pattern: string): boolean {
  return compilePattern(pattern) !== null;
}

/** NFKC-normalised value; length is counted in Unicode code points of this. */
export const normalizeValue = (value: string) => value.normalize('NFKC');
export const codePointLength = (value: string) => [...value].length;

/**
 * Checks one value against its field rule. A hidden field is always ok (its value is ignored).
 * Empty (nothing but whitespace) fails only when required. Then the length in code points after
 * NFKC normalisation must lie in [minLength, maxLength]; it is checked before any pattern, so an
 * operator regex never runs on an over-long input. Then the value must match acceptedPattern
 * (unless '*') and the built-in check of its patternId.
 *
 * An acceptedPattern that does not compile counts as '*': the operator API refuses such
 * patterns, so one can only come from an older or hand-edited row, and refusing every player
 * because of an operator typo would close registration.
 */
export function validateField(value: string | undefined, rule: FieldRuleSetting): FieldCheck {
  if (!rule.visible) return { ok: true };
  const normalized = normalizeValue(value ?? '');
  const fail = (r: FieldFailureRule): FieldFailure => ({
    ok: false,
    rule: r,
    patternId: rule.patternId,
    min: rule.minLength,
    max: rule.maxLength,
  });
  if (normalized.trim() === '') return rule.required ? fail('REQUIRED') : { ok: true };
  const length = codePointLength(normalized);
  if (length < rule.minLength) return fail('TOO_SHORT');
  if (length > rule.maxLength) return fail('TOO_LONG');
  const re = compilePattern(rule.acceptedPattern);
  if (re && !re.test(normalized)) return fail('INVALID_FORMAT');
  if (!matchesPatternId(normalized, rule.patternId)) return fail('INVALID_FORMAT');
  return { ok: true };
}

export interface ValidateRegistrationOptions {
  /** 'registerMobile': the mobile tab (mobileNum required; the username is the mobile number). */
  type: 'register' | 'registerMobile';
}

/**
 * Checks a whole registration form: every field with a rule, plus the cross-field rules of
 * the form: confirmPassword must equal password ('MISMATCH'); mobileNum is required
 * (and shown) on the mobile tab whatever its setting says; on the mobile tab the username is
 * the mobile number, so the username rule is not applied. Username, password and the
 * confirmation are required whenever shown. Returns field -> failure for each failing field
 * (empty when all pass).
 */
export function validateRegistration(
  values: Record<string, string | undefined>,
  rules: Record<string, FieldRuleSetting>,
  options: ValidateRegistrationOptions,
): Record<string, RegistrationFailure> {
  const failures: Record<string, RegistrationFailure> = {};
  const effective: Record<string, FieldRuleSetting> = { ...rules };
  for (const field of ['username', 'password', 'confirmPassword']) {
    const rule = effective[field];
    if (rule) effective[field] = { ...rule, required: true };
  }
  if (options.type === 'registerMobile') {
    const mobile = effective.mobileNum;
    effective.mobileNum = mobile
      ? { ...mobile, visible: true, required: true }
      : {
          visible: true,
          required: true,
          acceptedPattern: '*',
          patternId: 2,
          minLength: 1,
          maxLength: 32,
        };
    delete effective.username;
  }
  for (const [field, rule] of Object.entries(effective)) {
    const check = validateField(values[field], rule);
    if (!check.ok) failures[field] = check;
  }
  const confirm = effective.confirmPassword;
  if (confirm?.visible !== false && failures.confirmPassword?.rule !== 'REQUIRED') {
    const password = normalizeValue(values.password ?? '');
    const confirmation = normalizeValue(values.confirmPassword ?? '');
    if (password !== confirmation) {
      failures.confirmPassword = {
        ok: false,
        rule: 'MISMATCH',
        patternId: confirm?.patternId ?? 0,
        min: confirm?.minLength ?? 0,
        max: confirm?.maxLength ?? 0,
      };
    }
  }
  return failures;
}

/** The rule of the SMS code when the operator's settings have none: any code, required. */
const ANY_SMS_CODE: FieldRuleSetting = {
  visible: true,
  required: true,
  acceptedPattern: '*',
  patternId: 0,
  minLength: 1,
  maxLength: 255,
};

export interface TabRuleOptions {
  /** Flag SMS_VERIFICATION: a mobile number given on the username tab is verified by SMS. */
  smsVerification: boolean;
  /** The mobile number typed so far (the username tab asks for its SMS code once there is one). */
  mobileNum?: string | undefined;
}

/**
 * Whether a registration tab asks for the SMS code. The mobile tab always does (its account is
 * the verified number). The username tab does only when the operator asks for it: flag
 * SMS_VERIFICATION on, the mobile number and the code fields both shown, and a number to verify
 * (the player typed one, or the operator made the number required). An optional number left
 * empty needs no code.
 */
export function smsCodeNeeded(
  rules: Record<string, FieldRuleSetting>,
  type: 'register' | 'registerMobile',
  options: TabRuleOptions,
): boolean {
  if (type === 'registerMobile') return true;
  const mobile = rules.mobileNum;
  if (!options.smsVerification || !mobile?.visible) return false;
  if (rules.verificationCode && !rules.verificationCode.visible) return false;
  return mobile.required || normalizeValue(options.mobileNum ?? '').trim() !== '';
}

/**
 * The rules one registration tab applies, from the operator's field settings: the same for the
 * web form (what it shows and checks) and the server (what it enforces). The SMS code is shown
 * and required exactly when smsCodeNeeded says so; every other field keeps its setting, so a
 * field the operator hides is neither shown nor required. validateRegistration adds the rest
 * (username, password and confirmation required; the mobile tab's number).
 */
export function tabRules(
  rules: Record<string, FieldRuleSetting>,
  type: 'register' | 'registerMobile',
  options: TabRuleOptions,
): Record<string, FieldRuleSetting> {
  const effective = { ...rules };
  const needed = smsCodeNeeded(rules, type, options);
  effective.verificationCode = {
    ...(rules.verificationCode ?? ANY_SMS_CODE),
    visible: needed,
    required: needed,
  };
  return effective;
}

/**
 * The `validation` namespace key of the text for a patternId: `pattern_<id>` for 1..20,
 * `length_range` for 0 (and unknown ids), whose text is the length range alone.
 */
export function patternMessageKey(patternId: number): string {
  return Number.isInteger(patternId) && patternId >= 1 && patternId <= MAX_PATTERN_ID
    ? `pattern_${patternId}`
    : 'length_range';
}

/** Length parameters for the texts: one number when min equals max. */
export function lengthParams(
  min: number,
  max: number,
): { min: number; max: number } | { count: number } {
  return min === max ? { count: min } : { min, max };
}

/**
 * The text to show for a failure: a `validation` namespace key and its parameters. `field` is
 * the field's display name (`validation:fields.<field>`), used by 'required'. Pattern texts
 * take `{{length}}` ("6-16", or "6" when min equals max).
 */
export function failureMessage(
  failure: RegistrationFailure,
  field: string,
): { key: string; params: Record<string, string | number> } {
  const length = failure.min === failure.max ? `${failure.min}` : `${failure.min}-${failure.max}`;
  switch (failure.rule) {
    case 'REQUIRED':
      return { key: 'required', params: { field } };
    case 'MISMATCH':
      return { key: 'mismatch', params: {} };
    case 'TOO_SHORT':
    case 'TOO_LONG':
    case 'INVALID_FORMAT': {
      const key = patternMessageKey(failure.patternId);
      if (key !== 'length_range') return { key, params: { length } };
      if (failure.rule === 'INVALID_FORMAT') return { key: 'invalid_format', params: {} };
      return failure.min === failure.max
        ? { key: 'length_exact', params: lengthParams(failure.min, failure.max) }
        : { key: 'length_range', params: lengthParams(failure.min, failure.max) };
    }
  }
}
