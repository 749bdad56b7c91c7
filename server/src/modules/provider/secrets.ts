import { createHmac } from 'node:crypto';
import type { Env } from '../../config/env';

/**
 * A vendor's signing secret derived from VENDOR_SECRET_KEY: hex HMAC-SHA256(key, vendorCode).
 * An operator-stored secret (`provider_vendor.secret`) takes precedence; see
 * ProviderVendors.secretOf, which the signature check uses.
 */
export function vendorSecret(env: Pick<Env, 'VENDOR_SECRET_KEY'>, vendorCode: string): string {
  return createHmac('sha256', env.VENDOR_SECRET_KEY).update(vendorCode).digest('hex');
}

/** hex HMAC-SHA256(secret, "<timestamp>.<raw body>"): the X-Signature of a provider call. */
export function signProviderBody(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}
