import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

/** SPEC.md route table: which frame parts each route shows. */
const ROUTES: { path: string; header: boolean; sidebar: boolean; footer: boolean; banner: boolean }[] = [
  { path: '/', header: true, sidebar: true, footer: true, banner: true },
  { path: '/index', header: true, sidebar: true, footer: true, banner: true },
  { path: '/index.html', header: true, sidebar: true, footer: true, banner: true },
  { path: '/home', header: true, sidebar: true, footer: true, banner: true },
  { path: '/register', header: true, sidebar: false, footer: false, banner: true },
  { path: '/register.html', header: true, sidebar: false, footer: false, banner: true },
  { path: '/pointMall', header: true, sidebar: false, footer: true, banner: true },
  { path: '/lottery?gameCode=VN1&playType=LOTT', header: true, sidebar: false, footer: false, banner: false },
  // Bars hidden on /vnlottery and /seamless unless the operator flag shows them.
  { path: '/vnlottery', header: false, sidebar: false, footer: false, banner: false },
  { path: '/elott', header: true, sidebar: true, footer: true, banner: true },
  { path: '/rng', header: true, sidebar: true, footer: true, banner: true },
  { path: '/pvp', header: true, sidebar: true, footer: true, banner: true },
  { path: '/live', header: true, sidebar: true, footer: true, banner: true },
  { path: '/fish', header: true, sidebar: true, footer: true, banner: true },
  { path: '/sports', header: true, sidebar: true, footer: true, banner: true },
  { path: '/esports', header: true, sidebar: true, footer: true, banner: true },
  { path: '/inhouse', header: true, sidebar: true, footer: true, banner: true },
  { path: '/promotions', header: true, sidebar: true, footer: true, banner: true },
  { path: '/promoDetail?id=1', header: true, sidebar: true, footer: true, banner: false },
  { path: '/seamless', header: false, sidebar: false, footer: false, banner: false },
  { path: '/help', header: true, sidebar: true, footer: true, banner: true },
  { path: '/helpmc', header: false, sidebar: false, footer: false, banner: false },
  { path: '/game', header: true, sidebar: false, footer: false, banner: false },
  { path: '/down', header: true, sidebar: true, footer: true, banner: true },
  { path: '/download', header: true, sidebar: true, footer: true, banner: true },
  { path: '/login', header: true, sidebar: false, footer: false, banner: false },
  { path: '/no-such-page', header: true, sidebar: false, footer: true, banner: false },
];

async function expectPart(page: Page, testId: string, shown: boolean) {
  if (shown) await expect(page.getByTestId(testId).first(), testId).toBeVisible();
  else await expect(page.getByTestId(testId), testId).toBeHidden();
}

for (const route of ROUTES) {
  test(`${route.path} shows its frame`, async ({ page }, info) => {
    const desktop = (page.viewportSize()?.width ?? 0) >= 1024;
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(route.path);
    await expect(page.getByTestId('app-shell')).toBeVisible();
    await expect(page.locator('main#main')).not.toBeEmpty();
    await expectPart(page, 'header', route.header);
    await expectPart(page, 'footer', route.footer);
    if (route.banner) await expect(page.getByTestId('banner-carousel').first()).toBeVisible();
    else await expect(page.getByTestId('banner-carousel')).toHaveCount(0);
    // The side menu is a column on desktop; on phones it is a drawer behind the menu button.
    await expectPart(page, 'side-menu', route.sidebar && desktop);
    // /help opens the help centre over the home content; close it to reach the frame.
    if (route.path === '/help') {
      await expect(page.getByTestId('help-modal')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('help-modal')).toBeHidden();
    }
    if (route.sidebar && !desktop) {
      await page.locator('#shell-menu-button').click();
      await expect(page.getByTestId('side-menu')).toBeVisible();
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `horizontal overflow on ${info.project.name}`).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  });
}
