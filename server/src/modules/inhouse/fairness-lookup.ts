import { sql } from 'drizzle-orm';
import type { RoundFairness } from '@sorte/contracts/games/records';
import type { Db } from '../../db/client';
import type { FairnessLookup } from '../records/index';

/** The in-house games' verify page for one round (same origin). */
export const verifyUrlOf = (roundId: string) => `/play/verify?round=${encodeURIComponent(roundId)}`;

interface Row extends Record<string, unknown> {
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  server_seed: string | null;
}

/**
 * The betting record's fairness lookup, answered from this module's tables (`inhouse_round`,
 * whose `round_id` is the provider API round id, and `inhouse_seed_pair`). The server seed is given only once its pair was
 * rotated (`revealed_at` set). The app wires it into the betting records:
 * `app.betRecords.useFairnessLookup(inhouseFairnessLookup(app.database.db))`.
 */
export function inhouseFairnessLookup(db: Db): FairnessLookup {
  return async (round): Promise<RoundFairness | null> => {
    const result = await db.execute<Row>(sql`
      select p.server_seed_hash, r.client_seed, r.nonce,
             case when p.revealed_at is not null then p.server_seed end as server_seed
        from inhouse_round r
        join inhouse_seed_pair p on p.id = r.seed_pair_id
       where r.round_id = ${round.roundId} and r.member_id = ${round.memberId} and r.game_code = ${round.gameCode}`);
    const rows = (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
    const row = rows[0];
    if (!row) return null;
    return {
      serverSeedHash: row.server_seed_hash,
      clientSeed: row.client_seed,
      nonce: Number(row.nonce),
      serverSeed: row.server_seed ?? null,
      verifyUrl: verifyUrlOf(round.roundId),
    };
  };
}
