import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { isTrialAccount } from '@sorte/contracts/auth/routes';
import { fromMinor, parsePositiveAmount } from '@sorte/contracts/common/money';
import type { FieldRule } from '@sorte/contracts/common/errors';
import { PRIZE_MODE_KINDS, type GameKind, type PrizeMode } from '@sorte/contracts/lottery/games';
import {
  ODDS_BY_SELECTION,
  betLines,
  isPlayType,
  lineCost,
  linePayout,
  playTypesOf,
  type PlayType,
} from '@sorte/contracts/lottery/rules';
import type { Db, Tx } from '../../db/client';
import {
  lotteryBet,
  lotteryChase,
  lotteryExposure,
  lotteryExposureCap,
  lotteryIssue,
  lotteryOdds,
  lotterySlip,
} from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { housePart, post, ledgerCurrency, requestHash } from '../ledger/index';
import type { AccountSpec } from '../ledger/index';
import { moneyTransaction } from '../ledger/index';
import { MemberRepository } from '../member/index';
import type { SystemService } from '../system/index';
import { expandChase, recordChase, type ChaseInput } from './chase.service';
import { currentWindow, lotteryRepository, rowsOf, windowOf, type Executor, type GameRow, type IssueRow } from './lottery.repository';

/** Most bet lines one slip may carry. */
export const MAX_SLIP_LINES = 2000;
/** Most issues ahead a bet may be placed on (official draws: days; electronic: periods). */
export const MAX_DAYS_AHEAD = 7;
/** How long a process keeps the lottery catalogue (games, odds) it read: another process's change shows within it. */
export const CATALOGUE_TTL_MS = 2_000;
/** Most open issue rows a process keeps (all are dropped when full). */
const MAX_CACHED_ISSUES = 1_000;

export interface SlipBetInput {
  gameCode: string;
  /** Defaults to the issue open for betting now. */
  issueNo?: string | undefined;
  playType: string;
  numbers: string[];
  multiplier: number;
  /** Stake per point, money string. */
  unitStake: string;
  /** Set on the bets a chase expands to: the plan's factor on this bet's issue. */
  chaseFactor?: number | undefined;
}

export interface PlaceSlipInput {
  prizeMode: PrizeMode;
  bets: SlipBetInput[];
  /** The same bets over the next issues (contracts `ChaseBodySchema`). */
  chase?: ChaseInput | undefined;
}

export interface LotteryBetView {
  id: string;
  slipNo: string;
  gameCode: string;
  issueNo: string;
  playType: PlayType;
  numbers: string[];
  multiplier: number;
  unitStake: string;
  stakeUnits: number;
  stake: string;
  odds: string;
  status: 'open' | 'won' | 'lost' | 'cancelled' | 'void';
  hits: number | null;
  payout: string;
  createdAt: string;
  closesAt: string;
  drawAt: string;
  chaseNo: string | null;
}

export interface SlipView {
  slipNo: string;
  chaseNo: string | null;
  prizeMode: string;
  total: string;
  lineCount: number;
  createdAt: string;
  bets: LotteryBetView[];
}

const oddsText = (centi: number) => `${Math.floor(centi / 100)}.${String(centi % 100).padStart(2, '0')}`;

/**
 * The house account of a book: real stakes to LOTTERY_HOUSE, demo stakes to DEMO_HOUSE (its
 * first part; a player's stakes and refunds go to the player's part, `housePart`).
 */
export const houseSpec = (currency: string, demo: boolean): AccountSpec => ({
  kind: demo ? 'DEMO_HOUSE' : 'LOTTERY_HOUSE',
  memberId: null,
  vendorCode: '',
  currency,
  demo,
});
export const mainSpec = (memberId: number, currency: string, demo: boolean): AccountSpec => ({
  kind: 'PLAYER_MAIN',
  memberId,
  vendorCode: '',
  currency,
  demo,
});

interface PlannedLine {
  betIndex: number;
  game: GameRow;
  issue: IssueRow;
  playType: PlayType;
  numbers: string[];
  selection: string;
  multiplier: number;
  unitStakeMinor: bigint;
  stakeUnits: number;
  stakeMinor: bigint;
  oddsCenti: number;
  chaseFactor: number | null;
}

type BetRow = typeof lotteryBet.$inferSelect;
type OddsRow = typeof lotteryOdds.$inferSelect;

export function betView(
  row: BetRow,
  slipNo: string,
  issue: Pick<IssueRow, 'issueNo' | 'closesAt' | 'drawAt'>,
  chaseNo: string | null = null,
): LotteryBetView {
  return {
    id: String(row.id),
    slipNo,
    gameCode: row.gameCode,
    issueNo: issue.issueNo,
    playType: row.playType as PlayType,
    numbers: row.numbers,
    multiplier: row.multiplier,
    unitStake: fromMinor(row.unitStakeMinor),
    stakeUnits: row.stakeUnits,
    stake: fromMinor(row.stakeMinor),
    odds: oddsText(row.oddsCenti),
    status: row.status as LotteryBetView['status'],
    hits: row.hits,
    payout: fromMinor(row.payoutMinor),
    createdAt: row.createdAt.toISOString(),
    closesAt: issue.closesAt.toISOString(),
    drawAt: issue.drawAt.toISOString(),
    chaseNo,
  };
}

/**
 * Bet slips: placement (one ledger transaction per slip, all or nothing) and cancellation before
 * the close (refund). Every check that can refuse runs before or inside the one database
 * transaction, so a refused slip changes nothing.
 */
export class SlipService {
  /** The clock (tests move it). */
  now: () => Date = () => new Date();
  /** The catalogue every slip reads (games, odds per prize mode), see `catalogue`. */
  private cached: { at: number; changes: number; games: Map<string, GameRow>; odds: Map<string, Promise<Map<string, OddsRow>>> } | undefined;
  /** Open issue rows by `game|issueNo`, see `issueFor`. */
  private readonly issues = new Map<string, IssueRow>();

  constructor(
    private readonly db: Db,
    private readonly system: SystemService,
  ) {}

  /**
   * The games and the odds table as every slip sees them, read once and kept until an operator
   * change goes through this process (`SystemService.changeCount`: the lottery operator calls all
   * go through it) or for at most CATALOGUE_TTL_MS, so another process's change shows within that
   * time, as the configuration snapshot does. Exposure caps and the issue's state are not kept
   * here: the slip's last statement reads them (`addExposure`), so they are always exact.
   */
  private async catalogue(tx: Executor): Promise<{ games: Map<string, GameRow>; oddsOf: (prizeMode: string) => Promise<Map<string, OddsRow>> }> {
    const at = Date.now();
    const changes = this.system.changeCount;
    let cached = this.cached;
    if (!cached || cached.changes !== changes || at - cached.at >= CATALOGUE_TTL_MS) {
      const games = new Map((await lotteryRepository.games(tx)).map((g) => [g.code, g]));
      cached = { at, changes, games, odds: new Map() };
      this.cached = cached;
      this.issues.clear();
    }
    const entry = cached;
    return {
      games: entry.games,
      oddsOf: (prizeMode) => {
        let odds = entry.odds.get(prizeMode);
        if (!odds) {
          odds = Promise.resolve(tx.select().from(lotteryOdds).where(eq(lotteryOdds.prizeMode, prizeMode))).then(
            (rows) => new Map(rows.map((o) => [`${o.groupCode}|${o.playType}|${o.selection}`, o])),
          );
          entry.odds.set(prizeMode, odds);
          odds.catch(() => entry.odds.delete(prizeMode));
        }
        return odds;
      },
    };
  }

  /** The issue a bet names (or the current one), created when missing; refused when closed or out of range. */
  private async issueFor(tx: Executor, game: GameRow, issueNo: string | undefined, now: Date, chase: boolean): Promise<IssueRow> {
    const window = issueNo ? windowOf(game, issueNo) : currentWindow(game, now);
    // A chase's issues are the next ones in a row (its length is the game's own limit), so they may lie further ahead.
    if (!window || (!chase && window.drawAt.getTime() - now.getTime() > MAX_DAYS_AHEAD * 86_400_000)) {
      throw new AppError('LOTTERY_ISSUE_NOT_FOUND', undefined, { issueNo: issueNo ?? '' });
    }
    const cacheKey = `${game.code}|${window.issueNo}`;
    const known = this.issues.get(cacheKey);
    if (known) {
      // A close time only ever moves earlier (the slip's last statement checks the row itself).
      if (now >= known.closesAt) this.issues.delete(cacheKey);
      else return known;
    }
    const existing = await lotteryRepository.issue(tx, game.code, window.issueNo);
    const issue = existing ?? (await lotteryRepository.ensureIssue(tx, game, window));
    if (issue.status !== 'open' || now >= issue.closesAt) {
      throw new AppError('LOTTERY_ISSUE_CLOSED', undefined, { issueNo: issue.issueNo });
    }
    // Only a row another transaction committed: one created here vanishes if this slip is refused.
    if (existing) {
      if (this.issues.size >= MAX_CACHED_ISSUES) this.issues.clear();
      this.issues.set(cacheKey, existing);
    }
    return issue;
  }

  private async plan(tx: Executor, input: PlaceSlipInput, now: Date, modes: readonly string[]): Promise<PlannedLine[]> {
    if (!modes.includes(input.prizeMode)) throw new AppError('LOTTERY_PRIZE_MODE_UNAVAILABLE', { prizeMode: 'INVALID_VALUE' });
    const catalogue = await this.catalogue(tx);
    const games = catalogue.games;
    const oddsOf = await catalogue.oddsOf(input.prizeMode);
    const issues = new Map<string, IssueRow>();
    const lines: PlannedLine[] = [];
    for (const [betIndex, bet] of input.bets.entries()) {
      const field = (name: string, rule: FieldRule) => new AppError('VALIDATION_FAILED', { [`bets.${betIndex}.${name}`]: rule });
      const game = games.get(bet.gameCode);
      if (!game) throw new AppError('GAME_NOT_FOUND');
      if (!game.enabled) throw new AppError('GAME_DISABLED');
      if (!PRIZE_MODE_KINDS[input.prizeMode].includes(game.kind as GameKind)) {
        throw new AppError('LOTTERY_PRIZE_MODE_UNAVAILABLE', { prizeMode: 'INVALID_VALUE' });
      }
      const playType = bet.playType;
      if (!isPlayType(playType) || !playTypesOf(game.kind as GameKind).includes(playType)) {
        throw new AppError('LOTTERY_PLAY_TYPE_UNAVAILABLE', { [`bets.${betIndex}.playType`]: 'INVALID_VALUE' });
      }
      const expanded = betLines(playType, bet.numbers);
      if (!expanded.ok) throw field('numbers', expanded.rule === 'EMPTY' ? 'REQUIRED' : 'INVALID_VALUE');
      const amount = parsePositiveAmount(bet.unitStake);
      if (!amount.ok) throw field('unitStake', amount.rule);
      if (!Number.isInteger(bet.multiplier) || bet.multiplier < 1 || bet.multiplier > 10_000) throw field('multiplier', 'INVALID_VALUE');
      const issueKey = `${game.code}|${bet.issueNo ?? ''}`;
      let issue = issues.get(issueKey);
      if (!issue) {
        issue = await this.issueFor(tx, game, bet.issueNo, now, bet.chaseFactor !== undefined);
        issues.set(issueKey, issue);
      }
      for (const numbers of expanded.lines) {
        const selection = numbers.join(',');
        const row = oddsOf.get(`${game.groupCode}|${playType}|${ODDS_BY_SELECTION.includes(playType) ? selection : ''}`);
        if (!row?.enabled) throw new AppError('LOTTERY_PLAY_TYPE_UNAVAILABLE', { [`bets.${betIndex}.playType`]: 'INVALID_VALUE' });
        lines.push({
          betIndex,
          game,
          issue,
          playType,
          numbers,
          selection,
          multiplier: bet.multiplier,
          unitStakeMinor: amount.minor,
          stakeUnits: row.stakeUnits,
          stakeMinor: lineCost(amount.minor, bet.multiplier, row.stakeUnits),
          oddsCenti: row.oddsCenti,
          chaseFactor: bet.chaseFactor ?? null,
        });
      }
    }
    if (lines.length > MAX_SLIP_LINES) throw new AppError('VALIDATION_FAILED', { bets: 'TOO_LONG' });
    return lines;
  }

  /**
   * Adds what one hit of each line pays to its number's liability on its issue, refusing the
   * slip when a cap would be passed (LOTTERY_EXPOSURE_LIMIT with the number and what may still be
   * won on it) or when an issue of the slip is no longer open (LOTTERY_ISSUE_CLOSED). One
   * statement for all the numbers: a conditional upsert per (issue, play type, number), in a
   * fixed order, whose check and add are one step (the cap read from the table in the same
   * statement), so concurrent slips in any process never pass a cap together; the same statement
   * reads the issues' state and close time, so a slip planned against a kept issue row
   * (`issueFor`) is refused if the issue closed or changed state meanwhile.
   */
  private async addExposure(tx: Tx, lines: PlannedLine[], now: Date): Promise<void> {
    const sums = new Map<string, { line: PlannedLine; add: bigint }>();
    for (const line of lines) {
      const key = `${line.issue.id}|${line.playType}|${line.selection}`;
      const entry = sums.get(key) ?? { line, add: 0n };
      entry.add += linePayout(line.unitStakeMinor, line.multiplier, line.oddsCenti, 1);
      sums.set(key, entry);
    }
    const ordered = [...sums].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, v]) => v);
    const input = JSON.stringify(
      ordered.map(({ line, add }, ord) => ({
        issue_id: line.issue.id,
        game_code: line.game.code,
        play_type: line.playType,
        selection: line.selection,
        add: add.toString(),
        ord,
      })),
    );
    const [outcome] = await rowsOf<{ done: [number, string, string][]; open: (string | number)[] }>(
      tx,
      sql`with input as (
            select * from jsonb_to_recordset(${input}::jsonb)
              as r(issue_id bigint, game_code text, play_type text, selection text, add bigint, ord int)
          ), capped as (
            select input.*, coalesce(
              (select c.cap_minor from lottery_exposure_cap c where c.game_code = input.game_code and c.play_type = input.play_type),
              (select c.cap_minor from lottery_exposure_cap c where c.game_code = '*' and c.play_type = input.play_type)) as cap
            from input
          ), open_issues as (
            select id from lottery_issue
             where id in (select issue_id from input) and status = 'open' and closes_at > ${now.toISOString()}::timestamptz
          ), upserted as (
            insert into lottery_exposure (issue_id, play_type, selection, liability_minor)
            select issue_id, play_type, selection, add from capped where cap is null or add <= cap order by ord
            on conflict (issue_id, play_type, selection) do update
              set liability_minor = lottery_exposure.liability_minor + excluded.liability_minor
              where lottery_exposure.liability_minor + excluded.liability_minor <= coalesce(
                (select p.cap from capped p
                  where p.issue_id = excluded.issue_id and p.play_type = excluded.play_type and p.selection = excluded.selection),
                lottery_exposure.liability_minor + excluded.liability_minor)
            returning issue_id, play_type, selection
          )
          select (select coalesce(json_agg(json_build_array(issue_id, play_type, selection)), '[]'::json) from upserted) as done,
                 (select coalesce(array_agg(id), '{}') from open_issues) as open`,
    );
    const open = new Set((outcome?.open ?? []).map(Number));
    const closed = ordered.find(({ line }) => !open.has(line.issue.id));
    if (closed) {
      this.issues.delete(`${closed.line.game.code}|${closed.line.issue.issueNo}`);
      throw new AppError('LOTTERY_ISSUE_CLOSED', undefined, { issueNo: closed.line.issue.issueNo });
    }
    const done = new Set((outcome?.done ?? []).map(([issueId, playType, selection]) => `${Number(issueId)}|${playType}|${selection}`));
    const refused = ordered.find(({ line }) => !done.has(`${line.issue.id}|${line.playType}|${line.selection}`));
    if (!refused) return;
    // Refused (the slip rolls back): what may still be won on the number, for the answer.
    const { line } = refused;
    const caps = await tx.select().from(lotteryExposureCap).where(eq(lotteryExposureCap.playType, line.playType));
    const cap = (caps.find((c) => c.gameCode === line.game.code) ?? caps.find((c) => c.gameCode === '*'))?.capMinor ?? 0n;
    const [current] = await tx
      .select({ liability: lotteryExposure.liabilityMinor })
      .from(lotteryExposure)
      .where(and(eq(lotteryExposure.issueId, line.issue.id), eq(lotteryExposure.playType, line.playType), eq(lotteryExposure.selection, line.selection)));
    const remaining = cap - (current?.liability ?? 0n);
    throw new AppError('LOTTERY_EXPOSURE_LIMIT', { [`bets.${line.betIndex}.numbers`]: 'INVALID_VALUE' }, {
      number: line.selection,
      remaining: fromMinor(remaining > 0n ? remaining : 0n),
    });
  }

  /**
   * Places a slip: checks every bet, debits the total from the member's main wallet into the
   * member's part of the house in one LOTTERY_BET transaction (key = the Idempotency-Key in scope
   * member:<id>), writes the slip and its lines, and adds the exposure last (the rows every slip
   * on a number shares are held only from there to the commit). The same key again answers the
   * same slip (replayed); with another body it is 409 IDEMPOTENCY_KEY_REUSED.
   */
  async place(
    memberId: number,
    key: string,
    input: PlaceSlipInput,
    /** The member's account type when the caller has it (the session check read it). */
    accountType?: number,
  ): Promise<{ result: SlipView; replayed: boolean }> {
    const hash = requestHash(input);
    const existing = await this.slipByKey(this.db, memberId, key);
    if (existing) return this.replay(existing, hash);
    // Read outside the transaction: on PGlite a query on `db` inside one would wait forever.
    const config = await this.system.config();
    const modes = config.brand.prizeModes;
    const currency = config.brand.currency;
    const demo = isTrialAccount(accountType ?? (await new MemberRepository(this.db).findById(memberId))?.accountType ?? 0);
    const outcome = await moneyTransaction(this.db, async (tx) => {
      const now = this.now();
      const chase = input.chase ? await expandChase(tx, input, now) : undefined;
      const lines = await this.plan(tx, chase ? { prizeMode: input.prizeMode, bets: chase.bets } : input, now, modes);
      const total = lines.reduce((sum, l) => sum + l.stakeMinor, 0n);
      // The member's part of the house: players betting at once lock different house rows.
      const house = housePart(houseSpec(currency, demo), memberId);
      const main = mainSpec(memberId, currency, demo);
      const posted = await post(tx, {
        type: 'LOTTERY_BET',
        scope: `member:${memberId}`,
        key,
        request: input,
        memberId,
        reference: null,
        metadata: { lines: lines.length },
        currency,
        demo,
        accounts: [house, main],
        legs: (locked) => [
          { accountId: locked.of(main).id, amount: -total },
          { accountId: locked.of(house).id, amount: total },
        ],
      });
      if (posted.replayed) return { replayed: true as const };
      const slipNo = `L${randomBytes(9).toString('base64url').toUpperCase().replace(/[^A-Z0-9]/g, '7')}`;
      const [slip] = await tx
        .insert(lotterySlip)
        .values({
          slipNo,
          memberId,
          idempotencyKey: key,
          requestHash: hash,
          prizeMode: input.prizeMode,
          currency,
          demo,
          totalMinor: total,
          lineCount: lines.length,
          ledgerTransactionId: posted.id,
        })
        .returning();
      const chaseId = chase ? await recordChase(tx, { slipId: slip!.id, memberId, gameCode: chase.gameCode, chase: input.chase! }) : null;
      const bets: BetRow[] = [];
      for (let i = 0; i < lines.length; i += 500) {
        const inserted = await tx.insert(lotteryBet).values(
          lines.slice(i, i + 500).map((l) => ({
            slipId: slip!.id,
            memberId,
            issueId: l.issue.id,
            gameCode: l.game.code,
            playType: l.playType,
            numbers: l.numbers,
            selection: l.selection,
            multiplier: l.multiplier,
            unitStakeMinor: l.unitStakeMinor,
            stakeUnits: l.stakeUnits,
            stakeMinor: l.stakeMinor,
            oddsCenti: l.oddsCenti,
            demo,
            chaseId,
            chaseFactor: l.chaseFactor,
          })),
        ).returning();
        bets.push(...inserted);
      }
      // Last: the exposure rows are shared by every slip on the same numbers and stay locked
      // until the commit, so they are taken when nothing else is left to do.
      await this.addExposure(tx, lines, now);
      // The answer from the rows written here (a chase's answer is read back with its number).
      const issueOf = new Map(lines.map((l) => [l.issue.id, l.issue]));
      const view: SlipView | undefined = chase
        ? undefined
        : {
            slipNo: slip!.slipNo,
            chaseNo: null,
            prizeMode: slip!.prizeMode,
            total: fromMinor(slip!.totalMinor),
            lineCount: slip!.lineCount,
            createdAt: slip!.createdAt.toISOString(),
            bets: bets.sort((a, b) => a.id - b.id).map((b) => betView(b, slip!.slipNo, issueOf.get(b.issueId)!)),
          };
      return { replayed: false as const, slipId: slip!.id, view };
    });
    if (outcome.replayed) {
      const slip = await this.slipByKey(this.db, memberId, key);
      if (!slip) throw new AppError('CONFLICT');
      return this.replay(slip, hash);
    }
    return { result: outcome.view ?? (await this.slipView(this.db, outcome.slipId)), replayed: false };
  }

  private async replay(slip: typeof lotterySlip.$inferSelect, hash: string) {
    if (slip.requestHash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    return { result: await this.slipView(this.db, slip.id), replayed: true };
  }

  private async slipByKey(db: Executor, memberId: number, key: string) {
    const [row] = await db
      .select()
      .from(lotterySlip)
      .where(and(eq(lotterySlip.memberId, memberId), eq(lotterySlip.idempotencyKey, key)))
      .limit(1);
    return row;
  }

  async slipView(db: Executor, slipId: number): Promise<SlipView> {
    const [slip] = await db.select().from(lotterySlip).where(eq(lotterySlip.id, slipId));
    const [chase] = await db.select({ chaseNo: lotteryChase.chaseNo }).from(lotteryChase).where(eq(lotteryChase.slipId, slipId));
    const chaseNo = chase?.chaseNo ?? null;
    const rows = await db
      .select({ bet: lotteryBet, issue: { issueNo: lotteryIssue.issueNo, closesAt: lotteryIssue.closesAt, drawAt: lotteryIssue.drawAt } })
      .from(lotteryBet)
      .innerJoin(lotteryIssue, eq(lotteryIssue.id, lotteryBet.issueId))
      .where(eq(lotteryBet.slipId, slipId))
      .orderBy(lotteryBet.id);
    return {
      slipNo: slip!.slipNo,
      chaseNo,
      prizeMode: slip!.prizeMode,
      total: fromMinor(slip!.totalMinor),
      lineCount: slip!.lineCount,
      createdAt: slip!.createdAt.toISOString(),
      bets: rows.map((r) => betView(r.bet, slip!.slipNo, r.issue, chaseNo)),
    };
  }

  /**
   * Cancels open bets of the member before their issue closes and refunds their stakes in one
   * LOTTERY_REFUND transaction (key = the Idempotency-Key). Bets already cancelled are skipped,
   * so a repeated request refunds nothing more; a bet whose issue closed, or someone else's, is
   * 409 LOTTERY_BET_NOT_CANCELLABLE and nothing changes.
   */
  async cancel(memberId: number, key: string, betIds: number[]): Promise<{ result: { cancelled: string[]; refund: string }; replayed: boolean }> {
    const currency = await ledgerCurrency(this.db);
    return moneyTransaction(this.db, async (tx) => {
      const now = this.now();
      const rows = await tx
        .select({ bet: lotteryBet, closesAt: lotteryIssue.closesAt, issueStatus: lotteryIssue.status })
        .from(lotteryBet)
        .innerJoin(lotteryIssue, eq(lotteryIssue.id, lotteryBet.issueId))
        .where(and(inArray(lotteryBet.id, betIds), eq(lotteryBet.memberId, memberId)))
        .orderBy(lotteryBet.id)
        .for('update', { of: lotteryBet });
      if (rows.length !== new Set(betIds).size) throw new AppError('LOTTERY_BET_NOT_CANCELLABLE');
      const open = rows.filter((r) => r.bet.status === 'open');
      for (const r of rows) {
        if (r.bet.status !== 'open' && r.bet.status !== 'cancelled') throw new AppError('LOTTERY_BET_NOT_CANCELLABLE');
        if (r.bet.status === 'open' && (now >= r.closesAt || r.issueStatus !== 'open')) throw new AppError('LOTTERY_BET_NOT_CANCELLABLE');
      }
      const byBook = new Map<boolean, bigint>();
      for (const r of open) byBook.set(r.bet.demo, (byBook.get(r.bet.demo) ?? 0n) + r.bet.stakeMinor);
      let replayed = open.length === 0;
      for (const [demo, amount] of byBook) {
        const house = housePart(houseSpec(currency, demo), memberId);
        const main = mainSpec(memberId, currency, demo);
        const posted = await post(tx, {
          type: 'LOTTERY_REFUND',
          scope: `member:${memberId}`,
          key,
          request: { cancel: open.map((r) => r.bet.id) },
          memberId,
          metadata: { bets: open.map((r) => r.bet.id) },
          currency,
          demo,
          accounts: [house, main],
          legs: (locked) => [
            { accountId: locked.of(house).id, amount: -amount },
            { accountId: locked.of(main).id, amount },
          ],
        });
        replayed = posted.replayed;
      }
      if (open.length) {
        await tx
          .update(lotteryBet)
          .set({ status: 'cancelled', settledAt: now })
          .where(inArray(lotteryBet.id, open.map((r) => r.bet.id)));
        for (const r of open) {
          await tx
            .update(lotteryExposure)
            .set({
              liabilityMinor: sql`greatest(${lotteryExposure.liabilityMinor} - ${linePayout(r.bet.unitStakeMinor, r.bet.multiplier, r.bet.oddsCenti, 1)}, 0)`,
            })
            .where(and(eq(lotteryExposure.issueId, r.bet.issueId), eq(lotteryExposure.playType, r.bet.playType), eq(lotteryExposure.selection, r.bet.selection)));
        }
      }
      const refund = open.reduce((sum, r) => sum + r.bet.stakeMinor, 0n);
      return { result: { cancelled: open.map((r) => String(r.bet.id)), refund: fromMinor(refund) }, replayed };
    });
  }
}
