/**
 * Method and path of each session and member call, without schemas, so the web bundle can
 * import them without pulling in zod (the schemas live in session.ts).
 */
export const AUTH_ROUTES = {
  login: { method: 'POST', path: '/wps/session/login' },
  logout: { method: 'DELETE', path: '/wps/session/logout' },
  memberInfo: { method: 'GET', path: '/wps/member/info' },
  captcha: { method: 'GET', path: '/wps/captcha' },
  freePlay: { method: 'POST', path: '/wps/session/login/freeplay' },
  logoutOthers: { method: 'DELETE', path: '/wps/session/others' },
  register: { method: 'PUT', path: '/wps/member/register' },
  registerMobile: { method: 'PUT', path: '/wps/member/register/mobile' },
  affiliate: { method: 'GET', path: '/wps/agent/affiliate' },
  botChallenge: { method: 'GET', path: '/wps/bot-check/challenge' },
  smsRegister: { method: 'POST', path: '/wps/verification/sms/register' },
  smsNoLogin: { method: 'POST', path: '/wps/verification/sms/noLogin' },
  smsMember: { method: 'POST', path: '/wps/verification/sms/member' },
  changePassword: { method: 'POST', path: '/wps/member/password' },
  forgotByEmail: { method: 'POST', path: '/wps/member/password/email' },
  resetByPhone: { method: 'POST', path: '/wps/member/password/verification' },
  resetByToken: { method: 'POST', path: '/wps/member/password/reset' },
  paymentPassword: { method: 'POST', path: '/wps/member/payment-password' },
  bindMobile: { method: 'POST', path: '/wps/member/bind/mobile' },
  bindEmail: { method: 'POST', path: '/wps/member/bind/email' },
  memberIcon: { method: 'GET', path: '/wps/member/info/icon' },
  setMemberIcon: { method: 'PUT', path: '/wps/member/info/icon' },
  avatars: { method: 'GET', path: '/wps/relay/MCSFE_getPlayerAvatar' },
} as const;

/**
 * Account types (`isAgent` in the session / member `type`): 0 member, 1, 2, 41 and 42 agent types,
 * 4 trial account. Zod-free so the web's start-up path can use them.
 */
export const ACCOUNT_TYPES = {
  MEMBER: 0,
  AGENT: 1,
  AGENT_2: 2,
  TRIAL: 4,
  AGENT_41: 41,
  AGENT_42: 42,
} as const;
export type AccountType = (typeof ACCOUNT_TYPES)[keyof typeof ACCOUNT_TYPES];

/** Account types that may open the agent centre. */
export const AGENT_ACCOUNT_TYPES: readonly number[] = [1, 2, 41, 42];

export const isAgentAccount = (type: number) => AGENT_ACCOUNT_TYPES.includes(type);
export const isTrialAccount = (type: number) => type === ACCOUNT_TYPES.TRIAL;
