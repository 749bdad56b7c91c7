import { JobSchedule, type JobLog } from '../../lib/job-schedule';
import type { Db } from '../../db/client';
import { ChaseService } from './chase.service';
import { FeedService } from './feed.service';
import type { OpsService } from '../ops/index';
import type { SystemService } from '../system/index';
import { LotteryOpsService } from './lottery-ops.service';
import { LotteryQueries } from './queries.service';
import { ResultsService } from './results.service';
import { SettlementService } from './settlement.service';
import { SlipService } from './slip.service';

/** The lottery's services, built once per app (`app.lottery`); routes in lottery.routes.ts. */
export class Lottery {
  readonly slips: SlipService;
  readonly chases: ChaseService;
  readonly settlement: SettlementService;
  readonly results: ResultsService;
  readonly queries: LotteryQueries;
  readonly ops: LotteryOpsService;
  readonly feed: FeedService;
  private readonly schedule = new JobSchedule(
    'lottery jobs',
    () => this.runJobs(),
    (r) => (r.drawn || r.settled || r.feed.entered || r.feed.errors.length ? r : undefined),
  );

  constructor(db: Db, deps: { system: SystemService; ops: OpsService; feedCatchUpDays?: number }) {
    this.slips = new SlipService(db, deps.system);
    this.chases = new ChaseService(db);
    this.settlement = new SettlementService(db);
    this.results = new ResultsService(db, deps.ops, this.settlement);
    this.queries = new LotteryQueries(db);
    this.ops = new LotteryOpsService(db, deps.ops, this.settlement);
    this.feed = new FeedService(db, deps.ops, { catchUpDays: deps.feedCatchUpDays });
  }

  /** Sets the clock of every service (tests). */
  setClock(now: () => Date) {
    this.slips.now = now;
    this.chases.now = now;
    this.results.now = now;
    this.queries.now = now;
    this.feed.now = now;
  }

  /** One round of the draw and settlement jobs, then a results feed poll when due (safe in several processes). */
  async runJobs(now = new Date()) {
    const jobs = await this.settlement.runJobs(now);
    return { ...jobs, feed: await this.feed.poll(now) };
  }

  /** Runs the jobs every `seconds` (0: never) until stopJobs(); a round never overlaps the previous one. */
  startJobs(seconds: number, log: JobLog) {
    this.feed.log = log;
    this.schedule.start(seconds, log);
  }

  stopJobs() {
    return this.schedule.stop();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    lottery: Lottery;
  }
}
