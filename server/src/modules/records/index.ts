/**
 * Player records: betting, profit and the in-house fairness view.
 * Other modules and the app import this module only through this file.
 */
export type { FairnessLookup, FairnessRound } from './fairness';
export { betRecordRoutes } from './records.routes';
export { BetRecordService } from './records.service';
