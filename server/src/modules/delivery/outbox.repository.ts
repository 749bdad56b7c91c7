import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { OutboxMessage } from '@sorte/contracts/ops/outbox';
import type { Db } from '../../db/client';
import { messageOutbox } from '../../db/schema/index';

export interface OutboxEntry {
  channel: 'sms' | 'mail';
  recipient: string;
  subject: string;
  body: string;
  purpose: string;
}

export class OutboxRepository {
  constructor(private readonly db: Db) {}

  async add(entry: OutboxEntry) {
    await this.db.insert(messageOutbox).values(entry);
  }

  /** Newest first, optionally one channel and/or one exact recipient. */
  async page(
    query: { pageNo: number; pageSize: number; channel?: 'sms' | 'mail'; recipient?: string },
  ): Promise<{ list: OutboxMessage[]; total: number; totalPages: number }> {
    const conditions: SQL[] = [];
    if (query.channel) conditions.push(eq(messageOutbox.channel, query.channel));
    if (query.recipient) conditions.push(eq(messageOutbox.recipient, query.recipient));
    const where = conditions.length ? and(...conditions) : undefined;
    const [rows, totals] = await Promise.all([
      this.db
        .select()
        .from(messageOutbox)
        .where(where)
        .orderBy(desc(messageOutbox.createdAt), desc(messageOutbox.id))
        .limit(query.pageSize)
        .offset((query.pageNo - 1) * query.pageSize),
      this.db.select({ n: count() }).from(messageOutbox).where(where),
    ]);
    const total = totals[0]?.n ?? 0;
    return {
      list: rows.map((r) => ({
        id: String(r.id),
        channel: r.channel as 'sms' | 'mail',
        recipient: r.recipient,
        subject: r.subject,
        body: r.body,
        purpose: r.purpose,
        createdAt: r.createdAt.toISOString(),
      })),
      total,
      totalPages: Math.ceil(total / query.pageSize),
    };
  }
}
