import type { Page } from '@playwright/test';
import { navigateInPage } from '../support/navigate';
import { expect, test } from '../support/test';

/**
 * Every route in a real browser, at 1440 px (desktop) and 390 px (mobile): it renders without a
 * page error, nothing overflows sideways, the side menu is a visible column on desktop and a
 * drawer that opens from the menu button on phones. Which frame parts each route shows (header,
 * footer, banner strip, side menu) is checked on the route table in
 * web/src/app/route-frame.test.tsx; the parts are checked here again, as the browser shows them.
 *
 * One page load per project: the first route is loaded, the others are reached as the app itself
 * navigates (history entry + popstate, which the router follows), so each route costs its page
 * chunk and data, not a whole start-up. That every path is answered with the app's page on a
 * reload is checked over HTTP, and a reload on a deep link is covered by the other specs.
 */
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

test('every path is answered with the app page', async ({ request }) => {
  for (const route of ROUTES) {
    const res = await request.get(route.path, { headers: { accept: 'text/html' } });
    expect(res.status(), route.path).toBe(200);
    expect(res.headers()['content-type'], route.path).toContain('text/html');
    expect(await res.text(), route.path).toContain('<div id="root"');
  }
});

test('every route shows its frame without overflow or page errors', async ({ page }, info) => {
  // 27 routes in one test: each waits for its page chunk and data on a loaded machine.
  test.setTimeout(ROUTES.length * 30_000);
  const desktop = (page.viewportSize()?.width ?? 0) >= 1024;
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(ROUTES[0]!.path);
  for (const route of ROUTES) {
    await test.step(route.path, async () => {
      if (route !== ROUTES[0]) await navigateInPage(page, route.path);
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
        await page.keyboard.press('Escape');
        await expect(page.getByTestId('side-menu')).toBeHidden();
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `horizontal overflow on ${route.path} (${info.project.name})`).toBeLessThanOrEqual(0);
      expect(errors, route.path).toEqual([]);
    });
  }
});
