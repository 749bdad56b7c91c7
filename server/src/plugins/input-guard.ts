import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FieldRule } from '@sorte/contracts/common/errors';
import { AppError } from '../lib/app-error';

const NUL = '\u0000';
/** Deep enough for any body the API accepts; deeper input is refused by the schemas anyway. */
const MAX_DEPTH = 32;

/**
 * The dotted path of the first string (value or object key) holding a NUL byte, or null.
 * PostgreSQL cannot store NUL in text, so such input would fail deep inside a query.
 */
export function nulPath(value: unknown, path: string[] = [], depth = 0): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? path.join('.') || '_' : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  if (Buffer.isBuffer(value)) return null;
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const here = [...path, key.replaceAll(NUL, '\\0')];
    if (key.includes(NUL)) return here.join('.');
    const found = nulPath(child, here, depth + 1);
    if (found) return found;
  }
  return null;
}

function refuse(field: string): never {
  const fields: Record<string, FieldRule> = { [field]: 'INVALID_VALUE' };
  throw new AppError('VALIDATION_FAILED', fields);
}

/**
 * Refuses a NUL byte anywhere in a request (JSON body, query string, path parameters) with
 * 400 VALIDATION_FAILED before any route sees it. Query and path are checked as soon as the
 * request is routed (before the language and maintenance checks), the body once it is parsed.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  const checkUrlParts = (request: FastifyRequest) => {
    const inQuery = nulPath(request.query);
    if (inQuery) refuse(inQuery);
    const inParams = nulPath(request.params);
    if (inParams) refuse(inParams);
  };
  app.addHook('onRequest', async (request) => checkUrlParts(request));
  app.addHook('preValidation', async (request) => {
    const inBody = nulPath(request.body);
    if (inBody) refuse(inBody);
  });
});
