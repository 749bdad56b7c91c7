import { z } from 'zod';
import { endpoint } from '../common/envelope';
import { AUTH_ROUTES } from './routes';

/** Captcha images are 160x56 px and show a 4-digit code (the registration rule for `captcha`). */
export const CAPTCHA_WIDTH = 160;
export const CAPTCHA_HEIGHT = 56;
export const CAPTCHA_LENGTH = 4;
/**
 * The digits a captcha uses: none that reads as another character (0/O/8, 1/I/l/7, 5/S, 8/B/3),
 * so the numeric keypad is enough and a glance is enough. 6^4 = 1296 codes, each single use.
 */
export const CAPTCHA_DIGITS = '234679';
/** How long an issued captcha can be answered. */
export const CAPTCHA_TTL_MS = 2 * 60_000;
/** The HttpOnly cookie (Path=/wps) that ties the answer to the issued captcha. */
export const CAPTCHA_COOKIE = 'captcha_id';

/**
 * GET /wps/captcha: a new captcha. `value` is the bare base64 of a PNG image (no `data:` prefix;
 * show it as `data:image/png;base64,${value}`). Sets the `captcha_id` cookie (HttpOnly,
 * SameSite=Strict, Path=/wps), replacing any earlier captcha. The answer goes in the next
 * call's `captcha` field (login), is single use and expires after 2 minutes; a wrong, expired or
 * reused answer is 400 CAPTCHA_INVALID (fields.captcha = INVALID_VALUE). At most 1 per second and
 * 30 per minute per IP (429 RATE_LIMITED + Retry-After).
 */
export const captchaApi = {
  get: endpoint({
    ...AUTH_ROUTES.captcha,
    response: z.string(),
    auth: 'none',
    summary: 'New captcha image (base64 PNG) and its captcha_id cookie',
    tags: ['session'],
  }),
};
