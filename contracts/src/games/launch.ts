import { z } from 'zod';
import { endpoint } from '../common/envelope';
import { GAME_ROUTES } from './routes';

/**
 * `POST /wps/game/launchGame` (the launch request). The member is the session's
 * (Authorization header); the request's `username`, `token` and `merchantCode` travel along and are
 * accepted but not trusted. The game is named by `gameId` (catalogue id), `roomId` (a PVP room id
 * `<gameId>-<LEVEL>`) or `nodeId`. `confirmTrans: 1` confirms the transfer step of a vendor that
 * plays from its own wallet (money already moved into it with `GCS_walletTransfer`); without it
 * such a launch is refused with 409 GAME_TRANSFER_REQUIRED and moves nothing.
 */
export const LaunchGameBodySchema = z
  .object({
    gameId: z.string().regex(/^\d{1,18}$/).optional(),
    roomId: z.string().regex(/^[A-Za-z0-9_.:-]{1,80}$/).optional(),
    nodeId: z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/).optional(),
    accountType: z.union([z.number().int(), z.string().max(8)]).optional(),
    confirmTrans: z.union([z.number().int(), z.string().max(8)]).optional(),
    vassalage: z.string().max(16).optional(),
    launchMode: z.string().max(16).optional(),
    platform: z.string().max(64).optional(),
    clientType: z.union([z.number().int(), z.string().max(16)]).optional(),
    username: z.string().max(64).optional(),
    token: z.string().max(200).optional(),
    merchantCode: z.string().max(64).optional(),
    language: z.string().max(16).optional(),
  })
  .strict()
  .refine((b) => Boolean(b.gameId ?? b.roomId ?? b.nodeId), { message: 'REQUIRED', path: ['gameId'] });
export type LaunchGameBody = z.infer<typeof LaunchGameBodySchema>;

export const LaunchGameAnswerSchema = z.object({
  /** The game page, relative to the launch CDN (same origin by default). */
  game_url: z.string(),
  /** The same address on the launch CDN chosen for this launch (absolute when the CDN is). */
  game_url2: z.string(),
  /** How the player's money reaches the vendor: seamless (main wallet) or transfer (vendor wallet). */
  walletMode: z.enum(['seamless', 'transfer']),
});
export type LaunchGameAnswer = z.infer<typeof LaunchGameAnswerSchema>;

export const launchApi = {
  launchGame: endpoint({
    ...GAME_ROUTES.launchGame,
    body: LaunchGameBodySchema,
    response: LaunchGameAnswerSchema,
    auth: 'member',
    summary: 'Launch a game: a launch token bound to member, vendor and game, and the game address',
    tags: ['games'],
  }),
} as const;
