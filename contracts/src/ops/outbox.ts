import { z } from 'zod';
import { endpoint } from '../common/envelope';
import { PageQuerySchema, pageOf } from '../common/pagination';

/**
 * The message outbox: what the default SMS and mail providers "send" (development, tests, a
 * brand without a real provider yet). Real providers deliver and log without the body.
 */
export const OUTBOX_CHANNELS = ['sms', 'mail'] as const;

export const OutboxMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(OUTBOX_CHANNELS),
  /** '+5511987654321' for SMS, the address for mail. */
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  /** register, login, resetPassword, bindMobile, forgotPasswordMail, ... */
  purpose: z.string(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

export const OutboxQuerySchema = PageQuerySchema.extend({
  channel: z.enum(OUTBOX_CHANNELS).optional(),
  /** Exact recipient ('+55119...' or the address). */
  recipient: z.string().max(255).optional(),
}).strict();

export const opsOutboxApi = {
  list: endpoint({
    method: 'GET',
    path: '/ops/api/outbox',
    query: OutboxQuerySchema,
    response: pageOf(OutboxMessageSchema),
    auth: 'operator',
    summary: 'Messages written by the outbox SMS and mail providers, newest first',
    tags: ['ops'],
  }),
};
