import type { Avatar, PaymentPasswordInput, SmsSent } from '@sorte/contracts/auth/account';
import { AUTH_ROUTES } from '@sorte/contracts/auth/routes';
import { api } from '../../../lib/api-client';

export const memberApi = {
  avatars: () => api.call<Avatar[]>(AUTH_ROUTES.avatars),
  setAvatar: (avatar: string) => api.call<Avatar>(AUTH_ROUTES.setMemberIcon, { body: { avatar } }),
  paymentPassword: (body: PaymentPasswordInput) =>
    api.call<Record<string, never>>(AUTH_ROUTES.paymentPassword, { body }),
  sendBindCode: (body: { countryDialingCode: string; mobileNum: string }) =>
    api.call<SmsSent>(AUTH_ROUTES.smsMember, { body }),
  bindMobile: (body: { countryDialingCode: string; mobileNum: string; verificationCode: string }) =>
    api.call<Record<string, never>>(AUTH_ROUTES.bindMobile, { body }),
  bindEmail: (body: { email: string; password: string }) =>
    api.call<Record<string, never>>(AUTH_ROUTES.bindEmail, { body }),
  logoutOthers: () => api.call<{ ended: number }>(AUTH_ROUTES.logoutOthers),
};
