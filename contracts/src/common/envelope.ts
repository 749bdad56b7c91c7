import { z } from 'zod';
import { ERROR_CODES, FIELD_RULES } from './errors';

/** `{ success: true, value }`: every successful JSON answer. */
export const ok = <T extends z.ZodType>(value: T) =>
  z.object({ success: z.literal(true), value });

export const ErrorEnvelopeSchema = z.object({
  success: z.literal(false),
  code: z.enum(ERROR_CODES as [string, ...string[]]),
  message: z.string(),
  fields: z.record(z.string(), z.enum(FIELD_RULES)).optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

/** An empty success value (`value: {}`) for calls that only acknowledge. */
export const EmptyValueSchema = z.object({}).strict();

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One endpoint, fully described: the server and the web both import it. */
export interface Endpoint<
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
  P extends z.ZodType | undefined = z.ZodType | undefined,
> {
  method: HttpMethod;
  path: string;
  params?: P;
  query?: Q;
  body?: B;
  /** The schema of `value` inside the success envelope. */
  response: R;
  auth?: 'none' | 'member' | 'operator';
  /**
   * Other names a client may send for a body field (`{ mobileNo: 'mobileNum' }`): renamed to the
   * schema's name before validation when the schema's name is absent.
   */
  bodyAliases?: Record<string, string>;
  summary: string;
  tags: string[];
}

export const endpoint = <
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
  P extends z.ZodType | undefined = undefined,
>(
  e: Endpoint<Q, B, R, P>,
) => e;
