import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode, FieldRule } from '@sorte/contracts/common/errors';
import { ERROR_STATUS } from '@sorte/contracts/common/errors';
import { AppError } from '../lib/app-error';
import { errorMessage } from '../lib/i18n';

interface ZodIssueLike {
  code?: string;
  path?: (string | number)[];
  keys?: string[];
  missing?: boolean;
  origin?: string;
}

function partOf(request: FastifyRequest, context: string | undefined): unknown {
  switch (context) {
    case 'body':
      return request.body;
    case 'querystring':
      return request.query;
    case 'params':
      return request.params;
    case 'headers':
      return request.headers;
    default:
      return undefined;
  }
}

/** True when the client sent no value at `path` (its parent exists but lacks the key). */
function isMissing(root: unknown, path: string[]): boolean {
  if (path.length === 0) return root === undefined || root === null;
  let current = root;
  for (const key of path.slice(0, -1)) {
    if (current === null || typeof current !== 'object') return false;
    current = (current as Record<string, unknown>)[key];
  }
  return current !== null && typeof current === 'object' && !(path[path.length - 1]! in current);
}

/** Maps a zod issue to a field rule code (the envelope's `fields`). */
function ruleOf(issue: ZodIssueLike): FieldRule {
  if (issue.missing && issue.code !== 'unrecognized_keys') return 'REQUIRED';
  switch (issue.code) {
    case 'invalid_type':
      return 'INVALID_TYPE';
    case 'too_small':
      return issue.origin === 'string' || issue.origin === 'array' ? 'TOO_SHORT' : 'INVALID_VALUE';
    case 'too_big':
      return issue.origin === 'string' || issue.origin === 'array' ? 'TOO_LONG' : 'INVALID_VALUE';
    case 'invalid_format':
      return 'INVALID_FORMAT';
    case 'unrecognized_keys':
      return 'UNKNOWN_FIELD';
    default:
      return 'INVALID_VALUE';
  }
}

function fieldsFromIssues(issues: ZodIssueLike[]): Record<string, FieldRule> {
  const fields: Record<string, FieldRule> = {};
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys' && issue.keys) {
      const prefix = issue.path?.length ? `${issue.path.join('.')}.` : '';
      for (const key of issue.keys) fields[`${prefix}${key}`] = 'UNKNOWN_FIELD';
      continue;
    }
    const name = issue.path?.length ? issue.path.join('.') : '_';
    fields[name] ??= ruleOf(issue);
  }
  return fields;
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  options: { fields?: Record<string, FieldRule>; params?: Record<string, string | number>; status?: number } = {},
) {
  return reply
    .status(options.status ?? ERROR_STATUS[code])
    .type('application/json; charset=utf-8')
    .send({
      success: false,
      code,
      message: errorMessage(request.locale, code, options.params),
      ...(options.fields && Object.keys(options.fields).length ? { fields: options.fields } : {}),
    });
}

const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_TYPE: 'BAD_REQUEST',
  FST_ERR_VALIDATION: 'VALIDATION_FAILED',
};

/** Constraint violations the database raises for input that passed validation (a race, a duplicate). */
const SQL_CODES: Record<string, ErrorCode> = {
  '23505': 'CONFLICT', // unique_violation
  '23503': 'CONFLICT', // foreign_key_violation
  '40001': 'CONFLICT', // serialization_failure
  '40P01': 'CONFLICT', // deadlock_detected
  '23514': 'BAD_REQUEST', // check_violation
  '22003': 'BAD_REQUEST', // numeric_value_out_of_range
  // Text the database cannot store (a NUL byte, an invalid byte sequence): the input guard
  // refuses NUL at the edge; this is the backstop for any path it does not see.
  '22021': 'VALIDATION_FAILED', // character_not_in_repertoire (invalid byte sequence for encoding)
  '22P05': 'VALIDATION_FAILED', // untranslatable_character
};

/** The SQLSTATE of a database error, possibly wrapped by Drizzle. */
function postgresCode(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth += 1) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}

/** Every failure leaves as the standard envelope with a translated message. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return sendError(request, reply, error.code, {
        fields: error.fields,
        params: error.params,
        status: error.statusCode,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const part = partOf(request, error.validationContext);
      const issues = error.validation.map((v): ZodIssueLike => {
        const path = v.instancePath.split('/').filter(Boolean);
        return {
          ...(v.params as Omit<ZodIssueLike, 'code' | 'path'>),
          code: v.keyword,
          path,
          missing: isMissing(part, path),
        };
      });
      return sendError(request, reply, 'VALIDATION_FAILED', { fields: fieldsFromIssues(issues) });
    }
    if (error instanceof SyntaxError && error.statusCode === 400) {
      return sendError(request, reply, 'MALFORMED_JSON');
    }
    const sqlCode = postgresCode(error);
    if (sqlCode && SQL_CODES[sqlCode]) {
      request.log.warn({ err: error, sqlCode }, 'constraint rejected a write');
      return sendError(request, reply, SQL_CODES[sqlCode]);
    }
    const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (mapped) return sendError(request, reply, mapped);
    if (error.statusCode === 429) {
      return sendError(request, reply, 'RATE_LIMITED');
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.warn({ err: error }, 'client error');
      const code: ErrorCode =
        error.statusCode === 404 ? 'NOT_FOUND' : error.statusCode === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST';
      return sendError(request, reply, code);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, 'INTERNAL_ERROR');
  });
});

export { fieldsFromIssues };
