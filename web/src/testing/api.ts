import { vi } from 'vitest';

/** What a stubbed API path answers: a value (wrapped in a success envelope) or a full reply. */
export type ApiReply =
  | { value: unknown; status?: number }
  | { status: number; code: string; message?: string; fields?: Record<string, string> };

/** path (no query) -> reply, or a function of the request for anything dynamic. */
export type ApiHandlers = Record<
  string,
  ApiReply | ((url: URL, init?: RequestInit) => ApiReply | Promise<ApiReply>)
>;

/** Answers the shell's background calls give when the brand has no content of that kind. */
export const EMPTY_CONTENT_HANDLERS: ApiHandlers = {
  '/wps/system/notices': { value: { player: [], banners: [], popup: [], promotion: [] } },
  '/wps/system/helpCenter': { value: { sections: [] } },
  '/wps/system/domainRoute': { value: { domainList: [], resources: [] } },
  '/wps/system/status': { value: { status: 0, message: '', ip: '127.0.0.1' } },
};

function envelope(reply: ApiReply): Response {
  const body =
    'value' in reply
      ? { success: true, value: reply.value }
      : {
          success: false,
          code: reply.code,
          message: reply.message ?? reply.code,
          fields: reply.fields,
        };
  const status = reply.status ?? 200;
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/**
 * Replaces global fetch with a tiny router over `handlers` (the envelope). Unknown paths answer
 * 404 NOT_FOUND. Returns the mock so tests can inspect calls (`mock.mock.calls`).
 */
export function mockApi(handlers: ApiHandlers = {}) {
  const all = { ...EMPTY_CONTENT_HANDLERS, ...handlers };
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    // A URL, not a Request: jsdom's AbortSignal is not the one Node's Request accepts.
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const handler = all[url.pathname];
    if (!handler) return envelope({ status: 404, code: 'NOT_FOUND' });
    return envelope(typeof handler === 'function' ? await handler(url, init) : handler);
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** The calls a `mockApi` mock received for one path (query ignored), as [url, init] pairs. */
export function callsTo(mock: ReturnType<typeof mockApi>, path: string) {
  return mock.mock.calls.filter(([input]) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return new URL(href, 'http://localhost').pathname === path;
  });
}
