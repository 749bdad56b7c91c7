import type { TFunction } from 'i18next';
import { ApiError } from '../lib/api-client';

/**
 * The text of a failed call: the server's envelope message (already translated into the request's
 * language), or for failures that never reached the server (network, timeout) the `errors`
 * namespace text of the code, else `fallback`.
 */
export function errorMessage(error: unknown, t: TFunction, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.status > 0 && error.message) return error.message;
    return t(`errors:codes.${error.code}`, { defaultValue: fallback });
  }
  return fallback;
}

/** Whether a failed money call might not have reached the server (retry with the same key). */
export function mayHaveNotArrived(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
}
