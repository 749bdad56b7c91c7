import { AUTH_ROUTES } from '@sorte/contracts/auth/routes';
import type { LoginInput, LoginResult } from '@sorte/contracts/auth/session';
import { api } from '../../../lib/api-client';

/** Every member query key starts with this; login and logout invalidate/clear it. */
export const MEMBER_QUERY_KEY = ['member'] as const;
export const MEMBER_INFO_QUERY_KEY = ['member', 'info'] as const;

export const authApi = {
  login: (body: LoginInput) => api.call<LoginResult>(AUTH_ROUTES.login, { body }),
  // `value` is a base64 PNG (no data: prefix); the answer also sets the HttpOnly captcha cookie.
  captcha: async () => `data:image/png;base64,${await api.call<string>(AUTH_ROUTES.captcha)}`,
};
