import type { Tx } from '../client';
import { applyCatalogue } from '../../modules/games/catalogue.service';
import { validateRows } from '../../modules/games/games.import';
import demoGames from './demo-games.json';

/**
 * The demo catalogue (316 games over the demo vendors, tiles in server/assets/cdn/games),
 * imported through the operator import's own validation. Regenerate both with
 * `node scripts/generate-demo-games.mjs`.
 */
export async function seedDemoGames(tx: Tx) {
  await applyCatalogue(tx, validateRows(demoGames), false);
}
