/**
 * Brand configuration: the permission snapshot, regions and the web manifest.
 * Other modules and the app import this module only through this file.
 */
export { contentSql, type ContentCollection, type ContentRow } from './content.repository';
export { isValidRange } from './region';
export { announcementView } from './read-models';
export { settingsSql } from './settings.repository';
export { brandCurrency, type EnabledCatalogue } from './system.repository';
export { systemRoutes } from './system.routes';
export { SystemService, domainOrigin, servingAddress } from './system.service';
export { webManifestRoutes } from './web-manifest.routes';
