/**
 * Brand configuration: the permission snapshot, regions and the web manifest.
 * Other modules and the app import this module only through this file.
 */
export { isValidRange } from './region';
export { systemRoutes } from './system.routes';
export { SystemService, domainOrigin, servingAddress } from './system.service';
export { webManifestRoutes } from './web-manifest.routes';
