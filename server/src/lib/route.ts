import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ok, type Endpoint } from '@sorte/contracts/common/envelope';
import { ErrorEnvelopeSchema } from '@sorte/contracts/common/envelope';
import { SerializedAnswer } from './answer-cache';

type In<S> = [NonNullable<S>] extends [never]
  ? undefined
  : NonNullable<S> extends z.ZodType
    ? z.output<NonNullable<S>>
    : undefined;

export interface Handler<E extends Endpoint> {
  (
    request: FastifyRequest & {
      query: In<E['query']>;
      body: In<E['body']>;
      params: In<E['params']>;
    },
    reply: FastifyReply,
  ):
    | Promise<z.input<E['response']> | SerializedAnswer>
    | z.input<E['response']>
    | SerializedAnswer;
}

/**
 * Registers a contracts endpoint: validation from its schemas, the success envelope around
 * the handler's value, and OpenAPI metadata. Operator endpoints (`auth: 'operator'`) check the
 * session first (app.authenticateOperator from plugins/auth.ts, at onRequest), before the body is
 * read or validated; member endpoints declare app.authenticateMember as their preHandler.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  e: E,
  handler: Handler<E>,
  options: Pick<RouteShorthandOptions, 'preHandler' | 'config' | 'bodyLimit'> = {},
) {
  // A body the endpoint may leave out (`z.object({}).strict().optional()`, e.g. an operator's
  // "approve") may come without any body (`curl -XPOST` sends neither body nor content type);
  // Fastify validates a missing body as `null`, so such a schema accepts null too.
  const body = e.body && e.body.safeParse(undefined).success ? e.body.nullable() : e.body;
  const aliases = e.bodyAliases ? Object.entries(e.bodyAliases) : [];
  app.withTypeProvider<ZodTypeProvider>().route({
    method: e.method,
    url: e.path,
    ...(e.auth === 'operator' ? { onRequest: app.authenticateOperator } : {}),
    ...options,
    schema: {
      summary: e.summary,
      tags: e.tags,
      ...(e.params ? { params: e.params } : {}),
      ...(e.query ? { querystring: e.query } : {}),
      ...(body ? { body } : {}),
      ...(e.auth === 'operator' ? { security: [{ operatorToken: [] }] } : {}),
      ...(e.auth === 'member' ? { security: [{ memberToken: [] }] } : {}),
      response: { 200: ok(e.response), '4xx': ErrorEnvelopeSchema, '5xx': ErrorEnvelopeSchema },
    },
    ...(aliases.length
      ? {
          // Another accepted name of a body field becomes the schema's name before validation.
          preValidation: async (request: FastifyRequest) => {
            const input = request.body;
            if (!input || typeof input !== 'object' || Array.isArray(input)) return;
            const fields = input as Record<string, unknown>;
            for (const [alias, name] of aliases) {
              if (!(alias in fields)) continue;
              if (!(name in fields)) fields[name] = fields[alias];
              delete fields[alias];
            }
          },
        }
      : {}),
    handler: async (request, reply) => {
      const value = await handler(request as never, reply);
      // Serialised once by the handler (lib/answer-cache.ts): sent as it is.
      if (value instanceof SerializedAnswer) {
        return reply
          .type('application/json; charset=utf-8')
          .send(`{"success":true,"value":${value.json}}` as never);
      }
      return { success: true as const, value };
    },
  });
}
