/**
 * Provably fair seeds and their HMAC.
 * Other modules and the app import this module only through this file.
 */
export { nodeHmac } from './node-hmac';
export { generateClientSeed, generateServerSeed, hashServerSeed } from './seeds';
