import { z } from 'zod';
import { EmptyValueSchema, endpoint } from '../common/envelope';
import { AUTH_ROUTES } from './routes';

export const LOGIN_TYPES = ['username', 'sms'] as const;

const Mobile = {
  /** One of COUNTRIES' dialing codes (countries.ts), e.g. '+55'. */
  countryDialingCode: z.string().min(2).max(5),
  /** The national number; checked with normalizeMobile (countries.ts). */
  mobileNum: z.string().min(1).max(32),
};

/**
 * POST /wps/session/login, `type: 'username'`. `captcha` is asked for (401 CAPTCHA_REQUIRED,
 * fields.captcha = REQUIRED) after repeated failures. `rememberMe` stretches the session's
 * absolute expiry from 12 h to 24 h (idle expiry unchanged). `agentLogin`: the agent-side login,
 * refused for non-agents with 403 NOT_AN_AGENT ('Non-agents cannot log in').
 */
export const UsernameLoginInputSchema = z
  .object({
    type: z.literal('username'),
    username: z.string().min(1).max(64),
    password: z.string().min(1).max(128),
    captcha: z.string().min(1).max(32).optional(),
    rememberMe: z.boolean().optional(),
    agentLogin: z.boolean().optional(),
  })
  .strict();

/**
 * POST /wps/session/login, `type: 'sms'` (flag MOBILEVERCODELOGIN3, else 403 FEATURE_DISABLED):
 * the bound mobile number and the code sent by POST /wps/verification/sms/noLogin with purpose
 * 'login'. A wrong or expired code: 400 SMS_CODE_INVALID / SMS_CODE_EXPIRED. An SMS login never
 * opens the change-password modal, so passwordExpired is always false.
 */
export const SmsLoginInputSchema = z
  .object({
    type: z.literal('sms'),
    ...Mobile,
    verificationCode: z.string().min(1).max(16),
    rememberMe: z.boolean().optional(),
    agentLogin: z.boolean().optional(),
  })
  .strict();

export const LoginInputSchema = z.discriminatedUnion('type', [
  UsernameLoginInputSchema,
  SmsLoginInputSchema,
]);
export { Mobile as MobileFields };
/**
 * The product's name for the mobile number in the SMS calls is `mobileNo`; `mobileNum` is the
 * name used everywhere else. Every call taking a mobile number accepts both.
 */
export const MOBILE_ALIASES = { mobileNo: 'mobileNum' } as const;
export type LoginInput = z.infer<typeof LoginInputSchema>;
export type UsernameLoginInput = z.infer<typeof UsernameLoginInputSchema>;
export type SmsLoginInput = z.infer<typeof SmsLoginInputSchema>;

export const LoginResultSchema = z.object({
  /** Opaque bearer token: `Authorization: Bearer <token>` on member calls. */
  token: z.string(),
  /** True on the account's first successful login (the web runs the first-login action). */
  firstTimeLogin: z.boolean(),
  /**
   * The password is the default one (123456), or it is older than the expiry period while flag
   * PASSWORD_EXPIRY is on: the web opens the change-password modal (never for an SMS login).
   */
  passwordExpired: z.boolean(),
  /** Account type (see ACCOUNT_TYPES in routes.ts): 0 member, 1/2/41/42 agent, 4 trial. */
  isAgent: z.number().int(),
});
export type LoginResult = z.infer<typeof LoginResultSchema>;

export const ClubLabelSchema = z.object({
  labelName: z.string(),
  color: z.string(),
  color2: z.string(),
  /** Above 4: customer service goes to VIP support. */
  rankLevel: z.number().int(),
});

export const MemberLabelSchema = z.object({
  text: z.string(),
  textColor: z.string(),
  bgColor: z.string(),
});

/** GET /wps/member/info. */
export const MemberInfoSchema = z.object({
  nickname: z.string(),
  /** The username. */
  account: z.string(),
  id: z.string(),
  /** Account type (see ACCOUNT_TYPES). */
  type: z.number().int(),
  /** The member has an upline (the member centre's transfer-to-upline page applies). */
  toUpline: z.boolean(),
  clubLabel: ClubLabelSchema,
  memberLabel: z.array(MemberLabelSchema),
  /** The chosen avatar's id (GET /wps/relay/MCSFE_getPlayerAvatar lists them). */
  avatar: z.string(),
  /** False for an account created without a password: changing it needs no old password. */
  hasPassword: z.boolean(),
  /** A payment (withdrawal) password is set: changing it needs the old one. */
  hasPaymentPassword: z.boolean(),
  /** Bound mobile, masked ('+55 11*****321'), or null. */
  mobile: z.string().nullable(),
  /** Bound e-mail, masked ('de***@example.com'), or null. */
  email: z.string().nullable(),
  /** The member's own invitation code (referralCode of the people they invite). */
  referralCode: z.string(),
  /** When the account was created (ISO 8601). */
  createdAt: z.string(),
});
export type MemberInfo = z.infer<typeof MemberInfoSchema>;

export const sessionApi = {
  login: endpoint({
    ...AUTH_ROUTES.login,
    bodyAliases: MOBILE_ALIASES,
    body: LoginInputSchema,
    response: LoginResultSchema,
    auth: 'none',
    summary: 'Member login; answers an opaque session token',
    tags: ['session'],
  }),
  logout: endpoint({
    ...AUTH_ROUTES.logout,
    response: EmptyValueSchema,
    auth: 'member',
    summary: 'Revokes the current member session',
    tags: ['session'],
  }),
};

export const memberApi = {
  info: endpoint({
    ...AUTH_ROUTES.memberInfo,
    response: MemberInfoSchema,
    auth: 'member',
    summary: 'The logged-in member: nickname, account type, club label and member labels',
    tags: ['member'],
  }),
};
