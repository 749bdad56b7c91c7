import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../client';
import { brand, jobRun } from '../schema/index';
import { seedBase } from './base';
import { DEMO_BRAND, LEGACY_DEMO_DOMAINS, dropDemoAppLinks, seedDemo, seedDemoBrandHosts, seedDemoAccounts, seedDemoBrand, seedDemoMembers } from './demo';
import { seedDemoLedger } from './demo-ledger';
import { seedDemoGameTitles, seedDemoGames, seedDemoWalletModes } from './demo-games';
import { seedDemoRecordModules } from './demo-records';
import { seedDemoAgentAnnouncements, seedDemoAgentModules, seedDemoContracts } from './demo-agent';
import { seedDemoAgentTeam } from './demo-agent-team';
import { payRebates } from '../../modules/agent/index';
import { seedDemoCashier, seedDemoChannelTranslations, seedDemoWalletModules } from './demo-cashier';
import { seedDemoPromotions } from './demo-promotions';
import { seedLotteryDefaults } from '../../modules/lottery/index';

/** Runs `work` once per database: the job key commits with the work, so a crash retries it. */
async function once(db: Db, key: string, work: (tx: Tx) => Promise<void>): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx.insert(jobRun).values({ key }).onConflictDoNothing().returning();
    if (claimed.length === 0) return false;
    await work(tx);
    return true;
  });
}

async function dropDemoBrandPlaceholders(tx: Tx) {
  const [row] = await tx.select({ licenseText: brand.licenseText, domainList: brand.domainList }).from(brand).limit(1);
  if (!row) return;
  const same = (list: string[]) => row.domainList.length === list.length && row.domainList.every((d, i) => d === list[i]);
  const sameDomains = same(DEMO_BRAND.domainList) || same(LEGACY_DEMO_DOMAINS);
  const changes = {
    ...(row.licenseText === DEMO_BRAND.licenseText ? { licenseText: '' } : {}),
    ...(sameDomains ? { domainList: [] } : {}),
  };
  if (Object.keys(changes).length) await tx.update(brand).set(changes).where(eq(brand.id, 1));
}

export interface SeedResult {
  base: boolean;
  demo: boolean;
}

/** Base configuration always; demo data unless told not to (production). Idempotent. */
export async function runSeeds(db: Db, options: { demo: boolean }): Promise<SeedResult> {
  let base = await once(db, 'seed:base:v1', seedBase);
  // The lottery's games and default odds (its own key: databases seeded earlier get them too).
  base = (await once(db, 'seed:base:lottery:v1', seedLotteryDefaults)) || base;
  let demo = false;
  if (!options.demo) {
    // Databases seeded before the brand's licence and domains were left to the operator carry
    // the demo placeholders: a site without demo data drops them (values an operator set stay).
    await once(db, 'seed:base:drop-demo-brand:v1', dropDemoBrandPlaceholders);
  }
  if (options.demo) {
    demo = await once(db, 'seed:demo:v1', async (tx) => {
      const rows = await tx.select({ merchantCode: brand.merchantCode }).from(brand).limit(1);
      await seedDemo(tx, rows[0]?.merchantCode ?? 'SORTE01');
    });
    // Its own key, so databases seeded before the accounts issue get the demo accounts too.
    demo = (await once(db, 'seed:demo:members:v1', seedDemoMembers)) || demo;
    // Affiliate code, bound mobile and e-mail, security centre on.
    demo = (await once(db, 'seed:demo:accounts:v1', seedDemoAccounts)) || demo;
    // Demo balances, as ledger transactions from the house.
    demo = (await once(db, 'seed:demo:ledger:v1', seedDemoLedger)) || demo;
    // The demo game catalogue, after the demo vendors.
    demo = (await once(db, 'seed:demo:games:v1', seedDemoGames)) || demo;
    // Vendor games under their own titles in every locale, for databases seeded earlier.
    demo = (await once(db, 'seed:demo:game-titles:v1', seedDemoGameTitles)) || demo;
    // CQ9 plays from its own wallet (transfer); PG Soft and the others from the main one (seamless).
    demo = (await once(db, 'seed:demo:wallet-modes:v1', seedDemoWalletModes)) || demo;
    // Payment channels, withdrawal limits, demo01's payout account and payment password.
    demo = (await once(db, 'seed:demo:cashier:v1', seedDemoCashier)) || demo;
    // Betting record and personal profit pages on.
    demo = (await once(db, 'seed:demo:records-modules:v1', seedDemoRecordModules)) || demo;
    // The member-centre money pages on (wallet, deposit, withdraw, upline, records, bonus details).
    demo = (await once(db, 'seed:demo:wallet-modules:v1', seedDemoWalletModules)) || demo;
    // The demo channels' names and instructions in every locale.
    demo = (await once(db, 'seed:demo:channel-texts:v1', seedDemoChannelTranslations)) || demo;
    // The demo brand's licence line and domains (the base seed leaves them to the operator).
    demo = (await once(db, 'seed:demo:brand:v1', seedDemoBrand)) || demo;
    // Demo domains as bare host names (served on any port), for databases seeded earlier.
    demo = (await once(db, 'seed:demo:brand-hosts:v1', seedDemoBrandHosts)) || demo;
    // No demo app links that loop back to the download page (for databases seeded earlier).
    demo = (await once(db, 'seed:demo:app-links:v1', dropDemoAppLinks)) || demo;
    // Promotions with generated covers; two new_player ones feed the register slider.
    demo = (await once(db, 'seed:demo:promotions:v1', seedDemoPromotions)) || demo;
    // The agent centre's built pages on (team overview, downlines, team bets, P&L, income).
    demo = (await once(db, 'seed:demo:agent-modules:v1', seedDemoAgentModules)) || demo;
    // The agent centre's transactions and announcements pages on (databases seeded before them),
    // and two announcements for agents.
    demo = (await once(db, 'seed:demo:agent-modules:v2', seedDemoAgentModules)) || demo;
    demo = (await once(db, 'seed:demo:agent-announcements:v1', seedDemoAgentAnnouncements)) || demo;
    // Salary and dividend contracts: all four types enabled, their record pages on.
    demo = (await once(db, 'seed:demo:contracts:v1', seedDemoContracts)) || demo;
    // agent01's team of three levels with a month of deposits and settled rounds (ledger postings).
    if (await once(db, 'seed:demo:agent-team:v1', seedDemoAgentTeam)) {
      demo = true;
      // Its finished days' rebates are paid as the payout job pays them (REBATE_PAYOUT postings);
      // today's wait for the job, like any day's.
      await payRebates(db);
    }
  }
  return { base, demo };
}
