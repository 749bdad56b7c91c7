/** The provider API's round and transaction tables (schema/provider.ts), read by the betting record. */
export { gameRound, providerTransaction } from '../../db/schema/index';
