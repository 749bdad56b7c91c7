import type { Page } from '@playwright/test';
import {
  representativeRouteFrames,
  ROUTE_FRAMES,
} from '../../web/src/testing/fixtures/route-frames';
import { navigateInPage } from '../support/navigate';
import { expect, test } from '../support/test';

/**
 * The frame in a real browser, at 1440 px (desktop) and 390 px (mobile): one route of each frame
 * shape from the shared route table (web/src/testing/fixtures/route-frames.ts), whose every route
 * is checked in Vitest (web/src/app/route-frame.test.tsx). Here: the page renders without a page
 * error, nothing overflows sideways, the frame parts show as the browser draws them, and the side
 * menu is a visible column on desktop and a drawer that opens from the menu button on phones.
 *
 * One page load per project: the first route is loaded, the others are reached as the app itself
 * navigates (history entry + popstate, which the router follows), so each route costs its page
 * chunk and data, not a whole start-up. That every path of the table is answered with the app's
 * page is checked over HTTP; a reload on a deep link is covered by the other specs.
 */
const ROUTES = representativeRouteFrames();

async function expectPart(page: Page, testId: string, shown: boolean) {
  if (shown) await expect(page.getByTestId(testId).first(), testId).toBeVisible();
  else await expect(page.getByTestId(testId), testId).toBeHidden();
}

test('every path is answered with the app page', async ({ request }) => {
  for (const route of ROUTE_FRAMES) {
    const res = await request.get(route.path, { headers: { accept: 'text/html' } });
    expect(res.status(), route.path).toBe(200);
    expect(res.headers()['content-type'], route.path).toContain('text/html');
    expect(await res.text(), route.path).toContain('<div id="root"');
  }
});

test('every route shows its frame without overflow or page errors', async ({ page }, info) => {
  // Several routes in one test: each waits for its page chunk and data on a loaded machine.
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
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(
        overflow,
        `horizontal overflow on ${route.path} (${info.project.name})`,
      ).toBeLessThanOrEqual(0);
      expect(errors, route.path).toEqual([]);
    });
  }
});
