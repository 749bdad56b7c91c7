/** The lottery module's public API (docs/architecture.md "Lottery"). */
export { Lottery } from './lottery';
export {
  SlipService,
  type PlaceSlipInput,
  type SlipView,
  type LotteryBetView,
} from './slip.service';
export { ChaseService, type ChaseView } from './chase.service';
export { SettlementService, type SettleReport } from './settlement.service';
export { ResultsService, type ResultEntryView } from './results.service';
export { seedLotteryDefaults } from './lottery.seed';
export { LotteryQueries } from './queries.service';
export { FeedService, type FeedPollReport } from './feed.service';
export { LotteryOpsService } from './lottery-ops.service';
export { lotteryRoutes, opsLotteryRoutes } from './lottery.routes';
export { rowsOf } from './lottery.repository';
export { lotteryBetView, lotteryGameView, lotteryIssueView, lotterySlipView } from './read-models';
