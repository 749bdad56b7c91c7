/**
 * Promotions, bonuses and their claims.
 * Other modules and the app import this module only through this file.
 */
export { promotionsRoutes } from './promotions.routes';
export { PromotionsService } from './promotions.service';
