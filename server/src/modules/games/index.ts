/**
 * The game catalogue, its import and the lobby calls.
 * Other modules and the app import this module only through this file.
 */
export { applyCatalogue } from './catalogue.service';
export { validateRows } from './games.import';
export {
  catalogueMinBet,
  catalogueVendorNames,
  enabledCatalogue,
  gameByCode,
  gameNameSql,
  gameTypeOf,
  gameView,
  playableGame,
} from './games.repository';
export { gamesRoutes, opsGamesRoutes } from './games.routes';
export { GamesService } from './games.service';
