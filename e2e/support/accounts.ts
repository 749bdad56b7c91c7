import { randomInt } from 'node:crypto';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { opsLogin } from './ops';

/** A username no other test (or earlier run on the same data dir) has used: letter first, 12 chars. */
export function uniqueUsername(prefix = 'e2e'): string {
  return `${prefix}${Date.now().toString(36).slice(-5)}${randomInt(1000, 9999)}`.slice(0, 14);
}

/** A Brazilian mobile number (11 digits, national format) unlikely to be bound already. */
export function uniqueBrazilMobile(): string {
  return `119${String(randomInt(0, 99_999_999)).padStart(8, '0')}`;
}

/**
 * Gives the page its own client address (the e2e server trusts X-Forwarded-For), so per-IP limits
 * (SMS, login throttle, free play) of one test never spill into another.
 */
export async function ownAddress(page: Page): Promise<string> {
  const ip = `10.${randomInt(1, 255)}.${randomInt(0, 255)}.${randomInt(1, 255)}`;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  return ip;
}

/** The answer to the page's current captcha (test-only hook, NODE_ENV=test). */
export async function captchaAnswer(page: Page): Promise<string> {
  const res = await page.request.get('/wps/captcha/test-answer');
  if (!res.ok()) throw new Error(`captcha test-answer -> ${res.status()}`);
  return ((await res.json()) as { value: string }).value;
}

interface OutboxRow {
  recipient: string;
  body: string;
  purpose: string;
}

/** The newest message the outbox provider "sent" to `recipient`, read through the operator API. */
export async function latestOutboxMessage(request: APIRequestContext, recipient: string): Promise<OutboxRow> {
  const token = await opsLogin(request);
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const res = await request.get(`/ops/api/outbox?recipient=${encodeURIComponent(recipient)}&pageSize=1`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!res.ok()) throw new Error(`outbox -> ${res.status()} ${await res.text()}`);
    const rows = ((await res.json()) as { value: { list: OutboxRow[] } }).value.list;
    if (rows[0]) return rows[0];
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no outbox message for ${recipient}`);
}

/** The 6-digit code in the newest SMS to `recipient`. */
export async function latestSmsCode(request: APIRequestContext, recipient: string): Promise<string> {
  const { body } = await latestOutboxMessage(request, recipient);
  const code = /\b(\d{6})\b/.exec(body)?.[1];
  if (!code) throw new Error(`no code in "${body}"`);
  return code;
}

/** Sends the SMS code of a mobile field and types the code read from the outbox. */
export async function fillSmsCode(page: Page, scope: Locator, testId: string, mobile: string) {
  const send = scope.getByTestId(`${testId}-send`);
  await send.click();
  // Once the server has answered, the button counts down (60 s x expiredMinutes): the only label
  // with digits in it, in every language.
  await expect(send).toHaveText(/\d+/);
  await expect(send).toBeDisabled();
  const code = await latestSmsCode(page.request, `+55${mobile}`);
  await scope.getByTestId(testId).fill(code);
}

/** Types the answer of the form's captcha (test hook). */
export async function fillCaptcha(page: Page, scope: Locator, testId: string) {
  await expect(scope.getByTestId('captcha-image').locator('img')).toBeVisible();
  await scope.getByTestId(testId).fill(await captchaAnswer(page));
}

