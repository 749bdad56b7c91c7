import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { INHOUSE_GAME_CODES, type InhouseGame } from '@sorte/contracts/games/inhouse-rules';
import type { Db, Tx } from '../../db/client';
import { inhouseRound } from '../../db/schema/index';
import { catalogueMinBet } from '../games/index';
import { AppError } from '../../lib/app-error';

export type RoundRow = typeof inhouseRound.$inferSelect;
export type NewRound = typeof inhouseRound.$inferInsert;
type RoundChange = Partial<Omit<NewRound, 'id' | 'roundId' | 'memberId'>>;

/** How many rounds the game's history (recall) shows. */
export const HISTORY_SIZE = 10;

/** Rounds of the in-house games: every read and write of `inhouse_round`. */
export class RoundsRepository {
  constructor(private readonly db: Db) {}

  async insert(tx: Tx, values: NewRound): Promise<RoundRow> {
    const [row] = await tx.insert(inhouseRound).values(values).returning();
    return row!;
  }

  async byId(id: number): Promise<RoundRow> {
    const [row] = await this.db.select().from(inhouseRound).where(eq(inhouseRound.id, id));
    return row!;
  }

  /** The member's round for a page request id (a double-sent bet replays it). */
  async byRequest(memberId: number, requestId: string): Promise<RoundRow | undefined> {
    const [row] = await this.db
      .select()
      .from(inhouseRound)
      .where(and(eq(inhouseRound.memberId, memberId), eq(inhouseRound.requestId, requestId)));
    return row;
  }

  /** A round anyone may look up by its id (placed rounds only, never a refused bet). */
  async placed(roundId: string): Promise<RoundRow | undefined> {
    const [row] = await this.db
      .select()
      .from(inhouseRound)
      .where(
        and(eq(inhouseRound.roundId, roundId), inArray(inhouseRound.status, ['open', 'settled'])),
      );
    return row;
  }

  /** Updates a round; with `whileOpen`, only if it is still open (a settle racing another). */
  async update(id: number, change: RoundChange, whileOpen = false): Promise<RoundRow | undefined> {
    const [row] = await this.db
      .update(inhouseRound)
      .set(change)
      .where(
        whileOpen
          ? and(eq(inhouseRound.id, id), eq(inhouseRound.status, 'open'))
          : eq(inhouseRound.id, id),
      )
      .returning();
    return row;
  }

  async updateIn(tx: Tx, id: number, change: RoundChange): Promise<RoundRow> {
    const [row] = await tx
      .update(inhouseRound)
      .set(change)
      .where(eq(inhouseRound.id, id))
      .returning();
    return row!;
  }

  /** The member's round of this game still being played (a mines board). */
  async open(memberId: number, game: InhouseGame): Promise<RoundRow | undefined> {
    const [row] = await this.db
      .select()
      .from(inhouseRound)
      .where(
        and(
          eq(inhouseRound.memberId, memberId),
          eq(inhouseRound.game, game),
          eq(inhouseRound.status, 'open'),
          isNull(inhouseRound.winMinor),
        ),
      )
      .limit(1);
    return row;
  }

  /** The member's open mines round, locked for the move; refused when it is not playable. */
  async lockOpenMines(tx: Tx, memberId: number, roundId: string): Promise<RoundRow> {
    const [round] = await tx
      .select()
      .from(inhouseRound)
      .where(
        and(
          eq(inhouseRound.roundId, roundId),
          eq(inhouseRound.memberId, memberId),
          eq(inhouseRound.game, 'mines'),
        ),
      )
      .for('update');
    if (!round || round.status === 'pending' || round.status === 'rejected') {
      throw new AppError('INHOUSE_ROUND_NOT_FOUND');
    }
    if (round.status !== 'open' || round.winMinor !== null)
      throw new AppError('INHOUSE_ROUND_CLOSED');
    return round;
  }

  /** The member's last rounds of a game, open and settled, newest first. */
  async recent(memberId: number, game: InhouseGame): Promise<RoundRow[]> {
    return this.db
      .select()
      .from(inhouseRound)
      .where(
        and(
          eq(inhouseRound.memberId, memberId),
          eq(inhouseRound.game, game),
          inArray(inhouseRound.status, ['open', 'settled']),
        ),
      )
      .orderBy(desc(inhouseRound.id))
      .limit(HISTORY_SIZE);
  }

  /** Rounds whose outcome is known but whose win has not reached the wallet. */
  async unpaid(memberId?: number): Promise<RoundRow[]> {
    return this.db
      .select()
      .from(inhouseRound)
      .where(
        and(
          eq(inhouseRound.status, 'open'),
          isNotNull(inhouseRound.winMinor),
          memberId === undefined ? sql`true` : eq(inhouseRound.memberId, memberId),
        ),
      );
  }

  /** The game's minimum stake from the catalogue (0.10 when unset). */
  async minBet(game: InhouseGame): Promise<bigint> {
    const minBet = await catalogueMinBet(this.db, 'INHOUSE', INHOUSE_GAME_CODES[game]);
    return minBet !== undefined && minBet > 0n ? minBet : 10n;
  }
}
