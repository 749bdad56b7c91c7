import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';

/**
 * The text for a failed call: the server's envelope message (already in the request's
 * language), or for client-side failures (network, timeout) the `errors` namespace text.
 */
export function errorText(error: unknown, t: TFunction<string[]> | TFunction): string {
  const tt = t as TFunction;
  if (error instanceof ApiError) {
    if (error.status > 0 && error.message) return error.message;
    return tt(`errors:codes.${error.code}`, { defaultValue: tt('auth:form.genericError') });
  }
  return tt('auth:form.genericError');
}
