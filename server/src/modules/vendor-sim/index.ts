/**
 * A simulated game vendor for demos and tests.
 * Other modules and the app import this module only through this file.
 */
export { vendorSimRoutes } from './vendor-sim.routes';
