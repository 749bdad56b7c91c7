/**
 * The in-house games.
 * Other modules and the app import this module only through this file.
 */
export { inhouseRoutes } from './inhouse.routes';
export { InhouseService } from './inhouse.service';
export { inhouseFairnessLookup } from './fairness-lookup';
