import { z } from 'zod';
import { endpoint } from '../common/envelope';

/**
 * The seamless-wallet provider API (docs/games.md): the calls a game vendor makes to move a
 * player's money. Base path `/provider/v1/`, all POST with a JSON body, signed with
 * `X-Signature = hex HMAC-SHA256(secret, "<X-Timestamp>.<raw body>")`. Answers are the standard
 * envelope with English messages (vendors are machines).
 */
export const PROVIDER_BASE_PATH = '/provider/v1';
export const PROVIDER_HEADERS = {
  vendor: 'X-Vendor-Code',
  timestamp: 'X-Timestamp',
  signature: 'X-Signature',
} as const;
/** Largest accepted difference between X-Timestamp and the server clock. */
export const PROVIDER_MAX_SKEW_SECONDS = 300;
/**
 * A launch token lives this long (authenticate and bet need it; win and rollback do not). Short,
 * because whoever holds it plays on the member's balance; a longer session relaunches the game.
 */
export const LAUNCH_TOKEN_TTL_HOURS = 4;
/**
 * A launch code (the one-time code in a launch answer's game address) lives this long and is
 * exchanged once for the launch token; a second exchange, a late one or a made-up code is refused.
 */
export const LAUNCH_CODE_TTL_SECONDS = 60;

/** Vendor codes calling the API (the catalogue's codes plus integration codes such as VSIM). */
export const ProviderVendorCodeSchema = z.string().regex(/^[A-Z0-9_]{1,16}$/);
/** The vendor's ids (transactions, rounds): 1-64 of letters, digits and `_ . : -`. */
export const ProviderIdSchema = z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/);
/** A launch token (43 base64url characters for 256 bits; looser bounds for forward compatibility). */
export const LaunchTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,200}$/);
/** A one-time launch code (43 base64url characters for 256 bits). */
export const LaunchCodeSchema = z.string().regex(/^[A-Za-z0-9_-]{20,200}$/);
/** A non-negative amount with exactly two decimals ("0.00" closes a losing round). */
export const ProviderAmountSchema = z.string().regex(/^\d{1,14}\.\d{2}$/);
/** A strictly positive amount (bets). */
export const ProviderStakeSchema = ProviderAmountSchema.refine((v) => !/^0+\.00$/.test(v), 'positive');
const PlayerIdSchema = z.string().regex(/^\d{1,18}$/);
const GameCodeSchema = z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/);

export const ExchangeBodySchema = z.object({ code: LaunchCodeSchema }).strict();
export const ExchangeAnswerSchema = z.object({
  /** The launch token for authenticate and bet; keep it out of addresses and logs. */
  token: z.string(),
  /** When the token stops authenticating (ISO 8601). */
  expiresAt: z.string(),
});

export const AuthenticateBodySchema = z.object({ token: LaunchTokenSchema }).strict();
export const AuthenticateAnswerSchema = z.object({
  playerId: z.string(),
  username: z.string(),
  currency: z.string(),
  balance: z.string(),
  /** A trial account playing with demo money. */
  trial: z.boolean(),
  gameCode: z.string(),
  /** The player's language at launch (a platform locale: en, pt, pt-BR, id, th, vi, zh). */
  language: z.string(),
});

export const BalanceBodySchema = z.object({ playerId: PlayerIdSchema }).strict();
export const BalanceAnswerSchema = z.object({ balance: z.string(), currency: z.string() });

export const BetBodySchema = z
  .object({
    token: LaunchTokenSchema,
    playerId: PlayerIdSchema,
    transactionId: ProviderIdSchema,
    roundId: ProviderIdSchema,
    gameCode: GameCodeSchema,
    amount: ProviderStakeSchema,
  })
  .strict();
export const MoneyMoveAnswerSchema = z.object({
  balance: z.string(),
  /** The vendor's transaction id, echoed. */
  transactionId: z.string(),
  /** The platform's ledger transaction id. */
  platformTransactionId: z.string(),
});

export const WinBodySchema = z
  .object({
    playerId: PlayerIdSchema,
    transactionId: ProviderIdSchema,
    betTransactionId: ProviderIdSchema,
    roundId: ProviderIdSchema,
    gameCode: GameCodeSchema,
    amount: ProviderAmountSchema,
    roundClosed: z.boolean(),
  })
  .strict();

export const RollbackBodySchema = z
  .object({
    playerId: PlayerIdSchema,
    transactionId: ProviderIdSchema,
    betTransactionId: ProviderIdSchema,
  })
  .strict();
export const RollbackAnswerSchema = z.object({ balance: z.string(), transactionId: z.string() });

export type ExchangeBody = z.infer<typeof ExchangeBodySchema>;
export type ExchangeAnswer = z.infer<typeof ExchangeAnswerSchema>;
export type AuthenticateBody = z.infer<typeof AuthenticateBodySchema>;
export type AuthenticateAnswer = z.infer<typeof AuthenticateAnswerSchema>;
export type BalanceBody = z.infer<typeof BalanceBodySchema>;
export type BalanceAnswer = z.infer<typeof BalanceAnswerSchema>;
export type BetBody = z.infer<typeof BetBodySchema>;
export type WinBody = z.infer<typeof WinBodySchema>;
export type RollbackBody = z.infer<typeof RollbackBodySchema>;
export type MoneyMoveAnswer = z.infer<typeof MoneyMoveAnswerSchema>;
export type RollbackAnswer = z.infer<typeof RollbackAnswerSchema>;

const call = <B extends z.ZodType, R extends z.ZodType>(name: string, body: B, response: R, summary: string) =>
  endpoint({
    method: 'POST',
    path: `${PROVIDER_BASE_PATH}/${name}`,
    body,
    response,
    auth: 'none',
    summary: `${summary} (signed: X-Vendor-Code, X-Timestamp, X-Signature)`,
    tags: ['provider'],
  });

export const providerApi = {
  exchange: call('exchange', ExchangeBodySchema, ExchangeAnswerSchema, 'Exchange a one-time launch code for the launch token'),
  authenticate: call('authenticate', AuthenticateBodySchema, AuthenticateAnswerSchema, 'Authenticate a launch token'),
  balance: call('balance', BalanceBodySchema, BalanceAnswerSchema, "A player's balance"),
  bet: call('bet', BetBodySchema, MoneyMoveAnswerSchema, 'Debit a bet (idempotent on transactionId)'),
  win: call('win', WinBodySchema, MoneyMoveAnswerSchema, 'Credit a win, or close a losing round with 0.00'),
  rollback: call('rollback', RollbackBodySchema, RollbackAnswerSchema, 'Refund a bet; records a tombstone when the bet is unknown'),
} as const;

export type ProviderCall = keyof typeof providerApi;
