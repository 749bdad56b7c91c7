/**
 * Which server module owns each table (docs/architecture.md, "Table ownership"). Only the owner
 * inserts, updates, deletes or joins its tables; every other module goes through the owner's
 * index.ts. Keys are the table objects of `db/schema`; `seed` is the seed runner (`db/seed`), not a
 * module. A new table gets its owner here (table-owners.test.ts fails until it has one).
 */
export const TABLE_OWNERS = {
  // schema/system.ts
  brand: 'system',
  systemStatus: 'system',
  regionRules: 'system',
  featureFlag: 'system',
  whitelabelModule: 'system',
  resource: 'system',
  customerServicePath: 'system',
  banner: 'system',
  announcement: 'system',
  helpSection: 'system',
  registrationField: 'system',
  gameCategory: 'games',
  vendor: 'games',
  operator: 'ops',
  operatorSession: 'ops',
  auditLog: 'ops',
  jobRun: 'seed',
  // schema/member.ts
  member: 'member',
  memberLabel: 'member',
  memberSession: 'session',
  loginAttempt: 'session',
  // schema/accounts.ts
  agentAffiliateCode: 'member',
  verificationCode: 'verification',
  botCheckUsed: 'verification',
  messageOutbox: 'delivery',
  passwordResetToken: 'account',
  // schema/captcha.ts
  captcha: 'captcha',
  // schema/ledger.ts
  ledgerAccount: 'ledger',
  ledgerTransaction: 'ledger',
  ledgerEntry: 'ledger',
  // schema/games.ts
  game: 'games',
  gameFavourite: 'games',
  gameRecent: 'games',
  // schema/cashier.ts
  paymentChannel: 'cashier',
  depositOrder: 'cashier',
  gatewayCallback: 'cashier',
  payoutAccount: 'cashier',
  withdrawalRequest: 'cashier',
  withdrawalReceipt: 'cashier',
  turnoverRequirement: 'cashier',
  turnoverContribution: 'cashier',
  cashierSetting: 'cashier',
  // schema/provider.ts
  providerVendor: 'provider',
  gameLaunchToken: 'provider',
  gameLaunchCode: 'provider',
  providerTransaction: 'provider',
  gameRound: 'provider',
  // schema/inhouse.ts
  inhouseSeedPair: 'inhouse',
  inhouseRound: 'inhouse',
  // schema/promotions.ts
  promotion: 'promotions',
  // schema/lottery.ts
  lotteryGame: 'lottery',
  lotteryIssue: 'lottery',
  lotteryResultEntry: 'lottery',
  lotterySlip: 'lottery',
  lotteryChase: 'lottery',
  lotteryBet: 'lottery',
  lotteryOdds: 'lottery',
  lotteryExposureCap: 'lottery',
  lotteryExposure: 'lottery',
  lotteryFeed: 'lottery',
  lotteryFeedResult: 'lottery',
  // schema/agent.ts
  agentTree: 'agent',
  agentMove: 'agent',
  agentRebateRate: 'agent',
  agentRebateAccrual: 'agent',
  agentRebatePayout: 'agent',
  agentRebateAdjustment: 'agent',
  agentReferralLink: 'agent',
  agentReferralSignup: 'agent',
  agentContractSetting: 'agent',
  agentContract: 'agent',
  agentSettlement: 'agent',
  agentSettlementLine: 'agent',
  agentAnnouncementRead: 'agent',
  teamActivityHour: 'agent',
  teamAgentHour: 'agent',
  teamAgentActiveGap: 'agent',
  teamAgentActiveMonth: 'agent',
  teamFirstDeposit: 'agent',
} as const satisfies Record<string, string>;

export type OwnedTable = keyof typeof TABLE_OWNERS;
