import { inArray } from 'drizzle-orm';
import type { Tx } from '../client';
import { agentContractSetting, whitelabelModule } from '../schema/index';

/** The agent centre pages the site has built (its header entry needs agentTeamOverview). */
export const DEMO_AGENT_MODULES = [
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'agentPersonalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
];

/** The demo brand shows agent01 its agent centre. */
export async function seedDemoAgentModules(tx: Tx) {
  await tx
    .update(whitelabelModule)
    .set({ enabled: true })
    .where(inArray(whitelabelModule.modId, DEMO_AGENT_MODULES));
}

/** The contract record pages (each shown only while its contract type is enabled). */
export const DEMO_CONTRACT_MODULES = ['agentDividendRecordCopy2', 'agentDailyWages2', 'agentHourSalary', 'agentRealtimeSalary'];

/**
 * The demo brand enables all four contract types: salary tiers up to 5000.00 a period, dividend
 * shares up to 40 %, five tiers; dividends wait a day for the operator's review, salaries are paid
 * when settled.
 */
export async function seedDemoContracts(tx: Tx) {
  await tx.update(whitelabelModule).set({ enabled: true }).where(inArray(whitelabelModule.modId, DEMO_CONTRACT_MODULES));
  for (const type of ['DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY', 'DIVIDEND'] as const) {
    const values = {
      enabled: true,
      maxTiers: 5,
      maxAmountMinor: 500_000n,
      maxShareBp: 4_000,
      holdMinutes: type === 'DIVIDEND' ? 1_440 : 0,
    };
    await tx
      .insert(agentContractSetting)
      .values({ type, ...values })
      .onConflictDoUpdate({ target: agentContractSetting.type, set: values });
  }
}
