/**
 * The operator console API, its guard and the audit log.
 * Other modules and the app import this module only through this file.
 */
export { opsContentRoutes, opsRoutes } from './ops.routes';
export { OpsService, type AuditContext } from './ops.service';
