import { and, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginAttempt, member, memberSession } from '../../db/schema/index';
import { THROTTLE_WINDOW_MS } from './session.constants';

export class SessionRepository {
  constructor(private readonly db: Db) {}

  async createSession(tokenHash: string, memberId: number, now: Date, expiresAt: Date) {
    await this.db.insert(memberSession).values({ tokenHash, memberId, createdAt: now, lastSeenAt: now, expiresAt });
  }

  /** The session and its member, whatever its state (the caller judges expiry). */
  async findSession(tokenHash: string) {
    const rows = await this.db
      .select({
        memberId: member.id,
        username: member.username,
        accountType: member.accountType,
        status: member.status,
        lastSeenAt: memberSession.lastSeenAt,
        expiresAt: memberSession.expiresAt,
        revokedAt: memberSession.revokedAt,
      })
      .from(memberSession)
      .innerJoin(member, eq(member.id, memberSession.memberId))
      .where(eq(memberSession.tokenHash, tokenHash))
      .limit(1);
    return rows[0];
  }

  async touchSession(tokenHash: string, now: Date) {
    await this.db.update(memberSession).set({ lastSeenAt: now }).where(eq(memberSession.tokenHash, tokenHash));
  }

  async revokeSession(tokenHash: string, now: Date) {
    await this.db
      .update(memberSession)
      .set({ revokedAt: now })
      .where(and(eq(memberSession.tokenHash, tokenHash), sql`${memberSession.revokedAt} is null`));
  }

  /** Revokes the member's live sessions except `keep` (a token hash); answers how many ended. */
  async revokeMemberSessions(memberId: number, now: Date, keep?: string): Promise<number> {
    const conditions = [eq(memberSession.memberId, memberId), isNull(memberSession.revokedAt)];
    if (keep) conditions.push(ne(memberSession.tokenHash, keep));
    const rows = await this.db
      .update(memberSession)
      .set({ revokedAt: now })
      .where(and(...conditions))
      .returning({ tokenHash: memberSession.tokenHash });
    return rows.length;
  }

  async attempts(keys: string[]) {
    return this.db
      .select({ key: loginAttempt.key, failures: loginAttempt.failures, lastFailureAt: loginAttempt.lastFailureAt })
      .from(loginAttempt)
      .where(inArray(loginAttempt.key, keys));
  }

  /** Counts one failure per key, atomically; a counter idle past the window restarts at 1. */
  async recordFailure(keys: string[], now: Date) {
    const cutoff = new Date(now.getTime() - THROTTLE_WINDOW_MS).toISOString();
    for (const key of keys) {
      await this.db
        .insert(loginAttempt)
        .values({ key, failures: 1, lastFailureAt: now })
        .onConflictDoUpdate({
          target: loginAttempt.key,
          set: {
            failures: sql`case when ${loginAttempt.lastFailureAt} < ${cutoff}::timestamptz then 1 else ${loginAttempt.failures} + 1 end`,
            lastFailureAt: now,
          },
        });
    }
  }

  async clearFailures(key: string) {
    await this.db.delete(loginAttempt).where(eq(loginAttempt.key, key));
  }

  /** Drops counters that have aged out of the window (they count as zero anyway). */
  async purgeStaleAttempts(now: Date) {
    await this.db.delete(loginAttempt).where(lt(loginAttempt.lastFailureAt, new Date(now.getTime() - THROTTLE_WINDOW_MS)));
  }
}
