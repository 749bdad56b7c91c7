import type { Announcement, Notices } from '@sorte/contracts/system/system';

/** Announcements per page. */
export const ANNOUNCEMENTS_PER_PAGE = 9;

const byNewest = (a: Announcement, b: Announcement) =>
  Date.parse(b.timestamp) - Date.parse(a.timestamp);

/** The announcement list: player and promotion notices, newest first, each once. */
export function announcementList(notices: Pick<Notices, 'player' | 'promotion'>): Announcement[] {
  const seen = new Set<string>();
  return [...notices.player, ...notices.promotion]
    .filter((item) => (seen.has(item.id) ? false : (seen.add(item.id), true)))
    .sort(byNewest);
}

/** Titles for the home marquee: home (H) and general (B) announcements, newest first. */
export function marqueeItems(notices: Pick<Notices, 'player'>): Announcement[] {
  return notices.player.filter((item) => item.type === 'H' || item.type === 'B').sort(byNewest);
}

export const pageCount = (total: number, perPage = ANNOUNCEMENTS_PER_PAGE) =>
  Math.max(1, Math.ceil(total / perPage));

export const pageOf = <T>(items: T[], page: number, perPage = ANNOUNCEMENTS_PER_PAGE) =>
  items.slice((page - 1) * perPage, page * perPage);
