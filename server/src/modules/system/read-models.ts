import { and, eq, gt, isNull, lte, or } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { announcement } from '../../db/schema/index';

/** Published, unexpired, enabled announcements for `audience` at `now`. */
export const visibleAnnouncements = (audience: 'PLAYERS' | 'AGENTS', now: Date) =>
  and(
    eq(announcement.audience, audience),
    eq(announcement.enabled, true),
    lte(announcement.publishedAt, now),
    or(isNull(announcement.expiresAt), gt(announcement.expiresAt, now)),
  );

/**
 * The announcements an audience sees at `now` (published, unexpired, enabled): `id`, `title`,
 * `content` (translations), `published_at`. The system module's read model for the agent
 * centre (docs/architecture.md, "Table ownership"): a subquery joined in the caller's statement
 * under its alias.
 */
export function announcementView<Alias extends string>(
  alias: Alias,
  audience: 'PLAYERS' | 'AGENTS',
  now: Date,
) {
  return new QueryBuilder()
    .select({
      id: announcement.id,
      title: announcement.title,
      content: announcement.content,
      publishedAt: announcement.publishedAt,
    })
    .from(announcement)
    .where(visibleAnnouncements(audience, now))
    .as(alias);
}
