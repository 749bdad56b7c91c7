import { z } from 'zod';
import { endpoint } from '../common/envelope';

/**
 * POST /ops/api/members/:username/password-reset: customer support resets a player's login
 * password to the default (123456). The player's sessions end; the next login answers
 * passwordExpired and the web forces a new password. Audited. Unknown username: 404.
 */
export const MemberPasswordResetSchema = z.object({
  username: z.string(),
  /** The password the player logs in with once: always the default weak password. */
  temporaryPassword: z.string(),
  /** Sessions that were ended. */
  sessionsEnded: z.number().int(),
});

export const opsMembersApi = {
  resetPassword: endpoint({
    method: 'POST',
    path: '/ops/api/members/:username/password-reset',
    params: z.object({ username: z.string().min(1).max(64) }).strict(),
    response: MemberPasswordResetSchema,
    auth: 'operator',
    summary: "Reset a player's login password to the default; the next login forces a change",
    tags: ['ops'],
  }),
};
