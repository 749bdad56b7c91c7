import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { toMinor } from '@sorte/contracts/common/money';

/** Money tests: the demo members' sessions, their balances and the texts the page shows. */

export type Lang = 'en' | 'pt';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const cache = new Map<string, Record<string, unknown>>();

function namespace(lang: string, ns: string): Record<string, unknown> {
  const file =
    ns === 'errors'
      ? path.join(root, 'contracts/src/i18n', lang, 'errors.json')
      : path.join(root, 'web/src/i18n/locales', lang, `${ns}.json`);
  let texts = cache.get(file);
  if (!texts) {
    texts = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
    cache.set(file, texts);
  }
  return texts;
}

/** The app's own text `ns:key` in `lang` with `{{vars}}` filled in (what the page must show). */
export function text(lang: Lang, ns: string, key: string, vars: Record<string, string | number> = {}): string {
  let node: unknown = namespace(lang, ns);
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`no text ${lang}:${ns}:${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? `{{${name}}}`));
}

/** Digits of a shown amount as minor units ("R$ 10 000,00" and "R$ 10,000.00" are both 1000000). */
export function minorOf(shown: string): bigint {
  const digits = shown.replace(/[^\d]/g, '');
  if (!digits) throw new Error(`no amount in "${shown}"`);
  return BigInt(digits);
}

export async function memberToken(request: APIRequestContext, username: string, password = 'Demo#2026'): Promise<string> {
  const res = await request.post('/wps/session/login', { data: { username, password, type: 'username' } });
  const body = (await res.json()) as { success: boolean; value?: { token: string } };
  if (!body.success || !body.value) throw new Error(`login ${username}: ${JSON.stringify(body)}`);
  return body.value.token;
}

export async function memberGet<T>(request: APIRequestContext, token: string, url: string): Promise<T> {
  const res = await request.get(url, { headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { success: boolean; value: T };
  if (!body.success) throw new Error(`GET ${url}: ${JSON.stringify(body)}`);
  return body.value;
}

/** Minor units in one of the member's wallets (`MAIN` or a vendor code). */
export async function walletMinor(request: APIRequestContext, token: string, wallet = 'MAIN'): Promise<bigint> {
  const value = await memberGet<{ list: { wallet: string; balance: string }[] }>(request, token, '/wps/v2/wallets');
  const row = value.list.find((w) => w.wallet === wallet);
  return row ? toMinor(row.balance) : 0n;
}

/**
 * Opens the site logged in (the `?token=` start-up parameter) in `lang` with the member centre on
 * `memberPage`.
 */
export async function openMemberPage(page: Page, token: string, memberPage: string, lang: Lang) {
  await page.addInitScript((l) => {
    if (!localStorage.getItem('hisLang')) localStorage.setItem('hisLang', l);
  }, lang);
  await page.goto(`/?token=${encodeURIComponent(token)}&member=${memberPage}`);
  await page.getByTestId(`member-page-${memberPage}`).waitFor();
}

/** Switches the open member centre to another page through its entry. */
export async function goToMemberPage(page: Page, memberPage: string) {
  await page.getByTestId(`member-entry-${memberPage}`).click();
  await page.getByTestId(`member-page-${memberPage}`).waitFor();
}

/** A 1x1 PNG (a receipt proof). */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
