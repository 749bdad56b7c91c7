/**
 * The one catalogue of error codes. The client switches on `code`, never on `message`.
 * Each code carries the HTTP status it is answered with (API.md).
 */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  MALFORMED_JSON: 400,
  UNSUPPORTED_LANGUAGE: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  OPS_UNAUTHORIZED: 401,
  OPS_WRONG_CREDENTIALS: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  MAINTENANCE: 503,
  REGION_RESTRICTED: 503,
  SERVICE_UNAVAILABLE: 503,
  /** Member login refused: the same answer whether the username exists or not. */
  LOGIN_WRONG_CREDENTIALS: 401,
  /** Login needs the captcha now (after repeated failures); comes with fields.captcha = REQUIRED. */
  CAPTCHA_REQUIRED: 401,
  /** The account exists but may not log in (disabled; SPEC: "non-member account cannot log in"). */
  ACCOUNT_DISABLED: 403,
  /** The feature behind this call is switched off (or not built yet). */
  FEATURE_DISABLED: 403,
  /** The member session ran past its idle or absolute expiry. */
  SESSION_EXPIRED: 401,
  /** A trial account (isAgent 4) asked for a real-account feature. */
  TRIAL_ACCOUNT_FORBIDDEN: 403,
  /** A non-agent asked for an agent-only feature. */
  NOT_AN_AGENT: 403,
  /** The captcha answer is wrong, expired, already used or has no captcha behind it; fields.captcha = INVALID_VALUE. */
  CAPTCHA_INVALID: 400,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

/** Client-side failures that never come from the server but are shown with the same texts. */
export const CLIENT_ERROR_CODES = ['NETWORK_ERROR', 'PAGE_LOAD_TIMEOUT', 'CHUNK_LOAD_FAILED'] as const;
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];

/** Rule codes used in the `fields` map of a validation failure. */
export const FIELD_RULES = [
  'REQUIRED',
  'TOO_SHORT',
  'TOO_LONG',
  'INVALID_TYPE',
  'INVALID_FORMAT',
  'INVALID_VALUE',
  'UNKNOWN_FIELD',
] as const;
export type FieldRule = (typeof FIELD_RULES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && value in ERROR_STATUS;
}
