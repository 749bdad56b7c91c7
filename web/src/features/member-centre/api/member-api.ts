import type { Avatar, PaymentPasswordInput, SmsSent } from '@sorte/contracts/auth/account';
import { AUTH_ROUTES } from '@sorte/contracts/auth/routes';
import type { MemberInfo } from '@sorte/contracts/auth/session';
import { api } from '../../../lib/api-client';

export const MEMBER_INFO_KEY = ['member', 'info'] as const;

export const getMemberInfo = (signal?: AbortSignal) =>
  api.call<MemberInfo>(AUTH_ROUTES.memberInfo, { signal });

export const memberInfoQueryOptions = () => ({
  queryKey: MEMBER_INFO_KEY,
  queryFn: ({ signal }: { signal: AbortSignal }) => getMemberInfo(signal),
  staleTime: 60_000,
});

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
