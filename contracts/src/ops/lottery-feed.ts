import { z } from 'zod';
import { endpoint } from '../common/envelope';
import { REGIONS } from '../lottery/games';

/**
 * The results feed of the VN official draws (operator API) and the feed's own JSON format.
 *
 * The server asks `GET <url>?region=<the feed's region code>&date=<YYYY-MM-DD, Vietnam date>`
 * and expects `FeedResponseSchema`: every province the region drew that day with its full prize
 * table (27 prizes North, 18 per province Central and South). docs/operations.md "Lottery results
 * feed" shows an example.
 */

const tags = ['Lottery (operator)'];

/** What went wrong in a poll (the operator sees the code and a technical detail). */
export const FEED_ERROR_CODES = [
  'FEED_TIMEOUT',
  'FEED_UNREACHABLE',
  'FEED_HTTP_STATUS',
  'FEED_BAD_JSON',
  'FEED_INVALID',
  'FEED_CONFLICT',
] as const;
export type FeedErrorCode = (typeof FEED_ERROR_CODES)[number];

/** A prize table by tier: digit strings (`{ "DB": ["123456"], "G1": ["12345"], … }`). */
const FeedPrizesSchema = z.record(z.string().max(4), z.array(z.string().max(10)).max(10));

/** The feed's answer for one region and date. */
export const FeedResponseSchema = z.object({
  /** The Vietnam date asked for, `YYYY-MM-DD`. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** The feed's region code asked for. */
  region: z.string().max(20),
  results: z
    .array(
      z.object({
        /** The feed's province code (our province code unless the operator maps it). */
        province: z.string().min(1).max(40),
        prizes: FeedPrizesSchema,
      }),
    )
    .max(10),
});
export type FeedResponse = z.infer<typeof FeedResponseSchema>;

const FeedCode = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[\w.-]+$/);

export const OpsFeedSettingsSchema = z.object({
  /** The feed's address (http or https); '' while none is set. */
  url: z.union([z.literal(''), z.url({ protocol: /^https?$/ }).max(500)]),
  enabled: z.boolean(),
  /** Seconds between polls. */
  pollSeconds: z.number().int().min(10).max(86_400),
  /** Milliseconds a request may take before it counts as a timeout. */
  timeoutMs: z.number().int().min(100).max(60_000),
  /** The feed's code of each region polled (a region left out is not polled). */
  regionCodes: z.partialRecord(z.enum(REGIONS), FeedCode),
  /** The feed's province code per game code (`VN_HCM`), where it differs from our province code. */
  provinceCodes: z.record(z.string().max(40), FeedCode),
});
export type OpsFeedSettings = z.infer<typeof OpsFeedSettingsSchema>;

export const OpsFeedSchema = OpsFeedSettingsSchema.extend({
  lastPollAt: z.string().nullable(),
  /** The last poll that answered well. */
  lastOkAt: z.string().nullable(),
  /** The last error (kept after later good polls, with its time, so the operator can see it). */
  lastError: z
    .object({ code: z.enum(FEED_ERROR_CODES), detail: z.string(), at: z.string() })
    .nullable(),
  /** The latest results the feed gave, newest first. */
  recent: z.array(
    z.object({
      gameCode: z.string(),
      issueNo: z.string(),
      outcome: z.enum(['entered', 'same', 'pending']),
      entryId: z.string().nullable(),
      receivedAt: z.string(),
    }),
  ),
});

export const OpsFeedPollSchema = z.object({
  /** False when the feed is off or another process polled within the interval. */
  polled: z.boolean(),
  requests: z.number().int(),
  /** Results that became pending entries for an operator to confirm. */
  entered: z.number().int(),
  /** Results already known (equal to the result in force or to a pending entry, or seen before). */
  known: z.number().int(),
  errors: z.array(z.object({ code: z.enum(FEED_ERROR_CODES), detail: z.string() })),
});

export const opsLotteryFeedApi = {
  feed: endpoint({
    method: 'GET',
    path: '/ops/api/lottery/feed',
    response: OpsFeedSchema,
    auth: 'operator',
    summary: 'Results feed settings, last poll, last error and latest feed results',
    tags,
  }),
  putFeed: endpoint({
    method: 'PUT',
    path: '/ops/api/lottery/feed',
    body: OpsFeedSettingsSchema.strict(),
    response: OpsFeedSchema,
    auth: 'operator',
    summary:
      'Set the results feed: address, poll interval, timeout, switch, region and province codes (audited)',
    tags,
  }),
  pollFeed: endpoint({
    method: 'POST',
    path: '/ops/api/lottery/feed/poll',
    body: z.object({}).strict().optional(),
    response: OpsFeedPollSchema,
    auth: 'operator',
    summary: 'Poll the results feed now (feed results wait for an operator to confirm them)',
    tags,
  }),
};
