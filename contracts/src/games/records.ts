import { z } from 'zod';
import { endpoint } from '../common/envelope';
import { MoneySchema } from '../common/money-schema';
import { PageNoSchema, pageOf } from '../common/pagination';
import { GAME_TYPES } from '../system/constants';
import { HISTORY_PERIODS } from '../wallet/routes';
import { VendorCodeSchema } from './games';
import {
  BET_RECORD_MAX_PAGE_SIZE,
  BET_RECORD_PAGE_SIZE,
  BET_RECORD_ROUTES,
  ROUND_STATUSES,
  WINNERS_DEFAULT_COUNT,
  WINNERS_MAX_COUNT,
} from './records-routes';

const DateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * The period fields shared with the account record (`GET /wps/v2/transaction/history`): the same
 * periods, computed by the same helper in the caller's clock. CUSTOM needs `start` and `end`
 * (YYYY-MM-DD, start <= end, at most HISTORY_CUSTOM_MAX_DAYS days), else 400 VALIDATION_FAILED
 * with fields.start / fields.end.
 */
const PeriodFields = {
  period: z.enum(HISTORY_PERIODS).default('LAST_7_DAYS'),
  start: DateSchema.optional(),
  end: DateSchema.optional(),
  /** Minutes east of UTC of the player's clock (Brasília: -180); default 0. */
  tzOffset: z.coerce.number().int().min(-840).max(840).default(0),
};

/** Bet, win and profit (win - bet; a refunded round counts 0) of a set of rounds. */
export const RoundTotalsSchema = z.object({
  rounds: z.number().int(),
  bet: MoneySchema,
  win: MoneySchema,
  /** Signed, from the player's side: "-12.50" lost. */
  profit: MoneySchema,
});
export type RoundTotals = z.infer<typeof RoundTotalsSchema>;

/**
 * GET /wps/relay/GLS_betRecords (personalHistoryCopy): the member's rounds of every game, newest
 * first, optionally of one category (`gameType`) and/or vendor.
 */
export const BetRecordQuerySchema = z
  .object({
    pageNo: PageNoSchema,
    pageSize: z.coerce.number().int().min(1).max(BET_RECORD_MAX_PAGE_SIZE).default(BET_RECORD_PAGE_SIZE),
    gameType: z.enum(GAME_TYPES).optional(),
    vendor: VendorCodeSchema.optional(),
    ...PeriodFields,
  })
  .strict();
export type BetRecordQuery = z.input<typeof BetRecordQuerySchema>;

export const BetRecordSchema = z.object({
  /** The platform's id of the round (detail calls name it). */
  id: z.string(),
  /** The vendor's round id. */
  roundId: z.string(),
  vendor: z.string(),
  gameCode: z.string(),
  /** In the request language (catalogue fallbacks); the game code when the game is not in the catalogue. */
  gameName: z.string(),
  /** The game's category (RNG, LIVE, ... INHOUSE); null when the game is not in the catalogue. */
  gameType: z.enum(GAME_TYPES).nullable(),
  bet: MoneySchema,
  win: MoneySchema,
  profit: MoneySchema,
  status: z.enum(ROUND_STATUSES),
  createdAt: z.string(),
  /** When the round was settled or refunded; null while open. */
  settledAt: z.string().nullable(),
});
export type BetRecord = z.infer<typeof BetRecordSchema>;

export const BetRecordPageSchema = pageOf(BetRecordSchema).extend({
  currency: z.string(),
  /** The period searched, as ISO instants (start inclusive, end exclusive). */
  from: z.string(),
  to: z.string(),
  /** Totals of every round the filters match (all pages). */
  summary: RoundTotalsSchema,
});
export type BetRecordPage = z.infer<typeof BetRecordPageSchema>;

/**
 * GET /wps/relay/GLS_betRecordDetail?id=: one round of the member, or one lottery bet line (`L` and
 * its number); anyone else's: 404 BET_RECORD_NOT_FOUND.
 */
export const BetRecordDetailQuerySchema = z.object({ id: z.string().regex(/^L?\d{1,18}$/) }).strict();

/** One money movement of a round, as the vendor sent it. */
export const RoundPostingSchema = z.object({
  kind: z.enum(['BET', 'WIN', 'ROLLBACK']),
  /** The vendor's transaction id. */
  transactionId: z.string(),
  /** Signed from the player's side: a bet is negative, a win or refund positive. */
  amount: MoneySchema,
  createdAt: z.string(),
});
export type RoundPosting = z.infer<typeof RoundPostingSchema>;

/**
 * Provably-fair data of an in-house round: the commitment (SHA-256 of the server seed) shown
 * before play, the client seed and nonce used, and the server seed once it was rotated
 * (revealed); with it anyone can recompute the outcome on the verify page.
 */
export const RoundFairnessSchema = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  /** Null until the player rotates the seed pair. */
  serverSeed: z.string().nullable(),
  /** The verify page for this round (same origin). */
  verifyUrl: z.string(),
});
export type RoundFairness = z.infer<typeof RoundFairnessSchema>;

export const BetRecordDetailSchema = BetRecordSchema.extend({
  /** The played wallet's balance before the round's first bet and after its last move (when known). */
  balanceBefore: MoneySchema.nullable(),
  balanceAfter: MoneySchema.nullable(),
  postings: z.array(RoundPostingSchema),
  /** In-house rounds only; null for other vendors (or when the fairness data is not available). */
  fairness: RoundFairnessSchema.nullable(),
});
export type BetRecordDetail = z.infer<typeof BetRecordDetailSchema>;

/** GET /wps/relay/GLS_profitLoss (personalProfit): profit and loss of a period, per category and per day. */
export const ProfitLossQuerySchema = z.object({ ...PeriodFields }).strict();
export type ProfitLossQuery = z.input<typeof ProfitLossQuerySchema>;

export const ProfitLossSchema = z.object({
  currency: z.string(),
  from: z.string(),
  to: z.string(),
  total: RoundTotalsSchema,
  /** Categories the member played in the period, in catalogue order. */
  categories: z.array(RoundTotalsSchema.extend({ gameType: z.enum(GAME_TYPES).nullable() })),
  /** Days (the player's calendar, YYYY-MM-DD) with rounds, oldest first. */
  days: z.array(RoundTotalsSchema.extend({ date: z.string() })),
});
export type ProfitLoss = z.infer<typeof ProfitLossSchema>;

/** GET /lgw/games/winners: recent big wins (player, game name, prize, time). */
export const WinnersQuerySchema = z
  .object({
    count: z.coerce.number().int().min(1).max(WINNERS_MAX_COUNT).default(WINNERS_DEFAULT_COUNT),
    /** The language field of the player API; wins over Accept-Language. */
    language: z.string().max(16).optional(),
  })
  .strict();

export const WinnerSchema = z.object({
  id: z.string(),
  /** Masked username ("de***01"). */
  player: z.string(),
  gameName: z.string(),
  gameType: z.enum(GAME_TYPES).nullable(),
  vendor: z.string(),
  prize: MoneySchema,
  /** Prize divided by bet, two decimals ("25.00"). */
  multiplier: z.string(),
  time: z.string(),
});
export type Winner = z.infer<typeof WinnerSchema>;

export const WinnersSchema = z.object({ currency: z.string(), list: z.array(WinnerSchema) });
export type Winners = z.infer<typeof WinnersSchema>;

const tags = ['records'];
export const betRecordApi = {
  betRecords: endpoint({
    ...BET_RECORD_ROUTES.betRecords,
    query: BetRecordQuerySchema,
    response: BetRecordPageSchema,
    auth: 'member',
    summary: 'Betting record: the member’s game rounds (filters: category, vendor, period)',
    tags,
  }),
  betRecordDetail: endpoint({
    ...BET_RECORD_ROUTES.betRecordDetail,
    query: BetRecordDetailQuerySchema,
    response: BetRecordDetailSchema,
    auth: 'member',
    summary: 'One round of the member with its postings and, for in-house games, the fairness data',
    tags,
  }),
  profitLoss: endpoint({
    ...BET_RECORD_ROUTES.profitLoss,
    query: ProfitLossQuerySchema,
    response: ProfitLossSchema,
    auth: 'member',
    summary: 'Profit and loss of a period, per game category and per day',
    tags,
  }),
  winners: endpoint({
    ...BET_RECORD_ROUTES.winners,
    query: WinnersQuerySchema,
    response: WinnersSchema,
    auth: 'none',
    summary: 'Winners board: recent big wins, players masked (cached briefly)',
    tags,
  }),
};
