import type { APIRequestContext } from '@playwright/test';

/** Operator API calls from tests, as the demo operator (or the second demo operator, `checker`). */
export async function opsLogin(
  request: APIRequestContext,
  who: { username: string; password: string } = { username: 'admin', password: 'Admin#2026' },
): Promise<string> {
  const res = await request.post('/ops/api/session/login', { data: who });
  const body = (await res.json()) as { value: { token: string } };
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
