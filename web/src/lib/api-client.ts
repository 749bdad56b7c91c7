import type { ClientErrorCode, ErrorCode, FieldRule } from '@sorte/contracts/common/errors';
import type { RouteRef } from '@sorte/contracts/system/routes';
import { DEFAULT_LOCALE, LOCALE_INFO } from '@sorte/contracts/common/locale';
import { env } from '../config/env';
import { session, STORAGE_KEYS } from './storage';

export type AnyErrorCode = ErrorCode | ClientErrorCode;

/** A failed call: the envelope's code (or a client code), HTTP status, message and fields. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: AnyErrorCode,
    message: string,
    readonly fields?: Record<string, FieldRule>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

let currentLanguage = LOCALE_INFO[DEFAULT_LOCALE].bcp47;
/** The i18n layer tells the client which language to ask for. */
export function setApiLanguage(bcp47: string) {
  currentLanguage = bcp47;
}

export interface CallOptions {
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  /** A form-encoded body (application/x-www-form-urlencoded) instead of JSON. */
  form?: Record<string, string>;
  params?: Record<string, string>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
}

function buildUrl(route: RouteRef, options: CallOptions): string {
  let path = route.path;
  for (const [key, value] of Object.entries(options.params ?? {})) {
    path = path.replace(`:${key}`, encodeURIComponent(value));
  }
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return `${env.apiBase}${path}${qs ? `?${qs}` : ''}`;
}

interface Envelope<T> {
  success: boolean;
  value?: T;
  code?: AnyErrorCode;
  message?: string;
  fields?: Record<string, FieldRule>;
}

/** Calls one API route and returns the envelope's `value`, or throws ApiError. */
export async function call<T>(route: RouteRef, options: CallOptions = {}): Promise<T> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': currentLanguage,
    ...options.headers,
  };
  const token = session.get(STORAGE_KEYS.token);
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.form !== undefined) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const timeout = AbortSignal.timeout(options.timeoutMs ?? 30_000);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(buildUrl(route, options), {
      method: route.method,
      headers,
      body,
      signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    const timedOut = timeout.aborted;
    throw new ApiError(
      0,
      timedOut ? 'PAGE_LOAD_TIMEOUT' : 'NETWORK_ERROR',
      timedOut ? 'timeout' : 'network',
    );
  }
  let envelope: Envelope<T> | undefined;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    envelope = undefined;
  }
  if (!envelope || typeof envelope.success !== 'boolean') {
    throw new ApiError(
      response.status,
      response.ok ? 'NETWORK_ERROR' : 'INTERNAL_ERROR',
      response.statusText,
    );
  }
  if (!envelope.success || !response.ok) {
    throw new ApiError(
      response.status,
      envelope.code ?? 'INTERNAL_ERROR',
      envelope.message ?? response.statusText,
      envelope.fields,
    );
  }
  return envelope.value as T;
}

export const api = { call };
