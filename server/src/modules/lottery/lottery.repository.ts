import { and, eq, type SQL } from 'drizzle-orm';
import { lotteryGame as gameDef, type LotteryGameDef } from '@sorte/contracts/lottery/games';
import { elottIssueAt, elottIssueByNo, officialIssue, type IssueWindow } from '@sorte/contracts/lottery/schedule';
import type { Db, Tx } from '../../db/client';
import { lotteryGame, lotteryIssue } from '../../db/schema/index';
import { generateServerSeed, hashServerSeed } from '../fairness/index';

export type Executor = Db | Tx;
export type GameRow = typeof lotteryGame.$inferSelect;
export type IssueRow = typeof lotteryIssue.$inferSelect;

/** Rows of a raw query on PGlite (array-like result) or node-postgres (`rows`). */
export async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
}

/** The catalogue definition behind a game row (the rules), or undefined for an unknown code. */
export const defOf = (code: string): LotteryGameDef | undefined => gameDef(code);

/** The window of an issue number of a game under its close time, or undefined when there is none. */
export function windowOf(game: GameRow, issueNo: string): IssueWindow | undefined {
  const def = defOf(game.code);
  if (!def) return undefined;
  if (def.kind === 'VN') {
    const match = /^(\d{4})(\d{2})(\d{2})$/.exec(issueNo);
    if (!match) return undefined;
    const issue = officialIssue(def, `${match[1]}-${match[2]}-${match[3]}`, game.closeSeconds);
    return issue?.issueNo === issueNo ? issue : undefined;
  }
  return elottIssueByNo(def, issueNo, game.closeSeconds);
}

export const lotteryRepository = {
  async games(db: Executor): Promise<GameRow[]> {
    return db.select().from(lotteryGame).orderBy(lotteryGame.sort);
  },

  async game(db: Executor, code: string): Promise<GameRow | undefined> {
    const [row] = await db.select().from(lotteryGame).where(eq(lotteryGame.code, code)).limit(1);
    return row;
  },

  /**
   * The issue row of a window, created when missing (an electronic issue gets its server seed
   * and the seed's hash now, before anyone can bet on it). Concurrent callers in any process end
   * with the same row: the insert does nothing on conflict and the row is read back.
   */
  async ensureIssue(db: Executor, game: GameRow, window: IssueWindow): Promise<IssueRow> {
    const elott = game.kind !== 'VN';
    const seed = elott ? generateServerSeed() : null;
    await db
      .insert(lotteryIssue)
      .values({
        gameCode: game.code,
        issueNo: window.issueNo,
        opensAt: window.opensAt,
        closesAt: window.closesAt,
        drawAt: window.drawAt,
        serverSeed: seed,
        serverSeedHash: seed ? hashServerSeed(seed) : null,
      })
      .onConflictDoNothing();
    const [row] = await db
      .select()
      .from(lotteryIssue)
      .where(and(eq(lotteryIssue.gameCode, game.code), eq(lotteryIssue.issueNo, window.issueNo)))
      .limit(1);
    return row!;
  },

  async issue(db: Executor, gameCode: string, issueNo: string): Promise<IssueRow | undefined> {
    const [row] = await db
      .select()
      .from(lotteryIssue)
      .where(and(eq(lotteryIssue.gameCode, gameCode), eq(lotteryIssue.issueNo, issueNo)))
      .limit(1);
    return row;
  },

  async issueById(db: Executor, id: number, options: { forUpdate?: boolean } = {}): Promise<IssueRow | undefined> {
    const query = db.select().from(lotteryIssue).where(eq(lotteryIssue.id, id)).limit(1);
    const [row] = options.forUpdate ? await query.for('update') : await query;
    return row;
  },
};

/** The issue open for betting now (or the next one) of a game row. */
export function currentWindow(game: GameRow, now: Date): IssueWindow | undefined {
  const def = defOf(game.code);
  if (!def) return undefined;
  if (def.kind !== 'VN') {
    const issue = elottIssueAt(def, now, game.closeSeconds);
    return now < issue.closesAt ? issue : elottIssueAt(def, issue.drawAt, game.closeSeconds);
  }
  for (let day = 0; day < 8; day += 1) {
    const date = new Date(now.getTime() + 7 * 3600_000 + day * 86_400_000).toISOString().slice(0, 10);
    const issue = officialIssue(def, date, game.closeSeconds);
    if (issue && now < issue.closesAt) return issue;
  }
  return undefined;
}
