import { session, STORAGE_KEYS } from './storage';

/**
 * The query names a landing link may carry an invitation code under: `?affiliateCode=` (an
 * agent's link) and `?referralCode=` (a member's "invite friends" link). The server takes either
 * kind of code under either name.
 */
const NAMES = [STORAGE_KEYS.affiliateCode, STORAGE_KEYS.referralCode] as const;

/**
 * Keeps the invitation code of a link for this browser session (session storage), so the
 * register form still has it after the visitor looked around the site first. The latest link
 * wins: a new code replaces the one kept before.
 */
export function rememberInvitationCode(params: URLSearchParams): void {
  for (const name of NAMES) {
    const value = params.get(name)?.trim();
    if (!value) continue;
    for (const other of NAMES) session.remove(other);
    session.set(name, value.slice(0, 64));
    return;
  }
}

/** The invitation code the visitor arrived with in this session, or ''. */
export function landingInvitationCode(): string {
  for (const name of NAMES) {
    const value = session.get(name);
    if (value) return value;
  }
  return '';
}
