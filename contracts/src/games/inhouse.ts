import { z } from 'zod';
import { endpoint } from '../common/envelope';
import { MoneySchema } from '../common/money-schema';
import { ExchangeAnswerSchema, ExchangeBodySchema } from './provider';
import {
  DICE_OUTCOMES,
  MINES_CELLS,
  MINES_MAX,
  MINES_MIN,
  INHOUSE_GAMES,
  SLOT_SYMBOLS,
} from './inhouse-rules';

/**
 * The JSON API of the in-house game pages under /play/api (docs/games.md). Player calls carry the
 * launch token as `Authorization: Bearer <token>`, which the page gets once by exchanging the
 * one-time launch code of its address (`#code=`, never a query); money moves only through the provider API.
 * The verify calls are public: they recompute a round from a revealed server seed.
 */
const API = '/play/api';
const TAGS = ['In-house games'];

export const InhouseGameSchema = z.enum(INHOUSE_GAMES);
/** A positive stake with two decimals. */
export const InhouseBetSchema = z.string().regex(/^\d{1,12}\.\d{2}$/, 'validation.money');
/** A client-chosen id that makes a round request idempotent (double click, retry). */
export const RequestIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);
/** Client seeds: 1–64 printable ASCII characters without ':' (the HMAC message separator). */
export const ClientSeedSchema = z.string().regex(/^[\x21-\x39\x3b-\x7e]{1,64}$/);
export const ServerSeedSchema = z.string().regex(/^[0-9a-f]{64}$/);
export const RoundIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,40}$/);

export const FairnessSchema = z.object({
  /** SHA-256 (hex) of the current server seed: the commitment published before any round. */
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The nonce the next round will use. */
  nonce: z.number().int(),
});
export type Fairness = z.infer<typeof FairnessSchema>;

const SymbolSchema = z.enum(SLOT_SYMBOLS);
export const SlotOutcomeSchema = z.object({
  game: z.literal('slot'),
  stops: z.array(z.number().int()),
  /** grid[reel][row] */
  grid: z.array(z.array(SymbolSchema)),
  lineWins: z.array(
    z.object({
      line: z.number().int(),
      symbol: SymbolSchema,
      count: z.number().int(),
      pay: z.number().int(),
    }),
  ),
  scatterCount: z.number().int(),
  scatterPay: z.number().int(),
});
export const DiceOutcomeSchema = z.object({
  game: z.literal('dice'),
  /** Roll in hundredths (0 … 9999). */
  roll: z.number().int(),
  direction: z.enum(['under', 'over']),
  target: z.number().int(),
  win: z.boolean(),
  /** Multiplier of a win, 4 decimals. */
  multiplier: z.string(),
});
export const MinesOutcomeSchema = z.object({
  game: z.literal('mines'),
  mines: z.number().int(),
  /** Cells revealed so far, in order. */
  revealed: z.array(z.number().int()),
  /** The mine cells: only once the round is over (before that they would give the game away). */
  mineCells: z.array(z.number().int()).nullable(),
  /** The cell that hit a mine, if any. */
  hitMine: z.number().int().nullable(),
  /** Current cash-out multiplier (4 decimals) and the one after the next safe reveal. */
  multiplier: z.string(),
  nextMultiplier: z.string().nullable(),
});
export const OutcomeSchema = z.discriminatedUnion('game', [
  SlotOutcomeSchema,
  DiceOutcomeSchema,
  MinesOutcomeSchema,
]);
export type Outcome = z.infer<typeof OutcomeSchema>;

export const RoundSchema = z.object({
  roundId: z.string(),
  game: InhouseGameSchema,
  status: z.enum(['open', 'settled']),
  bet: MoneySchema,
  /** null while a mines round is open. */
  win: MoneySchema.nullable(),
  currency: z.string(),
  /** The player's balances around the round; null on the public verify answer (privacy). */
  balanceBefore: MoneySchema.nullable(),
  balanceAfter: MoneySchema.nullable(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  /** True once the server seed of this round has been revealed by a rotation. */
  seedRevealed: z.boolean(),
  outcome: OutcomeSchema,
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type Round = z.infer<typeof RoundSchema>;

export const SessionStateSchema = z.object({
  game: InhouseGameSchema,
  gameCode: z.string(),
  username: z.string(),
  currency: z.string(),
  balance: MoneySchema,
  trial: z.boolean(),
  language: z.string(),
  minBet: MoneySchema,
  maxBet: MoneySchema,
  fairness: FairnessSchema,
  /** An unfinished mines round (tab closed mid-round): the page resumes it. */
  openRound: RoundSchema.nullable(),
});
export type SessionState = z.infer<typeof SessionStateSchema>;

export const PlayAnswerSchema = z.object({
  round: RoundSchema,
  balance: MoneySchema,
  fairness: FairnessSchema,
});
export type PlayAnswer = z.infer<typeof PlayAnswerSchema>;

export const SlotSpinInputSchema = z
  .object({ bet: InhouseBetSchema, requestId: RequestIdSchema })
  .strict();
export const DiceRollInputSchema = z
  .object({
    bet: InhouseBetSchema,
    requestId: RequestIdSchema,
    direction: z.enum(['under', 'over']),
    /** Target in hundredths (0 … 9999); the win chance must lie within 1% … 98%. */
    target: z
      .number()
      .int()
      .min(0)
      .max(DICE_OUTCOMES - 1),
  })
  .strict();
export const MinesStartInputSchema = z
  .object({
    bet: InhouseBetSchema,
    requestId: RequestIdSchema,
    mines: z.number().int().min(MINES_MIN).max(MINES_MAX),
  })
  .strict();
export const MinesRevealInputSchema = z
  .object({
    roundId: RoundIdSchema,
    cell: z
      .number()
      .int()
      .min(0)
      .max(MINES_CELLS - 1),
  })
  .strict();
export const MinesCashoutInputSchema = z.object({ roundId: RoundIdSchema }).strict();
export type SlotSpinInput = z.infer<typeof SlotSpinInputSchema>;
export type DiceRollInput = z.infer<typeof DiceRollInputSchema>;
export type MinesStartInput = z.infer<typeof MinesStartInputSchema>;

export const ClientSeedInputSchema = z.object({ clientSeed: ClientSeedSchema }).strict();
export const RotateInputSchema = z.object({ clientSeed: ClientSeedSchema.optional() }).strict();
export const RevealedSeedSchema = z.object({
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** Rounds played with this seed pair (nonces 0 … rounds − 1). */
  rounds: z.number().int(),
});
export const RotateAnswerSchema = z.object({
  revealed: RevealedSeedSchema,
  fairness: FairnessSchema,
});
export type RotateAnswer = z.infer<typeof RotateAnswerSchema>;

export const HistoryAnswerSchema = z.object({ list: z.array(RoundSchema) });

export const VerifyRoundAnswerSchema = z.object({
  round: RoundSchema,
  /** The revealed server seed, or null while it is still secret. */
  serverSeed: z.string().nullable(),
  /** sha256(serverSeed) equals the commitment shown before the round. */
  hashMatches: z.boolean().nullable(),
  /** The outcome recomputed from the seeds (null while the seed is secret). */
  recomputed: OutcomeSchema.nullable(),
  /** The recomputed outcome equals the recorded one. */
  outcomeMatches: z.boolean().nullable(),
});
export type VerifyRoundAnswer = z.infer<typeof VerifyRoundAnswerSchema>;

export const VerifyInputSchema = z
  .object({
    game: InhouseGameSchema,
    serverSeed: ServerSeedSchema,
    clientSeed: ClientSeedSchema,
    nonce: z.number().int().min(0).max(2_147_483_647),
    direction: z.enum(['under', 'over']).optional(),
    target: z
      .number()
      .int()
      .min(0)
      .max(DICE_OUTCOMES - 1)
      .optional(),
    mines: z.number().int().min(MINES_MIN).max(MINES_MAX).optional(),
  })
  .strict();
export type VerifyInput = z.infer<typeof VerifyInputSchema>;
export const VerifyAnswerSchema = z.object({ serverSeedHash: z.string(), outcome: OutcomeSchema });
export type VerifyAnswer = z.infer<typeof VerifyAnswerSchema>;

export const inhouseApi = {
  exchange: endpoint({
    method: 'POST',
    path: `${API}/session/exchange`,
    body: ExchangeBodySchema,
    response: ExchangeAnswerSchema,
    summary:
      'Exchange the one-time launch code from the game address (#code=) for the launch token (once)',
    tags: TAGS,
  }),
  session: endpoint({
    method: 'GET',
    path: `${API}/session`,
    response: SessionStateSchema,
    summary:
      'The launched game, balance (via the provider API), seed commitment and any open round',
    tags: TAGS,
  }),
  slotSpin: endpoint({
    method: 'POST',
    path: `${API}/slot/spin`,
    body: SlotSpinInputSchema,
    response: PlayAnswerSchema,
    summary: 'One slot spin: bet and win through the provider API',
    tags: TAGS,
  }),
  diceRoll: endpoint({
    method: 'POST',
    path: `${API}/dice/roll`,
    body: DiceRollInputSchema,
    response: PlayAnswerSchema,
    summary: 'One dice roll',
    tags: TAGS,
  }),
  minesStart: endpoint({
    method: 'POST',
    path: `${API}/mines/start`,
    body: MinesStartInputSchema,
    response: PlayAnswerSchema,
    summary: 'Start a mines round (the bet); the round stays open until a mine or a cash-out',
    tags: TAGS,
  }),
  minesReveal: endpoint({
    method: 'POST',
    path: `${API}/mines/reveal`,
    body: MinesRevealInputSchema,
    response: PlayAnswerSchema,
    summary: 'Reveal one cell of the open mines round',
    tags: TAGS,
  }),
  minesCashout: endpoint({
    method: 'POST',
    path: `${API}/mines/cashout`,
    body: MinesCashoutInputSchema,
    response: PlayAnswerSchema,
    summary: 'Cash out the open mines round',
    tags: TAGS,
  }),
  clientSeed: endpoint({
    method: 'POST',
    path: `${API}/fairness/client-seed`,
    body: ClientSeedInputSchema,
    response: FairnessSchema,
    summary: 'Set the client seed used by the following rounds',
    tags: TAGS,
  }),
  rotate: endpoint({
    method: 'POST',
    path: `${API}/fairness/rotate`,
    body: RotateInputSchema,
    response: RotateAnswerSchema,
    summary: 'Reveal the current server seed and commit to a new one',
    tags: TAGS,
  }),
  history: endpoint({
    method: 'GET',
    path: `${API}/history`,
    response: HistoryAnswerSchema,
    summary: 'The last 10 rounds of the launched game (game recall)',
    tags: TAGS,
  }),
  verifyRound: endpoint({
    method: 'GET',
    path: `${API}/verify/:roundId`,
    params: z.object({ roundId: RoundIdSchema }),
    response: VerifyRoundAnswerSchema,
    auth: 'none',
    summary: 'A recorded round with its revealed seed and the recomputed outcome (public)',
    tags: TAGS,
  }),
  verify: endpoint({
    method: 'POST',
    path: `${API}/verify`,
    body: VerifyInputSchema,
    response: VerifyAnswerSchema,
    auth: 'none',
    summary: 'Recompute an outcome from a server seed, client seed and nonce (public)',
    tags: TAGS,
  }),
} as const;
