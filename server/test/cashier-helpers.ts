import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { ErrorEnvelopeSchema } from '@sorte/contracts/common/envelope';
import type { TestApp } from './build-test-app';
import { createMember, fund, sessionFor } from './ledger-helpers';
import { member, paymentChannel } from '../src/db/schema/index';
import { hashPassword } from '../src/lib/password';

/** Shared helpers of the cashier test files (not a test itself). */

export type Headers = Record<string, string>;
export const en = { 'accept-language': 'en' };

export function api(t: TestApp) {
  const get = (url: string, auth: Headers) => t.app.inject({ method: 'GET', url, headers: { ...en, ...auth } });
  const send = (
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    auth: Headers,
    payload?: unknown,
    key: string | null = randomUUID(),
  ) =>
    t.app.inject({
      method,
      url,
      headers: { ...en, ...auth, ...(key === null ? {} : { 'idempotency-key': key }) },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  return { get, send, post: (url: string, auth: Headers, payload?: unknown, key?: string | null) => send('POST', url, auth, payload, key) };
}

export function expectError(res: { statusCode: number; json: () => unknown; body: string }, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = ErrorEnvelopeSchema.parse(res.json());
  expect(body.code).toBe(code);
  expect(body.message).not.toBe(code);
  return body;
}

let payPasswordHash: Promise<string> | undefined;
export const PAY_PASSWORD = '135790';

/** A fresh real member with `minor` in MAIN, a session, a payment password and a payee name. */
export async function player(
  t: TestApp,
  minor: bigint,
  options: { accountType?: number; paymentPassword?: boolean; payeeName?: string | null } = {},
) {
  const db = t.database.db;
  const id = await createMember(db, { accountType: options.accountType ?? 0, prefix: 'cs' });
  if (minor > 0n) await fund(db, id, minor);
  payPasswordHash ??= hashPassword(PAY_PASSWORD);
  await db
    .update(member)
    .set({
      paymentPasswordHash: options.paymentPassword === false ? null : await payPasswordHash,
      payeeName: options.payeeName === undefined ? 'Ana Souza' : options.payeeName,
    })
    .where(eq(member.id, id));
  return { id, auth: await sessionFor(db, id) };
}

export async function channelId(t: TestApp, type: string): Promise<string> {
  const rows = await t.database.db.select({ id: paymentChannel.id }).from(paymentChannel).where(eq(paymentChannel.type, type));
  return String(rows[0]!.id);
}

export async function rowCount(t: TestApp, table: string): Promise<number> {
  const result = await t.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { n: number }[];
  return Number(rows[0]!.n);
}

/** A tiny valid PNG (1x1). */
export const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
