import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { member } from './member';
import { operator } from './system';

/**
 * The lottery (docs/architecture.md "Lottery"), owned by `modules/lottery`. Rules (catalogue,
 * schedule, play types, odds defaults) are in contracts `lottery/`; these tables hold the
 * operator's settings, the issues with their results, and the bets.
 */

/** The games and the operator's settings of each (close time, switch, order). */
export const lotteryGame = pgTable(
  'lottery_game',
  {
    code: text('code').primaryKey(),
    /** VN, ELOTT_VN, ELOTT_SSC, ELOTT_K3. */
    kind: text('kind').notNull(),
    region: text('region'),
    province: text('province'),
    intervalMinutes: integer('interval_minutes'),
    /** The menu group (gameGroupCode) and odds group: NORTH, CENTRAL, SOUTH, FAST_VN, FAST_SSC, FAST_K3. */
    groupCode: text('group_code').notNull(),
    name: text('name').notNull(),
    /** Seconds betting closes before the draw. */
    closeSeconds: integer('close_seconds').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    /** Most issues one chase may cover (operator's limit). */
    maxChaseIssues: integer('max_chase_issues').notNull().default(50),
  },
  (t) => [
    check('lottery_game_chase_ck', sql`${t.maxChaseIssues} >= 1 and ${t.maxChaseIssues} <= 200`),
    check('lottery_game_kind_ck', sql`${t.kind} in ('VN', 'ELOTT_VN', 'ELOTT_SSC', 'ELOTT_K3')`),
    check('lottery_game_close_ck', sql`${t.closeSeconds} >= 0 and ${t.closeSeconds} <= 86400`),
  ],
);

/**
 * One draw (kỳ) of a game. Electronic issues carry their server seed (secret until drawn) and its
 * SHA-256 (published from creation, before betting opens). `result` is the outcome in force
 * (contracts `DrawOutcome`); `result_version` counts results (1 = first, more after corrections)
 * and `settled_version` the last one settled, so settlement runs once per version.
 * status: open (not drawn yet), drawn (result in force, settlement pending), settled, void.
 */
export const lotteryIssue = pgTable(
  'lottery_issue',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gameCode: text('game_code')
      .notNull()
      .references(() => lotteryGame.code),
    issueNo: text('issue_no').notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    drawAt: timestamp('draw_at', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('open'),
    serverSeed: text('server_seed'),
    serverSeedHash: text('server_seed_hash'),
    seedRevealedAt: timestamp('seed_revealed_at', { withTimezone: true }),
    result: jsonb('result').$type<Record<string, unknown>>(),
    resultVersion: integer('result_version').notNull().default(0),
    settledVersion: integer('settled_version').notNull().default(0),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** Money a correction could not take back from players' wallets (minor units, real book). */
    unrecoveredMinor: bigint('unrecovered_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('lottery_issue_game_no_uq').on(t.gameCode, t.issueNo),
    index('lottery_issue_draw_idx').on(t.status, t.drawAt),
    index('lottery_issue_game_draw_idx').on(t.gameCode, t.drawAt),
    check('lottery_issue_status_ck', sql`${t.status} in ('open', 'drawn', 'settled', 'void')`),
    check('lottery_issue_times_ck', sql`${t.opensAt} <= ${t.closesAt} and ${t.closesAt} <= ${t.drawAt}`),
    check('lottery_issue_versions_ck', sql`${t.settledVersion} <= ${t.resultVersion}`),
  ],
);

/**
 * Operator-entered results of VN official issues: one operator enters, a second one confirms
 * (never the same); the confirmed entry becomes the issue's result (a later confirmed entry is a
 * correction). status: pending, confirmed, rejected.
 */
export const lotteryResultEntry = pgTable(
  'lottery_result_entry',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    issueId: bigint('issue_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryIssue.id),
    prizes: jsonb('prizes').$type<Record<string, string[]>>().notNull(),
    source: text('source').notNull().default('operator'),
    status: text('status').notNull().default('pending'),
    enteredBy: bigint('entered_by', { mode: 'number' }).references(() => operator.id),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedBy: bigint('confirmed_by', { mode: 'number' }).references(() => operator.id),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    // One pending entry per issue at a time.
    uniqueIndex('lottery_result_entry_pending_uq').on(t.issueId).where(sql`${t.status} = 'pending'`),
    check('lottery_result_entry_status_ck', sql`${t.status} in ('pending', 'confirmed', 'rejected')`),
    check('lottery_result_entry_four_eyes_ck', sql`${t.confirmedBy} is null or ${t.confirmedBy} <> ${t.enteredBy}`),
  ],
);

/**
 * A bet slip: several bets on several games confirmed at once, paid by one ledger transaction
 * (LOTTERY_BET, key = the player's Idempotency-Key in scope member:<id>).
 */
export const lotterySlip = pgTable(
  'lottery_slip',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    slipNo: text('slip_no').notNull().unique(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => member.id),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    prizeMode: text('prize_mode').notNull(),
    currency: text('currency').notNull(),
    demo: boolean('demo').notNull(),
    totalMinor: bigint('total_minor', { mode: 'bigint' }).notNull(),
    lineCount: integer('line_count').notNull(),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('lottery_slip_key_uq').on(t.memberId, t.idempotencyKey),
    index('lottery_slip_member_idx').on(t.memberId, t.createdAt),
  ],
);

/**
 * A chase (follow-up betting): the same bets of one game over consecutive issues, placed and
 * paid as one slip (each issue's lines carry `chase_id`). `plan` is the multiplier plan as asked
 * (contracts `ChasePlan`). With `win_stop`, the settlement that finds a won line of the chase
 * cancels and refunds its lines on issues not closed yet, in the same transaction.
 * status: running, won (stopped by a win), cancelled (the player cancelled the rest).
 */
export const lotteryChase = pgTable(
  'lottery_chase',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    chaseNo: text('chase_no').notNull().unique(),
    slipId: bigint('slip_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => lotterySlip.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => member.id),
    gameCode: text('game_code').notNull(),
    issueCount: integer('issue_count').notNull(),
    plan: jsonb('plan').$type<Record<string, unknown>>().notNull(),
    winStop: boolean('win_stop').notNull(),
    status: text('status').notNull().default('running'),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lottery_chase_member_idx').on(t.memberId, t.createdAt),
    check('lottery_chase_status_ck', sql`${t.status} in ('running', 'won', 'cancelled')`),
  ],
);

/**
 * One bet line: a number (or a group for xiên and lô trượt) on one issue, with the odds and stake
 * units frozen at placement. `paid` is what the ledger has paid for it so far (settlement posts
 * payout - paid, so a re-settlement moves only the difference).
 * status: open, won, lost, cancelled (by the player before close), void (by the operator).
 */
export const lotteryBet = pgTable(
  'lottery_bet',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    slipId: bigint('slip_id', { mode: 'number' })
      .notNull()
      .references(() => lotterySlip.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => member.id),
    issueId: bigint('issue_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryIssue.id),
    gameCode: text('game_code').notNull(),
    playType: text('play_type').notNull(),
    numbers: text('numbers').array().notNull(),
    /** The numbers joined by ',' (the key of the hit table and of the exposure rows). */
    selection: text('selection').notNull(),
    multiplier: integer('multiplier').notNull(),
    unitStakeMinor: bigint('unit_stake_minor', { mode: 'bigint' }).notNull(),
    stakeUnits: integer('stake_units').notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'bigint' }).notNull(),
    oddsCenti: integer('odds_centi').notNull(),
    demo: boolean('demo').notNull(),
    status: text('status').notNull().default('open'),
    hits: integer('hits'),
    payoutMinor: bigint('payout_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    paidMinor: bigint('paid_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    settledVersion: integer('settled_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** The chase the line belongs to (null for a plain slip) and its multiplier-plan factor there. */
    chaseId: bigint('chase_id', { mode: 'number' }).references((): AnyPgColumn => lotteryChase.id),
    chaseFactor: integer('chase_factor'),
  },
  (t) => [
    // Only the issue: settlement changes status, and an update that touches no indexed column
    // can stay on its page (HOT; the table keeps half of each page free, see the migration).
    index('lottery_bet_issue_idx').on(t.issueId),
    index('lottery_bet_chase_idx').on(t.chaseId),
    index('lottery_bet_member_idx').on(t.memberId, t.createdAt),
    index('lottery_bet_slip_idx').on(t.slipId),
    check('lottery_bet_status_ck', sql`${t.status} in ('open', 'won', 'lost', 'cancelled', 'void')`),
    check('lottery_bet_amounts_ck', sql`${t.multiplier} >= 1 and ${t.unitStakeMinor} > 0 and ${t.stakeMinor} > 0 and ${t.payoutMinor} >= 0`),
  ],
);

/**
 * The operator's odds table: per prize mode, odds group (the game's group), play type and
 * selection ('' for every selection; the exact-sum types have one row per sum). Odds in
 * hundredths (9700 = 97×); stake units a point costs.
 */
export const lotteryOdds = pgTable(
  'lottery_odds',
  {
    prizeMode: text('prize_mode').notNull(),
    groupCode: text('group_code').notNull(),
    playType: text('play_type').notNull(),
    selection: text('selection').notNull().default(''),
    oddsCenti: integer('odds_centi').notNull(),
    stakeUnits: integer('stake_units').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.prizeMode, t.groupCode, t.playType, t.selection] }),
    check('lottery_odds_values_ck', sql`${t.oddsCenti} > 0 and ${t.stakeUnits} >= 1`),
  ],
);

/**
 * Exposure caps: the most the house may owe on one number (selection) of one issue, as the sum
 * of what one hit of each open line on it pays. Per game and play type; game '*' is the default
 * for every game.
 */
export const lotteryExposureCap = pgTable(
  'lottery_exposure_cap',
  {
    gameCode: text('game_code').notNull(),
    playType: text('play_type').notNull(),
    capMinor: bigint('cap_minor', { mode: 'bigint' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.gameCode, t.playType] }), check('lottery_exposure_cap_ck', sql`${t.capMinor} >= 0`)],
);

/** Running liability per issue, play type and selection (what one hit pays over its open lines). */
export const lotteryExposure = pgTable(
  'lottery_exposure',
  {
    issueId: bigint('issue_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryIssue.id),
    playType: text('play_type').notNull(),
    selection: text('selection').notNull(),
    liabilityMinor: bigint('liability_minor', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.issueId, t.playType, t.selection] }),
    check('lottery_exposure_ck', sql`${t.liabilityMinor} >= 0`),
  ],
);

/**
 * The results feed of the VN official draws (one row, id 1): the operator's settings (address,
 * poll interval, timeout, the feed's code of each region and of each province that differs from
 * ours) and what the last polls did (shown to the operator). `last_poll_at` is also the poll
 * claim: a process polls only after moving it forward with a conditional update.
 */
export const lotteryFeed = pgTable(
  'lottery_feed',
  {
    id: integer('id').primaryKey().default(1),
    url: text('url').notNull().default(''),
    enabled: boolean('enabled').notNull().default(false),
    pollSeconds: integer('poll_seconds').notNull().default(60),
    timeoutMs: integer('timeout_ms').notNull().default(5000),
    /** The feed's code of each region ({ NORTH: 'MB', … }); a missing region is not polled. */
    regionCodes: jsonb('region_codes').$type<Record<string, string>>().notNull(),
    /** The feed's province code per game code where it is not our province code. */
    provinceCodes: jsonb('province_codes').$type<Record<string, string>>().notNull(),
    lastPollAt: timestamp('last_poll_at', { withTimezone: true }),
    lastOkAt: timestamp('last_ok_at', { withTimezone: true }),
    lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
    lastErrorCode: text('last_error_code'),
    lastErrorDetail: text('last_error_detail'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('lottery_feed_one_ck', sql`${t.id} = 1`),
    check('lottery_feed_values_ck', sql`${t.pollSeconds} between 10 and 86400 and ${t.timeoutMs} between 100 and 60000`),
  ],
);

/**
 * Each distinct result the feed gave for an issue, once (unique per issue and prize-table
 * digest): whoever inserts the row acts on it, so several pollers enter a result once.
 * outcome: entered (a pending entry for an operator to confirm), same (equal to the result in
 * force), pending (equal to a pending operator entry).
 */
export const lotteryFeedResult = pgTable(
  'lottery_feed_result',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    issueId: bigint('issue_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryIssue.id),
    digest: text('digest').notNull(),
    prizes: jsonb('prizes').$type<Record<string, string[]>>().notNull(),
    outcome: text('outcome').notNull(),
    entryId: bigint('entry_id', { mode: 'number' }).references(() => lotteryResultEntry.id),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('lottery_feed_result_issue_digest_uq').on(t.issueId, t.digest),
    check('lottery_feed_result_outcome_ck', sql`${t.outcome} in ('entered', 'same', 'pending')`),
  ],
);
