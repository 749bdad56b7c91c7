/**
 * The cashier: deposits, withdrawals, receipts, history and wagering turnover.
 * Other modules and the app import this module only through this file.
 */
export { Cashier } from './cashier';
export { cashierRoutes, opsCashierRoutes } from './cashier.routes';
export { periodRange } from './history.service';
export { assertTurnoverMet, recordWager, withOpenRequirement } from './turnover';
