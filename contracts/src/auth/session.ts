import { z } from 'zod';
import { EmptyValueSchema, endpoint } from '../common/envelope';
import { AUTH_ROUTES } from './routes';

export const LOGIN_TYPES = ['username', 'sms'] as const;

/**
 * POST /wps/session/login. `type: 'sms'` answers 403 FEATURE_DISABLED until SMS login exists.
 * `captcha` is asked for (401 CAPTCHA_REQUIRED, fields.captcha = REQUIRED) after repeated failures.
 * `rememberMe` stretches the session's absolute expiry from 12 h to 24 h (idle expiry unchanged).
 */
export const LoginInputSchema = z
  .object({
    username: z.string().min(1).max(64),
    password: z.string().min(1).max(128),
    type: z.enum(LOGIN_TYPES),
    captcha: z.string().min(1).max(32).optional(),
    rememberMe: z.boolean().optional(),
  })
  .strict();
export type LoginInput = z.infer<typeof LoginInputSchema>;

export const LoginResultSchema = z.object({
  /** Opaque bearer token: `Authorization: Bearer <token>` on member calls. */
  token: z.string(),
  /** True on the account's first successful login (the web runs the first-login action). */
  firstTimeLogin: z.boolean(),
  /** The password is still the default one: the web opens the change-password modal. */
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
});
export type MemberInfo = z.infer<typeof MemberInfoSchema>;

export const sessionApi = {
  login: endpoint({
    ...AUTH_ROUTES.login,
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
