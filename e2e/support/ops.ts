import { randomInt } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';

/**
 * Operator API calls from tests, as the demo operator (or the second demo operator, `checker`).
 * Each login comes from a client address of its own (the test server trusts X-Forwarded-For), so
 * the operator login's per-address limit (10 a minute) never bites when many specs log in at once.
 */
export async function opsLogin(
  request: APIRequestContext,
  who: { username: string; password: string } = { username: 'admin', password: 'Admin#2026' },
): Promise<string> {
  const address = `10.${randomInt(1, 255)}.${randomInt(0, 255)}.${randomInt(1, 255)}`;
  const res = await request.post('/ops/api/session/login', {
    data: who,
    headers: { 'x-forwarded-for': address },
  });
  const body = (await res.json()) as { value?: { token: string } };
  if (!res.ok() || !body.value) throw new Error(`operator login -> ${res.status()} ${JSON.stringify(body)}`);
  return body.value.token;
}

export async function ops(
  request: APIRequestContext,
  token: string,
  method: 'PUT' | 'PATCH' | 'POST' | 'DELETE',
  url: string,
  data?: unknown,
) {
  const res = await request.fetch(url, {
    method,
    data,
    headers: { authorization: `Bearer ${token}` },
  });
  if (!res.ok()) throw new Error(`${method} ${url} -> ${res.status()} ${await res.text()}`);
  return res.json() as Promise<{ value: unknown }>;
}
