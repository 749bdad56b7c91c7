import { and, inArray, ne, sql } from 'drizzle-orm';
import { LOCALES } from '@sorte/contracts/common/locale';
import type { Tx } from '../client';
import { game, providerVendor } from '../schema/index';
import { defaultAdapter } from '../../modules/provider/index';
import { applyCatalogue } from '../../modules/games/index';
import { validateRows } from '../../modules/games/index';
import demoGames from './demo-games.json';

/**
 * The demo catalogue (316 games over the demo vendors, tiles in server/assets/cdn/games),
 * imported through the operator import's own validation. Regenerate both with
 * `node scripts/generate-demo-games.mjs`.
 */
export async function seedDemoGames(tx: Tx) {
  await applyCatalogue(tx, validateRows(demoGames), false);
}

/**
 * Databases seeded before vendor titles were proper names hold translated titles
 * ("Dragão da Fortuna"): give each demo vendor game its one (English-written) title in every
 * locale again. In-house games keep the brand's own per-locale titles; only the title changes.
 */
export async function seedDemoGameTitles(tx: Tx) {
  const codes = demoGames.filter((row) => row.vendor !== 'INHOUSE').map((row) => row.gameCode);
  const everyLocale = sql.join(
    LOCALES.map((locale) => sql`${locale}::text, ${game.gameName}->'en'`),
    sql`, `,
  );
  await tx
    .update(game)
    .set({ gameName: sql`jsonb_build_object(${everyLocale})` })
    .where(and(ne(game.vendor, 'INHOUSE'), inArray(game.gameCode, codes), sql`${game.gameName}->>'en' is not null`));
}

/**
 * Vendors of the demo that play from their own (transfer) wallet: CQ9 (slots and fishing) shows
 * the transfer path; every other vendor, PG Soft included, stays seamless (its games bet from the
 * main wallet). docs/decisions.md "Wallet mode per vendor".
 */
export const DEMO_TRANSFER_VENDORS = ['CQ9'] as const;

/** The demo's transfer vendors; a setting the operator already made for them stays. */
export async function seedDemoWalletModes(tx: Tx) {
  await tx
    .insert(providerVendor)
    .values(DEMO_TRANSFER_VENDORS.map((code) => ({ code, adapter: defaultAdapter(code), walletMode: 'transfer' })))
    .onConflictDoNothing();
}
