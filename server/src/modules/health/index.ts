/**
 * Health and readiness routes.
 * Other modules and the app import this module only through this file.
 */
export { healthRoutes } from './health.routes';
