import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { auditLog, operator, operatorSession } from '../../db/schema/index';

export class OpsRepository {
  constructor(private readonly db: Db) {}

  async findOperator(username: string) {
    const rows = await this.db
      .select()
      .from(operator)
      .where(eq(sql`lower(${operator.username})`, username.toLowerCase()))
      .limit(1);
    return rows[0];
  }

  async createSession(tokenHash: string, operatorId: number, expiresAt: Date) {
    await this.db.insert(operatorSession).values({ tokenHash, operatorId, expiresAt });
  }

  /** A live session: not revoked, before `now` expiry, used since `idleSince`. */
  async findSession(tokenHash: string, now: Date, idleSince: Date) {
    const rows = await this.db
      .select({ operatorId: operator.id, username: operator.username, lastSeenAt: operatorSession.lastSeenAt })
      .from(operatorSession)
      .innerJoin(operator, eq(operator.id, operatorSession.operatorId))
      .where(
        and(
          eq(operatorSession.tokenHash, tokenHash),
          isNull(operatorSession.revokedAt),
          gt(operatorSession.expiresAt, now),
          gt(operatorSession.lastSeenAt, idleSince),
          eq(operator.disabled, false),
        ),
      )
      .limit(1);
    return rows[0];
  }

  async touchSession(tokenHash: string, now: Date) {
    await this.db.update(operatorSession).set({ lastSeenAt: now }).where(eq(operatorSession.tokenHash, tokenHash));
  }

  async revokeSession(tokenHash: string, now: Date) {
    await this.db
      .update(operatorSession)
      .set({ revokedAt: now })
      .where(eq(operatorSession.tokenHash, tokenHash));
  }

  async writeAudit(
    tx: Tx | Db,
    entry: {
      operatorId: number;
      action: string;
      entity: string;
      before: unknown;
      after: unknown;
      ip: string;
      requestId: string;
    },
  ) {
    await tx.insert(auditLog).values(entry);
  }

  async auditPage(pageNo: number, pageSize: number) {
    const [rows, totals] = await Promise.all([
      this.db
        .select({
          id: auditLog.id,
          operator: operator.username,
          action: auditLog.action,
          entity: auditLog.entity,
          before: auditLog.before,
          after: auditLog.after,
          ip: auditLog.ip,
          createdAt: auditLog.createdAt,
        })
        .from(auditLog)
        .innerJoin(operator, eq(operator.id, auditLog.operatorId))
        .orderBy(desc(auditLog.id))
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize),
      this.db.select({ total: count() }).from(auditLog),
    ]);
    return { rows, total: totals[0]?.total ?? 0 };
  }
}
