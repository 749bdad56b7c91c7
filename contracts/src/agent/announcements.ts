import { z } from 'zod';
import { EmptyValueSchema, endpoint } from '../common/envelope';
import { AGENT_ROUTES } from './routes';

const IdParams = z.object({ id: z.string().regex(/^\d{1,18}$/) }).strict();
const tags = ['agent'];

/** One announcement for agents, in the caller's language (the brand's default when missing). */
export const AgentAnnouncementSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Plain text (line breaks kept). */
  content: z.string(),
  publishedAt: z.string(),
  read: z.boolean(),
});
export type AgentAnnouncement = z.infer<typeof AgentAnnouncementSchema>;

/** The published, unexpired announcements for agents, newest first (at most 100). */
export const AgentAnnouncementsSchema = z.object({
  list: z.array(AgentAnnouncementSchema),
  unread: z.number().int(),
});
export type AgentAnnouncements = z.infer<typeof AgentAnnouncementsSchema>;

export const agentAnnouncementsApi = {
  announcements: endpoint({
    ...AGENT_ROUTES.announcements,
    response: AgentAnnouncementsSchema,
    auth: 'member',
    summary: 'Announcements for agents, newest first, with read marks (agent only)',
    tags,
  }),
  readAnnouncement: endpoint({
    ...AGENT_ROUTES.readAnnouncement,
    params: IdParams,
    response: EmptyValueSchema,
    auth: 'member',
    summary:
      'Marks an announcement read (404 NOT_FOUND when no such announcement for agents; agent only)',
    tags,
  }),
};
