import type { FastifyInstance } from 'fastify';
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  agentAnnouncementsApi,
  type AgentAnnouncements,
} from '@sorte/contracts/agent/announcements';
import { pickTranslation, type Locale } from '@sorte/contracts/common/locale';
import type { Db } from '../../db/client';
import { agentAnnouncementRead } from '../../db/schema/index';
import { announcementView } from '../system/index';
import { AppError } from '../../lib/app-error';
import { route } from '../../lib/route';
import { agentAuth, agentOf } from './agent-auth';

/**
 * agentAnnouncement: the operator writes announcements with audience AGENTS through the same
 * content tools as the site's notices (which never show them); each agent's read marks are
 * `agent_announcement_read` rows.
 */
export async function listAgentAnnouncements(
  db: Db,
  agentId: number,
  locale: Locale,
  fallback: Locale,
  now = new Date(),
): Promise<AgentAnnouncements> {
  const announcement = announcementView('a', 'AGENTS', now);
  const rows = await db
    .select({
      id: announcement.id,
      title: announcement.title,
      content: announcement.content,
      publishedAt: announcement.publishedAt,
      readAt: agentAnnouncementRead.readAt,
    })
    .from(announcement)
    .leftJoin(
      agentAnnouncementRead,
      and(
        eq(agentAnnouncementRead.announcementId, announcement.id),
        eq(agentAnnouncementRead.memberId, agentId),
      ),
    )
    .orderBy(desc(announcement.publishedAt), desc(announcement.id))
    .limit(100);
  const list = rows.map((r) => ({
    id: String(r.id),
    title: pickTranslation(r.title, locale, fallback),
    content: pickTranslation(r.content, locale, fallback),
    publishedAt: r.publishedAt.toISOString(),
    read: r.readAt !== null,
  }));
  return { list, unread: list.filter((a) => !a.read).length };
}

/** Marks one visible announcement read (a second call changes nothing); 404 NOT_FOUND otherwise. */
export async function readAgentAnnouncement(db: Db, agentId: number, id: number, now = new Date()) {
  const announcement = announcementView('a', 'AGENTS', now);
  const [found] = await db.select({ id: announcement.id }).from(announcement).where(eq(announcement.id, id));
  if (!found) throw new AppError('NOT_FOUND');
  await db
    .insert(agentAnnouncementRead)
    .values({ memberId: agentId, announcementId: id, readAt: sql`now()` })
    .onConflictDoNothing();
  return {};
}

export async function agentAnnouncementRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const agent = agentAuth(app);
  route(
    app,
    agentAnnouncementsApi.announcements,
    async (req) => {
      const { brand } = await app.system.config();
      return listAgentAnnouncements(db, agentOf(req), req.locale, brand.defaultLanguage);
    },
    agent,
  );
  route(
    app,
    agentAnnouncementsApi.readAnnouncement,
    (req) => readAgentAnnouncement(db, agentOf(req), Number(req.params.id)),
    agent,
  );
}
