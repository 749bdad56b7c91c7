/**
 * Game providers: the seamless-wallet API, the provider client and vendors.
 * Other modules and the app import this module only through this file.
 */
export {
  ProviderError,
  createProviderClient,
  fetchTransport,
  injectTransport,
  type ProviderClient,
  type ProviderTransport,
} from './client';
export { providerRoutes } from './provider.routes';
export { gameRoundView, roundPostingView, roundStakedSql } from './read-models';
export { vendorSecret } from './secrets';
export { VSIM_VENDOR, defaultAdapter, launchCodeOf, transferVendorCodes } from './vendors';
