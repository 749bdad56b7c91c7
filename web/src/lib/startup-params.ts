import { rememberInvitationCode } from './invitation-code';
import { sessionToken } from './session-token';
import { session, STORAGE_KEYS } from './storage';

/** Query fields read once at start-up and removed from the address bar. */
const CONSUMED = ['token', STORAGE_KEYS.resetToken] as const;

export interface StartupParams {
  /** A `?resetToken=` from a password-reset mail: the app opens the set-new-password modal. */
  resetToken: boolean;
}

/**
 * Runs before the first render:
 * - `?token=` logs in (stored like a login's token) and is removed from the address bar, so it
 *   is neither bookmarked nor sent on in a Referer;
 * - `?resetToken=` is kept in session storage for the reset modal and removed from the URL;
 * - `?referralCode=` / `?affiliateCode=` are kept in session storage so registration still
 *   carries them after the visitor has navigated away from the landing page.
 */
export function readStartupParams(location: Location = window.location): StartupParams {
  const url = new URL(location.href);
  rememberInvitationCode(url.searchParams);
  const token = url.searchParams.get('token')?.trim();
  if (token) sessionToken.set(token);
  const resetToken = url.searchParams.get(STORAGE_KEYS.resetToken)?.trim();
  if (resetToken) session.set(STORAGE_KEYS.resetToken, resetToken.slice(0, 256));
  if (CONSUMED.some((key) => url.searchParams.has(key))) {
    for (const key of CONSUMED) url.searchParams.delete(key);
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }
  return { resetToken: Boolean(session.get(STORAGE_KEYS.resetToken)) };
}
