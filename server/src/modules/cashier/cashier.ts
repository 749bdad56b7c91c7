import { JobSchedule, type JobLog } from '../../lib/job-schedule';
import type { Env } from '../../config/env';
import type { Db } from '../../db/client';
import type { PasswordService } from '../account/index';
import type { OpsService } from '../ops/index';
import type { SystemService } from '../system/index';
import { CashierOpsService } from './cashier-ops.service';
import { DepositService } from './deposit.service';
import { gatewayRegistry } from './gateway';
import { HistoryService } from './history.service';
import { TurnoverService } from './turnover';
import { WithdrawService } from './withdraw.service';

/** The cashier's services, built once per app (`app.cashier`). */
export class Cashier {
  readonly deposits: DepositService;
  readonly withdrawals: WithdrawService;
  readonly history: HistoryService;
  readonly ops: CashierOpsService;
  readonly turnover: TurnoverService;
  private readonly schedule = new JobSchedule(
    'cashier jobs',
    () => this.runJobs(),
    (r) => (r.expired || r.autoConfirmed ? r : undefined),
  );

  constructor(
    db: Db,
    deps: { env: Env; system: SystemService; ops: OpsService; passwords: PasswordService },
  ) {
    const gateways = gatewayRegistry({
      sandboxSecret: deps.env.SANDBOX_GATEWAY_SECRET,
      sandboxEnabled: deps.env.SANDBOX_GATEWAY,
    });
    this.deposits = new DepositService(db, deps.system, gateways);
    this.withdrawals = new WithdrawService(
      db,
      deps.passwords,
      deps.env.WITHDRAW_RECEIPT_AUTO_CONFIRM_MINUTES,
    );
    this.history = new HistoryService(db, this.withdrawals);
    this.ops = new CashierOpsService(db, deps.ops, this.deposits, this.withdrawals);
    this.turnover = new TurnoverService(db, deps.ops);
  }

  /** One round of the scheduled jobs; safe to run in several processes at once (advisory locks). */
  async runJobs(now = new Date()): Promise<{ expired: number; autoConfirmed: number }> {
    const expired = await this.deposits.expireOrders(now);
    const autoConfirmed = await this.withdrawals.autoConfirmReceipts(now);
    return { expired, autoConfirmed };
  }

  /** Runs the jobs every `seconds` (0: never) until stopJobs(). A round never overlaps the previous one. */
  startJobs(seconds: number, log: JobLog) {
    this.schedule.start(seconds, log);
  }

  /** Stops the schedule and waits for a running round (before the database closes). */
  stopJobs() {
    return this.schedule.stop();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    cashier: Cashier;
  }
}
