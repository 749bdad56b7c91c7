import { inArray } from 'drizzle-orm';
import type { Tx } from '../client';
import { whitelabelModule } from '../schema/index';

/** The member centre's betting record and personal profit pages (and the header link). */
export async function seedDemoRecordModules(tx: Tx) {
  await tx
    .update(whitelabelModule)
    .set({ enabled: true })
    .where(inArray(whitelabelModule.modId, ['personalHistoryCopy', 'personalProfit']));
}
