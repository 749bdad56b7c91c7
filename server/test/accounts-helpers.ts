import { solveChallenge } from 'altcha-lib/v1';
import { and, desc, eq } from 'drizzle-orm';
import { messageOutbox } from '../src/db/schema/index';
import type { TestApp } from './build-test-app';

/** Fetches a bot-check challenge and answers it as the browser would (base64 JSON). */
let challengeIp = 0;
/** Each challenge from its own address, so the per-IP ceiling of the challenge route never bites. */
export async function solveBotCheck(app: TestApp['app'], ip = `10.250.${(++challengeIp >> 8) & 255}.${challengeIp & 255}`): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/wps/bot-check/challenge', remoteAddress: ip });
  const c = res.json<{ value: { challenge: string; salt: string; signature: string; maxnumber: number } }>().value;
  const solution = await solveChallenge(c.challenge, c.salt, 'SHA-256', c.maxnumber).promise;
  if (!solution) throw new Error('bot-check challenge not solvable');
  return Buffer.from(
    JSON.stringify({ algorithm: 'SHA-256', challenge: c.challenge, number: solution.number, salt: c.salt, signature: c.signature }),
  ).toString('base64');
}

/** The newest outbox message to `recipient` ('+55…' or an address). */
export async function lastMessage(t: TestApp, recipient: string, channel: 'sms' | 'mail' = 'sms') {
  const [row] = await t.database.db
    .select()
    .from(messageOutbox)
    .where(and(eq(messageOutbox.recipient, recipient), eq(messageOutbox.channel, channel)))
    .orderBy(desc(messageOutbox.id))
    .limit(1);
  return row;
}

/** The 6-digit code of the newest SMS to `recipient`. */
export async function lastSmsCode(t: TestApp, recipient: string): Promise<string> {
  const row = await lastMessage(t, recipient);
  const code = row?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no SMS code for ${recipient}`);
  return code;
}

/** A fresh captcha for the registration form: its cookie and its answer (test hook). */
export async function captchaFor(app: TestApp['app'], ip: string): Promise<{ cookie: string; answer: string }> {
  const res = await app.inject({ method: 'GET', url: '/wps/captcha', remoteAddress: ip });
  const cookie = String(res.headers['set-cookie']).split(';')[0]!;
  const answer = await app.inject({ method: 'GET', url: '/wps/captcha/test-answer', headers: { cookie }, remoteAddress: ip });
  return { cookie, answer: answer.json<{ value: string }>().value };
}

/** Switches feature flags through the operator API (the configuration cache is dropped). */
const opsHeaders = new WeakMap<object, { authorization: string }>();
export async function setFlags(app: TestApp['app'], flags: Record<string, boolean>) {
  const { operatorAuth } = await import('./build-test-app');
  const headers = opsHeaders.get(app) ?? (await operatorAuth(app));
  opsHeaders.set(app, headers);
  const res = await app.inject({
    method: 'PATCH',
    url: '/ops/api/system/feature-flags',
    headers,
    payload: flags,
  });
  if (res.statusCode !== 200) throw new Error(`flags: ${res.body}`);
}
