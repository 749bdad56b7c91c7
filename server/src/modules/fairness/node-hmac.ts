import { createHmac } from 'node:crypto';
import type { HmacSha256 } from '@sorte/contracts/games/fair/rng';

/** Node's HMAC-SHA256 for the fair stream on the server (same bytes as the isomorphic one). */
export const nodeHmac: HmacSha256 = (key, message) =>
  createHmac('sha256', key).update(message, 'utf8').digest();
