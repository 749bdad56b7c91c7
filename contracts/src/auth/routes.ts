/**
 * Method and path of each session and member call, without schemas, so the web bundle can
 * import them without pulling in zod (the schemas live in session.ts).
 */
export const AUTH_ROUTES = {
  login: { method: 'POST', path: '/wps/session/login' },
  logout: { method: 'DELETE', path: '/wps/session/logout' },
  memberInfo: { method: 'GET', path: '/wps/member/info' },
  captcha: { method: 'GET', path: '/wps/captcha' },
} as const;

/**
 * Account types (SPEC.md `isAgent` / member `type`): 0 member, 1, 2, 41 and 42 agent types,
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

/** Account types that may open the agent centre (SPEC.md section 6). */
export const AGENT_ACCOUNT_TYPES: readonly number[] = [1, 2, 41, 42];

export const isAgentAccount = (type: number) => AGENT_ACCOUNT_TYPES.includes(type);
export const isTrialAccount = (type: number) => type === ACCOUNT_TYPES.TRIAL;
