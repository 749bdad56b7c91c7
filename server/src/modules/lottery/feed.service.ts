import { createHash } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { layoutOfRegion, type Region, type TierLayout } from '@sorte/contracts/lottery/games';
import { checkVnResult } from '@sorte/contracts/lottery/rules';
import {
  addDays,
  officialIssue,
  vnDate,
  type IssueWindow,
} from '@sorte/contracts/lottery/schedule';
import {
  FeedResponseSchema,
  type FeedErrorCode,
  type FeedResponse,
  type OpsFeedSettings,
} from '@sorte/contracts/ops/lottery-feed';
import type { Db } from '../../db/client';
import {
  lotteryFeed,
  lotteryFeedResult,
  lotteryIssue,
  lotteryResultEntry,
} from '../../db/schema/index';
import type { JobLog } from '../../lib/job-schedule';
import type { AuditContext, OpsService } from '../ops/index';
import { defOf, lotteryRepository, type GameRow } from './lottery.repository';

type FeedRow = typeof lotteryFeed.$inferSelect;
type Prizes = Record<string, string[]>;

export interface FeedError {
  code: FeedErrorCode;
  detail: string;
}

export interface FeedPollReport {
  polled: boolean;
  requests: number;
  entered: number;
  known: number;
  errors: FeedError[];
}

/** Days before today a poll asks for unless configured (LOTTERY_FEED_CATCH_UP_DAYS). */
export const DEFAULT_CATCH_UP_DAYS = 3;

/** The largest answer read from the feed (a region's day is a few kilobytes). */
const MAX_BODY_BYTES = 1_000_000;

const DEFAULTS: Omit<FeedRow, 'updatedAt'> = {
  id: 1,
  url: '',
  enabled: false,
  pollSeconds: 60,
  timeoutMs: 5000,
  regionCodes: { NORTH: 'NORTH', CENTRAL: 'CENTRAL', SOUTH: 'SOUTH' },
  provinceCodes: {},
  lastPollAt: null,
  lastOkAt: null,
  lastErrorAt: null,
  lastErrorCode: null,
  lastErrorDetail: null,
};

const settingsOf = (row: Omit<FeedRow, 'updatedAt'>): OpsFeedSettings => ({
  url: row.url,
  enabled: row.enabled,
  pollSeconds: row.pollSeconds,
  timeoutMs: row.timeoutMs,
  regionCodes: row.regionCodes,
  provinceCodes: row.provinceCodes,
});

/** The prize table in layout order (tiers and numbers as given): equal tables give equal text. */
const canonical = (layout: readonly TierLayout[], prizes: Prizes) =>
  JSON.stringify(layout.map((t) => [t.tier, prizes[t.tier] ?? []]));
const digestOf = (layout: readonly TierLayout[], prizes: Prizes) =>
  createHash('sha256').update(canonical(layout, prizes)).digest('hex');

class FeedFailure extends Error {
  constructor(
    readonly code: FeedErrorCode,
    readonly detail: string,
  ) {
    super(`${code}: ${detail}`);
  }
}

/**
 * The results feed of the VN official draws (docs/decisions.md "Lottery results feed").
 *
 * A poll asks the feed for each mapped region and each Vietnam date whose draw is over: today
 * and yesterday always (a late result or a correction of yesterday's draw is still picked up),
 * and each older day back to `catchUpDays` days before today (default 3) while one of its draws
 * has no result yet (draws missed while the feed or every server was down are caught up),
 * validates the whole answer (zod, then every province's full prize table) before writing
 * anything, and acts on each distinct result of an issue once: the issue row is locked and the
 * result's digest recorded (unique per issue), so several pollers in several processes enter it
 * once. A new result becomes a pending entry (source feed) that an operator confirms like a
 * first operator's entry; a result equal to the one in force or to a pending entry changes
 * nothing; a result differing from another pending entry is reported (FEED_CONFLICT) and tried
 * again at the next poll. A differing result after settlement is thus a correction entry, and
 * its confirmation re-settles through the results service. Errors never throw out of a poll:
 * they are returned, logged and kept on the feed row for the operator.
 */
export class FeedService {
  /** The clock (tests move it). */
  now: () => Date = () => new Date();
  /** Where poll errors are logged (the job schedule's logger once the jobs run). */
  log: JobLog | undefined;

  /** Days before today a poll asks for (LOTTERY_FEED_CATCH_UP_DAYS). */
  readonly catchUpDays: number;

  constructor(
    private readonly db: Db,
    private readonly ops: OpsService,
    options: { catchUpDays?: number | undefined } = {},
  ) {
    this.catchUpDays = Math.max(1, options.catchUpDays ?? DEFAULT_CATCH_UP_DAYS);
  }

  /**
   * Whether some due issue still waits for its result: no result in force, not void, no pending
   * entry. A day older than yesterday is asked for only then (yesterday and today always are, so
   * a correction of them is picked up).
   */
  private async missing(due: { game: GameRow; window: IssueWindow }[]): Promise<boolean> {
    const wanted = due.filter((d) => d.game.enabled);
    if (wanted.length === 0) return false;
    const done = await this.db
      .select({ gameCode: lotteryIssue.gameCode, issueNo: lotteryIssue.issueNo })
      .from(lotteryIssue)
      .where(
        and(
          inArray(lotteryIssue.gameCode, wanted.map((d) => d.game.code)),
          inArray(lotteryIssue.issueNo, [...new Set(wanted.map((d) => d.window.issueNo))]),
          sql`(${lotteryIssue.result} is not null or ${lotteryIssue.status} = 'void' or exists (
                select 1 from lottery_result_entry e where e.issue_id = ${lotteryIssue.id} and e.status = 'pending'))`,
        ),
      );
    const known = new Set(done.map((r) => `${r.gameCode}|${r.issueNo}`));
    return wanted.some((d) => !known.has(`${d.game.code}|${d.window.issueNo}`));
  }

  private async row(): Promise<Omit<FeedRow, 'updatedAt'>> {
    const [row] = await this.db.select().from(lotteryFeed).where(eq(lotteryFeed.id, 1));
    return row ?? DEFAULTS;
  }

  /** Settings, last poll, last error and the latest feed results (operator view). */
  async view() {
    const row = await this.row();
    const recent = await this.db
      .select({
        gameCode: lotteryIssue.gameCode,
        issueNo: lotteryIssue.issueNo,
        outcome: lotteryFeedResult.outcome,
        entryId: lotteryFeedResult.entryId,
        receivedAt: lotteryFeedResult.receivedAt,
      })
      .from(lotteryFeedResult)
      .innerJoin(lotteryIssue, eq(lotteryIssue.id, lotteryFeedResult.issueId))
      .orderBy(desc(lotteryFeedResult.id))
      .limit(20);
    return {
      ...settingsOf(row),
      lastPollAt: row.lastPollAt?.toISOString() ?? null,
      lastOkAt: row.lastOkAt?.toISOString() ?? null,
      lastError:
        row.lastErrorCode && row.lastErrorAt
          ? {
              code: row.lastErrorCode as FeedErrorCode,
              detail: row.lastErrorDetail ?? '',
              at: row.lastErrorAt.toISOString(),
            }
          : null,
      recent: recent.map((r) => ({
        gameCode: r.gameCode,
        issueNo: r.issueNo,
        outcome: r.outcome as 'entered' | 'same' | 'pending',
        entryId: r.entryId === null ? null : String(r.entryId),
        receivedAt: r.receivedAt.toISOString(),
      })),
    };
  }

  /** Sets the feed (audited). */
  async put(ctx: AuditContext, settings: OpsFeedSettings) {
    const before = settingsOf(await this.row());
    await this.ops.change(ctx, 'lottery.feed.update', 'lottery_feed', async (tx) => {
      const values = {
        url: settings.url,
        enabled: settings.enabled,
        pollSeconds: settings.pollSeconds,
        timeoutMs: settings.timeoutMs,
        regionCodes: settings.regionCodes as Record<string, string>,
        provinceCodes: settings.provinceCodes,
        updatedAt: new Date(),
      };
      await tx
        .insert(lotteryFeed)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({ target: lotteryFeed.id, set: values });
      return { before, after: settings, result: null };
    });
    return this.view();
  }

  /**
   * One poll. Without `force` it runs only when the feed is on and no process polled within the
   * interval (a conditional update of last_poll_at is the claim); `force` (the operator's "poll
   * now") skips the interval but not the switch.
   */
  async poll(now = this.now(), options: { force?: boolean } = {}): Promise<FeedPollReport> {
    const report: FeedPollReport = { polled: false, requests: 0, entered: 0, known: 0, errors: [] };
    const claimed = await this.db
      .update(lotteryFeed)
      .set({ lastPollAt: now })
      .where(
        options.force
          ? sql`${lotteryFeed.id} = 1 and ${lotteryFeed.enabled} and ${lotteryFeed.url} <> ''`
          : sql`${lotteryFeed.id} = 1 and ${lotteryFeed.enabled} and ${lotteryFeed.url} <> ''
                and (${lotteryFeed.lastPollAt} is null or ${lotteryFeed.lastPollAt} <= ${now}::timestamptz - make_interval(secs => ${lotteryFeed.pollSeconds}))`,
      )
      .returning();
    const feed = claimed[0];
    if (!feed) return report;
    report.polled = true;
    const games = (await lotteryRepository.games(this.db)).filter((g) => g.kind === 'VN');
    for (const [region, code] of Object.entries(feed.regionCodes) as [Region, string][]) {
      const today = vnDate(now);
      for (let back = this.catchUpDays; back >= 0; back -= 1) {
        const date = addDays(today, -back);
        const due = games
          .map((game) => ({
            game,
            window: officialIssue(defOf(game.code)!, date, game.closeSeconds),
          }))
          .filter(
            (g): g is { game: GameRow; window: IssueWindow } =>
              g.game.region === region && !!g.window && g.window.drawAt <= now,
          );
        if (due.length === 0) continue;
        if (back > 1 && !(await this.missing(due))) continue;
        report.requests += 1;
        const failed = (error: unknown) => {
          if (!(error instanceof FeedFailure)) throw error;
          report.errors.push({ code: error.code, detail: `${region} ${date}: ${error.detail}` });
        };
        let accepted: { game: GameRow; window: IssueWindow; prizes: Prizes }[];
        try {
          accepted = this.check(feed, region, code, date, await this.fetch(feed, code, date), due);
        } catch (error) {
          failed(error);
          continue;
        }
        for (const { game, window, prizes } of accepted) {
          if (!game.enabled) continue;
          try {
            const outcome = await this.accept(game, window, layoutOfRegion(region), prizes, now);
            if (outcome === 'entered') report.entered += 1;
            else report.known += 1;
          } catch (error) {
            failed(error);
          }
        }
      }
    }
    const last = report.errors.at(-1);
    await this.db
      .update(lotteryFeed)
      .set(
        last
          ? {
              lastErrorAt: now,
              lastErrorCode: last.code,
              lastErrorDetail: last.detail.slice(0, 1000),
            }
          : { lastOkAt: now },
      )
      .where(eq(lotteryFeed.id, 1));
    for (const e of report.errors)
      this.log?.error({ feedError: e.code, detail: e.detail }, 'lottery results feed');
    return report;
  }

  /** GET <url>?region=&date= within the timeout, as parsed JSON. */
  private async fetch(feed: FeedRow, regionCode: string, date: string): Promise<unknown> {
    const url = new URL(feed.url);
    url.searchParams.set('region', regionCode);
    url.searchParams.set('date', date);
    const signal = AbortSignal.timeout(feed.timeoutMs);
    let text: string;
    try {
      const res = await fetch(url, { signal, headers: { accept: 'application/json' } });
      if (!res.ok) {
        await res.body?.cancel();
        throw new FeedFailure('FEED_HTTP_STATUS', `HTTP ${res.status}`);
      }
      text = await res.text();
    } catch (error) {
      if (error instanceof FeedFailure) throw error;
      if (signal.aborted)
        throw new FeedFailure('FEED_TIMEOUT', `no answer within ${feed.timeoutMs} ms`);
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      throw new FeedFailure('FEED_UNREACHABLE', cause ?? (error as Error).message);
    }
    if (text.length > MAX_BODY_BYTES)
      throw new FeedFailure('FEED_INVALID', `answer larger than ${MAX_BODY_BYTES} bytes`);
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new FeedFailure('FEED_BAD_JSON', `not JSON: ${text.slice(0, 80)}`);
    }
  }

  /** Validates a whole answer (nothing is written unless every result in it is sound). */
  private check(
    feed: FeedRow,
    region: Region,
    regionCode: string,
    date: string,
    body: unknown,
    due: { game: GameRow; window: IssueWindow }[],
  ): { game: GameRow; window: IssueWindow; prizes: Prizes }[] {
    const parsed = FeedResponseSchema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new FeedFailure('FEED_INVALID', `${issue.path.join('.') || 'body'}: ${issue.message}`);
    }
    const answer: FeedResponse = parsed.data;
    if (answer.date !== date || answer.region !== regionCode) {
      throw new FeedFailure(
        'FEED_INVALID',
        `answered ${answer.region} ${answer.date} instead of ${regionCode} ${date}`,
      );
    }
    const byFeedCode = new Map(
      due.map((d) => [feed.provinceCodes[d.game.code] ?? d.game.province ?? '', d]),
    );
    const layout = layoutOfRegion(region);
    const seen = new Set<string>();
    return answer.results.map((result) => {
      const target = byFeedCode.get(result.province);
      if (!target)
        throw new FeedFailure(
          'FEED_INVALID',
          `province ${result.province} does not draw in ${region} on ${date}`,
        );
      if (seen.has(result.province))
        throw new FeedFailure('FEED_INVALID', `province ${result.province} given twice`);
      seen.add(result.province);
      const problems = Object.entries(checkVnResult(layout, result.prizes));
      if (problems.length) {
        throw new FeedFailure(
          'FEED_INVALID',
          `${target.game.code}: ${problems.map(([tier, p]) => `${tier} ${p}`).join(', ')}`,
        );
      }
      return { ...target, prizes: result.prizes };
    });
  }

  /** Acts once on one issue's feed result (see the class comment); answers what it did. */
  private async accept(
    game: GameRow,
    window: IssueWindow,
    layout: readonly TierLayout[],
    prizes: Prizes,
    now: Date,
  ) {
    const issue = await lotteryRepository.ensureIssue(this.db, game, window);
    const digest = digestOf(layout, prizes);
    const conflict = await this.db.transaction(async (tx) => {
      const locked = await lotteryRepository.issueById(tx, issue.id, { forUpdate: true });
      if (!locked || locked.status === 'void') return { outcome: 'known' as const };
      const [seen] = await tx
        .select({ id: lotteryFeedResult.id })
        .from(lotteryFeedResult)
        .where(and(eq(lotteryFeedResult.issueId, issue.id), eq(lotteryFeedResult.digest, digest)));
      if (seen) return { outcome: 'known' as const };
      const record = (outcome: 'entered' | 'same' | 'pending', entryId: number | null) =>
        tx
          .insert(lotteryFeedResult)
          .values({ issueId: issue.id, digest, prizes, outcome, entryId, receivedAt: now });
      const inForce = (locked.result as { prizes?: Prizes } | null)?.prizes;
      if (inForce && canonical(layout, inForce) === canonical(layout, prizes)) {
        await record('same', null);
        return { outcome: 'same' as const };
      }
      const [pending] = await tx
        .select()
        .from(lotteryResultEntry)
        .where(
          and(eq(lotteryResultEntry.issueId, issue.id), eq(lotteryResultEntry.status, 'pending')),
        );
      if (pending) {
        if (canonical(layout, pending.prizes) !== canonical(layout, prizes))
          return { outcome: 'conflict' as const, entryId: pending.id };
        await record('pending', pending.id);
        return { outcome: 'pending' as const };
      }
      const [entry] = await tx
        .insert(lotteryResultEntry)
        .values({ issueId: issue.id, prizes, source: 'feed', enteredBy: null, enteredAt: now })
        .onConflictDoNothing()
        .returning({ id: lotteryResultEntry.id });
      if (!entry) return { outcome: 'conflict' as const, entryId: null };
      await record('entered', entry.id);
      return { outcome: 'entered' as const };
    });
    if (conflict.outcome === 'conflict') {
      throw new FeedFailure(
        'FEED_CONFLICT',
        `${game.code} ${window.issueNo}: differs from pending entry ${conflict.entryId ?? '(just entered)'}; confirm or reject it first`,
      );
    }
    return conflict.outcome;
  }
}
