import { and, eq, isNull } from 'drizzle-orm';
import type { Fairness } from '@sorte/contracts/games/inhouse';
import type { InhouseGame } from '@sorte/contracts/games/inhouse-rules';
import type { Db, Tx } from '../../db/client';
import { inhouseSeedPair } from '../../db/schema/index';
import { generateClientSeed, generateServerSeed, hashServerSeed } from '../fairness/index';

export type PairRow = typeof inhouseSeedPair.$inferSelect;

/** What the page shows of a pair before its server seed is revealed. */
export function fairnessOf(pair: PairRow): Fairness {
  return { serverSeedHash: pair.serverSeedHash, clientSeed: pair.clientSeed, nonce: pair.nonce };
}

/**
 * Seed pairs, one active per member and game: the server seed is committed (its hash shown)
 * before play and revealed at rotation; the nonce counts the pair's rounds.
 */
export class SeedPairs {
  constructor(private readonly db: Db) {}

  async byId(id: number): Promise<PairRow> {
    const [pair] = await this.db.select().from(inhouseSeedPair).where(eq(inhouseSeedPair.id, id));
    return pair!;
  }

  /** The member's active pair for a game, locked; created on first use. */
  async active(tx: Tx, memberId: number, game: InhouseGame): Promise<PairRow> {
    const [pair] = await tx
      .select()
      .from(inhouseSeedPair)
      .where(
        and(
          eq(inhouseSeedPair.memberId, memberId),
          eq(inhouseSeedPair.game, game),
          isNull(inhouseSeedPair.revealedAt),
        ),
      )
      .for('update');
    return pair ?? this.create(tx, memberId, game, generateClientSeed());
  }

  /** Reads the active pair in a transaction of its own. */
  current(memberId: number, game: InhouseGame): Promise<PairRow> {
    return this.db.transaction((tx) => this.active(tx, memberId, game));
  }

  async create(tx: Tx, memberId: number, game: InhouseGame, clientSeed: string): Promise<PairRow> {
    const serverSeed = generateServerSeed();
    const [pair] = await tx
      .insert(inhouseSeedPair)
      .values({
        memberId,
        game,
        serverSeed,
        serverSeedHash: hashServerSeed(serverSeed),
        clientSeed,
      })
      .returning();
    return pair!;
  }

  /** Takes the pair's next nonce (the caller's transaction holds the pair's lock). */
  async advance(tx: Tx, pair: PairRow): Promise<void> {
    await tx
      .update(inhouseSeedPair)
      .set({ nonce: pair.nonce + 1 })
      .where(eq(inhouseSeedPair.id, pair.id));
  }

  async setClientSeed(memberId: number, game: InhouseGame, clientSeed: string): Promise<PairRow> {
    return this.db.transaction(async (tx) => {
      const pair = await this.active(tx, memberId, game);
      const [updated] = await tx
        .update(inhouseSeedPair)
        .set({ clientSeed })
        .where(eq(inhouseSeedPair.id, pair.id))
        .returning();
      return updated!;
    });
  }

  /** Reveals the active pair and commits to a fresh one; answers both. */
  async rotate(
    memberId: number,
    game: InhouseGame,
    clientSeed = generateClientSeed(),
  ): Promise<{ old: PairRow; fresh: PairRow }> {
    return this.db.transaction(async (tx) => {
      const old = await this.active(tx, memberId, game);
      await tx
        .update(inhouseSeedPair)
        .set({ revealedAt: new Date() })
        .where(eq(inhouseSeedPair.id, old.id));
      const fresh = await this.create(tx, memberId, game, clientSeed);
      return { old, fresh };
    });
  }
}
