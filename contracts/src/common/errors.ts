/**
 * The one catalogue of error codes. The client switches on `code`, never on `message`.
 * Each code carries the HTTP status it is answered with (docs/product.md, "Conventions").
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
  /** The site was opened at an address that is not one of the brand's domains (domain check). */
  DOMAIN_INVALID: 403,
  SERVICE_UNAVAILABLE: 503,
  /** Member login refused: the same answer whether the username exists or not. */
  LOGIN_WRONG_CREDENTIALS: 401,
  /** Login needs the captcha now (after repeated failures); comes with fields.captcha = REQUIRED. */
  CAPTCHA_REQUIRED: 401,
  /** The account exists but may not log in (disabled: "non-member account cannot log in"). */
  ACCOUNT_DISABLED: 403,
  /** The feature behind this call is switched off (or not built yet). */
  FEATURE_DISABLED: 403,
  /** The member session ran past its idle or absolute expiry. */
  SESSION_EXPIRED: 401,
  /** A trial account (isAgent 4) asked for a real-account feature. */
  TRIAL_ACCOUNT_FORBIDDEN: 403,
  /**
   * The session logged in with the default or an expired password while flag
   * FORCE_PASSWORD_CHANGE is on: it may only read the member info, change the password and log out.
   */
  PASSWORD_CHANGE_REQUIRED: 403,
  /** A non-agent asked for an agent-only feature. */
  NOT_AN_AGENT: 403,
  /** Agent centre: the member named is not in the agent's own team (or not a direct downline where one is needed). */
  AGENT_DOWNLINE_NOT_FOUND: 404,
  /** A rebate rate above the upline's own for that game type; fields.<gameType> = INVALID_VALUE. */
  AGENT_REBATE_ABOVE_UPLINE: 400,
  /** Register centre: no referral link with this id among the agent's own. */
  AGENT_LINK_NOT_FOUND: 404,
  /** Operator move under the member itself, its own team, a trial account or an unknown member. */
  AGENT_MOVE_INVALID: 400,
  /** Agent contracts: this contract type is not enabled for the brand. */
  AGENT_CONTRACT_TYPE_DISABLED: 403,
  /** Agent contracts: no contract with this id where the caller is the upline or the downline. */
  AGENT_CONTRACT_NOT_FOUND: 404,
  /** Agent contracts: the downline already has an offered or active contract of this type. */
  AGENT_CONTRACT_EXISTS: 409,
  /** Agent contracts: the caller may not offer this type (it holds no active contract of it and has an upline), or the downline is not an agent. */
  AGENT_CONTRACT_NOT_ALLOWED: 403,
  /** Agent contracts: terms above the upline's own contract or the brand's limits; fields name the tier values. */
  AGENT_CONTRACT_ABOVE_LIMIT: 400,
  /** Agent contracts: the contract is not in a state for this action (accept/reject an offer only; terminate an open one). */
  AGENT_CONTRACT_STATE: 409,
  /** Agent contracts: no settlement with this id the caller may see. */
  AGENT_SETTLEMENT_NOT_FOUND: 404,
  /** Operator: the settlement is already paid and can no longer be changed. */
  AGENT_SETTLEMENT_PAID: 409,
  /** Transfer to a downline: the downline is disabled or a trial account. */
  AGENT_TRANSFER_NOT_ALLOWED: 403,
  /** Operator: this rebate day is already paid and can no longer be adjusted. */
  AGENT_REBATE_PAID: 409,
  /** Betting record: no round with this id for this member (also someone else's round). */
  BET_RECORD_NOT_FOUND: 404,
  /** No enabled promotion with this id. */
  PROMOTION_NOT_FOUND: 404,
  /** The captcha answer is wrong, expired, already used or has no captcha behind it; fields.captcha = INVALID_VALUE. */
  CAPTCHA_INVALID: 400,
  /** Registration: the username exists (case-insensitively); fields.username = INVALID_VALUE. */
  USERNAME_TAKEN: 409,
  /** The mobile number is bound to another account; fields.mobileNum = INVALID_VALUE. */
  MOBILE_TAKEN: 409,
  /** Unknown or disabled affiliate/referral code (the web's 'invitation_code_error' warning). */
  INVALID_AFFILIATE_CODE: 400,
  /** The proof-of-work bot check is missing, wrong, expired or reused; fields.botCheck. */
  BOT_CHECK_FAILED: 400,
  /** Wrong SMS verification code (or none was sent to this number); fields.verificationCode. */
  SMS_CODE_INVALID: 400,
  /** The SMS code expired or was used up by wrong guesses: send again. */
  SMS_CODE_EXPIRED: 400,
  /** SMS limits per number or IP reached; comes with Retry-After. */
  SMS_TOO_MANY: 429,
  /** The SMS or mail provider refused or failed to deliver. */
  DELIVERY_FAILED: 502,
  /** The old (or confirming) login password is wrong. */
  OLD_PASSWORD_WRONG: 400,
  /** The old payment password is wrong. */
  PAYMENT_PASSWORD_WRONG: 400,
  /** Forgot by e-mail: no account with this username and e-mail. */
  ACCOUNT_EMAIL_NOT_FOUND: 404,
  /** The password-reset link is unknown, used or expired; fields.resetToken. */
  RESET_TOKEN_INVALID: 400,
  /** The movement needs more money than the wallet holds; nothing moved. */
  INSUFFICIENT_BALANCE: 400,
  /** In-house game page: the launch token is unknown, expired or for another game. */
  INHOUSE_SESSION_INVALID: 401,
  /** In-house game: a mines round is still open (finish it before starting another or rotating the seed). */
  INHOUSE_ROUND_OPEN: 409,
  /** In-house game: no round with this id (for this player). */
  INHOUSE_ROUND_NOT_FOUND: 404,
  /** In-house game: the round is already settled. */
  INHOUSE_ROUND_CLOSED: 409,
  /** Mines: the cell was revealed already. */
  INHOUSE_CELL_REVEALED: 409,
  /** Mines: cash-out needs at least one safe reveal. */
  INHOUSE_CASHOUT_NOT_ALLOWED: 409,
  /** Dice: the target gives a win chance outside 1% … 98%; fields.target. */
  INHOUSE_TARGET_OUT_OF_RANGE: 400,
  /** In-house game: the stake is below the game's minBet or above the maximum; message carries {{min}} and {{max}}. */
  INHOUSE_BET_OUT_OF_RANGE: 400,
  /** In-house game: the provider API failed unexpectedly; the round is kept and settled on the next call. */
  INHOUSE_WALLET_UNAVAILABLE: 503,
  /** A money call without a usable Idempotency-Key header (1-128 of A-Z a-z 0-9 . _ : -). */
  IDEMPOTENCY_KEY_REQUIRED: 400,
  /** The Idempotency-Key was already used for a different request; nothing moved. */
  IDEMPOTENCY_KEY_REUSED: 409,
  /** `from` or `to` names no wallet of this member (MAIN or an enabled vendor code); fields name which. */
  UNKNOWN_WALLET: 400,
  /** The amount is not a positive decimal with at most two places (or too large); fields.amount. */
  AMOUNT_INVALID: 400,
  /** A transfer from a wallet to itself. */
  SAME_WALLET: 400,
  /** Transfer to upline: the member has no upline agent. */
  NO_UPLINE: 403,
  /** Transfer to upline: the upline agent does not accept transfers. */
  UPLINE_TRANSFER_NOT_ALLOWED: 403,
  /** Cashier: the deposit channel is unknown, disabled or removed; fields.channelId. */
  CHANNEL_UNAVAILABLE: 400,
  /** The amount is outside the allowed range; message carries {{min}} and {{max}}; fields.amount. */
  AMOUNT_OUT_OF_RANGE: 400,
  /** No deposit order with this id for this member (also someone else's order). */
  ORDER_NOT_FOUND: 404,
  /** The deposit order is no longer pending (paid, failed, expired or cancelled). */
  ORDER_NOT_PENDING: 409,
  /** Too many unpaid deposit orders: pay or cancel one first. */
  PENDING_ORDERS_LIMIT: 400,
  /** Withdrawal without a payment password set: set one in the security centre first. */
  PAYMENT_PASSWORD_REQUIRED: 400,
  /** A deposit bonus's turnover requirement is still open. */
  TURNOVER_NOT_MET: 400,
  /** Forfeiting a bonus: the member has no open turnover requirement. */
  NO_OPEN_BONUS: 400,
  /** The day's number of withdrawals is used up. */
  WITHDRAW_LIMIT_REACHED: 400,
  /** The payout account's holder name is not the member's payee name; fields.holderName. */
  PAYEE_NAME_MISMATCH: 400,
  /** No payout account with this id for this member. */
  PAYOUT_ACCOUNT_NOT_FOUND: 404,
  /** This payout account is bound already. */
  PAYOUT_ACCOUNT_EXISTS: 409,
  /** The member has the most payout accounts allowed. */
  PAYOUT_ACCOUNT_LIMIT: 400,
  /** No withdrawal with this id for this member. */
  WITHDRAWAL_NOT_FOUND: 404,
  /** The withdrawal is not in a state that allows this step (operator review). */
  WITHDRAWAL_STATE_INVALID: 409,
  /** Receipt confirmation only for a paid withdrawal whose receipt is not final. */
  RECEIPT_NOT_ALLOWED: 409,
  /** The proof is not a png or jpg, not valid base64, or larger than 5 MB; fields.proof. */
  PROOF_INVALID: 400,
  /** Gateway callback: missing or wrong signature, or unknown gateway. */
  CALLBACK_SIGNATURE_INVALID: 401,
  /** Gateway callback: timestamp missing or more than 5 minutes off. */
  CALLBACK_TIMESTAMP_INVALID: 401,
  /** Gateway callback: amount or currency differs from the order. */
  CALLBACK_AMOUNT_MISMATCH: 400,
  /** Provider API: X-Signature missing or wrong, or X-Timestamp more than 300 s off. */
  PROVIDER_SIGNATURE_INVALID: 401,
  /** Provider API: X-Vendor-Code names no vendor, or the vendor is switched off. */
  PROVIDER_VENDOR_DISABLED: 403,
  /** Provider API: the launch token is unknown, expired or belongs to another vendor or player. */
  PROVIDER_TOKEN_INVALID: 401,
  /** A one-time launch code is unknown, expired, already exchanged or for another vendor. */
  LAUNCH_CODE_INVALID: 401,
  /** Provider API: a rollback for this transactionId arrived first, so the bet may not land. */
  PROVIDER_TX_ROLLED_BACK: 409,
  /** Provider API: the bet of a win or rollback is unknown or was rolled back. */
  PROVIDER_BET_NOT_FOUND: 404,
  /** Provider API: a rollback of a bet that already has a win. */
  PROVIDER_BET_SETTLED: 409,
  /** The same transaction id arrived again with a different body; nothing moved. */
  IDEMPOTENCY_CONFLICT: 409,
  /** The stake is below the game's minimum bet. */
  BET_BELOW_MIN: 400,
  /** The game, its vendor or its category is switched off. */
  GAME_DISABLED: 403,
  /** No game with this id. */
  GAME_NOT_FOUND: 404,
  /** Trial accounts may not play this game (it allows no demo money). */
  GAME_NO_DEMO: 403,
  /**
   * The game's vendor plays from its own (transfer) wallet: the launch needs the transfer step
   * first (money moved into that wallet, then the launch again with `confirmTrans: 1`).
   */
  GAME_TRANSFER_REQUIRED: 409,
  /** Lottery: no draw with this number is open for betting (unknown, or too far ahead). */
  LOTTERY_ISSUE_NOT_FOUND: 404,
  /** Lottery: betting on this draw has closed (or the draw was voided). */
  LOTTERY_ISSUE_CLOSED: 409,
  /** Lottery: the prize mode is not one of the brand's, or does not offer this game. */
  LOTTERY_PRIZE_MODE_UNAVAILABLE: 400,
  /** Lottery: the game does not offer this play type (or the operator switched it off). */
  LOTTERY_PLAY_TYPE_UNAVAILABLE: 400,
  /** Lottery: the bet would pass the house's limit on a number for the draw (message: number and remaining). */
  LOTTERY_EXPOSURE_LIMIT: 409,
  /** Lottery: the bet is not the member's, its draw has closed, or it is settled. */
  LOTTERY_BET_NOT_CANCELLABLE: 409,
  /** Lottery: a chase covers the bets of one game, placed on the issue open now (no issue named). */
  LOTTERY_CHASE_ONE_GAME: 400,
  /** Lottery: the chase covers more issues than the operator allows for the game (message: max). */
  LOTTERY_CHASE_TOO_LONG: 400,
  /** Lottery: the multiplier plan takes a line past the highest multiplier (message: max). */
  LOTTERY_CHASE_MULTIPLIER_TOO_HIGH: 400,
  /** Lottery: no chase with this number belongs to the member. */
  LOTTERY_CHASE_NOT_FOUND: 404,
  /** Lottery: the chase has no issue left that can be cancelled (all closed, settled or cancelled). */
  LOTTERY_CHASE_NOT_CANCELLABLE: 409,
  /** Operator: a result for this draw already waits for confirmation. */
  LOTTERY_RESULT_PENDING: 409,
  /** Operator: the result entry was already confirmed or rejected. */
  LOTTERY_RESULT_NOT_PENDING: 409,
  /** Operator: a result is confirmed by another operator than the one who entered it. */
  LOTTERY_RESULT_SAME_OPERATOR: 403,
  /** Operator: the draw has not taken place yet. */
  LOTTERY_RESULT_TOO_EARLY: 409,
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
