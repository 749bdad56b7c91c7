import { z } from 'zod';
import { endpoint } from '../common/envelope';
import { MoneySchema } from '../common/money-schema';
import { PRIZE_MODES } from '../system/constants';
import { MAX_CHASE_LIMIT } from '../lottery/chase';
import { IssueSchema } from '../lottery/lottery';
import { PLAY_TYPES } from '../lottery/rules';

const tags = ['Lottery (operator)'];
const IdParams = z.object({ id: z.string().regex(/^\d{1,18}$/) }).strict();
const CodeParams = z.object({ code: z.string().max(40) }).strict();
/** Odds as a decimal with at most two decimals ("97", "97.5", "97.00"). */
const OddsText = z.string().regex(/^\d{1,7}(\.\d{1,2})?$/);

export const OpsLotteryGameSchema = z.object({
  gameCode: z.string(),
  name: z.string(),
  kind: z.string(),
  gameGroupCode: z.string(),
  closeSeconds: z.number().int(),
  enabled: z.boolean(),
  sort: z.number().int(),
  /** Most issues one chase may cover. */
  maxChaseIssues: z.number().int(),
});
export const OpsLotteryGamePatchSchema = z
  .object({
    closeSeconds: z.number().int().min(0).max(86_400).optional(),
    enabled: z.boolean().optional(),
    sort: z.number().int().min(0).max(10_000).optional(),
    maxChaseIssues: z.number().int().min(1).max(MAX_CHASE_LIMIT).optional(),
  })
  .strict();

export const OpsOddsRowSchema = z.object({
  prizeMode: z.enum(PRIZE_MODES),
  groupCode: z.string().max(20),
  playType: z.enum(PLAY_TYPES),
  selection: z.string().max(10).default(''),
  odds: OddsText,
  stakeUnits: z.number().int().min(1).max(1000),
  enabled: z.boolean().default(true),
});
export const OpsOddsQuerySchema = z.object({ prizeMode: z.enum(PRIZE_MODES).optional(), groupCode: z.string().max(20).optional() }).strict();
export const OpsOddsSchema = z.object({ rows: z.array(OpsOddsRowSchema) });
export const OpsOddsBodySchema = z.object({ rows: z.array(OpsOddsRowSchema.strict()).min(1).max(1000) }).strict();

export const OpsCapSchema = z.object({ gameCode: z.string().max(40), playType: z.enum(PLAY_TYPES), cap: MoneySchema.nullable() });
export const OpsCapsSchema = z.object({ caps: z.array(OpsCapSchema) });
export const OpsCapBodySchema = OpsCapSchema.strict();

export const OpsResultBodySchema = z
  .object({
    gameCode: z.string().max(40),
    issueNo: z.string().max(20),
    /** Prize numbers by tier (DB, G1 … G7 or G8), as digit strings. */
    prizes: z.record(z.string().max(4), z.array(z.string().max(10)).max(10)),
  })
  .strict();
export const OpsResultEntrySchema = z.object({
  id: z.string(),
  gameCode: z.string(),
  issueNo: z.string(),
  prizes: z.record(z.string(), z.array(z.string())),
  status: z.enum(['pending', 'confirmed', 'rejected']),
  /** operator, or feed: the results feed entered it and any operator confirms it. */
  source: z.enum(['operator', 'feed']),
  enteredBy: z.string().nullable(),
  enteredAt: z.string(),
  confirmedBy: z.string().nullable(),
  confirmedAt: z.string().nullable(),
});
export const OpsResultsQuerySchema = z.object({ gameCode: z.string().max(40), issueNo: z.string().max(20) }).strict();
export const SettleReportSchema = z.object({
  settled: z.boolean(),
  version: z.number().int(),
  bets: z.number().int(),
  winners: z.number().int(),
  paid: MoneySchema,
});

export const OpsIssuesQuerySchema = z
  .object({ gameCode: z.string().max(40).optional(), status: z.enum(['open', 'drawn', 'settled', 'void']).optional(), limit: z.coerce.number().int().min(1).max(200).default(50) })
  .strict();
export const OpsIssueSchema = IssueSchema.extend({ id: z.string(), resultVersion: z.number().int(), settledVersion: z.number().int() });
export const OpsIssueReportSchema = z.object({
  issue: OpsIssueSchema,
  bets: z.number().int(),
  players: z.number().int(),
  winners: z.number().int(),
  /** Stakes of the lines still counting (open, won, lost). */
  turnover: MoneySchema,
  payout: MoneySchema,
  /** turnover - payout. */
  hold: MoneySchema,
  cancelled: MoneySchema,
  unrecovered: MoneySchema,
  /** The open issue's liability: the selections with the most at stake per hit. */
  liability: z.array(z.object({ playType: z.string(), selection: z.string(), liability: MoneySchema })),
});

export const opsLotteryApi = {
  games: endpoint({ method: 'GET', path: '/ops/api/lottery/games', response: z.object({ games: z.array(OpsLotteryGameSchema) }), auth: 'operator', summary: 'Lottery games with close times and switches', tags }),
  patchGame: endpoint({ method: 'PATCH', path: '/ops/api/lottery/games/:code', params: CodeParams, body: OpsLotteryGamePatchSchema, response: OpsLotteryGameSchema, auth: 'operator', summary: 'Change a game’s close time (seconds before the draw), switch or order (audited)', tags }),
  odds: endpoint({ method: 'GET', path: '/ops/api/lottery/odds', query: OpsOddsQuerySchema, response: OpsOddsSchema, auth: 'operator', summary: 'The odds table per prize mode, group and play type', tags }),
  putOdds: endpoint({ method: 'PUT', path: '/ops/api/lottery/odds', body: OpsOddsBodySchema, response: OpsOddsSchema, auth: 'operator', summary: 'Set odds and stake units (audited); new bets use them', tags }),
  caps: endpoint({ method: 'GET', path: '/ops/api/lottery/caps', response: OpsCapsSchema, auth: 'operator', summary: 'Exposure caps per game (or *) and play type', tags }),
  putCap: endpoint({ method: 'PUT', path: '/ops/api/lottery/caps', body: OpsCapBodySchema, response: OpsCapSchema, auth: 'operator', summary: 'Set (or with cap null remove) an exposure cap (audited)', tags }),
  issues: endpoint({ method: 'GET', path: '/ops/api/lottery/issues', query: OpsIssuesQuerySchema, response: z.object({ list: z.array(OpsIssueSchema) }), auth: 'operator', summary: 'Issues, newest draw first', tags }),
  report: endpoint({ method: 'GET', path: '/ops/api/lottery/issues/:id/report', params: IdParams, response: OpsIssueReportSchema, auth: 'operator', summary: 'Per-issue report: turnover, payout, hold, liability', tags }),
  voidIssue: endpoint({ method: 'POST', path: '/ops/api/lottery/issues/:id/void', params: IdParams, body: z.object({}).strict().optional(), response: z.object({ bets: z.number().int(), refund: MoneySchema }), auth: 'operator', summary: 'Void an issue: stakes back, paid wins taken back (audited)', tags }),
  settle: endpoint({ method: 'POST', path: '/ops/api/lottery/issues/:id/settle', params: IdParams, body: z.object({}).strict().optional(), response: SettleReportSchema, auth: 'operator', summary: 'Settle (or re-settle) a drawn issue now (audited; once per result version)', tags }),
  results: endpoint({ method: 'GET', path: '/ops/api/lottery/results', query: OpsResultsQuerySchema, response: z.object({ list: z.array(OpsResultEntrySchema) }), auth: 'operator', summary: 'Result entries of an official issue', tags }),
  enterResult: endpoint({ method: 'POST', path: '/ops/api/lottery/results', body: OpsResultBodySchema, response: OpsResultEntrySchema, auth: 'operator', summary: 'Enter an official result (waits for a second operator; audited)', tags }),
  confirmResult: endpoint({ method: 'POST', path: '/ops/api/lottery/results/:id/confirm', params: IdParams, body: z.object({}).strict().optional(), response: z.object({ entry: OpsResultEntrySchema, settlement: SettleReportSchema }), auth: 'operator', summary: 'Confirm another operator’s entry: it becomes the result and the issue settles (a correction re-settles)', tags }),
  rejectResult: endpoint({ method: 'POST', path: '/ops/api/lottery/results/:id/reject', params: IdParams, body: z.object({}).strict().optional(), response: OpsResultEntrySchema, auth: 'operator', summary: 'Reject a pending entry (audited)', tags }),
};
