/**
 * Member session and login-throttling rules (docs/decisions.md, "Product choices").
 *
 * Sessions
 * - Idle expiry: a session unused for SESSION_IDLE_MS is expired (last_seen_at).
 * - Absolute expiry: SESSION_ABSOLUTE_MS after login whatever the activity (expires_at), or
 *   SESSION_REMEMBER_ME_ABSOLUTE_MS when the login asked `rememberMe: true`. The web's
 *   remember-me cookie lasts 1 day, so the server session may last as long; the idle
 *   expiry applies to both.
 * - last_seen_at is written at most once per SESSION_TOUCH_INTERVAL_MS to limit writes.
 *
 * Throttling (per username and per IP, counted over THROTTLE_WINDOW_MS since the last failure)
 * - CAPTCHA_AFTER_USERNAME_FAILURES failures for a username, or CAPTCHA_AFTER_IP_FAILURES for an
 *   IP: the login needs the captcha (401 CAPTCHA_REQUIRED, fields.captcha = REQUIRED).
 * - From DELAY_AFTER_USERNAME_FAILURES failures for a username: each attempt within
 *   min(2^(n - DELAY_AFTER_USERNAME_FAILURES), MAX_DELAY_SECONDS) seconds of the last failure is
 *   refused with 429 RATE_LIMITED and Retry-After (and is not counted).
 * - A successful login clears the username's counter; the IP's counter only ages out.
 */
export const SESSION_IDLE_MS = 30 * 60_000;
export const SESSION_ABSOLUTE_MS = 12 * 3_600_000;
export const SESSION_REMEMBER_ME_ABSOLUTE_MS = 24 * 3_600_000;
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

export const THROTTLE_WINDOW_MS = 15 * 60_000;
export const CAPTCHA_AFTER_USERNAME_FAILURES = 3;
export const CAPTCHA_AFTER_IP_FAILURES = 10;
export const DELAY_AFTER_USERNAME_FAILURES = 10;
export const MAX_DELAY_SECONDS = 900;

/**
 * Every attempt is counted before it is judged (one atomic upsert that answers the new count),
 * so parallel attempts cannot all read the same old count. An attempt that turns out right
 * takes its count back (the username's counter is cleared, the IP's decremented).
 */
export const USERNAME_POLICY = {
  windowMs: THROTTLE_WINDOW_MS,
  blockFrom: DELAY_AFTER_USERNAME_FAILURES,
  growing: true,
} as const;
export const IP_POLICY = { windowMs: THROTTLE_WINDOW_MS } as const;

/**
 * With flag PASSWORD_EXPIRY on, a password older than this (since password_changed_at, else the
 * account's creation) is expired: username login answers passwordExpired and the web opens the
 * change-password modal. Never for SMS login.
 */
export const PASSWORD_MAX_AGE_DAYS = 90;

/** Trial (free play) accounts: at most this many per IP per FREE_PLAY_WINDOW_MS. */
export const FREE_PLAY_PER_IP = 10;
export const FREE_PLAY_WINDOW_MS = 3_600_000;
/** Counted per IP (key `freeplay:<ip>`) like login attempts: the hour runs from the last one. */
export const FREE_PLAY_POLICY = { windowMs: FREE_PLAY_WINDOW_MS, blockFrom: FREE_PLAY_PER_IP } as const;

/** The longest window of any attempt counter: older rows count as zero and may be purged. */
export const LONGEST_ATTEMPT_WINDOW_MS = FREE_PLAY_WINDOW_MS;
