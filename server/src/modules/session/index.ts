/**
 * Sessions: login, tokens and the login guard.
 * Other modules and the app import this module only through this file.
 */
export { LoginGuard } from './login-guard';
export { SESSION_TOUCH_INTERVAL_MS, THROTTLE_WINDOW_MS } from './session.constants';
export { lastLoginSql, SessionRepository } from './session.repository';
export { sessionRoutes } from './session.routes';
export { SessionService } from './session.service';
