import { z } from 'zod';
import { endpoint } from '../common/envelope';
import { MoneySchema } from '../common/money-schema';
import { pageOf } from '../common/pagination';
import { PRIZE_MODES } from '../system/constants';
import { GAME_KINDS, REGIONS } from './games';
import { MAX_CHASE_LIMIT, MAX_LINE_MULTIPLIER, MIN_CHASE_ISSUES } from './chase';
import { PLAY_TYPES } from './rules';
import { BET_STATUSES, GROUP_CODES, LOTTERY_ROUTES } from './routes';

const tags = ['Lottery'];
const PrizeModeSchema = z.enum(PRIZE_MODES);
const IsoTime = z.string();

export const LotteryGameSchema = z.object({
  gameCode: z.string(),
  name: z.string(),
  kind: z.enum(GAME_KINDS),
  gameGroupCode: z.enum(GROUP_CODES),
  region: z.enum(REGIONS).nullable(),
  province: z.string().nullable(),
  intervalMinutes: z.number().int().nullable(),
  /** Most issues one chase may cover on this game (the operator's limit). */
  maxChaseIssues: z.number().int(),
});

/** A draw outcome: VN prize table by tier, or 5 digits, or 3 dice (contracts `DrawOutcome`). */
export const DrawOutcomeSchema = z.union([
  z.object({ kind: z.enum(['VN', 'ELOTT_VN']), prizes: z.record(z.string(), z.array(z.string())) }),
  z.object({ kind: z.literal('ELOTT_SSC'), digits: z.array(z.number().int()) }),
  z.object({ kind: z.literal('ELOTT_K3'), dice: z.array(z.number().int()) }),
]);

export const IssueSchema = z.object({
  gameCode: z.string(),
  issueNo: z.string(),
  opensAt: IsoTime,
  closesAt: IsoTime,
  drawAt: IsoTime,
  status: z.enum(['open', 'drawn', 'settled', 'void']),
  /** SHA-256 of the electronic issue's server seed (published before betting opens); null for official draws. */
  serverSeedHash: z.string().nullable(),
  result: DrawOutcomeSchema.nullable(),
});

export const GameMenuQuerySchema = z.object({ prizeMode: PrizeModeSchema.default('Lott'), device: z.string().max(20).optional() }).strict();
export const GameMenuSchema = z.object({
  gameMenus: z.array(z.object({ gameGroupCode: z.enum(GROUP_CODES), labelName: z.string(), games: z.array(LotteryGameSchema) })),
});

export const RecentSchema = z.object({ list: z.array(LotteryGameSchema.extend({ lastBetAt: IsoTime })) });

export const PopularQuerySchema = z
  .object({
    count: z.coerce.number().int().min(1).max(20).default(20),
    prizeMode: PrizeModeSchema.default('Lott'),
    device: z.string().max(20).optional(),
    language: z.string().max(10).optional(),
  })
  .strict();
export const PopularSchema = z.object({ list: z.array(LotteryGameSchema.extend({ bets: z.number().int() })) });

export const OpenedQuerySchema = z
  .object({ gameCode: z.string().max(40), count: z.coerce.number().int().min(1).max(100).default(100) })
  .strict();
export const OpenedSchema = z.object({ gameCode: z.string(), list: z.array(IssueSchema) });

export const LotteryListQuerySchema = z.object({ prizeMode: PrizeModeSchema.default('Lott') }).strict();
export const LotteryListSchema = z.object({
  games: z.array(LotteryGameSchema.extend({ current: IssueSchema.nullable(), last: IssueSchema.nullable() })),
  /** The server's clock, for the lobby's countdowns. */
  serverTime: IsoTime,
});

export const LaunchBodySchema = z
  .object({
    lottoArea: z.literal('VN').default('VN'),
    launchMode: z.literal('LOTT').default('LOTT'),
    lottoPrizeMode: PrizeModeSchema,
    lottoGameCode: z.string().max(40).optional(),
    lottoView: z.enum(['betting', 'lobby']).default('lobby'),
    device: z.string().max(20).optional(),
    backUrl: z.string().max(500).optional(),
    language: z.string().max(10).optional(),
  })
  .strict();
export const LaunchSchema = z.object({ game_url: z.string() });

export const CurrentIssueQuerySchema = z.object({ gameCode: z.string().max(40) }).strict();
export const CurrentIssueSchema = z.object({
  game: LotteryGameSchema,
  /** The issue open for betting (null when the game does not draw in the next week). */
  current: IssueSchema.nullable(),
  /** The last drawn issue with its result. */
  last: IssueSchema.nullable(),
  /** The server's clock, for the countdown. */
  serverTime: IsoTime,
});

const NumberText = z.string().min(1).max(5);
export const SlipBetSchema = z
  .object({
    gameCode: z.string().max(40),
    /** Defaults to the issue open now; a later issue for a chase. */
    issueNo: z.string().max(20).optional(),
    playType: z.enum(PLAY_TYPES),
    numbers: z.array(NumberText).min(1).max(100),
    multiplier: z.number().int().min(1).max(10_000),
    /** Stake per point. */
    unitStake: z.string().max(20),
  })
  .strict();
const Factor = z.number().int().min(1).max(MAX_LINE_MULTIPLIER);
/** The multiplier plan of a chase (contracts `ChasePlan`). */
export const ChasePlanSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('fixed'), start: Factor }).strict(),
  z.object({ kind: z.literal('double'), start: Factor, every: z.number().int().min(1).max(MAX_CHASE_LIMIT) }).strict(),
  z.object({ kind: z.literal('add'), start: Factor, step: z.number().int().min(0).max(MAX_LINE_MULTIPLIER) }).strict(),
]);
/** A chase: the slip's bets (one game, no issue named) over the next `issues` issues from the one open now. */
export const ChaseBodySchema = z
  .object({
    issues: z.number().int().min(MIN_CHASE_ISSUES).max(MAX_CHASE_LIMIT),
    plan: ChasePlanSchema,
    /** Stop on win: a won line cancels and refunds the chase's issues not closed yet. */
    winStop: z.boolean(),
  })
  .strict();
export const PlaceSlipBodySchema = z
  .object({ prizeMode: PrizeModeSchema, bets: z.array(SlipBetSchema).min(1).max(50), chase: ChaseBodySchema.optional() })
  .strict();

export const LotteryBetSchema = z.object({
  id: z.string(),
  slipNo: z.string(),
  gameCode: z.string(),
  issueNo: z.string(),
  playType: z.enum(PLAY_TYPES),
  numbers: z.array(z.string()),
  multiplier: z.number().int(),
  unitStake: MoneySchema,
  stakeUnits: z.number().int(),
  stake: MoneySchema,
  /** Payout per hit per point, two decimals ("97.00"). */
  odds: z.string(),
  status: z.enum(BET_STATUSES),
  hits: z.number().int().nullable(),
  payout: MoneySchema,
  createdAt: IsoTime,
  closesAt: IsoTime,
  drawAt: IsoTime,
  /** The chase the line belongs to (null for a plain slip). */
  chaseNo: z.string().nullable(),
});
export const SlipSchema = z.object({
  slipNo: z.string(),
  chaseNo: z.string().nullable(),
  prizeMode: z.string(),
  total: MoneySchema,
  lineCount: z.number().int(),
  createdAt: IsoTime,
  bets: z.array(LotteryBetSchema),
});

export const CancelBodySchema = z.object({ betIds: z.array(z.string().regex(/^\d{1,18}$/)).min(1).max(500) }).strict();
export const CancelSchema = z.object({ cancelled: z.array(z.string()), refund: MoneySchema });

export const CHASE_STATUSES = ['running', 'finished', 'won', 'cancelled'] as const;
/** One issue of a chase: its lines summed. */
export const ChaseIssueSchema = z.object({
  issueNo: z.string(),
  factor: z.number().int(),
  stake: MoneySchema,
  payout: MoneySchema,
  /** open (not settled), won, lost, cancelled (by the player or the win stop), void. */
  status: z.enum(BET_STATUSES),
  closesAt: IsoTime,
  drawAt: IsoTime,
});
export const ChaseSchema = z.object({
  chaseNo: z.string(),
  slipNo: z.string(),
  gameCode: z.string(),
  prizeMode: z.string(),
  plan: ChasePlanSchema,
  winStop: z.boolean(),
  /** running (issues still to draw), finished (all drawn), won (stopped by a win), cancelled (rest cancelled by the player). */
  status: z.enum(CHASE_STATUSES),
  total: MoneySchema,
  refunded: MoneySchema,
  payout: MoneySchema,
  createdAt: IsoTime,
  /** The chase's bets as placed on its first issue (numbers, play type, own multiplier). */
  bets: z.array(z.object({ playType: z.enum(PLAY_TYPES), numbers: z.array(z.string()), multiplier: z.number().int(), unitStake: MoneySchema })),
  issues: z.array(ChaseIssueSchema),
});
export const ChasesQuerySchema = z
  .object({
    pageNo: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(10),
  })
  .strict();
export const ChasesSchema = pageOf(ChaseSchema);
export const ChaseCancelBodySchema = z.object({ chaseNo: z.string().max(40) }).strict();
export const ChaseCancelSchema = z.object({ chaseNo: z.string(), cancelledIssues: z.array(z.string()), refund: MoneySchema });

export const MyBetsQuerySchema = z
  .object({
    status: z.enum(BET_STATUSES).optional(),
    gameCode: z.string().max(40).optional(),
    pageNo: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();
export const MyBetsSchema = pageOf(LotteryBetSchema.extend({ result: DrawOutcomeSchema.nullable() }));

export const ResultsQuerySchema = z
  .object({
    /** A Vietnam calendar date (a real one: 2026-02-30 is refused). */
    date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d)),
    gameCode: z.string().max(40).optional(),
    gameGroupCode: z.enum(GROUP_CODES).optional(),
  })
  .strict();
export const ResultsSchema = z.object({ date: z.string(), list: z.array(IssueSchema.extend({ name: z.string() })) });

export const TrendsQuerySchema = z
  .object({
    gameCode: z.string().max(40),
    /** Defaults: LO2 (VN families), SSC_POS1, K3_SUM. */
    playType: z.enum(PLAY_TYPES).optional(),
    count: z.coerce.number().int().min(1).max(200).default(30),
  })
  .strict();
export const TrendsSchema = z.object({
  gameCode: z.string(),
  playType: z.enum(PLAY_TYPES),
  /** Issues looked at (newest first). */
  issues: z.array(z.string()),
  numbers: z.array(
    z.object({
      value: z.string(),
      /** Hits over the issues (lô counts occurrences). */
      frequency: z.number().int(),
      /** Issues since it last hit (= issues.length when it never did). */
      absent: z.number().int(),
    }),
  ),
});

export const FairnessQuerySchema = z.object({ gameCode: z.string().max(40), issueNo: z.string().max(20) }).strict();
export const FairnessSchema = z.object({
  gameCode: z.string(),
  issueNo: z.string(),
  serverSeedHash: z.string(),
  /** Null until the issue is drawn. */
  serverSeed: z.string().nullable(),
  /** The fair stream's client seed: `<gameCode>-<issueNo>`, nonce 0. */
  clientSeed: z.string(),
  nonce: z.literal(0),
  result: DrawOutcomeSchema.nullable(),
});

export const lotteryApi = {
  gameMenu: endpoint({ ...LOTTERY_ROUTES.gameMenu, query: GameMenuQuerySchema, response: GameMenuSchema, auth: 'none', summary: 'Lottery menu: games by group for a prize mode', tags }),
  recent: endpoint({ ...LOTTERY_ROUTES.recent, response: RecentSchema, auth: 'member', summary: 'Lottery games the member bet on lately', tags }),
  popular: endpoint({ ...LOTTERY_ROUTES.popular, query: PopularQuerySchema, response: PopularSchema, auth: 'none', summary: 'Most played lottery games of the last 7 days', tags }),
  opened: endpoint({ ...LOTTERY_ROUTES.opened, query: OpenedQuerySchema, response: OpenedSchema, auth: 'none', summary: 'Recent results (opened numbers) of a game', tags }),
  lotteryList: endpoint({ ...LOTTERY_ROUTES.lotteryList, query: LotteryListQuerySchema, response: LotteryListSchema, auth: 'none', summary: 'Game lottery list: games of a prize mode with current issue and last result', tags }),
  launch: endpoint({ ...LOTTERY_ROUTES.launch, body: LaunchBodySchema, response: LaunchSchema, auth: 'member', summary: 'Lottery launch: the site address of a lottery game', tags }),
  currentIssue: endpoint({ ...LOTTERY_ROUTES.currentIssue, query: CurrentIssueQuerySchema, response: CurrentIssueSchema, auth: 'none', summary: 'The issue open for betting, the last result and the server clock', tags }),
  placeSlip: endpoint({ ...LOTTERY_ROUTES.placeSlip, body: PlaceSlipBodySchema, response: SlipSchema, auth: 'member', summary: 'Place a bet slip, or a chase over the next issues (one ledger transaction; Idempotency-Key)', tags }),
  cancelBets: endpoint({ ...LOTTERY_ROUTES.cancelBets, body: CancelBodySchema, response: CancelSchema, auth: 'member', summary: 'Cancel open bets before their draw closes (refund; Idempotency-Key)', tags }),
  chases: endpoint({ ...LOTTERY_ROUTES.chases, query: ChasesQuerySchema, response: ChasesSchema, auth: 'member', summary: 'The member’s chases with each issue’s stake and status, newest first', tags }),
  cancelChase: endpoint({ ...LOTTERY_ROUTES.cancelChase, body: ChaseCancelBodySchema, response: ChaseCancelSchema, auth: 'member', summary: 'Cancel the remaining issues of a chase (refund; Idempotency-Key)', tags }),
  myBets: endpoint({ ...LOTTERY_ROUTES.myBets, query: MyBetsQuerySchema, response: MyBetsSchema, auth: 'member', summary: 'The member’s lottery bets, newest first', tags }),
  results: endpoint({ ...LOTTERY_ROUTES.results, query: ResultsQuerySchema, response: ResultsSchema, auth: 'none', summary: 'Results of a Vietnam calendar date', tags }),
  trends: endpoint({ ...LOTTERY_ROUTES.trends, query: TrendsQuerySchema, response: TrendsSchema, auth: 'none', summary: 'Frequency and absence of each number over the last issues', tags }),
  fairness: endpoint({ ...LOTTERY_ROUTES.fairness, query: FairnessQuerySchema, response: FairnessSchema, auth: 'none', summary: 'Fairness data of an electronic issue', tags }),
};
