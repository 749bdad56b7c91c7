import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { settled } from '../support/motion';
import { expect, test } from '../support/test';

const locales = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/src/i18n/locales');
const shellText = (locale: string) =>
  JSON.parse(fs.readFileSync(path.join(locales, locale, 'shell.json'), 'utf8')) as {
    nav: Record<string, string>;
  };
const sideMenu = (page: Page) => page.getByTestId('side-menu');

/** Opens a side-menu group unless it is open already (groups stay open after a modal closes). */
async function expandGroup(page: Page, testId: string) {
  const toggle = page.getByTestId(testId).getByRole('button').first();
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

test('language switch is kept across reloads, sets <html lang> and tells the server', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(sideMenu(page).getByText(shellText('pt-BR').nav.home!, { exact: true })).toBeVisible();

  const notified = page.waitForRequest((r) => r.url().endsWith('/wps/system/language') && r.method() === 'PUT');
  await expandGroup(page, 'language-picker');
  await page.getByRole('button', { name: 'ไทย' }).click();
  expect((await notified).postDataJSON()).toEqual({ language: 'th' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'th-TH');
  await expect(sideMenu(page).getByText(shellText('th').nav.home!, { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'th-TH');
  await expect(sideMenu(page).getByText(shellText('th').nav.home!, { exact: true })).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('hisLang'), localStorage.getItem('lang')])).toEqual(['th', 'th']);
  // The server answers in the chosen language too.
  const answer = await page.evaluate(async () => (await fetch('/wps/nowhere')).json());
  expect(answer.message).toBe('ไม่พบ');
});

test('theme switch is kept across reloads', async ({ page }) => {
  // The theme's background token of each theme (web/src/styles/tokens.css), as computed colours.
  const BG = { dark: 'rgb(11, 16, 32)', light: 'rgb(243, 245, 251)' };
  const html = page.locator('html');
  /** The page's background once every transition of the switch has ended. */
  const background = async () => {
    await settled(page);
    return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  };
  await page.goto('/');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  expect(await background()).toBe(BG.dark);
  await page.getByTestId('theme-switch').click();
  await expect(html).toHaveAttribute('data-theme', 'light');
  expect(await background()).toBe(BG.light);
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  expect(await background()).toBe(BG.light);
  await page.getByTestId('theme-switch').click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  expect(await background()).toBe(BG.dark);
});

const MODALS: { name: string; open: (page: Page) => Promise<void> }[] = [
  {
    name: 'announcements',
    open: async (page) => {
      await expandGroup(page, 'customer-service-group');
      await sideMenu(page).getByRole('button', { name: shellText('en').nav.announcements }).click();
    },
  },
  {
    name: 'help centre',
    open: async (page) => {
      await expandGroup(page, 'customer-service-group');
      await sideMenu(page).getByRole('button', { name: shellText('en').nav.help }).click();
    },
  },
  {
    name: 'speed test',
    open: async (page) => {
      await expandGroup(page, 'customer-service-group');
      await sideMenu(page).getByRole('button', { name: shellText('en').nav.speedTest }).click();
    },
  },
  {
    name: 'app download',
    open: async (page) => {
      await expandGroup(page, 'app-download-group');
      await sideMenu(page).getByRole('button', { name: shellText('en').nav.downloadGuide }).click();
    },
  },
];

for (const modal of MODALS) {
  test(`the ${modal.name} modal closes on Escape and on a background click`, async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('hisLang', 'en'));
    await page.goto('/');
    const dialog = page.locator('dialog[open]');
    await modal.open(page);
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    await modal.open(page);
    await expect(dialog).toBeVisible();
    // The backdrop: a corner of the viewport outside the panel.
    await page.mouse.click(3, (page.viewportSize()?.height ?? 800) - 3);
    await expect(dialog).toHaveCount(0);
  });
}

test('popup notices show once per browser session', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  const dialog = page.locator('dialog[open]');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('app-shell')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(dialog).toHaveCount(0);
  await context.close();
});
