/**
 * Method and path of each system and operator call, without schemas, so the web bundle can
 * import them without pulling in zod (the schemas live in system.ts and ops.ts).
 */
export const SYSTEM_ROUTES = {
  status: { method: 'GET', path: '/wps/system/status' },
  permission: { method: 'GET', path: '/wps/system/permission' },
  whitelabel: { method: 'GET', path: '/wps/system/whitelabel' },
  domainRoute: { method: 'GET', path: '/wps/system/domainRoute' },
  helpCenter: { method: 'GET', path: '/wps/system/helpCenter' },
  notices: { method: 'GET', path: '/wps/system/notices' },
  language: { method: 'PUT', path: '/wps/system/language' },
  registerSettings: { method: 'GET', path: '/wps/system/setting/register' },
} as const;

export type RouteRef = { readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; readonly path: string };
