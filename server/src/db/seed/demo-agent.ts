import { inArray } from 'drizzle-orm';
import type { Tx } from '../client';
import { whitelabelModule } from '../schema/index';

/** The agent centre pages the site has built (its header entry needs agentTeamOverview). */
export const DEMO_AGENT_MODULES = [
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'agentPersonalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
];

/** The demo brand shows agent01 its agent centre. */
export async function seedDemoAgentModules(tx: Tx) {
  await tx
    .update(whitelabelModule)
    .set({ enabled: true })
    .where(inArray(whitelabelModule.modId, DEMO_AGENT_MODULES));
}
