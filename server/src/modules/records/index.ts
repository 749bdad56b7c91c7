/**
 * Player records: betting, profit and the in-house fairness view.
 * Other modules and the app import this module only through this file.
 */
export { inhouseFairnessLookup } from './inhouse-fairness';
export { betRecordRoutes } from './records.routes';
export { BetRecordService } from './records.service';
