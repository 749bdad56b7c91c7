import { and, eq, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginAttempt, memberSession } from '../../db/schema/index';
import { memberView } from '../member/index';
import { retryAfterSeconds, type AttemptCount, type AttemptPolicy } from './login-throttle';
import { LONGEST_ATTEMPT_WINDOW_MS, MAX_DELAY_SECONDS } from './session.constants';

export class SessionRepository {
  constructor(private readonly db: Db) {}

  async createSession(tokenHash: string, memberId: number, now: Date, expiresAt: Date, passwordChangeRequired = false) {
    await this.db
      .insert(memberSession)
      .values({ tokenHash, memberId, createdAt: now, lastSeenAt: now, expiresAt, passwordChangeRequired });
  }

  /** The session's password is no longer default or expired (it was just changed). */
  async clearPasswordChangeRequired(tokenHash: string) {
    await this.db
      .update(memberSession)
      .set({ passwordChangeRequired: false })
      .where(eq(memberSession.tokenHash, tokenHash));
  }

  /** The session and its member, whatever its state (the caller judges expiry). */
  async findSession(tokenHash: string) {
    const member = memberView('m');
    const rows = await this.db
      .select({
        memberId: member.id,
        username: member.username,
        accountType: member.accountType,
        status: member.status,
        lastSeenAt: memberSession.lastSeenAt,
        expiresAt: memberSession.expiresAt,
        revokedAt: memberSession.revokedAt,
        passwordChangeRequired: memberSession.passwordChangeRequired,
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

  /**
   * Counts one attempt for `key` and answers its number in the window, in one statement
   * (INSERT ... ON CONFLICT DO UPDATE ... WHERE ... RETURNING), so parallel attempts each get a
   * different number. A counter idle past the window restarts at 1. When the policy's limit is
   * reached the row is left as it is (the attempt is not counted) and the answer is a refusal.
   */
  async countAttempt(key: string, policy: AttemptPolicy, now: Date): Promise<AttemptCount> {
    const cutoff = new Date(now.getTime() - policy.windowMs).toISOString();
    const at = now.toISOString();
    const stale = sql`${loginAttempt.lastFailureAt} < ${cutoff}::timestamptz`;
    let counted = sql`true`;
    if (policy.blockFrom !== undefined) {
      const from = policy.blockFrom;
      counted = policy.growing
        ? sql`${stale} or ${loginAttempt.failures} < ${from} or ${loginAttempt.lastFailureAt}
            + least(power(2, least(${loginAttempt.failures} - ${from}, 10)), ${MAX_DELAY_SECONDS})
              * interval '1 second' <= ${at}::timestamptz`
        : sql`${stale} or ${loginAttempt.failures} < ${from}`;
    }
    const rows = await this.db
      .insert(loginAttempt)
      .values({ key, failures: 1, lastFailureAt: now })
      .onConflictDoUpdate({
        target: loginAttempt.key,
        set: {
          failures: sql`case when ${stale} then 1 else ${loginAttempt.failures} + 1 end`,
          lastFailureAt: now,
        },
        setWhere: counted,
      })
      .returning({ failures: loginAttempt.failures });
    if (rows[0]) return { blocked: false, count: rows[0].failures };
    const [row] = await this.db
      .select({ failures: loginAttempt.failures, lastFailureAt: loginAttempt.lastFailureAt })
      .from(loginAttempt)
      .where(eq(loginAttempt.key, key));
    return { blocked: true, retryAfterSeconds: row ? retryAfterSeconds(row, policy, now) : 1 };
  }

  /** Takes back one counted attempt (a right answer from an address keeps its count as it was). */
  async uncountAttempt(key: string) {
    await this.db
      .update(loginAttempt)
      .set({ failures: sql`greatest(${loginAttempt.failures} - 1, 0)` })
      .where(eq(loginAttempt.key, key));
  }

  async clearFailures(key: string) {
    await this.db.delete(loginAttempt).where(eq(loginAttempt.key, key));
  }

  /** Drops counters that have aged out of every window (they count as zero anyway). */
  async purgeStaleAttempts(now: Date) {
    await this.db
      .delete(loginAttempt)
      .where(lt(loginAttempt.lastFailureAt, new Date(now.getTime() - LONGEST_ATTEMPT_WINDOW_MS)));
  }
}

/**
 * When a member last logged in (its newest session), as a scalar subquery on the caller's
 * `memberId` expression: the session module's read model for reports (docs/architecture.md,
 * "Table ownership").
 */
export function lastLoginSql(memberId: SQL): SQL<Date | string | null> {
  return sql`(select max(s.created_at) from ${memberSession} s where s.member_id = ${memberId})`;
}
