import type {
  BotChallenge,
  ChangePasswordInput,
  ForgotByEmailInput,
  RegisterInput,
  RegisterResult,
  ResetByPhoneInput,
  ResetByTokenInput,
  SmsSent,
} from '@sorte/contracts/auth/account';
import { AUTH_ROUTES } from '@sorte/contracts/auth/routes';
import type { LoginInput, LoginResult } from '@sorte/contracts/auth/session';
import type { RegisterSettings } from '@sorte/contracts/system/system';
import { SYSTEM_ROUTES } from '@sorte/contracts/system/routes';
import { api } from '../../../lib/api-client';

/** Every member query key starts with this; login and logout invalidate/clear it. */
export const MEMBER_QUERY_KEY = ['member'] as const;
export const MEMBER_INFO_QUERY_KEY = ['member', 'info'] as const;

/** GET /wps/agent/affiliate's answer (AffiliateSchema in contracts; no exported type there). */
export interface Affiliate {
  code: string;
  agentName: string;
}

export interface MobileInput {
  countryDialingCode: string;
  mobileNum: string;
}

export const authApi = {
  login: (body: LoginInput) => api.call<LoginResult>(AUTH_ROUTES.login, { body }),
  logout: () => api.call<Record<string, never>>(AUTH_ROUTES.logout),
  // `value` is a base64 PNG (no data: prefix); the answer also sets the HttpOnly captcha cookie.
  captcha: async () => `data:image/png;base64,${await api.call<string>(AUTH_ROUTES.captcha)}`,
  registerSettings: () => api.call<RegisterSettings>(SYSTEM_ROUTES.registerSettings),
  botChallenge: () => api.call<BotChallenge>(AUTH_ROUTES.botChallenge),
  affiliate: (code: string) =>
    api.call<Affiliate>(AUTH_ROUTES.affiliate, {
      query: { code, domain: window.location.hostname },
    }),
  register: (body: RegisterInput, mobile: boolean) =>
    api.call<RegisterResult>(mobile ? AUTH_ROUTES.registerMobile : AUTH_ROUTES.register, { body }),
  smsRegister: (body: MobileInput & { botCheck: string }) =>
    api.call<SmsSent>(AUTH_ROUTES.smsRegister, { body }),
  smsNoLogin: (body: MobileInput & { botCheck: string; purpose: 'login' | 'resetPassword' }) =>
    api.call<SmsSent>(AUTH_ROUTES.smsNoLogin, { body }),
  changePassword: (body: ChangePasswordInput) =>
    api.call<Record<string, never>>(AUTH_ROUTES.changePassword, { body }),
  // The one form-encoded call of the player API.
  forgotByEmail: (input: ForgotByEmailInput) =>
    api.call<Record<string, never>>(AUTH_ROUTES.forgotByEmail, { form: { ...input } }),
  resetByPhone: (body: ResetByPhoneInput) =>
    api.call<LoginResult>(AUTH_ROUTES.resetByPhone, { body }),
  resetByToken: (body: ResetByTokenInput) =>
    api.call<LoginResult>(AUTH_ROUTES.resetByToken, { body }),
};

export const registerSettingsQueryOptions = () => ({
  queryKey: ['auth', 'register-settings'] as const,
  queryFn: authApi.registerSettings,
  staleTime: 5 * 60_000,
});
