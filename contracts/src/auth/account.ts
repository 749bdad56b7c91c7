import { z } from 'zod';
import { EmptyValueSchema, endpoint } from '../common/envelope';
import { AUTH_ROUTES } from './routes';
import { LoginResultSchema, MOBILE_ALIASES, MobileFields } from './session';

/**
 * Registration, bot check, SMS verification, passwords, free play and the security centre
 * (docs/product.md). Every call answers the standard envelope (`success`, `value` or `code`); field
 * failures come as 400 VALIDATION_FAILED with `fields` (rule codes of FIELD_RULES).
 */

// ---------------------------------------------------------------------------------------------
// Bot check (self-hosted proof of work, ALTCHA format)

/**
 * GET /wps/bot-check/challenge: an ALTCHA challenge (https://altcha.org, SHA-256). The client
 * finds `number` in [0, maxnumber] with sha256(salt + number) === challenge and sends
 * `botCheck` = base64(JSON {algorithm, challenge, number, salt, signature}) with the protected
 * call (register, SMS code requests). The server checks the HMAC signature, the expiry encoded
 * in the salt (5 minutes) and that the challenge was not used before (single use).
 * Failure: 400 BOT_CHECK_FAILED (fields.botCheck = INVALID_VALUE).
 */
export const BotChallengeSchema = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string(),
  maxnumber: z.number().int().positive(),
  salt: z.string(),
  signature: z.string(),
});
export type BotChallenge = z.infer<typeof BotChallengeSchema>;

/** The solved challenge, base64 JSON; at most this long. */
const BotCheck = z.string().min(1).max(2048);

// ---------------------------------------------------------------------------------------------
// SMS verification

export const SMS_PURPOSES = ['register', 'login', 'resetPassword', 'bindMobile'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

/**
 * POST /wps/verification/sms/register: a code for the mobile registration tab (or the SMS
 * field of the username tab). Refuses a number that is already bound (409 MOBILE_TAKEN).
 */
export const SmsRegisterInputSchema = z.object({ ...MobileFields, botCheck: BotCheck }).strict();

/**
 * POST /wps/verification/sms/noLogin: a code for SMS login (purpose 'login') or the forgot-by-
 * phone reset (purpose 'resetPassword'). Answers the same whether or not the number is bound
 * (no account enumeration); a code is only sent to a bound number.
 */
export const SmsNoLoginInputSchema = z
  .object({
    ...MobileFields,
    purpose: z.enum(['login', 'resetPassword']),
    botCheck: BotCheck,
  })
  .strict();

/** POST /wps/verification/sms/member (logged in): a code to bind a new mobile number. */
export const SmsMemberInputSchema = z.object({ ...MobileFields }).strict();

/**
 * The answer of every SMS request. The resend button stays disabled for
 * 60 s x expiredMinutes; `expirationTime` is when the code stops working (ISO 8601).
 * Limits: one code per number and purpose per 60 s, 5 per number per hour, 10 per IP per hour:
 * beyond them 429 SMS_TOO_MANY ('too many requests, try again after 5 minutes') with Retry-After.
 */
export const SmsSentSchema = z.object({
  expiredMinutes: z.number().int().positive(),
  expirationTime: z.string(),
});
export type SmsSent = z.infer<typeof SmsSentSchema>;

/** Minutes an SMS code stays valid (and the resend countdown is 60 s times this). */
export const SMS_CODE_TTL_MINUTES = 2;
/** SMS codes are this many digits. */
export const SMS_CODE_LENGTH = 6;
/** Client-side throttle between two SMS requests: at most one a second. */
export const SMS_REQUEST_THROTTLE_MS = 1000;
/** Wrong guesses before a code is burnt (the member must request a new one). */
export const SMS_CODE_MAX_ATTEMPTS = 5;

// ---------------------------------------------------------------------------------------------
// Registration

/**
 * PUT /wps/member/register (username tab) and PUT /wps/member/register/mobile (mobile tab;
 * `username` is ignored and set to the national mobile number). Every registration field is
 * accepted; which are shown and required, and their rules, come from
 * GET /wps/system/setting/register and are enforced by validateRegistration
 * (registration-rules.ts), the same code the form runs. A field that is hidden is ignored.
 *
 * - `affiliateCode` (the invitation field), else `referralCode` (a landing link's code): the
 *   owner of the code becomes the new account's upline. Either field takes either kind of code,
 *   case-insensitively: an active agent's affiliate code first, else a real member's own
 *   invitation code. An unknown code: 400 INVALID_AFFILIATE_CODE (fields.affiliateCode/referralCode).
 * - `captcha` (when its setting is visible) answers GET /wps/captcha; `verificationCode`
 *   (flag SMS_VERIFICATION, or always on the mobile tab) answers the SMS code.
 * - `botCheck`: the solved challenge (see BotChallengeSchema), always required.
 * - Username taken (case-insensitively, after NFKC): 409 USERNAME_TAKEN; mobile already bound:
 *   409 MOBILE_TAKEN.
 *
 * Success logs the new account in: the answer is a login result (firstTimeLogin true).
 */
const optionalText = (max = 255) => z.string().max(max).optional();
export const RegisterInputSchema = z
  .object({
    username: optionalText(64),
    password: z.string().max(128),
    confirmPassword: z.string().max(128),
    payeeName: optionalText(),
    email: optionalText(),
    qqNum: optionalText(),
    mobileNum: optionalText(32),
    countryDialingCode: optionalText(5),
    recommenderId: optionalText(),
    captcha: optionalText(32),
    verificationCode: optionalText(),
    affiliateCode: optionalText(64),
    referralCode: optionalText(64),
    paymentPassword: optionalText(64),
    line: optionalText(),
    whatsapp: optionalText(),
    zalo: optionalText(),
    facebook: optionalText(),
    wechat: optionalText(),
    idNumber: optionalText(),
    /** The site's host name the player registered on. */
    domain: optionalText(),
    /** The page URL the player registered from (kept for the operator's attribution). */
    registerUrl: optionalText(2048),
    registerMethod: z.literal('web').optional(),
    /** Always true: the answer logs the new account in. */
    login: z.literal(true).optional(),
    botCheck: BotCheck,
  })
  .strict();
export type RegisterInput = z.infer<typeof RegisterInputSchema>;

/** The answer of both register calls: logged in, plus the account name that was created. */
export const RegisterResultSchema = LoginResultSchema.extend({
  /** The username of the new account (on the mobile tab, the generated account number). */
  account: z.string(),
});
export type RegisterResult = z.infer<typeof RegisterResultSchema>;

/**
 * GET /wps/agent/affiliate?code=&domain=: checks an invitation code (either kind) before registering.
 * Unknown or disabled code: 400 INVALID_AFFILIATE_CODE ('invitation_code_error').
 */
export const AffiliateQuerySchema = z
  .object({
    code: z.string().min(1).max(64),
    domain: z.string().max(255).optional(),
  })
  .strict();
export const AffiliateSchema = z.object({
  /** The code as stored (its owner's spelling). */
  code: z.string(),
  /** The inviter's nickname, for "invited by ..." (never the username). */
  agentName: z.string(),
});

// ---------------------------------------------------------------------------------------------
// Passwords

/** The rule of every new login password outside registration (registration uses its settings). */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 32;
/** Payment passwords are a 6-digit PIN (patternId 20). */
export const PAYMENT_PASSWORD_PATTERN = /^[0-9]{6}$/;
/** The default weak password: never accepted as a new password. */
export const DEFAULT_WEAK_PASSWORD = '123456';

const NewPassword = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);

/**
 * POST /wps/member/password: change the login password. `oldPassword` is required unless the
 * account has none (member info hasPassword false). The new password follows the registration
 * rule of `password` and may not be 123456 nor the old one. Ends every other session of the
 * member (the current one stays). Wrong old password: 400 OLD_PASSWORD_WRONG
 * (fields.oldPassword = INVALID_VALUE); confirmation differs: 400 VALIDATION_FAILED
 * (fields.confirmNewPassword = INVALID_VALUE).
 */
export const ChangePasswordInputSchema = z
  .object({
    oldPassword: z.string().max(128).optional(),
    newPassword: NewPassword,
    confirmNewPassword: z.string().max(128),
  })
  .strict();
export type ChangePasswordInput = z.infer<typeof ChangePasswordInputSchema>;

/**
 * POST /wps/member/password/email, form-encoded (application/x-www-form-urlencoded; JSON is also
 * accepted): username and the bound e-mail. When they match, a reset link is mailed. The answer
 * is `{}` whether they match or not (no match, or past 3 mails per hour for the account: nothing
 * is sent), so it reveals no account. Limited to 5 per hour per IP (429 RATE_LIMITED).
 */
export const ForgotByEmailInputSchema = z
  .object({
    username: z.string().min(1).max(64),
    email: z.email().max(255),
  })
  .strict();
export type ForgotByEmailInput = z.infer<typeof ForgotByEmailInputSchema>;

/**
 * POST /wps/member/password/verification: forgot by phone. The code from
 * /wps/verification/sms/noLogin (purpose 'resetPassword') and a new password; sets it, ends
 * every session of the account and logs in (answers a login result; the web goes to /).
 * Wrong code: 400 SMS_CODE_INVALID; expired: 400 SMS_CODE_EXPIRED.
 */
export const ResetByPhoneInputSchema = z
  .object({
    ...MobileFields,
    verificationCode: z.string().min(1).max(16),
    newPassword: NewPassword,
    confirmNewPassword: z.string().max(128).optional(),
  })
  .strict();
export type ResetByPhoneInput = z.infer<typeof ResetByPhoneInputSchema>;

/**
 * POST /wps/member/password/reset: the token of the forgot-by-e-mail link
 * (`/?resetToken=…`, valid 1 hour, single use) and a new password (the rule of
 * ChangePasswordInputSchema, no old one). Sets it, ends every session of the account and logs
 * in (answers a login result). Unknown, used or expired token: 400 RESET_TOKEN_INVALID
 * (fields.resetToken = INVALID_VALUE).
 */
export const ResetByTokenInputSchema = z
  .object({
    resetToken: z.string().min(1).max(128),
    newPassword: NewPassword,
    confirmNewPassword: z.string().max(128),
  })
  .strict();
export type ResetByTokenInput = z.infer<typeof ResetByTokenInputSchema>;

/**
 * POST /wps/member/payment-password: sets (when none: `password` = the login password) or
 * changes (`oldPaymentPassword`) the 6-digit payment password used for withdrawals.
 * Wrong login password: 400 OLD_PASSWORD_WRONG (fields.password); wrong old payment password:
 * 400 PAYMENT_PASSWORD_WRONG (fields.oldPaymentPassword). Trial accounts: 403.
 */
export const PaymentPasswordInputSchema = z
  .object({
    password: z.string().max(128).optional(),
    oldPaymentPassword: z.string().max(16).optional(),
    newPaymentPassword: z.string().regex(PAYMENT_PASSWORD_PATTERN),
    confirmPaymentPassword: z.string().max(16),
  })
  .strict();
export type PaymentPasswordInput = z.infer<typeof PaymentPasswordInputSchema>;

// ---------------------------------------------------------------------------------------------
// Security centre: bound mobile and e-mail, avatar

/**
 * POST /wps/member/bind/mobile: binds (or replaces) the mobile number with the code sent by
 * /wps/verification/sms/member. Number bound to another account: 409 MOBILE_TAKEN.
 */
export const BindMobileInputSchema = z
  .object({ ...MobileFields, verificationCode: z.string().min(1).max(16) })
  .strict();

/** POST /wps/member/bind/email: binds (or replaces) the e-mail, confirmed by the login password. */
export const BindEmailInputSchema = z
  .object({ email: z.email().max(255), password: z.string().min(1).max(128) })
  .strict();

export const AvatarSchema = z.object({
  id: z.string(),
  /** Path of the SVG image (same origin). */
  url: z.string(),
});
export type Avatar = z.infer<typeof AvatarSchema>;
export const SetIconInputSchema = z.object({ avatar: z.string().min(1).max(32) }).strict();

// ---------------------------------------------------------------------------------------------
// Free play

/**
 * POST /wps/session/login/freeplay (flag FREE_PLAY, else 403 FEATURE_DISABLED): creates a trial
 * account (isAgent 4, username 'demo' + digits) with demo money and logs it in. `nonce` is a
 * random string from the client, `gatewayVersion` 3.
 * Limited to 10 per IP per hour (429 RATE_LIMITED).
 */
export const FreePlayInputSchema = z
  .object({
    os: z.string().max(32),
    platform: z.literal('W'),
    nonce: z.string().min(8).max(128),
    gatewayVersion: z.literal(3),
  })
  .strict();

// ---------------------------------------------------------------------------------------------

export const accountApi = {
  botChallenge: endpoint({
    ...AUTH_ROUTES.botChallenge,
    response: BotChallengeSchema,
    auth: 'none',
    summary: 'A proof-of-work challenge for the bot check (ALTCHA format)',
    tags: ['session'],
  }),
  smsRegister: endpoint({
    ...AUTH_ROUTES.smsRegister,
    bodyAliases: MOBILE_ALIASES,
    body: SmsRegisterInputSchema,
    response: SmsSentSchema,
    auth: 'none',
    summary: 'Sends a registration code to a mobile number',
    tags: ['verification'],
  }),
  smsNoLogin: endpoint({
    ...AUTH_ROUTES.smsNoLogin,
    bodyAliases: MOBILE_ALIASES,
    body: SmsNoLoginInputSchema,
    response: SmsSentSchema,
    auth: 'none',
    summary: 'Sends an SMS login or password-reset code to a bound mobile number',
    tags: ['verification'],
  }),
  smsMember: endpoint({
    ...AUTH_ROUTES.smsMember,
    bodyAliases: MOBILE_ALIASES,
    body: SmsMemberInputSchema,
    response: SmsSentSchema,
    auth: 'member',
    summary: 'Sends a code to bind a new mobile number to the logged-in member',
    tags: ['verification'],
  }),
  register: endpoint({
    ...AUTH_ROUTES.register,
    bodyAliases: MOBILE_ALIASES,
    body: RegisterInputSchema,
    response: RegisterResultSchema,
    auth: 'none',
    summary: 'Registers an account by username and logs it in',
    tags: ['member'],
  }),
  registerMobile: endpoint({
    ...AUTH_ROUTES.registerMobile,
    bodyAliases: MOBILE_ALIASES,
    body: RegisterInputSchema,
    response: RegisterResultSchema,
    auth: 'none',
    summary: 'Registers an account by mobile number and logs it in',
    tags: ['member'],
  }),
  affiliate: endpoint({
    ...AUTH_ROUTES.affiliate,
    query: AffiliateQuerySchema,
    response: AffiliateSchema,
    auth: 'none',
    summary: "Checks an agent's affiliate code",
    tags: ['agent'],
  }),
  changePassword: endpoint({
    ...AUTH_ROUTES.changePassword,
    body: ChangePasswordInputSchema,
    response: EmptyValueSchema,
    auth: 'member',
    summary: 'Changes the login password and ends every other session',
    tags: ['member'],
  }),
  forgotByEmail: endpoint({
    ...AUTH_ROUTES.forgotByEmail,
    body: ForgotByEmailInputSchema,
    response: EmptyValueSchema,
    auth: 'none',
    summary: 'Mails a password-reset link when username and e-mail match',
    tags: ['member'],
  }),
  resetByPhone: endpoint({
    ...AUTH_ROUTES.resetByPhone,
    bodyAliases: MOBILE_ALIASES,
    body: ResetByPhoneInputSchema,
    response: LoginResultSchema,
    auth: 'none',
    summary: 'Resets the password with an SMS code and logs in',
    tags: ['member'],
  }),
  resetByToken: endpoint({
    ...AUTH_ROUTES.resetByToken,
    body: ResetByTokenInputSchema,
    response: LoginResultSchema,
    auth: 'none',
    summary: 'Resets the password with the mailed reset link and logs in',
    tags: ['member'],
  }),
  paymentPassword: endpoint({
    ...AUTH_ROUTES.paymentPassword,
    body: PaymentPasswordInputSchema,
    response: EmptyValueSchema,
    auth: 'member',
    summary: 'Sets or changes the payment (withdrawal) password',
    tags: ['member'],
  }),
  bindMobile: endpoint({
    ...AUTH_ROUTES.bindMobile,
    bodyAliases: MOBILE_ALIASES,
    body: BindMobileInputSchema,
    response: EmptyValueSchema,
    auth: 'member',
    summary: 'Binds a mobile number (SMS code)',
    tags: ['member'],
  }),
  bindEmail: endpoint({
    ...AUTH_ROUTES.bindEmail,
    body: BindEmailInputSchema,
    response: EmptyValueSchema,
    auth: 'member',
    summary: 'Binds an e-mail address (login password)',
    tags: ['member'],
  }),
  memberIcon: endpoint({
    ...AUTH_ROUTES.memberIcon,
    response: AvatarSchema,
    auth: 'member',
    summary: "The member's avatar",
    tags: ['member'],
  }),
  setMemberIcon: endpoint({
    ...AUTH_ROUTES.setMemberIcon,
    body: SetIconInputSchema,
    response: AvatarSchema,
    auth: 'member',
    summary: 'Chooses an avatar from the set',
    tags: ['member'],
  }),
  avatars: endpoint({
    ...AUTH_ROUTES.avatars,
    response: z.array(AvatarSchema),
    auth: 'member',
    summary: 'The avatars a member can choose from',
    tags: ['member'],
  }),
  freePlay: endpoint({
    ...AUTH_ROUTES.freePlay,
    body: FreePlayInputSchema,
    response: LoginResultSchema,
    auth: 'none',
    summary: 'Creates a trial account with demo money and logs it in',
    tags: ['session'],
  }),
  logoutOthers: endpoint({
    ...AUTH_ROUTES.logoutOthers,
    response: z.object({ ended: z.number().int() }),
    auth: 'member',
    summary: "Ends the member's other sessions",
    tags: ['session'],
  }),
};
